import { ReworkRequestSchema } from '../../captions/rework';
import { CaptionRequestSchema } from '../../captions/schema';
import { CaptionOptionsSchema, GenerationResultSchema, ReworkResultSchema } from '../captions';
import { COOKIE_OR_KEY, errors, json, jsonBody, jsonOrEventStream, operation, PUBLIC } from '../declare';

const tags = ['Captions'];

/** The generator's options, a generation and a rework: each counts one use of the quota. */
export const captionsApi = {
  options: operation({
    method: 'get',
    path: '/api/options',
    tags,
    summary: 'Every generator option, labelled in the request’s language',
    security: PUBLIC,
    responses: {
      200: json(CaptionOptionsSchema, 'Networks with their limits, post types, styles, lengths, languages'),
    },
  }),
  generate: operation({
    method: 'post',
    path: '/api/functions/generate-captions',
    tags,
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
    request: jsonBody(CaptionRequestSchema),
    responses: {
      200: jsonOrEventStream(GenerationResultSchema, 'The captions, with the usage after this generation'),
      ...errors(400, 401, 403, 404, 413, 429, 502, 503),
    },
  }),
  rework: operation({
    method: 'post',
    path: '/api/functions/rework-caption',
    tags,
    summary: 'Rework one caption: shorter, longer, fit, restyle, translate or adapt',
    description:
      'Counts one use of the quota, reserved before any engine runs (refusals and failures count nothing). ' +
      '`restyle` needs `style`, `translate` needs `language` and a configured AI model (else 422 `ai_required`), ' +
      '`adapt` needs `targetNetwork`; the result is measured for the target network. With `entryId` the result ' +
      'is saved as a new version of that history entry. `Accept: text/event-stream` streams it like a generation.',
    security: COOKIE_OR_KEY,
    request: jsonBody(ReworkRequestSchema),
    responses: {
      200: jsonOrEventStream(ReworkResultSchema, 'The reworked caption, with the usage after it'),
      ...errors(400, 401, 403, 404, 413, 422, 429, 502, 503),
    },
  }),
};
