import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable, rootCause } from '../db/unavailable';
import { AppError, sendError } from './errors';
import type { AppEnv } from './router';

/**
 * The one place an error becomes an answer: every route's AppError, a validation failure
 * (the routers' hook throws one), Hono's own 4xx, an unreachable database, and bugs.
 */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) {
    if (error.details.retryAfter !== undefined) c.header('Retry-After', String(error.details.retryAfter));
    return sendError(c, error.status, error.code, error.details);
  }
  if (error instanceof HTTPException && error.status < 500) {
    if (error.status === 404) return sendError(c, 404, 'not_found');
    // Hono's JSON validator: a body that does not parse.
    if (/malformed json/i.test(error.message)) return sendError(c, 400, 'invalid_json');
    return sendError(c, error.status, 'bad_request');
  }
  // The client went away (or was cut off for trickling its body past the server's timeout):
  // reading the body fails with the socket's ECONNRESET, which is not the database's. Nobody
  // reads this answer (499: nginx's "client closed request", for the log).
  if (c.req.raw.signal.aborted) {
    c.get('logger')?.debug({ cause: rootCause(error) }, 'client gone before the answer');
    return sendError(c, 499 as ContentfulStatusCode, 'request_cancelled');
  }
  // PostgreSQL stopped, restarting or out of connections: a clean, retryable 503 (not a
  // bug, so not logged as one); the pool reconnects by itself once it is back.
  if (isDatabaseUnavailable(error)) {
    c.get('logger')?.warn({ cause: rootCause(error) }, 'database unavailable');
    c.header('Retry-After', '5');
    return sendError(c, 503, 'service_unavailable');
  }
  c.get('logger')?.error({ err: error }, 'unhandled error');
  return sendError(c, 500, 'internal_error');
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.req.path.startsWith('/api/') ? sendError(c, 404, 'not_found') : c.text('Not found', 404);
