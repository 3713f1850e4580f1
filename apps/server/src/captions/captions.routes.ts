import {
  type BrandVoice,
  type CaptionFeatures,
  CaptionOptionsSchema,
  CaptionRequestSchema,
  type CaptionResult,
  captionOptions,
  GenerationResultSchema,
  type ResolvedCaptionRequest,
  resolveCaptionLanguage,
  type UsageView,
} from '@captia/shared';
import { CATALOGS } from '@captia/shared/i18n';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { AppError } from '../http/errors';
import { COOKIE_OR_KEY, errors, json, PUBLIC } from '../http/openapi';
import { type AppEnv, createRouter } from '../http/router';
import type { Delivery } from '../usage/counted-run';
import type { CaptionService } from './captions.service';
import { deliverCaptionWork } from './delivery';
import { type PreparedPhoto, photoBytes, readPhoto } from './image/photo';

/**
 * Runs around one generation: the quota reservation and the history write plug in here
 * (usage/generation.ts). An error thrown before `generate` reports anything becomes a plain
 * HTTP error, even for a streamed request.
 */
export type GenerationWrapper = (
  c: Context<AppEnv>,
  request: ResolvedCaptionRequest,
  generate: (context: { brand: BrandVoice | null; photo: PreparedPhoto | null }) => Promise<CaptionResult>,
  delivery: Delivery,
  /**
   * Reads the request's photo for an account (validated, re-encoded; its thumbnail goes to
   * history). Called once the plan and the quota allow a use, before one is reserved.
   */
  readPhoto?: ((account: string) => Promise<PreparedPhoto>) | null,
) => Promise<CaptionResult & { usage: UsageView }>;

const options = createRoute({
  method: 'get',
  path: '/',
  tags: ['Captions'],
  summary: 'Every generator option, labelled in the request’s language',
  security: PUBLIC,
  responses: {
    200: json(CaptionOptionsSchema, 'Networks with their limits, post types, styles, lengths, languages'),
  },
});

/**
 * `GET /api/options`: every generator option with its label in the request's language, and what
 * this server's configuration offers (an AI model; one that sees photos).
 */
export function captionOptionsRoutes(features: CaptionFeatures) {
  return createRouter().openapi(options, (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Vary', 'Accept-Language');
    return c.json(captionOptions(CATALOGS[c.get('language')], features), 200);
  });
}

const generate = createRoute({
  method: 'post',
  path: '/',
  tags: ['Captions'],
  summary: 'Write captions for one or more networks',
  description:
    'Counts one use of the quota, reserved before any engine runs. With `Accept: text/event-stream` the captions ' +
    'are streamed as server-sent events: `caption` (a draft `{network, variant, text}` that replaces the previous ' +
    'text of that network and variant), `notice` (`{message}`), then `result` (the same body as the JSON answer) ' +
    'or `error` (the error body). An `image` (a `data:` URL of a JPEG, PNG or WebP, up to 10 MB and 40 megapixels) ' +
    'is decoded and re-encoded without any metadata before anything is counted (400 `image_invalid` otherwise; links ' +
    'are never fetched); it goes to the model only when the server has a vision model (`features.vision` in ' +
    '`GET /api/options`), and without one it needs a `text` describing it. History keeps a small thumbnail of it.',
  security: COOKIE_OR_KEY,
  request: { body: { content: { 'application/json': { schema: CaptionRequestSchema } }, required: true } },
  responses: {
    200: {
      description: 'The captions, with the usage after this generation',
      content: {
        'application/json': { schema: GenerationResultSchema },
        'text/event-stream': {
          schema: z.string().meta({ description: 'caption, notice, then result or error events' }),
        },
      },
    },
    ...errors(400, 401, 403, 404, 413, 429, 502, 503),
  },
});

/**
 * `POST /api/functions/generate-captions`. JSON in, JSON out; with
 * `Accept: text/event-stream` the captions are streamed as they are written
 * (`caption` and `notice` events) and the same result closes the stream (`result`),
 * or an `error` event with the API error body.
 */
export function generateCaptionsRoutes(deps: {
  service: CaptionService;
  wrap: GenerationWrapper;
  /** The model sees photos (AI_VISION): a photo then goes to it and may come without text. */
  vision?: boolean;
}) {
  const { wrap, vision = false } = deps;
  return createRouter().openapi(generate, async (c) => {
    // The photo never travels further as sent: not into the engines, not into history's request.
    const { image, ...fields } = c.req.valid('json');
    const request = resolveCaptionLanguage(fields, c.get('language'));
    const language = c.get('language');
    // Without a model that sees, the captions are written from the text alone.
    if (image !== undefined && !vision && request.text === '')
      throw new AppError(400, 'caption_text_required', {
        messageKey: 'captions.validation.photoTextRequired',
      });
    // A link or bad base64 is refused from the text alone. The photo is decoded once the plan
    // and the quota allow a use, before one is reserved: an account at its cap never pays for
    // the decoding, and a refused photo is never counted.
    const bytes = image === undefined ? null : photoBytes(image);
    return deliverCaptionWork(c, ({ stream, onEvent, signal, delivery }) =>
      wrap(
        c,
        request,
        ({ brand, photo }) =>
          deps.service.generate(request, {
            language,
            stream,
            onEvent,
            signal,
            brand,
            image: vision && photo ? { data: photo.data, mediaType: photo.mediaType } : null,
          }),
        delivery,
        bytes && ((account) => readPhoto(bytes, account)),
      ),
    );
  });
}
