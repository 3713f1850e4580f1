import {
  EmailSchema,
  type ErrorCode,
  hasControlCharacters,
  PasskeyNameSchema,
  ProfileFieldsSchema,
  TokenSchema,
} from '@captia/shared';
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppDb } from '../db/client';
import { usuarios } from '../db/schema/index';
import { clientNetwork } from '../http/client-ip';
import { AppError } from '../http/errors';
import type { AppEnv } from '../http/router';
import { issueMessageKey } from '../http/validate';
import { twoFactorOn } from '../lib/account';
import { confirmIdentity, PASSWORD_PROOF } from '../lib/confirm-identity';
import { addressRateKeys, consumeRateLimit, type RateRule, userRateKeys } from '../lib/rate-limit';
import type { SessionCache } from '../lib/session';
import { carryDayToZone } from '../usage';
import type { Auth } from './auth';
import { callbacksAreOwn } from './callback-url';
import { checkPassword } from './password-check';
import { signInPage, TWO_FACTOR_REQUIRED } from './second-factor';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

const TWO_FACTOR_VERIFY = {
  bucket: '/two-factor/verify',
  ip: { window: 10 * MINUTE, max: 20 },
  user: { window: 10 * MINUTE, max: 10 },
};

/**
 * Per-IP and per-account abuse limits on the endpoints that guess or send mail. Wrong passwords
 * count per address *and* IP (10 in 10 minutes), with a wider ceiling per address from all IPs
 * together (100 an hour): someone else's attempts cannot lock the owner out (decision 0013).
 */
const LIMITS: Record<
  string,
  {
    ip?: RateRule;
    account?: RateRule;
    accountPerIp?: RateRule;
    /** Per signed-in account (its id), for the endpoints that need a session. */
    user?: RateRule;
    /** Endpoints that count together (both ways of typing a second-factor code). */
    bucket?: string;
  }
> = {
  '/sign-in/email': {
    ip: { window: 10 * MINUTE, max: 30 },
    accountPerIp: { window: 10 * MINUTE, max: 10 },
    account: { window: HOUR, max: 100 },
  },
  '/sign-up/email': { ip: { window: HOUR, max: 10 } },
  '/request-password-reset': { ip: { window: HOUR, max: 10 }, account: { window: HOUR, max: 3 } },
  '/reset-password': { ip: { window: HOUR, max: 20 } },
  '/send-verification-email': { ip: { window: HOUR, max: 10 }, account: { window: HOUR, max: 3 } },
  // Second-factor codes (decision 0038): per IP across every account, on top of Better Auth's 5
  // tries per sign-in and its lock after 10 failures in a row per account (both in the database).
  '/two-factor/verify-totp': TWO_FACTOR_VERIFY,
  '/two-factor/verify-backup-code': TWO_FACTOR_VERIFY,
  // Endpoints that take the password, under one limit with POST /api/keys (PASSWORD_PROOF): a
  // stolen session cannot guess it quickly, on any of them.
  '/change-password': PASSWORD_PROOF,
  '/delete-user': PASSWORD_PROOF,
  '/two-factor/enable': PASSWORD_PROOF,
  '/two-factor/disable': PASSWORD_PROOF,
  '/two-factor/get-totp-uri': PASSWORD_PROOF,
  '/two-factor/generate-backup-codes': PASSWORD_PROOF,
  // Passkeys (decision 0041): adding one takes the password; each challenge is a row for five
  // minutes, so asking for them is limited per IP; a sign-in's answers too.
  '/passkey/generate-register-options': PASSWORD_PROOF,
  '/passkey/verify-registration': { user: { window: 10 * MINUTE, max: 20 } },
  '/passkey/generate-authenticate-options': { ip: { window: 10 * MINUTE, max: 60 } },
  '/passkey/verify-authentication': { ip: { window: 10 * MINUTE, max: 30 } },
  '/passkey/update-passkey': { user: { window: 10 * MINUTE, max: 60 } },
  '/passkey/delete-passkey': { user: { window: 10 * MINUTE, max: 60 } },
};

/**
 * Endpoints whose per-address limit is silent: the answer is Better Auth's own "sent" answer,
 * so it cannot tell an address that exists (and is being mailed) from one that does not.
 */
const SILENT_ACCOUNT_LIMIT: Record<string, { body: unknown; floorMs: number }> = {
  // Better Auth answers a signed-out caller `{status:true}` after at least 500 ms either way.
  '/send-verification-email': { body: { status: true }, floorMs: 500 },
};

/** A picture URL is not ours to store: nothing shows one, and it is text we would keep. */
const NO_IMAGE = z.null({ error: 'errors.api.bad_request' }).optional();

