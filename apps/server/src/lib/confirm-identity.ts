import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { authSessions } from '../db/schema/index';
import type { CurrentSession } from '../http/current-session';
import { AppError } from '../http/errors';
import { consumeRateLimit, type RateRule, userRateKeys } from './rate-limit';

/** What proving identity needs of Better Auth: the account's credential and its password check. */
export interface IdentityVerifier {
  $context: Promise<{
    internalAdapter: {
      findCredentialAccount(userId: string): Promise<{ password?: string | null } | null>;
    };
    password: { verify(input: { hash: string; password: string }): Promise<boolean> };
  }>;
}

/**
 * Every place that takes the current password (change it, delete the account, create an API
 * key, turn two-factor on or off, add a passkey) counts against one limit per account and one
 * per network, whichever of them is tried: a stolen session cannot guess the password quickly
 * by spreading its guesses over them. Times RATE_LIMIT_SCALE.
 */
export const PASSWORD_PROOF = {
  bucket: '/password-proof',
  ip: { window: 10 * 60, max: 30 } satisfies RateRule,
  user: { window: 10 * 60, max: 10 } satisfies RateRule,
};

/** Counts one password proof against the account's limit (PASSWORD_PROOF); 429 past it. */
export async function limitPasswordProof(db: AppDb, userId: string, rateLimitScale: number): Promise<void> {
  const { user, bucket } = PASSWORD_PROOF;
  const decision = await consumeRateLimit(db, userRateKeys.user(userId, bucket), {
    window: user.window,
    max: Math.ceil(user.max * rateLimitScale),
  });
  if (!decision.allowed) {
    const retryAfter = Math.max(1, decision.retryAfterSeconds);
    throw new AppError(429, 'rate_limited', {
      retryAfter,
      values: { minutes: Math.max(1, Math.ceil(retryAfter / 60)) },
    });
  }
}

/** How recent a sign-in stands in for the password on an account that has none. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** The account's password hash (Better Auth's credential account), or null when it has none. */
export async function passwordHash(auth: IdentityVerifier, userId: string): Promise<string | null> {
  const context = await auth.$context;
  const account = await context.internalAdapter.findCredentialAccount(userId);
  return account?.password || null;
}

async function signedInRecently(db: AppDb, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ createdAt: authSessions.createdAt })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId));
  return Boolean(row && Date.now() - row.createdAt.getTime() < RECENT_SIGN_IN_SECONDS * 1000);
}

/**
 * Proof that the owner is at the keyboard, for what a stolen session must not do alone
 * (create an API key, which outlives the session; delete the account, which is forever):
 * - an account with a password: the password. Missing → 400 `current_password_required`,
 *   wrong → 400 `current_password_incorrect` (Better Auth's verification, its hash).
 * - an account without one (Google sign-in only): there is nothing to ask, so a session
 *   signed in within RECENT_SIGN_IN_SECONDS stands in for it (the password field is ignored);
 *   an older one → 403 `recent_sign_in_required` (sign in again, then retry).
 * `verify: false` checks only that a password was given and leaves its verification to the
 * caller (Better Auth's delete-user verifies it itself). Returns which proof was used.
 */
export async function confirmIdentity(
  auth: IdentityVerifier,
  db: AppDb,
  session: CurrentSession,
  password: unknown,
  options: { verify: boolean } = { verify: true },
): Promise<'password' | 'recent_sign_in'> {
  const hash = await passwordHash(auth, session.user.id);
  if (hash === null) {
    if (await signedInRecently(db, session.session.id)) return 'recent_sign_in';
    throw new AppError(403, 'recent_sign_in_required', {
      values: { minutes: RECENT_SIGN_IN_SECONDS / 60 },
    });
  }
  if (typeof password !== 'string' || password === '') throw new AppError(400, 'current_password_required');
  if (options.verify) {
    const context = await auth.$context;
    if (!(await context.password.verify({ hash, password })))
      throw new AppError(400, 'current_password_incorrect');
  }
  return 'password';
}
