import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { MAX_API_KEYS } from '@captia/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { apiKeys, usuarios } from '../db/schema/index';

/** Every key starts with this, so a leaked key is recognisable (secret scanners, our query guard). */
export const KEY_PREFIX = 'cap_';
/** `cap_` + 43 characters of base64url: 256 random bits. */
export const KEY_PATTERN = /cap_[A-Za-z0-9_-]{43}/;
/** Characters of the key shown in lists. */
const SHOWN = KEY_PREFIX.length + 8;
/** `last_used_at` is written at most this often per key: a read-mostly hot path. */
const LAST_USED_PRECISION_MS = 60_000;

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function view(row: typeof apiKeys.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}

export async function listKeys(db: AppDb, userId: string) {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  return rows.map(view);
}

/**
 * A new key: the secret is returned this once and only its SHA-256 is stored. The owner's row
 * is locked while counting, so concurrent creations cannot pass the per-account maximum.
 * Returns null at the maximum.
 */
export async function createKey(db: AppDb, userId: string, name: string) {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, userId)).for('update');
    const [existing] = await tx.select({ value: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
    if (Number(existing?.value ?? 0) >= MAX_API_KEYS) return null;
    const [row] = await tx
      .insert(apiKeys)
      .values({ id: randomUUID(), userId, name, prefix: key.slice(0, SHOWN), hash: hashKey(key) })
      .returning();
    if (!row) throw new Error('api key insert returned nothing');
    const { lastUsedAt: _never, ...created } = view(row);
    return { ...created, key };
  });
}

/** Deletes the owner's key; anyone else's id behaves as if it did not exist. */
export async function deleteKey(db: AppDb, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return deleted.length > 0;
}

export interface KeyOwner {
  keyId: string;
  user: {
    id: string;
    email: string;
    name: string;
    emailVerified: boolean;
    language: string | null;
    timezone: string | null;
    createdAt: Date;
    banned: boolean;
  };
}

/**
 * The key's owner, read from the database on every request: a deleted key is refused on the
 * very next request on every instance, with no cache to expire.
 */
export async function authenticateKey(db: AppDb, key: string): Promise<KeyOwner | null> {
  if (!KEY_PATTERN.test(key) || key.length !== KEY_PREFIX.length + 43) return null;
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      lastUsedAt: apiKeys.lastUsedAt,
      id: usuarios.id,
      email: usuarios.email,
      name: usuarios.nome,
      emailVerified: usuarios.emailVerified,
      language: usuarios.language,
      timezone: usuarios.timezone,
      createdAt: usuarios.createdAt,
      banned: usuarios.banned,
    })
    .from(apiKeys)
    .innerJoin(usuarios, eq(usuarios.id, apiKeys.userId))
    .where(eq(apiKeys.hash, hashKey(key)));
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_PRECISION_MS) {
    await db.update(apiKeys).set({ lastUsedAt: sql`now()` }).where(eq(apiKeys.id, row.keyId));
  }
  const { keyId, lastUsedAt: _last, ...user } = row;
  return { keyId, user };
}
