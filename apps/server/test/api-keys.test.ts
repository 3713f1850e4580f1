import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiKeys, authAccounts, authSessions, usersUsage, usuarios } from '../src/db/schema/index';
import type { Mailer } from '../src/mail/mailer';
import { GOOD_PASSWORD, signUpMember, TestClient } from './client';
import { test as base } from './fixtures/setup';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers';
import { BRIEF } from './process-fixtures';

const sent: { to: string; text: string }[] = [];
const mailer: Mailer = { kind: 'outbox', send: async (m) => void sent.push(m), close: async () => {} };
/**
 * `app` is fixtures/setup.ts's (createTestApp); `other` a second instance on the same database,
 * made for the first test that needs it. The two tests of the real limits make an app of their
 * own on that database, as they did. Bodies the contract refuses, Better Auth's endpoints and
 * requests replayed on another instance stay raw.
 */
const test = base
  .extend('appOptions', { scope: 'file' }, { mailer })
  .extend('other', { scope: 'file' }, ({ database }) => createTestApp({ mailer, database }));

/** A request with only the key: no cookie, no Origin, as curl or a no-code tool sends it. */
function withKey(
  app: TestApp['app'],
  key: string,
  path: string,
  init: RequestInit & { json?: unknown } = {},
) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${key}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return app.request(`${TEST_ORIGIN}${path}`, { ...init, headers, body });
}

/** The typed calls with only the key: a client without cookies or Origin, the key in its header. */
const byKey = (t: TestApp, key: string) => ({
  client: new TestClient(t.app, { origin: null }),
  headers: { authorization: `Bearer ${key}` },
});

async function newKey(client: TestClient, name = 'Zapier', password = GOOD_PASSWORD) {
  const res = await client.api('POST /api/keys', { body: { name, password } });
  expect(res.status).toBe(201);
  return res.json();
}

