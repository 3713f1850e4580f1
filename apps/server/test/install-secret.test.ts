import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { AUTH_SECRET_NAME, installSecret, withInstallSecret } from '../src/auth/install-secret';
import { openDatabase } from '../src/db/client';
import { appSecrets, usuarios } from '../src/db/schema/index';
import { signUpMember } from './client';
import { test } from './fixtures/setup';
import { createTestApp, freshDatabase, pgliteDir, TEST_ORIGIN, testEnv } from './helpers';

/**
 * The literal every install used to sign sessions with when BETTER_AUTH_SECRET was unset
 * (published in this repository's history): anyone could sign a session for anyone.
 */
const PUBLISHED_SECRET = 'captia-development-secret-not-for-production-use';

const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value);

/**
 * Better Auth's two session cookies as its own code builds them (better-call's signed cookie for
 * the token; the "compact" cookie cache: base64url JSON with an HMAC over the session data),
 * for a session that does not exist in any database.
 */
function forgedSessionCookies(secret: string, user: { id: string; email: string; name: string }) {
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  const sessionData = {
    session: {
      id: randomBytes(12).toString('hex'),
      token,
      userId: user.id,
      expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      ipAddress: '',
      userAgent: '',
    },
    user: {
      ...user,
      emailVerified: true,
      image: null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    },
    updatedAt: now.getTime(),
    version: '1',
  };
  const expiresAt = now.getTime() + 60_000;
  const signature = hmac(secret, JSON.stringify({ ...sessionData, expiresAt })).digest('base64url');
  const data = Buffer.from(JSON.stringify({ session: sessionData, expiresAt, signature })).toString(
    'base64url',
  );
  const signedToken = encodeURIComponent(`${token}.${hmac(secret, token).digest('base64')}`);
  return `better-auth.session_token=${signedToken}; better-auth.session_data=${data}`;
}

/** An e-mail verification link's token as Better Auth signs it (an HS256 JWT over the address). */
function forgedVerificationToken(secret: string, email: string) {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256' })}.${part({ email, iat: now, exp: now + 3600 })}`;
  return `${unsigned}.${hmac(secret, unsigned).digest('base64url')}`;
}

// The app is fixtures/setup.ts's (createTestApp); the forged cookie and link are sent raw.
describe('session signing secret', () => {
  test('a session cookie signed with the once-published development secret is not accepted', async ({
    app: t,
  }) => {
    const { client: victim, email } = await signUpMember(t, { name: 'Victim', tag: 'victim' });
    const me = await victim.api('GET /api/me');
    expect(me.status).toBe(200);
    const { id } = await me.json();

    const res = await t.app.request(`${TEST_ORIGIN}/api/me`, {
      headers: { cookie: forgedSessionCookies(PUBLISHED_SECRET, { id, email, name: 'Victim' }) },
    });
    expect(res.status).toBe(401);
  });

  test('a verification link signed with the once-published development secret verifies nothing', async ({
    app: t,
  }) => {
    const { client, email } = await signUpMember(t, { tag: 'not-mine' });
    const token = forgedVerificationToken(PUBLISHED_SECRET, email);
    await client.get(`/api/auth/verify-email?token=${token}`);
    const [row] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, email));
    expect(row?.emailVerified).toBe(false);
  });
});

/**
 * Installs of their own: data directories opened, closed and opened again, and apps made on
 * them (createTestApp, freshDatabase): what the file's one app and database cannot be.
 */
describe('an install without BETTER_AUTH_SECRET', () => {
  const dirs: string[] = [];
  /** A data directory of its own, as a new install has (migrated already: no secret in it). */
  const tempDir = async () => {
    const dir = await pgliteDir();
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function secretOf(dir: string) {
    const database = await openDatabase({ pgliteDir: dir });
    try {
      await database.migrate();
      const env = await withInstallSecret(testEnv(), database);
      const rows = await database.db.select().from(appSecrets);
      return { secret: env.BETTER_AUTH_SECRET, rows };
    } finally {
      await database.close();
    }
  }

  test('generates its own random secret once and keeps it in its PGlite directory', async () => {
    const dir = await tempDir();
    const first = await secretOf(dir);
    expect(first.secret).toMatch(/^[\w-]{64}$/);
    expect(first.rows.map((row) => row.name)).toEqual([AUTH_SECRET_NAME]);
    const again = await secretOf(dir);
    expect(again.secret).toBe(first.secret);
    expect(again.rows).toHaveLength(1);

    const other = await secretOf(await tempDir());
    expect(other.secret).not.toBe(first.secret);
  });

  test('a session outlives a restart on the same directory and means nothing to another install', async () => {
    const dir = await tempDir();
    const me = async (pgliteDir: string, cookie: string) => {
      const database = await openDatabase({ pgliteDir });
      await database.migrate();
      const t = await createTestApp({ database });
      try {
        return (await t.app.request(`${TEST_ORIGIN}/api/me`, { headers: { cookie } })).status;
      } finally {
        await t.close();
      }
    };
    const database = await openDatabase({ pgliteDir: dir });
    await database.migrate();
    const t = await createTestApp({ database });
    const { client } = await signUpMember(t, { tag: 'stays' });
    expect((await client.api('GET /api/me')).status).toBe(200);
    await t.close();

    expect(await me(dir, client.cookieHeader)).toBe(200);
    // Another install (its own secret, its own sessions) does not know it.
    expect(await me(await tempDir(), client.cookieHeader)).toBe(401);
  });

  test('BETTER_AUTH_SECRET, when set, is used as is and nothing is generated', async () => {
    const database = await freshDatabase();
    try {
      const secret = randomBytes(32).toString('base64url');
      const env = await withInstallSecret(testEnv({ BETTER_AUTH_SECRET: secret }), database);
      expect(env.BETTER_AUTH_SECRET).toBe(secret);
      expect(await database.db.select().from(appSecrets)).toHaveLength(0);
      // A second name gets its own value: the row is per name.
      expect(await installSecret(database, 'other')).not.toBe(await installSecret(database));
    } finally {
      await database.close();
    }
  });
});
