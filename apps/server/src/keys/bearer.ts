import { API_OPERATIONS } from '@captia/shared/operations';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDb } from '../db/client';
import { AppError, sendError } from '../http/errors';
import type { AppEnv } from '../http/router';
import { loadAccount } from '../lib/account';
import { planOf } from '../lib/plan';
import { consumeRateLimit } from '../lib/rate-limit';
import { authenticateKey, KEY_PATTERN, type KeyOwner } from './keys.service';

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
export function keyInQuery(url: string): boolean {
  const start = url.indexOf('?');
  if (start === -1) return false;
  for (const [name, value] of new URLSearchParams(url.slice(start + 1))) {
    if (QUERY_KEY_NAMES.has(name.toLowerCase()) || KEY_PATTERN.test(value) || KEY_PATTERN.test(name))
      return true;
  }
  return false;
}

/** An API key's owner, admitted for one request. */
export interface KeyAdmission {
  keyId: string;
  user: Omit<KeyOwner['user'], 'banned'>;
}

/**
 * One request with an API key, checked as every bearer request is: a wrong or revoked key (or a
 * banned owner) is a 401, a free account a 403 `plan_required`, and each key has its own
 * per-minute limit (429, `retryAfter` in seconds). Shared by the public API and /mcp, so a key
 * has one limit whichever door it comes through.
 */
export async function admitKey(
  db: AppDb,
  key: string,
  options: { rateLimitScale: number },
): Promise<KeyAdmission | AppError> {
  const owner = await authenticateKey(db, key);
  if (!owner || owner.user.banned) return new AppError(401, owner ? 'account_banned' : 'unauthorized');
  const account = await loadAccount(db, owner.user.id);
  if (!account || planOf(account).tier === 'free') return new AppError(403, 'plan_required');

  const decision = await consumeRateLimit(db, `apikey:${owner.keyId}`, {
    window: 60,
    max: Math.ceil(KEY_REQUESTS_PER_MINUTE * options.rateLimitScale),
  });
  if (!decision.allowed) {
    const retryAfter = Math.max(1, decision.retryAfterSeconds);
    return new AppError(429, 'rate_limited', {
      retryAfter,
      values: { minutes: Math.max(1, Math.ceil(retryAfter / 60)) },
    });
  }
  const { banned: _banned, ...user } = owner.user;
  return { keyId: owner.keyId, user };
}

/** The key an `Authorization` header carries (`Bearer <key>`, any case), or null. */
export function bearerKey(header: string | undefined): string | null {
  return header && /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '').trim() : null;
}

/** The answer to a refused key: its error, with `WWW-Authenticate` on a 401 and `Retry-After` on a 429. */
export function sendKeyRefusal(c: Context, refusal: AppError) {
  if (refusal.status === 401) c.header('WWW-Authenticate', 'Bearer');
  if (refusal.details.retryAfter !== undefined) c.header('Retry-After', String(refusal.details.retryAfter));
  return sendError(c, refusal.status, refusal.code, refusal.details);
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
    const bearer = bearerKey(c.req.header('authorization'));
    if (bearer === null || !keyAllowed(c)) return next();

    const admitted = await admitKey(c.get('db'), bearer, options);
    if (admitted instanceof AppError) return sendKeyRefusal(c, admitted);
    c.set('apiKeyId', admitted.keyId);
    c.set('session', {
      user: admitted.user,
      // Not a browser session: nothing to revoke or refresh, valid for this request only.
      session: { id: `apikey:${admitted.keyId}`, token: '', expiresAt: new Date(Date.now() + 60_000) },
    });
    return next();
  };
}
