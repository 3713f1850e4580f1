import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema/index';
import type { Env, LoadedEnv } from '../env';

/** The `app_secrets` row that holds the session-signing secret of an install without BETTER_AUTH_SECRET. */
export const AUTH_SECRET_NAME = 'better_auth_secret';

/** 48 random bytes: 64 base64url characters, well above Better Auth's 32-character minimum. */
const GENERATED_SECRET_BYTES = 48;

/**
 * This install's own session-signing secret, generated on its first start and kept with its
 * data: PGlite keeps it in its directory, PostgreSQL in its database. One insert that does
 * nothing when the row exists, then a read: instances starting together on one PostgreSQL
 * all read the value of whichever insert won. Call after `database.migrate()`.
 */
export async function installSecret(database: Database, name = AUTH_SECRET_NAME): Promise<string> {
  const { db } = database;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(GENERATED_SECRET_BYTES).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`app_secrets: ${name} could not be stored`);
  return row.value;
}

/**
 * The configuration with its session-signing secret resolved: BETTER_AUTH_SECRET when set
 * (production requires it), else the install's generated one. Never a value from the source.
 */
export async function withInstallSecret(env: LoadedEnv, database: Database): Promise<Env> {
  return { ...env, BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET ?? (await installSecret(database)) };
}
