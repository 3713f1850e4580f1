import { captionsApi, GATING_MESSAGE_KEYS, TIER_LIMITS } from '@captia/shared';
import { bodyLimit } from 'hono/body-limit';
import { AppError, sendError } from '../../http/errors';
import { route } from '../../http/route';
import { createRouter } from '../../http/router';
import { saveHistory, versionRoot } from '../../lib/history-rows';
import { currentUser, requireUser } from '../../lib/session';
import { countedRun } from '../../usage/counted-run';
import { deliverCaptionWork } from '../delivery';
import type { ReworkService } from './rework.service';

/** A caption of up to 10,000 characters fits in far less: anything larger is refused unread. */
export const REWORK_BODY_LIMIT = 64 * 1024;

/** `POST /api/functions/rework-caption`. */
export function reworkRoutes(service: ReworkService) {
  const limit = bodyLimit({
    maxSize: REWORK_BODY_LIMIT,
    onError: (c) => sendError(c, 413, 'payload_too_large'),
  });
  return createRouter().openapi(route(captionsApi.rework, requireUser, limit), async (c) => {
    const request = c.req.valid('json');
    const user = currentUser(c);
    const db = c.get('db');
    // The entry must be the account's own: checked before anything is counted.
    const parentId = request.entryId ? await versionRoot(db, user.id, request.entryId) : null;
    if (request.entryId && !parentId) throw new AppError(404, 'not_found');
    const language = c.get('language');
    return deliverCaptionWork(c, ({ stream, onEvent, signal, delivery }) =>
      countedRun(c, {
        kind: 'rework',
        gate: (plan) => {
          if (request.action === 'longer' && !TIER_LIMITS[plan.tier].longText) {
            throw new AppError(403, 'plan_long_text', { messageKey: GATING_MESSAGE_KEYS.plan_long_text });
          }
          if (request.action === 'translate' && !service.ai) throw new AppError(422, 'ai_required');
        },
        brandId: request.brandId,
        run: ({ brand, plan, onModelCalls }) => {
          const limits = TIER_LIMITS[plan.tier];
          const rules = { emojis: limits.emojis, hashtags: limits.hashtags };
          return service.rework(request, {
            language,
            rules,
            brand,
            stream,
            onEvent,
            signal,
            tier: plan.tier,
            onModelCalls,
          });
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
