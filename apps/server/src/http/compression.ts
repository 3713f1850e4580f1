import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_HAS_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Hono's `compress()`, skipped for a client that sends no `Accept-Encoding` (decision 0028).
 *
 * Such a client gets nothing compressed anyway, but `compress()` still adds `Vary` through
 * `c.header()` after the handler, and on a finished response that turns @hono/node-server's
 * lightweight response (a string written in one go) into a full WHATWG `Response` with a
 * `ReadableStream` body, twice over: on the bench that was about a tenth of the CPU of every
 * signed-in `GET /api/me` and `/api/health`. Here that client gets the same headers — the same
 * `Vary: Accept-Encoding` under the same conditions as `compress()` — set on the response's
 * own headers, as the other middleware do (request-context.ts, security-headers.ts).
 * A client that sends the header goes through `compress()` as before.
 */
export function compressWhenAccepted(): MiddlewareHandler {
  const compressing = compress();
  return async (c, next) => {
    if (c.req.header('Accept-Encoding') !== undefined) return compressing(c, next);
    await next();
    const res = c.res;
    const headers = res.headers;
    const contentLength = headers.get('Content-Length');
    const contentType = headers.get('Content-Type');
    const cacheControl = headers.get('Cache-Control');
    // compress()'s own conditions for adding Vary (hono/dist/middleware/compress, threshold 1024).
    if (
      res.status === 206 ||
      headers.has('Content-Encoding') ||
      headers.has('Transfer-Encoding') ||
      c.req.method === 'HEAD' ||
      (contentLength && Number(contentLength) < 1024) ||
      !contentType ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType) ||
      (cacheControl && NO_TRANSFORM.test(cacheControl))
    )
      return;
    const vary = headers.get('Vary');
    if (vary !== '*' && !(vary && VARY_HAS_ACCEPT_ENCODING.test(vary)))
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  };
}
