import { hasControlCharacters } from '@captia/shared';
import type { MiddlewareHandler } from 'hono';
import { sendError } from './errors';

/** Percent-decodes as Hono does for path parameters: each run of escapes on its own, kept when invalid. */
function decodePath(path: string): string {
  return path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/**
 * A safety net under the per-route rules: no `/api/*` URL may carry control characters, in
 * its query string (a `%00` reached PostgreSQL, which cannot store or compare a NUL, as a 500)
 * or in its path (`/api/keys/%00` did the same through the `{id}` of routes, Better Auth's
 * included). Names, values and path segments are checked after percent-decoding.
 */
export const refuseControlCharactersInUrl: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const start = url.indexOf('?');
  if (start !== -1) {
    for (const [name, value] of new URLSearchParams(url.slice(start + 1))) {
      if (hasControlCharacters(name) || hasControlCharacters(value)) return sendError(c, 400, 'bad_request');
    }
  }
  if (hasControlCharacters(decodePath(c.req.path))) return sendError(c, 400, 'bad_request');
  await next();
};
