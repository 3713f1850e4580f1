import type { MiddlewareHandler } from 'hono';

/**
 * The policy allows exactly what the SPA uses: its own scripts (plus the inline
 * theme bootstrap, by hash), its own styles (inline styles are needed by toast and
 * popover positioning), same-origin fetches and images (data: for inline SVG icons).
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  const scripts = ["'self'", ...inlineScriptHashes.map((h) => `'${h}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The review page `/review/{token}` and its API, `/api/review/{token}…`. */
const REVIEW_PATH = /^\/(?:api\/)?review\//;

export function securityHeaders(options: { csp: () => string; hsts: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', options.csp());
    headers.set('X-Content-Type-Options', 'nosniff');
    // A review link's page and answers hold its token in their URL: no referrer leaves them for
    // the links the posts hold, and no search engine keeps them (decision 0058).
    if (REVIEW_PATH.test(c.req.path)) {
      headers.set('Referrer-Policy', 'no-referrer');
      headers.set('X-Robots-Tag', 'noindex, nofollow, noarchive');
    } else headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (options.hsts) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
