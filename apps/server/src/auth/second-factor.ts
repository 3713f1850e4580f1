import { randomBytes } from 'node:crypto';
import { APIError, type createAuthMiddleware, isAPIError } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';

/**
 * No session for an account with two-factor on without its second factor (decision 0048).
 *
 * Better Auth's twoFactor plugin asks for the code after `/sign-in/email` only; every other way
 * it makes a session (the e-mail verification link, Google's callback, an ID token, whatever a
 * later release or plugin adds) would sign such an account in with one factor, or none. So the
 * rule is kept where sessions are made (`databaseHooks.session.create.before` in auth.ts): for an
 * account with two-factor on, a session is made only on the paths below, or for a request already
 * signed in as that account (a session renewed by a password change, by turning two-factor on or
 * off). Anything else is refused with `two_factor_required`, and the two ways a browser arrives by
 * are answered kindly: Google's callback gets the code step (askForCode, below); the verification
 * link, refused, lands on the sign-in page (auth.routes.ts).
 */
export const TWO_FACTOR_REQUIRED = 'two_factor_required';

/** Where a session for an account with two-factor on may be made. */
const SECOND_FACTOR_PATHS = new Set([
  // The password: the twoFactor plugin's after hook replaces the session with its code step
  // (none on a device trusted with a code in the last 30 days).
  '/sign-in/email',
  // Google's redirect back: replaced with the code step by `askForCode` below.
  '/callback/:id',
  // The code itself, or a backup code.
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  // A passkey is possession and user verification at once (decision 0041).
  '/passkey/verify-authentication',
]);

/** What Better Auth hands its database hooks: the endpoint's context, when there is one. */
interface HookContext {
  path?: string;
  context?: { session?: { user?: { id?: string } } | null };
}

/** Whether this request may make a session for `userId`, an account with two-factor on. */
export function mayStartSession(context: HookContext | null | undefined, userId: string): boolean {
  if (!context) return false;
  if (context.path && SECOND_FACTOR_PATHS.has(context.path)) return true;
  return context.context?.session?.user?.id === userId;
}

/** Whether this request is signed in as `userId` already (it may link a sign-in method to it). */
export function signedInAs(context: HookContext | null | undefined, userId: string): boolean {
  return Boolean(context) && context?.context?.session?.user?.id === userId;
}

export const twoFactorRequired = () =>
  new APIError('FORBIDDEN', { message: TWO_FACTOR_REQUIRED, code: TWO_FACTOR_REQUIRED });

type HookCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** How long the code step waits (the plugin's own default for the password's). */
const PENDING_SECONDS = 10 * 60;

/** `/login`, asked to come back to `back` (a path of ours) once signed in, plus `extra`. */
export function signInPage(
  back: string | null | undefined,
  publicUrl: string,
  extra: Record<string, string> = {},
) {
  const params = new URLSearchParams(extra);
  if (back) {
    try {
      const origin = new URL(publicUrl).origin;
      const url = new URL(back, origin);
      const path = `${url.pathname}${url.search}${url.hash}`;
      if (url.origin === origin && path !== '/' && !/^\/[/\\]/.test(path)) params.set('redirect', path);
    } catch {
      // Not a URL: the home page afterwards.
    }
  }
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}

/**
 * After Google's callback signed in an account with two-factor on: that session is deleted and
 * its cookie expired, and the browser gets what the password would have given it — the plugin's
 * pending sign-in (a signed `two_factor` cookie naming a 10-minute verification row, with its
 * attempt counter) — and is sent to the sign-in page's code step. `verify-totp` and
 * `verify-backup-code` finish it as they finish a password sign-in. A trusted device is not
 * honoured here: Google's way always asks for the code.
 */
export async function askForCode(
  ctx: HookCtx,
  publicUrl: string,
  twoFactorOn: (userId: string) => Promise<boolean>,
) {
  const created = ctx.context.newSession;
  if (!created || !(await twoFactorOn(created.session.userId))) return;
  const returned = ctx.context.returned;
  const back = isAPIError(returned) ? new Headers(returned.headers).get('location') : null;
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(created.session.token);
  ctx.context.setNewSession(null);
  const cookie = ctx.context.createAuthCookie('two_factor', { maxAge: PENDING_SECONDS });
  const identifier = `2fa-${randomBytes(15).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + PENDING_SECONDS * 1000);
  await ctx.context.internalAdapter.createVerificationValue({
    value: created.session.userId,
    identifier,
    expiresAt,
  });
  await ctx.context.internalAdapter.createVerificationValue({
    value: '0',
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  throw ctx.redirect(signInPage(back, publicUrl, { 'two-factor': '1' }));
}