describe('API keys', () => {
  test('create shows the secret once; the list never does; only a hash is stored', async ({ app: t }) => {
    const { client, id } = await signUpMember(t, { plan: 'profissional' });
    const created = await newKey(client);
    expect(created.key).toMatch(/^cap_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const list = await (await client.api('GET /api/keys')).json();
    expect(list.items).toEqual([
      {
        id: created.id,
        name: 'Zapier',
        prefix: created.prefix,
        createdAt: created.createdAt,
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(created.key);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, id));
    expect(JSON.stringify(row)).not.toContain(created.key);
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('a free account is refused with plan_required, localized', async ({ app: t }) => {
    const { client } = await signUpMember(t, { plan: 'free' });
    const res = await client.api('POST /api/keys', {
      body: { name: 'x' },
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(res.status).toBe(403);
    const body = await res.errorBody();
    expect(body.error.code).toBe('plan_required');
    expect(body.error.message).toMatch(/chaves de API/i);
    expect((await client.api('GET /api/keys')).status).toBe(403);
  });

  test('a key whose owner went back to the free plan stops working (403 plan_required)', async ({
    app: t,
  }) => {
    const { client, id } = await signUpMember(t, { plan: 'profissional' });
    const { key } = await newKey(client);
    await t.database.db.update(usuarios).set({ complimentaryPlan: null }).where(eq(usuarios.id, id));
    const { client: curl, headers } = byKey(t, key);
    const res = await curl.api('GET /api/me', { headers });
    expect(res.status).toBe(403);
    expect((await res.errorBody()).error.code).toBe('plan_required');
  });

  test('names are bounded and control characters refused; at most 10 keys, even when created at once', async ({
    app: t,
  }) => {
    const { client } = await signUpMember(t, { plan: 'premium' });
    // Raw: bodies the contract refuses.
    expect((await client.post('/api/keys', { name: '' })).status).toBe(400);
    expect((await client.post('/api/keys', { name: 'a'.repeat(61) })).status).toBe(400);
    expect((await client.post('/api/keys', { name: 'bad\u0000name' })).status).toBe(400);
    expect((await client.post('/api/keys', { name: 'x', extra: true })).status).toBe(400);
    const statuses = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        client
          .api('POST /api/keys', { body: { name: `k${i}`, password: GOOD_PASSWORD } })
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    const refused = await client.api('POST /api/keys', {
      body: { name: 'eleventh', password: GOOD_PASSWORD },
    });
    expect(refused.status).toBe(409);
    expect((await refused.errorBody()).error.code).toBe('api_key_limit_reached');
    expect((await (await client.api('GET /api/keys')).json()).items).toHaveLength(10);
  });

  test("revoking: someone else's id is 404 and changes nothing; a revoked key is refused on the next request", async ({
    app: t,
  }) => {
    const owner = await signUpMember(t, { plan: 'profissional' });
    const other = await signUpMember(t, { plan: 'profissional' });
    const { id, key } = await newKey(owner.client);
    expect((await withKey(t.app, key, '/api/me')).status).toBe(200);
    expect((await other.client.api('DELETE /api/keys/{id}', { params: { id } })).status).toBe(404);
    expect((await withKey(t.app, key, '/api/me')).status).toBe(200);
    expect((await owner.client.api('DELETE /api/keys/{id}', { params: { id } })).status).toBe(204);
    const { client: curl, headers } = byKey(t, key);
    const refused = await curl.api('GET /api/me', { headers });
    expect(refused.status).toBe(401);
    expect((await refused.errorBody()).error.code).toBe('unauthorized');
    expect((await owner.client.api('DELETE /api/keys/{id}', { params: { id } })).status).toBe(404);
  });

  test('a bearer key works without an Origin on me, options, history and generation, counting against the owner’s quota', async ({
    app: t,
  }) => {
    const { client, id, email } = await signUpMember(t, { plan: 'profissional' });
    const { key } = await newKey(client);
    const { client: curl, headers } = byKey(t, key);
    const me = await curl.api('GET /api/me', { headers });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe(email);
    expect((await curl.api('GET /api/options', { headers })).status).toBe(200);
    const generated = await curl.api('POST /api/functions/generate-captions', { body: BRIEF, headers });
    expect(generated.status).toBe(200);
    expect((await generated.json()).usage).toMatchObject({ current: 1, total: 100 });
    const [usage] = await t.database.db.select().from(usersUsage).where(eq(usersUsage.userId, id));
    expect(usage?.monthlyUsage).toBe(1);
    const history = await (await curl.api('GET /api/history', { headers })).json();
    expect(history.items).toHaveLength(1);
    const entry = history.items[0]?.id ?? '';
    expect(
      (await curl.api('POST /api/history/{id}/pin', { params: { id: entry }, headers })).status,
    ).toBeLessThan(300);
    // The browser sees the same quota.
    expect((await (await client.api('GET /api/me')).json()).usage.current).toBe(1);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, id));
    expect(row?.lastUsedAt).not.toBeNull();
  });

  test('a key is refused on keys, billing, admin and auth routes', async ({ app: t }) => {
    const { client } = await signUpMember(t, { plan: 'profissional' });
    const { key } = await newKey(client);
    expect((await withKey(t.app, key, '/api/keys')).status).toBe(401);
    expect((await withKey(t.app, key, '/api/keys', { method: 'POST', json: { name: 'more' } })).status).toBe(
      401,
    );
    expect(
      (
        await withKey(t.app, key, '/api/functions/create-checkout', {
          method: 'POST',
          json: { plan: 'premium' },
        })
      ).status,
    ).toBe(401);
    expect((await withKey(t.app, key, '/api/admin/users')).status).toBe(401);
    expect(
      (await withKey(t.app, key, '/api/me', { method: 'PATCH', json: { name: 'Renamed' } })).status,
    ).toBe(401);
    const session = await withKey(t.app, key, '/api/auth/get-session');
    expect(await session.json()).toBeNull();
  });

  test('wrong keys → 401; keys in a query string → 400; a cookie write without Origin is still refused', async ({
    app: t,
  }) => {
    const { client } = await signUpMember(t, { plan: 'profissional' });
    const { key } = await newKey(client);
    for (const wrong of ['cap_nope', `${key.slice(0, -1)}x`, 'Basic abc', '']) {
      expect((await withKey(t.app, wrong, '/api/me')).status).toBe(401);
    }
    // Raw: a key where the contract has no place for one.
    const inQuery = await t.app.request(`${TEST_ORIGIN}/api/me?api_key=${key}`);
    expect(inQuery.status).toBe(400);
    expect((await inQuery.json()).error.code).toBe('api_key_in_query');
    expect(
      (
        await t.app.request(`${TEST_ORIGIN}/api/history?q=${key}`, {
          headers: { authorization: `Bearer ${key}` },
        })
      ).status,
    ).toBe(400);
    const cookieNoOrigin = await t.app.request(`${TEST_ORIGIN}/api/functions/generate-captions`, {
      method: 'POST',
      headers: { cookie: client.cookieHeader, 'content-type': 'application/json' },
      body: JSON.stringify(BRIEF),
    });
    expect(cookieNoOrigin.status).toBe(403);
  });

  test('each key has its own rate limit: 60 a minute, then 429 with Retry-After', async ({ app: t }) => {
    // An app of its own with the real limits, on the same database.
    const limited = await createTestApp({ mailer, env: { RATE_LIMIT_SCALE: '1' }, database: t.database });
    // The account and its keys are made through the usual app: on a shared PostgreSQL database
    // other files' sign-ups from the same test address fill the unscaled per-IP sign-up limit.
    const { client } = await signUpMember(t, { plan: 'premium' });
    const created = async (name: string) => {
      const response = await client.api('POST /api/keys', { body: { name, password: GOOD_PASSWORD } });
      expect(response.status).toBe(201);
      return (await response.json()).key;
    };
    const key = await created('busy');
    const second = await created('quiet');
    const call = (k: string) =>
      limited.app.request(`${TEST_ORIGIN}/api/me`, { headers: { authorization: `Bearer ${k}` } });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await call(key)).status);
    expect(statuses).toEqual([...Array(60).fill(200), 429]);
    const refused = await call(key);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe('rate_limited');
    expect((await call(second)).status).toBe(200);
  });

  test('password proofs share one limit per account: key creation, password change and deletion (10 in 10 min)', async ({
    app: t,
  }) => {
    // An app of its own with the real limits, on the same database; the session replayed there raw.
    const limited = await createTestApp({ mailer, env: { RATE_LIMIT_SCALE: '1' }, database: t.database });
    const { client: member } = await signUpMember(t, { plan: 'premium' });
    // The same session, on an instance with the production limits.
    const withSession = (path: string, json: unknown) =>
      limited.app.request(`${TEST_ORIGIN}${path}`, {
        method: 'POST',
        headers: { cookie: member.cookieHeader, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
    const wrong = 'not the password 123';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await withSession('/api/keys', { name: `k${i}`, password: wrong })).status);
    for (let i = 0; i < 3; i++)
      statuses.push(
        (
          await withSession('/api/auth/change-password', {
            currentPassword: wrong,
            newPassword: `fresh ${GOOD_PASSWORD}`,
          })
        ).status,
      );
    for (let i = 0; i < 3; i++)
      statuses.push((await withSession('/api/auth/delete-user', { password: wrong })).status);
    expect(statuses.every((status) => status >= 400 && status < 429)).toBe(true);
    // The eleventh, even with the right password, on any of them: 429 with Retry-After.
    for (const [path, json] of [
      ['/api/keys', { name: 'right', password: GOOD_PASSWORD }],
      [
        '/api/auth/change-password',
        { currentPassword: GOOD_PASSWORD, newPassword: `fresh ${GOOD_PASSWORD}` },
      ],
      ['/api/auth/delete-user', { password: GOOD_PASSWORD }],
    ] as const) {
      const refused = await withSession(path, json);
      expect(refused.status, path).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()).error.code).toBe('rate_limited');
    }
    // Nothing happened: no key, the password and the account as they were; another account is not limited.
    expect((await (await member.api('GET /api/keys')).json()).items).toHaveLength(0);
    expect((await member.api('GET /api/me')).status).toBe(200);
    const { client: other } = await signUpMember(t, { plan: 'premium' });
    const otherKey = await limited.app.request(`${TEST_ORIGIN}/api/keys`, {
      method: 'POST',
      headers: { cookie: other.cookieHeader, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'fine', password: GOOD_PASSWORD }),
    });
    expect(otherKey.status).toBe(201);
  });

  test('creating a key needs the current password: missing or wrong → 400, localized, and no key is made', async ({
    app: t,
  }) => {
    const { client, id } = await signUpMember(t, { plan: 'profissional' });
    const pt = { headers: { 'accept-language': 'pt-BR' } };
    const missing = await client.api('POST /api/keys', { body: { name: 'No password' }, ...pt });
    expect(missing.status).toBe(400);
    expect((await missing.errorBody()).error).toEqual({
      code: 'current_password_required',
      message: 'Digite a sua senha atual para confirmar que é você.',
    });
    const empty = await client.api('POST /api/keys', { body: { name: 'Empty', password: '' } });
    expect((await empty.errorBody()).error.code).toBe('current_password_required');
    const wrong = await client.api('POST /api/keys', {
      body: { name: 'Wrong', password: 'not my password at all' },
      ...pt,
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.errorBody()).error).toEqual({
      code: 'current_password_incorrect',
      message: 'A senha atual está incorreta',
    });
    expect(await t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, id))).toHaveLength(0);
    const right = await client.api('POST /api/keys', { body: { name: 'Right', password: GOOD_PASSWORD } });
    expect(right.status).toBe(201);
    expect(await t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, id))).toHaveLength(1);
  });

  test('an account without a password (Google only) creates keys within 5 minutes of signing in, not later', async ({
    app: t,
  }) => {
    const { client, id } = await signUpMember(t, { plan: 'profissional' });
    await t.database.db.delete(authAccounts).where(eq(authAccounts.userId, id));
    // Nothing to verify: whatever is typed is ignored, the recent sign-in is the proof.
    expect((await client.api('POST /api/keys', { body: { name: 'Fresh' } })).status).toBe(201);
    expect(
      (await client.api('POST /api/keys', { body: { name: 'Typed', password: 'anything' } })).status,
    ).toBe(201);
    await t.database.db
      .update(authSessions)
      .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(authSessions.userId, id));
    const stale = await client.api('POST /api/keys', {
      body: { name: 'Stale' },
      headers: { 'accept-language': 'es-ES' },
    });
    expect(stale.status).toBe(403);
    const body = await stale.errorBody();
    expect(body.error.code).toBe('recent_sign_in_required');
    expect(body.error.message).toMatch(/no tiene contraseña.*5 minutos/);
    expect(await t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, id))).toHaveLength(2);
  });

  test('a password reset revokes every key of the account, at once on every instance', async ({
    app: t,
    other,
  }) => {
    const { client, id, email } = await signUpMember(t, { plan: 'profissional' });
    const keys = [(await newKey(client, 'one')).key, (await newKey(client, 'two')).key];
    const bystander = await signUpMember(t, { plan: 'profissional' });
    const { key: theirs } = await newKey(bystander.client);
    for (const key of keys) {
      expect((await withKey(t.app, key, '/api/me')).status).toBe(200);
      expect((await withKey(other.app, key, '/api/me')).status).toBe(200);
    }
    expect((await new TestClient(t.app).post('/api/auth/request-password-reset', { email })).status).toBe(
      200,
    );
    const mail = sent.filter((m) => m.to === email).at(-1);
    const token = /reset-password\?token=([\w.-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const reset = await new TestClient(t.app).post('/api/auth/reset-password', {
      newPassword: 'velvet tangerine harbour 77',
      token,
    });
    expect(reset.status).toBe(200);
    for (const key of keys) {
      expect((await withKey(other.app, key, '/api/me')).status).toBe(401);
      expect((await withKey(t.app, key, '/api/me')).status).toBe(401);
    }
    expect(await t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, id))).toHaveLength(0);
    // Someone else's keys are not touched.
    expect((await withKey(t.app, theirs, '/api/me')).status).toBe(200);
  });

  test('a password change revokes every key of the account, at once on every instance; a refused one does not', async ({
    app: t,
    other,
  }) => {
    const { client, id } = await signUpMember(t, { plan: 'profissional' });
    const { key } = await newKey(client);
    expect((await withKey(other.app, key, '/api/me')).status).toBe(200);
    const refused = await client.post('/api/auth/change-password', {
      currentPassword: 'not my password at all',
      newPassword: 'velvet tangerine harbour 77',
    });
    expect(refused.status).toBe(400);
    expect((await withKey(other.app, key, '/api/me')).status).toBe(200);
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'velvet tangerine harbour 77',
    });
    expect(changed.status).toBe(200);
    expect((await withKey(other.app, key, '/api/me')).status).toBe(401);
    expect((await withKey(t.app, key, '/api/me')).status).toBe(401);
    expect(await t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, id))).toHaveLength(0);
    // The session that changed it goes on, and makes new keys with the new password.
    expect((await newKey(client, 'after', 'velvet tangerine harbour 77')).key).toMatch(/^cap_/);
  });
});
