import { hasControlCharacters } from '@captia/shared';
import type { MiddlewareHandler } from 'hono';
import { sendError } from './errors';

/**
 * A safety net under the per-route rules: no `/api/*` query string may carry control
 * characters (a `%00` reached PostgreSQL, which cannot store or compare a NUL, as a 500).
 * Names and values are checked after percent-decoding.
 */
export const refuseControlCharactersInQuery: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const start = url.indexOf('?');
  if (start !== -1) {
    for (const [name, value] of new URLSearchParams(url.slice(start + 1))) {
      if (hasControlCharacters(name) || hasControlCharacters(value)) return sendError(c, 400, 'bad_request');
    }
  }
  await next();
};