/**
 * The text fields of Better Auth's endpoints, under the same shared rules as our own routes
 * (PATCH /api/me uses ProfileFieldsSchema too). Other fields pass through to Better Auth.
 */
const BODY_RULES: Record<string, z.ZodType<Record<string, unknown>>> = {
  '/sign-up/email': ProfileFieldsSchema.extend({ email: EmailSchema.optional(), image: NO_IMAGE }),
  '/update-user': ProfileFieldsSchema.extend({ image: NO_IMAGE }),
  '/sign-in/email': z.object({ email: EmailSchema.optional() }),
  '/request-password-reset': z.object({ email: EmailSchema.optional() }),
  '/send-verification-email': z.object({ email: EmailSchema.optional() }),
  '/change-email': z.object({ newEmail: EmailSchema.optional() }),
  '/reset-password': z.object({ token: TokenSchema.optional() }),
  '/passkey/verify-registration': z.object({ name: PasskeyNameSchema.optional() }),
  '/passkey/update-passkey': z.object({ name: PasskeyNameSchema.optional() }),
};
const EMAIL_FIELDS = new Set(['email', 'newEmail']);
/** Passwords are hashed, never stored or shown: any character is the user's business. */
const SECRET_FIELDS = new Set(['password', 'newPassword', 'currentPassword']);

type BodyCheck =
  | { ok: true; body: Record<string, unknown> | undefined; changed: boolean }
  | { ok: false; code: ErrorCode; messageKey?: string };

/**
 * Applies BODY_RULES (trimmed values replace the sent ones) and, as a net under them, refuses
 * control characters in every other top-level text field but passwords (callback URLs, tokens).
 */
function checkBody(endpoint: string, body: Record<string, unknown> | undefined): BodyCheck {
  if (!body) return { ok: true, body, changed: false };
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string' && !SECRET_FIELDS.has(field) && hasControlCharacters(value)) {
      return EMAIL_FIELDS.has(field)
        ? { ok: false, code: 'invalid_email' }
        : { ok: false, code: 'bad_request', messageKey: 'validation.invalidCharacters' };
    }
  }
  const rule = BODY_RULES[endpoint];
  if (!rule) return { ok: true, body, changed: false };
  const result = rule.safeParse(body);
  if (!result.success) {
    const field = String(result.error.issues[0]?.path[0] ?? '');
    if (EMAIL_FIELDS.has(field)) return { ok: false, code: 'invalid_email' };
    return { ok: false, code: 'bad_request', messageKey: issueMessageKey(result.error) };
  }
  const changed = Object.entries(result.data).some(([field, value]) => body[field] !== value);
  return { ok: true, body: { ...body, ...result.data }, changed };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  // The two-factor plugin's (decision 0038).
  INVALID_CODE: { code: 'two_factor_invalid_code', status: 401 },
  INVALID_BACKUP_CODE: { code: 'two_factor_invalid_code', status: 401 },
  OTP_HAS_EXPIRED: { code: 'two_factor_invalid_code', status: 401 },
  INVALID_TWO_FACTOR_COOKIE: { code: 'two_factor_expired', status: 401 },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { code: 'two_factor_expired', status: 401 },
  ACCOUNT_TEMPORARILY_LOCKED: { code: 'two_factor_locked', status: 429 },
  TOTP_ALREADY_ENABLED: { code: 'two_factor_already_enabled', status: 409 },
  TOTP_NOT_ENABLED: { code: 'two_factor_not_enabled', status: 400 },
  TWO_FACTOR_NOT_ENABLED: { code: 'two_factor_not_enabled', status: 400 },
  BACKUP_CODES_NOT_ENABLED: { code: 'two_factor_not_enabled', status: 400 },
  MISSING_OR_NULL_ORIGIN: { code: 'forbidden_origin', status: 403 },
  // Passkeys (passkeys.ts, decision 0041); a failed sign-in keeps its 401.
  PASSKEY_FAILED: { code: 'passkey_failed' },
  PASSKEY_UNAVAILABLE: { code: 'passkey_unavailable', status: 400 },
  PASSKEY_LIMIT_REACHED: { code: 'passkey_limit_reached', status: 409 },
  PASSKEY_NOT_FOUND: { code: 'not_found', status: 404 },
  VALIDATION_ERROR: { code: 'bad_request', status: 400 },
  MISSING_FIELD: { code: 'bad_request', status: 400 },
  BODY_MUST_BE_AN_OBJECT: { code: 'bad_request', status: 400 },
  FIELD_NOT_ALLOWED: { code: 'bad_request', status: 400 },
};

