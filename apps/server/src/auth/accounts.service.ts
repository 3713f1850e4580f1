import { isLanguage, type Language } from '@captia/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { apiKeys, authPasskeys, userRoles, usersUsage, usuarios } from '../db/schema/index';
import type { Role } from '../lib/account';

/**
 * The rows every account has besides the profile (docs/product.md, Accounts and roles); safe to
 * call again.
 */
export async function ensureAccountRows(db: AppDb, userId: string, role: Role = 'user') {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
  await db.insert(usersUsage).values({ userId }).onConflictDoNothing();
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
 * Deletes every key of the account (its password was reset or changed: whoever held a key may be
 * the reason). Keys are looked up in the database on every request (`authenticateKey`), so each
 * is refused on its next request, on every instance. Returns how many there were.
 */
export async function revokeAllKeys(db: AppDb, userId: string): Promise<number> {
  const deleted = await db.delete(apiKeys).where(eq(apiKeys.userId, userId)).returning({ id: apiKeys.id });
  return deleted.length;
}

/**
 * A password reset means the password may be known to someone else, who may have added a
 * passkey with it (and a session) to come back without it: every passkey of the account goes,
 * as its keys and sessions do (decision 0041). The owner adds theirs again after signing in.
 */
export async function removeAllPasskeys(db: AppDb, userId: string): Promise<number> {
  const deleted = await db
    .delete(authPasskeys)
    .where(eq(authPasskeys.userId, userId))
    .returning({ id: authPasskeys.id });
  return deleted.length;
}
