import { captionsApi } from '@captia/shared';
import { bodyLimit } from 'hono/body-limit';
import { sendError } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import { createRouter } from '#server/http/router.ts';
import { requireUser } from '#server/lib/session.ts';
import { actorOf, workAnswer, workDepsOf } from '../delivery';
import { rework } from './rework';
import type { ReworkService } from './rework.service';

/** A caption of up to 10,000 characters fits in far less: anything larger is refused unread. */
export const REWORK_BODY_LIMIT = 64 * 1024;

/** `POST /api/functions/rework-caption`: the request as a rework (captions/rework/rework.ts), answered as JSON or a stream. */
export function reworkRoutes(service: ReworkService, options: { trustProxy: number }) {
  const limit = bodyLimit({
    maxSize: REWORK_BODY_LIMIT,
    onError: (c) => sendError(c, 413, 'payload_too_large'),
  });
  return createRouter().openapi(route(captionsApi.rework, requireUser, limit), (c) => {
    const { events, answer } = workAnswer(c);
    const deps = { ...workDepsOf(c), service };
    return answer(rework(deps, actorOf(c, options.trustProxy), c.req.valid('json'), events));
  });
}
