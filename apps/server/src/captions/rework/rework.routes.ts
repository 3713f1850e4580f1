import { GATING_MESSAGE_KEYS, ReworkRequestSchema, ReworkResultSchema, TIER_LIMITS } from '@captia/shared';
import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { currentUser, requireUser } from '../../auth/session';
import { saveHistory, versionRoot } from '../../history/history.service';
import { AppError, sendError } from '../../http/errors';
import { COOKIE_OR_KEY, errors } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { countedRun } from '../../usage/counted-run';
import { deliverCaptionWork } from '../delivery';
import type { ReworkService } from './rework.service';

/** A caption of up to 10,000 characters fits in far less: anything larger is refused unread. */
export const REWORK_BODY_LIMIT = 64 * 1024;

const rework = createRoute({
  method: 'post',
  path: '/',
  tags: ['Captions'],
  summary: 'Rework one caption: shorter, longer, fit, restyle, translate or adapt',
  description:
    'Counts one use of the quota, reserved before any engine runs (refusals and failures count nothing). ' +
    '`restyle` needs `style`, `translate` needs `language` and a configured AI model (else 422 `ai_required`), ' +
    '`adapt` needs `targetNetwork`; the result is measured for the target network. With `entryId` the result ' +
    'is saved as a new version of that history entry. `Accept: text/event-stream` streams it like a generation.',
  security: COOKIE_OR_KEY,
  request: { body: { content: { 'application/json': { schema: ReworkRequestSchema } }, required: true } },
  responses: {
    200: {
      description: 'The reworked caption, with the usage after it',
      content: {
        'application/json': { schema: ReworkResultSchema },
        'text/event-stream': {
          schema: z.string().meta({ description: 'caption, notice, then result or error events' }),
        },
      },
    },
    ...errors(400, 401, 403, 404, 413, 422, 429, 502, 503),
  },
});

/** `POST /api/functions/rework-caption`. */
export function reworkRoutes(service: ReworkService) {
  const app = createRouter();
  app.use(requireUser);
  app.use(bodyLimit({ maxSize: REWORK_BODY_LIMIT, onError: (c) => sendError(c, 413, 'payload_too_large') }));
  return app.openapi(rework, async (c) => {
    const request = c.req.valid('json');
    const user = currentUser(c);
    const db = c.get('db');
    // The entry must be the account's own: checked before anything is counted.
    const parentId = request.entryId ? await versionRoot(db, user.id, request.entryId) : null;
    if (request.entryId && !parentId) throw new AppError(404, 'not_found');
    const language = c.get('language');
    return deliverCaptionWork(c, ({ stream, onEvent, signal, delivery }) =>
      countedRun(c, {
        gate: (plan) => {
          if (request.action === 'longer' && !TIER_LIMITS[plan.tier].longText) {
            throw new AppError(403, 'plan_long_text', { messageKey: GATING_MESSAGE_KEYS.plan_long_text });
          }
          if (request.action === 'translate' && !service.ai) throw new AppError(422, 'ai_required');
        },
        brandId: request.brandId,
        run: ({ brand, plan }) => {
          const limits = TIER_LIMITS[plan.tier];
          const rules = { emojis: limits.emojis, hashtags: limits.hashtags };
          return service.rework(request, { language, rules, brand, stream, onEvent, signal });
        },
        save: async (result) => {
          await saveHistory(
            db,
            user.id,
            { kind: 'rework', ...request },
            { captions: [result.caption], source: result.source },
            { parentId },
          );
        },
        delivery,
      }),
    );
  });
}
