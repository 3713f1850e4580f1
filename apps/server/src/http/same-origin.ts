import type { MiddlewareHandler } from 'hono';
import { sendError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes come from our own pages (CSRF, login CSRF): a foreign Origin is refused, and so is a
 * cookie-carrying write with no Origin at all. Cookie-less clients (curl, Stripe) pass. One
 * rule for every place that takes writes: the API and the sandbox payment pages' forms.
 */
export function sameOriginWrites(publicUrl: string): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const foreign = origin !== undefined && origin !== publicUrl;
      const cookieWithoutOrigin = origin === undefined && Boolean(c.req.header('cookie'));
      if (foreign || cookieWithoutOrigin) return sendError(c, 403, 'forbidden_origin');
    }
    await next();
  };
}
