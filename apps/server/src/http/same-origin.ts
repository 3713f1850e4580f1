import { isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { type ErrorDetails, sendError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** This machine's names as a URL writes them (`hostname`, IPv6 in brackets). */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** An IP address written as one (IPv4, or IPv6 in brackets): no DNS name, so nothing to rebind. */
function isAddressLiteral(hostname: string): boolean {
  if (hostname.startsWith('[') && hostname.endsWith(']')) return isIP(hostname.slice(1, -1)) === 6;
  return isIP(hostname) === 4;
}

/**
 * Which origins may write with a cookie (decision 0035). Both checks use it: ours on every
 * `/api/*` and `/sandbox/*` write, and Better Auth's own on `/api/auth/*` (`trustedOrigins`).
 */
export interface OriginPolicy {
  /** PUBLIC_URL (or its default): always accepted, and the origin a refusal names. */
  readonly publicOrigin: string;
  /** The origins a write to `requestUrl` may come from (its URL's host is the request's `Host`). */
  originsFor(requestUrl: string | undefined): string[];
}

/**
 * With PUBLIC_URL set, or in production, its origin only. Unset (a first run, development): also
 * the address the browser used to reach this server, when that address cannot be someone else's
 * name for it — a loopback name (any spelling of it, same port) or an IP literal the request's
 * `Host` carries, over plain http. A DNS name in `Host` is never accepted that way: a rebinding
 * page (`Origin: http://evil.example:3000`, `Host: evil.example:3000`) would match it.
 */
export function originPolicy(env: {
  PUBLIC_URL: string;
  NODE_ENV: string;
  publicUrlIsDefault: boolean;
}): OriginPolicy {
  // PUBLIC_URL as written (no trailing slash): the exact Origin a page of ours sends.
  const publicOrigin = env.PUBLIC_URL;
  const localAddresses = env.publicUrlIsDefault && env.NODE_ENV !== 'production';
  return {
    publicOrigin,
    originsFor(requestUrl) {
      if (!localAddresses || requestUrl === undefined) return [publicOrigin];
      let url: URL;
      try {
        url = new URL(requestUrl);
      } catch {
        return [publicOrigin];
      }
      if (url.protocol !== 'http:') return [publicOrigin];
      const port = url.port ? `:${url.port}` : '';
      const own = LOOPBACK_HOSTS.includes(url.hostname)
        ? LOOPBACK_HOSTS.map((host) => `http://${host}${port}`)
        : isAddressLiteral(url.hostname)
          ? [`http://${url.host}`]
          : [];
      return [...new Set([publicOrigin, ...own])];
    },
  };
}

/**
 * A refused Origin that names a site gets a message saying which origin this server accepts and
 * what to set (an operator opening the app at another address); anything else, the plain one.
 */
function refusal(origin: string | undefined, policy: OriginPolicy): ErrorDetails {
  if (origin === undefined) return {};
  try {
    const url = new URL(origin);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) return {};
  } catch {
    return {};
  }
  return { messageKey: 'errors.originRefused', values: { origin, expected: policy.publicOrigin } };
}

/**
 * Writes come from our own pages (CSRF, login CSRF): a foreign Origin is refused, and so is a
 * cookie-carrying write with no Origin at all. Cookie-less clients (curl, Stripe) pass. One
 * rule for every place that takes writes: the API and the sandbox payment pages' forms.
 */
export function sameOriginWrites(policy: OriginPolicy): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const foreign = origin !== undefined && !policy.originsFor(c.req.url).includes(origin);
      const cookieWithoutOrigin = origin === undefined && Boolean(c.req.header('cookie'));
      if (foreign || cookieWithoutOrigin)
        return sendError(c, 403, 'forbidden_origin', refusal(origin, policy));
    }
    await next();
  };
}
