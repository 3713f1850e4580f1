import { type CaptionFeatures, type CaptionRequest, captionOptions, captionsApi } from '@captia/shared';
import { CATALOGS } from '@captia/shared/i18n';
import type { Context } from 'hono';
import { route } from '../http/route';
import { type AppEnv, createRouter } from '../http/router';
import { requireUser } from '../lib/session';
import { type LinkLimits, type LinkReader, readLinkLimited } from '../links';
import type { CaptionService } from './captions.service';
import { actorOf, workAnswer, workDepsOf } from './delivery';
import { type GenerationDeps, generate, generationInput } from './generate';

/**
 * `GET /api/options`: every generator option with its label in the request's language, and what
 * this server's configuration offers (an AI model; one that sees photos).
 */
export function captionOptionsRoutes(features: CaptionFeatures) {
  return createRouter().openapi(route(captionsApi.options), (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Vary', 'Accept-Language');
    return c.json(captionOptions(CATALOGS[c.get('language')], features), 200);
  });
}

export interface GenerationRouteDeps {
  service: CaptionService;
  /** The model sees photos (AI_VISION): a photo then goes to it and may come without text. */
  vision?: boolean;
  /** Reads a request's link (decision 0031). */
  links: LinkReader;
  linkLimits: LinkLimits;
}

/**
 * `POST /api/functions/generate-captions`. JSON in, JSON out; with
 * `Accept: text/event-stream` the captions are streamed as they are written
 * (`caption` and `notice` events) and the same result closes the stream (`result`),
 * or an `error` event with the API error body.
 */
export function generateCaptionsRoutes(deps: GenerationRouteDeps) {
  return createRouter().openapi(route(captionsApi.generate, requireUser), (c) =>
    answerGeneration(c, deps, c.req.valid('json')),
  );
}

/** The request as a generation: its actor, its input (the photo still encoded) and how it is answered. */
function answerGeneration(c: Context<AppEnv>, deps: GenerationRouteDeps, body: CaptionRequest) {
  const vision = deps.vision ?? false;
  const input = generationInput(body, c.get('language'), vision);
  const flow: GenerationDeps = {
    ...workDepsOf(c),
    service: deps.service,
    vision,
    readLink: (actor, url) => readLinkLimited(c.get('db'), deps.links, deps.linkLimits, actor, url),
  };
  const { events, answer } = workAnswer(c);
  return answer(generate(flow, actorOf(c, deps.linkLimits.trustProxy), input, events));
}
