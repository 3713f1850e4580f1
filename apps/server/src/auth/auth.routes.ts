import { assessPassword, type ErrorCode } from '@captia/shared';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../app';
import type { AppDb } from '../db/client';
import { clientIp } from '../http/client-ip';
import { errorBody } from '../http/errors';
import type { Auth } from './auth';
import { consumeRateLimit, type RateRule } from './rate-limit';
import type { SessionCache } from './session';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Per-IP and per-account abuse limits on the endpoints that guess or send mail. */
const LIMITS: Record<string, { ip?: RateRule; account?: RateRule }> = {
  '/sign-in/email': { ip: { window: 10 * MINUTE, max: 30 }, account: { window: 10 * MINUTE, max: 10 } },
  '/sign-up/email': { ip: { window: HOUR, max: 10 } },
  '/request-password-reset': { ip: { window: HOUR, max: 10 }, account: { window: HOUR, max: 3 } },
  '/reset-password': { ip: { window: HOUR, max: 20 } },
};

/**
 * Endpoints where Better Auth swallows a database failure and still answers success: a
 * sign-out whose session row could not be deleted would leave that session valid.
 */
const NEEDS_DATABASE = new Set(['/sign-out']);

/** Which body field carries a new password on each endpoint. */
const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** Better Auth's error codes, as the contract's codes. */
const ERROR_MAP: Record<string, { code: ErrorCode; status?: ContentfulStatusCode }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'invalid_credentials', status: 401 },
  USER_ALREADY_EXISTS: { code: 'email_taken', status: 409 },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'email_taken', status: 409 },
  INVALID_EMAIL: { code: 'invalid_email', status: 400 },
  PASSWORD_TOO_SHORT: { code: 'password_too_short', status: 400 },
  PASSWORD_TOO_LONG: { code: 'password_too_long', status: 400 },
  INVALID_TOKEN: { code: 'invalid_token', status: 400 },
  TOKEN_EXPIRED: { code: 'invalid_token', status: 400 },
  EMAIL_NOT_VERIFIED: { code: 'email_not_verified', status: 403 },
  INVALID_PASSWORD: { code: 'current_password_incorrect', status: 400 },
  ACCOUNT_BANNED: { code: 'account_banned', status: 403 },
  SESSION_EXPIRED: { code: 'session_expired', status: 401 },
  SESSION_NOT_FRESH: { code: 'session_expired', status: 401 },
  UNAUTHORIZED: { code: 'unauthorized', status: 401 },
  INVALID_ORIGIN: { code: 'forbidden_origin', status: 403 },
  MISSING_OR_NULL_ORIGIN: { code: 'forbidden_origin', status: 403 },
  VALIDATION_ERROR: { code: 'bad_request', status: 400 },
  MISSING_FIELD: { code: 'bad_request', status: 400 },
  BODY_MUST_BE_AN_OBJECT: { code: 'bad_request', status: 400 },
  FIELD_NOT_ALLOWED: { code: 'bad_request', status: 400 },
};

/** The body as an object; `undefined` when there is none; `null` when it is not a JSON object. */
async function readJson(request: Request): Promise<Record<string, unknown> | null | undefined> {
  const text = await request.clone().text();
  if (text.trim() === '') return undefined;
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

async function limited(db: AppDb, key: string, rule: RateRule, scale: number) {
  const decision = await consumeRateLimit(db, key, { window: rule.window, max: Math.ceil(rule.max * scale) });
  return decision.allowed ? null : decision.retryAfterSeconds;
}

/**
 * `/api/auth/*`: Better Auth's endpoints behind our abuse limits and password policy,
 * with its errors turned into the contract's shape and the request's language.
 */
export function authRoutes(
  auth: Auth,
  options: {
    trustProxy: boolean;
    rateLimitScale: number;
    sessionCache: SessionCache;
    /** Asked when Better Auth answers 5xx: a database that does not answer makes it a 503. */
    databaseUp?: () => Promise<boolean>;
  },
) {
  return new Hono<AppEnv>().all('/*', async (c) => {
    const endpoint = c.req.path.replace(/^\/api\/auth/, '');
    const language = c.get('language');
    const isPost = c.req.method === 'POST';
    const body = isPost ? await readJson(c.req.raw) : undefined;
    // Better Auth would answer broken JSON with a bare error (and log it): ours is localized.
    if (body === null) return c.json(errorBody(language, 'invalid_json'), 400);

    const limits = isPost ? LIMITS[endpoint] : undefined;
    if (limits) {
      const db = c.get('db');
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
      const checks: [string, RateRule | undefined][] = [
        [`ip:${clientIp(c, options.trustProxy)}:${endpoint}`, limits.ip],
        [`account:${email}:${endpoint}`, email ? limits.account : undefined],
      ];
      for (const [key, rule] of checks) {
        if (!rule) continue;
        const retryAfter = await limited(db, key, rule, options.rateLimitScale);
        if (retryAfter !== null) {
          c.header('Retry-After', String(retryAfter));
          return c.json(
            errorBody(language, 'rate_limited', {
              values: { minutes: Math.max(1, Math.ceil(retryAfter / 60)) },
            }),
            429,
          );
        }
      }
    }

    const passwordField = isPost ? PASSWORD_FIELDS[endpoint] : undefined;
    const password = passwordField ? body?.[passwordField] : undefined;
    if (typeof password === 'string') {
      const inputs = [
        body?.name,
        body?.email,
        c.get('session')?.user.email,
        c.get('session')?.user.name,
      ].filter((v): v is string => typeof v === 'string');
      const { problem } = await assessPassword(password, inputs);
      if (problem) {
        const code =
          problem === 'too_weak'
            ? 'weak_password'
            : problem === 'too_short'
              ? 'password_too_short'
              : 'password_too_long';
        return c.json(errorBody(language, code), 400);
      }
    }

    if (isPost && NEEDS_DATABASE.has(endpoint) && options.databaseUp && !(await options.databaseUp())) {
      c.header('Retry-After', '5');
      return c.json(errorBody(language, 'service_unavailable'), 503);
    }

    // An empty POST body means "no fields": Better Auth gets `{}` and validates that.
    let request = c.req.raw;
    if (isPost && body === undefined) {
      const headers = new Headers(request.headers);
      headers.set('content-type', 'application/json');
      headers.delete('content-length');
      request = new Request(request.url, { method: 'POST', headers, body: '{}' });
    }
    const response = await auth.handler(request);
    // Sign-out, revocations, password changes: no cached session may outlive them here.
    if (isPost && response.status < 400) options.sessionCache.clear();
    if (response.status >= 500) {
      // Better Auth wraps some database failures in its own 500 (FAILED_TO_GET_SESSION…).
      if (options.databaseUp && !(await options.databaseUp())) {
        c.get('logger').warn({ endpoint, status: response.status }, 'auth: database unavailable');
        c.header('Retry-After', '5');
        return c.json(errorBody(language, 'service_unavailable'), 503);
      }
      c.get('logger').error({ endpoint, status: response.status }, 'auth: internal error');
      return c.json(errorBody(language, 'internal_error'), 500);
    }
    if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) {
      return response;
    }
    const failure = (await response
      .clone()
      .json()
      .catch(() => null)) as { code?: string } | null;
    const mapped = failure?.code ? ERROR_MAP[failure.code] : undefined;
    const status = (mapped?.status ?? response.status) as ContentfulStatusCode;
    const code =
      mapped?.code ?? (status === 401 ? 'unauthorized' : status === 404 ? 'not_found' : 'auth_failed');
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.set('content-type', 'application/json');
    return new Response(JSON.stringify(errorBody(language, code)), { status, headers });
  });
}
