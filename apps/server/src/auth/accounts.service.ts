import { isLanguage, type Language } from '@captia/shared';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { authVerifications, mailOutbox, userRoles, usersUsage, usuarios } from '../db/schema/index';
import { forgetAddressRateLimits } from './rate-limit';

export type Role = 'user' | 'admin';

/**
 * docs/product.md, Accounts and roles: the display name is usuarios.nome, then the name given
 * at sign-up, then the part of the e-mail before the at-sign.
 */
export function displayName(input: {
  nome?: string | null;
  signUpName?: string | null;
  email: string;
}): string {
  const candidates = [input.nome, input.signUpName];
  for (const candidate of candidates) if (candidate?.trim()) return candidate.trim();
  return input.email.split('@')[0] ?? input.email;
}

/**
 * The rows every account has besides the profile (docs/product.md, Accounts and roles); safe to
 * call again.
 */
export async function ensureAccountRows(db: AppDb, userId: string, role: Role = 'user') {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
  await db.insert(usersUsage).values({ userId }).onConflictDoNothing();
}

/** docs/product.md, Accounts and roles: 'user' applies whenever the lookup fails. */
export async function roleOf(db: AppDb, userId: string, onError?: (error: unknown) => void): Promise<Role> {
  try {
    const [row] = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    return row?.role === 'admin' ? 'admin' : 'user';
  } catch (error) {
    onError?.(error);
    return 'user';
  }
}

/**
 * Makes the accounts with these e-mails admins (ADMIN_EMAILS at start, `npm run admin:grant`),
 * but only once the address is verified: anyone can sign up first with a listed address, and
 * an unverified account proves nothing about who holds it. Returns how many were granted.
 */
export async function grantAdmin(db: AppDb, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const users = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.emailVerified, true),
        inArray(
          sql`lower(${usuarios.email})`,
          emails.map((e) => e.toLowerCase()),
        ),
      ),
    );
  for (const user of users) {
    await db
      .insert(userRoles)
      .values({ userId: user.id, role: 'admin' })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role: 'admin' } });
  }
  return users.length;
}

/** ADMIN_EMAILS for one account as Better Auth creates or updates it: admin once its address is verified. */
export async function grantAdminIfListed(
  db: AppDb,
  user: { id: string; email: string; emailVerified: boolean },
  adminEmails: string[],
): Promise<boolean> {
  if (!user.emailVerified || !adminEmails.includes(user.email.toLowerCase())) return false;
  await db
    .insert(userRoles)
    .values({ userId: user.id, role: 'admin' })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role: 'admin' } });
  return true;
}

export function preferredLanguage(value: unknown, fallback: Language): Language {
  return isLanguage(value) ? value : fallback;
}

/**
 * The language of an account's mails: the language the user chose, else the interface
 * language at sign-up, else the language of the request that triggered the mail.
 */
export function mailLanguage(
  user: { language?: unknown; signupLanguage?: unknown },
  request: Language,
): Language {
  return preferredLanguage(user.language, preferredLanguage(user.signupLanguage, request));
}

/**
 * What a deleted account leaves outside the rows that cascade from `usuarios` (sessions,
 * credentials, API keys, history, brands, usage, role, subscription), erased with it:
 * - Better Auth's one-time values that name it: a password reset's (and a delete-account
 *   token's) value is the user id; an OAuth state's JSON may carry the id or the address.
 *   E-mail verification links are signed tokens with no row (they die with the account: the
 *   link finds no user).
 * - the local outbox's mails to the address (they hold reset and verification links);
 * - the abuse counters keyed by the address.
 * Matches are exact (whole value, quoted JSON string, key segment), never substrings.
 * Both deletion paths call it: the owner's (Better Auth's afterDelete) and the admin's.
 */
export async function forgetAccount(db: AppDb, user: { id: string; email: string }): Promise<void> {
  const email = user.email.trim().toLowerCase();
  const names = [user.id.toLowerCase(), email];
  await db
    .delete(authVerifications)
    .where(
      or(
        inArray(sql`lower(${authVerifications.value})`, names),
        inArray(sql`lower(${authVerifications.identifier})`, names),
        ...names.map(
          (name) => sql`position(${JSON.stringify(name)} in lower(${authVerifications.value})) > 0`,
        ),
      ),
    );
  await db.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email}`);
  await forgetAddressRateLimits(db, email);
}
