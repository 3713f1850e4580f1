import {
  type CaptionFeatures,
  type CaptionRequest,
  captionOptions,
  captionsApi,
  resolveCaptionLanguage,
} from '@captia/shared';
import { CATALOGS } from '@captia/shared/i18n';
import type { Context } from 'hono';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { type AppEnv, createRouter } from '../http/router';
import { requireUser } from '../lib/session';
import { type LinkLimits, type LinkReader, readLinkLimited } from '../links';
import type { CaptionService } from './captions.service';
import { actorOf, workAnswer, workDepsOf } from './delivery';
import { type GenerationDeps, generate } from './generate';
import { photoBytes } from './image/photo';

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
  // The photo never travels further as sent: not into the engines, not into history's request.
  const { image, ...fields } = body;
  const request = resolveCaptionLanguage(fields, c.get('language'));
  // Without a model that sees, the captions are written from the text alone.
  if (image !== undefined && !vision && request.text === '' && request.link === undefined)
    throw new AppError(400, 'caption_text_required', {
      messageKey: 'captions.validation.photoTextRequired',
    });
  // A link or bad base64 is refused from the text alone. The photo is decoded once the plan
  // and the quota allow a use, before one is reserved: an account at its cap never pays for
  // the decoding, and a refused photo is never counted.
  const photo = image === undefined ? null : photoBytes(image);
  const flow: GenerationDeps = {
    ...workDepsOf(c),
    service: deps.service,
    vision,
    readLink: (actor, url) => readLinkLimited(c.get('db'), deps.links, deps.linkLimits, actor, url),
  };
  const { events, answer } = workAnswer(c);
  return answer(generate(flow, actorOf(c, deps.linkLimits.trustProxy), { request, photo }, events));
}
