import { API_OPERATIONS } from '@captia/shared/operations';
import type { Context, MiddlewareHandler } from 'hono';
import { sendError } from '../http/errors';
import type { AppEnv } from '../http/router';
import { loadAccount } from '../lib/account';
import { planOf } from '../lib/plan';
import { consumeRateLimit } from '../lib/rate-limit';
import { authenticateKey, KEY_PATTERN } from './keys.service';

/** Requests a minute one key may make (times RATE_LIMIT_SCALE), shared by every instance. */
export const KEY_REQUESTS_PER_MINUTE = 60;

/**
 * What an API key may call: the operations the contract declares with the bearer scheme
 * (`COOKIE_OR_KEY`) — the account's own data and the caption and planner functions. Never
 * keys, billing, admin or auth routes (a leaked key must not manage keys, money or the
 * account). Derived from the declarations, so a new operation states it once.
 */
const KEY_OPERATIONS = API_OPERATIONS.filter((op) => op.security.some((scheme) => 'bearer' in scheme)).map(
  (op) => ({ method: op.method.toUpperCase(), path: operationPathPattern(op.path) }),
);

/**
 * A contract path as a pattern of the paths it names: each `{parameter}` one segment. The
 * contract's paths are letters, digits, "-", "_" and "/" besides (`[^{}]`: a "{" never closed
 * is not re-read from each one).
 */
export function operationPathPattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/\{[^{}]+\}/g, '[^/]+')}/?$`);
}

/** Whether a request with an API key may reach this method and path. */
export function keyMayCall(method: string, path: string): boolean {
  return KEY_OPERATIONS.some((op) => op.method === method && op.path.test(path));
}

const QUERY_KEY_NAMES = new Set(['api_key', 'apikey', 'access_token', 'key']);

function keyAllowed(c: Context): boolean {
  return keyMayCall(c.req.method, c.req.path);
}

/** A key in a URL ends up in proxy logs, browser history and Referer headers: refused outright. */
function keyInQuery(url: string): boolean {
  const start = url.indexOf('?');
  if (start === -1) return false;
  for (const [name, value] of new URLSearchParams(url.slice(start + 1))) {
    if (QUERY_KEY_NAMES.has(name.toLowerCase()) || KEY_PATTERN.test(value) || KEY_PATTERN.test(name))
      return true;
  }
  return false;
}

/**
 * `Authorization: Bearer <key>` on the routes keys may call: the key's owner becomes the
 * request's user, as a browser session would. A bearer request carries no cookie, so the
 * Origin check does not apply to it. Wrong or revoked keys are refused at once (401), free
 * accounts get 403 `plan_required`, and each key has its own per-minute limit (429).
 */
export function apiKeyAuth(options: { rateLimitScale: number }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (keyInQuery(c.req.url)) return sendError(c, 400, 'api_key_in_query');
    const header = c.req.header('authorization');
    const bearer = header && /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '').trim() : null;
    if (bearer === null || !keyAllowed(c)) return next();

    const db = c.get('db');
    const owner = await authenticateKey(db, bearer);
    if (!owner || owner.user.banned) {
      c.header('WWW-Authenticate', 'Bearer');
      return sendError(c, 401, owner ? 'account_banned' : 'unauthorized');
    }
    const account = await loadAccount(db, owner.user.id);
    if (!account || planOf(account).tier === 'free') return sendError(c, 403, 'plan_required');

    const decision = await consumeRateLimit(db, `apikey:${owner.keyId}`, {
      window: 60,
      max: Math.ceil(KEY_REQUESTS_PER_MINUTE * options.rateLimitScale),
    });
    if (!decision.allowed) {
      c.header('Retry-After', String(Math.max(1, decision.retryAfterSeconds)));
      return sendError(c, 429, 'rate_limited', {
        values: { minutes: Math.max(1, Math.ceil(decision.retryAfterSeconds / 60)) },
      });
    }

    const { banned: _banned, ...user } = owner.user;
    c.set('apiKeyId', owner.keyId);
    c.set('session', {
      user,
      // Not a browser session: nothing to revoke or refresh, valid for this request only.
      session: { id: `apikey:${owner.keyId}`, token: '', expiresAt: new Date(Date.now() + 60_000) },
    });
    return next();
  };
}
