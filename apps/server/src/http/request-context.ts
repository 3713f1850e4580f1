import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, languageFromAcceptLanguage } from '@captia/shared';
import type { MiddlewareHandler } from 'hono';
import type { AppDb } from '../db/client';
import type { Logger } from '../logger';
import { sendError } from './errors';
import type { AppEnv } from './router';

const REQUEST_ID = /^[\w.-]{1,64}$/;
/** A review link's token is a key to a campaign: the log keeps its place, not its value (0058). */
const REVIEW_TOKEN = /^(\/(?:api\/)?review\/)[^/]+/;

/** A request id (the caller's, when well-formed) and one log line per request. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('logger', log);
    const started = performance.now();
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    // The path only: query strings can carry tokens (password reset links).
    log.info(
      {
        method: c.req.method,
        path: c.req.path.replace(REVIEW_TOKEN, '$1…'),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}

/** The request's language (Accept-Language, else en-US): every error message is written in it. */
export const requestLanguage: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('language', languageFromAcceptLanguage(c.req.header('accept-language')) ?? DEFAULT_LANGUAGE);
  await next();
};

/** The database handle, and a clean 503 for new requests once the process is draining (SIGTERM). */
export function databaseAndDrain(db: AppDb, lifecycle?: { draining: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('db', db);
    if (lifecycle?.draining) {
      c.header('Connection', 'close');
      c.header('Retry-After', '5');
      return sendError(c, 503, 'service_unavailable');
    }
    await next();
  };
}