/** A Better Auth error (thrown by `auth.api.*`) as the contract's error. */
function mappedAuthError(error: unknown): AppError | null {
  if (!isAPIError(error)) return null;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  const mapped = typeof code === 'string' ? ERROR_MAP[code] : undefined;
  return new AppError(
    (mapped?.status ?? error.statusCode) as ContentfulStatusCode,
    mapped?.code ?? 'auth_failed',
  );
}

/**
 * The signed-in account's authenticator code (six digits) or one of its backup codes (used up).
 * Missing → 400 `two_factor_code_required`; wrong → 401 `two_factor_invalid_code`.
 */
async function confirmSecondFactor(auth: Auth, headers: Headers, code: unknown): Promise<void> {
  if (typeof code !== 'string' || code.trim() === '') throw new AppError(400, 'two_factor_code_required');
  const typed = code.trim();
  try {
    if (/^\d{6}$/.test(typed)) await auth.api.verifyTOTP({ headers, body: { code: typed } });
    else await auth.api.verifyBackupCode({ headers, body: { code: typed, disableSession: true } });
  } catch (error) {
    throw mappedAuthError(error) ?? error;
  }
}

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

async function currentTimeZone(db: AppDb, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ timezone: usuarios.timezone })
    .from(usuarios)
    .where(eq(usuarios.id, userId));
  return row?.timezone ?? null;
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
    /** TRUST_PROXY: how many reverse proxies in front of the app append to X-Forwarded-For. */
    trustProxy: number;
    /** PUBLIC_URL: callbacks (`callbackURL`, `redirectTo`…) may only lead to its pages. */
    publicUrl: string;
    rateLimitScale: number;
    sessionCache: SessionCache;
    /** Asked when Better Auth answers 5xx: a database that does not answer makes it a 503. */
    databaseUp?: () => Promise<boolean>;
  },
) {
  return new Hono<AppEnv>().all('/*', async (c) => {
    const endpoint = c.req.path.replace(/^\/api\/auth/, '');
    const isPost = c.req.method === 'POST';
    const body = isPost ? await readJson(c.req.raw) : undefined;
    // Better Auth would answer broken JSON with a bare error (and log it): ours is localized.
    if (body === null) throw new AppError(400, 'invalid_json');
    const checked = checkBody(endpoint, body);
    if (!checked.ok)
      throw new AppError(400, checked.code, checked.messageKey ? { messageKey: checked.messageKey } : {});
    // A callback that is not one of our pages (`?callbackURL=https://evil.example`): a 400 here.
    if (!callbacksAreOwn(c.req.url, body, options.publicUrl)) throw new AppError(400, 'bad_request');

    const limits = isPost ? LIMITS[endpoint] : undefined;
    if (limits) {
      const db = c.get('db');
      const started = Date.now();
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
      // An IPv6 client's whole /64, not the one address it chose to send from this time.
      const ip = clientNetwork(c, options.trustProxy);
      const bucket = limits.bucket ?? endpoint;
      const userId = c.get('session')?.user.id;
      const checks: [string, RateRule | undefined, 'ip' | 'account'][] = [
        [`ip:${ip}:${bucket}`, limits.ip, 'ip'],
        [userRateKeys.user(userId ?? '', bucket), userId ? limits.user : undefined, 'ip'],
        [
          addressRateKeys.accountPerIp(email ?? '', ip, endpoint),
          email ? limits.accountPerIp : undefined,
          'account',
        ],
        [addressRateKeys.account(email ?? '', endpoint), email ? limits.account : undefined, 'account'],
      ];
      for (const [key, rule, kind] of checks) {
        if (!rule) continue;
        const retryAfter = await limited(db, key, rule, options.rateLimitScale);
        const silent = kind === 'account' ? SILENT_ACCOUNT_LIMIT[endpoint] : undefined;
        if (retryAfter !== null && silent) {
          // Nothing is sent; the answer (and its timing floor) is the one of a mail sent.
          await sleep(Math.max(0, silent.floorMs - (Date.now() - started)));
          return c.json(silent.body, 200);
        }
        if (retryAfter !== null) {
          c.header('Retry-After', String(retryAfter));
          throw new AppError(429, 'rate_limited', {
            values: { minutes: Math.max(1, Math.ceil(retryAfter / 60)) },
          });
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
      const { problem } = await checkPassword(password, inputs, c.get('logger'));
      if (problem) {
        const code =
          problem === 'too_weak'
            ? 'weak_password'
            : problem === 'too_short'
              ? 'password_too_short'
              : 'password_too_long';
        throw new AppError(400, code);
      }
    }

    // Deleting the account always needs proof: Better Auth alone would take `{}` from any session
    // under a day old. With a password, it must be sent (Better Auth verifies it); without one
    // (Google only), a sign-in in the last 5 minutes stands in for it, and a typed password is
    // dropped (Better Auth would look for a credential account that does not exist).
    let forwarded = checked.body;
    let rewrite = checked.changed;
    const session = c.get('session');
    if (isPost && endpoint === '/delete-user' && session) {
      const proof = await confirmIdentity(auth, c.get('db'), session, body?.password, { verify: false });
      if (proof === 'recent_sign_in' && forwarded && 'password' in forwarded) {
        const { password: _ignored, ...rest } = forwarded;
        forwarded = rest;
        rewrite = true;
      }
    }

    // Turning two-factor off takes the password *and* a code (or a backup code): a session and a
    // password alone (a stolen laptop with a saved password) must not remove the second factor.
    if (isPost && endpoint === '/two-factor/disable' && session) {
      await confirmIdentity(auth, c.get('db'), session, body?.password);
      await confirmSecondFactor(auth, c.req.raw.headers, body?.code);
    }

    // A passkey signs in without the password or a code: adding one takes the password, and the
    // second factor when it is on, or a stolen session would leave itself a way back in.
    if (isPost && endpoint === '/passkey/generate-register-options' && session) {
      await confirmIdentity(auth, c.get('db'), session, body?.password);
      if (await twoFactorOn(c.get('db'), session.user.id))
        await confirmSecondFactor(auth, c.req.raw.headers, body?.code);
    }

    if (isPost && NEEDS_DATABASE.has(endpoint) && options.databaseUp && !(await options.databaseUp())) {
      c.header('Retry-After', '5');
      throw new AppError(503, 'service_unavailable');
    }

    // An empty POST body means "no fields": Better Auth gets `{}` and validates that. A body
    // whose fields the rules trimmed goes on as trimmed (stored as PATCH /api/me would).
    let request = c.req.raw;
    if (isPost && (body === undefined || rewrite)) {
      const headers = new Headers(request.headers);
      headers.set('content-type', 'application/json');
      headers.delete('content-length');
      request = new Request(request.url, {
        method: 'POST',
        headers,
        body: JSON.stringify(forwarded ?? {}),
      });
    }
    // A time zone changed through Better Auth carries the day like PATCH /api/me (no minted days).
    const user = c.get('session')?.user;
    const newZone =
      endpoint === '/update-user' && typeof checked.body?.timezone === 'string'
        ? checked.body.timezone
        : null;
    const oldZone = newZone && user ? await currentTimeZone(c.get('db'), user.id) : undefined;
    const response = await auth.handler(request);
    if (newZone && user && oldZone !== undefined && oldZone !== newZone && response.status < 400) {
      await carryDayToZone(c.get('db'), user.id, { from: oldZone, to: newZone });
    }
    // Sign-out, revocations, password changes: no cached session may outlive them here.
    if (isPost && response.status < 400) options.sessionCache.clear();
    if (response.status >= 500) {
      // Better Auth wraps some database failures in its own 500 (FAILED_TO_GET_SESSION…).
      if (options.databaseUp && !(await options.databaseUp())) {
        c.get('logger').warn({ endpoint, status: response.status }, 'auth: database unavailable');
        c.header('Retry-After', '5');
        throw new AppError(503, 'service_unavailable');
      }
      c.get('logger').error({ endpoint, status: response.status }, 'auth: internal error');
      throw new AppError(500, 'internal_error');
    }
    if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) {
      return response;
    }
    const failure = (await response
      .clone()
      .json()
      .catch(() => null)) as { code?: string } | null;
    // The verification link of an account with two-factor on: the address is confirmed, the session
    // refused (decision 0048). A browser goes to the sign-in page, its callback kept for afterwards;
    // a program gets Better Auth's answer for a link that signed no one in.
    if (endpoint === '/verify-email' && failure?.code === TWO_FACTOR_REQUIRED) {
      const callback = c.req.query('callbackURL');
      if (callback) return c.redirect(signInPage(callback, options.publicUrl), 302);
      return c.json({ status: true, user: null }, 200);
    }
    // Anything else that would have signed such an account in (a Google ID token sent directly).
    if (failure?.code === TWO_FACTOR_REQUIRED)
      throw new AppError(403, 'two_factor_required', { messageKey: 'account.login.googleTwoFactor' });
    const mapped = failure?.code ? ERROR_MAP[failure.code] : undefined;
    const status = (mapped?.status ?? response.status) as ContentfulStatusCode;
    const code =
      mapped?.code ?? (status === 401 ? 'unauthorized' : status === 404 ? 'not_found' : 'auth_failed');
    // Better Auth's cookies (a cleared session) go out with our error answer.
    for (const cookie of response.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    throw new AppError(status, code);
  });
}
