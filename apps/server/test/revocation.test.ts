import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { authSessions } from '../src/db/schema/index';
import type { Mailer } from '../src/mail/mailer';
import { GOOD_PASSWORD, signUpMember, TestClient } from './client';
import { test as base } from './fixtures/setup';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers';

/**
 * Decision 0012: a session ended in any way is refused on its very next request, on the
 * instance that ended it and on every other one, although both had just served it from
 * their caches (the default SESSION_CACHE_SECONDS). Two apps on one database stand for two
 * instances; the ending cookie is replayed as a stale tab or a thief would.
 */
const sent: { to: string; text: string }[] = [];
const mailer: Mailer = { kind: 'outbox', send: async (m) => void sent.push(m), close: async () => {} };

/**
 * `app` (fixtures/setup.ts's, createTestApp) is the first instance; `second` is another app on
 * the file's `database`, made for the first test that needs it (closed with the database).
 * Better Auth's endpoints, and the replayed cookie, are sent raw.
 */
const test = base
  .extend('appOptions', { scope: 'file' }, { mailer })
  .extend('second', { scope: 'file' }, ({ database }) => createTestApp({ mailer, database }));

interface Member {
  email: string;
  id: string;
  /** Two devices of the same account. */
  device: TestClient;
  other: TestClient;
}

async function member(first: TestApp): Promise<Member> {
  const {
    email,
    id,
    client: device,
  } = await signUpMember(first, {
    client: new TestClient(first.app),
    name: 'Rita Alves',
  });
  const other = new TestClient(first.app);
  expect((await other.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).status).toBe(200);
  return { email, id, device, other };
}

/**
 * GET /api/me and GET /api/history with exactly this cookie header on one instance: the
 * status when both agree. (/api/me alone would hide a deleted account: it reads the profile.)
 */
async function meWith(app: TestApp['app'], cookie: string) {
  const [me, history] = await Promise.all(
    ['/api/me', '/api/history'].map(
      async (path) => (await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } })).status,
    ),
  );
  return me === history ? me : `${me} (me) ≠ ${history} (history)`;
}

/** Uses the device's session on both instances (now cached on each), then returns its cookie. */
async function usedOnBoth(first: TestApp, second: TestApp, client: TestClient): Promise<string> {
  const cookie = client.cookieHeader;
  expect(await meWith(first.app, cookie)).toBe(200);
  expect(await meWith(second.app, cookie)).toBe(200);
  // Cached: the row could be gone and both instances would still answer from memory.
  expect(await meWith(first.app, cookie)).toBe(200);
  return cookie;
}

function sessionToken(client: TestClient): string {
  const value = /session_token=([^;]+)/.exec(client.cookieHeader)?.[1] ?? '';
  return decodeURIComponent(value).split('.')[0] ?? '';
}

/** Where an ending runs: the first instance, and an admin's client on it. */
type On = { first: TestApp; admin: TestClient };

const endings: [string, (m: Member, on: On) => Promise<Response>][] = [
  ['sign-out', (m) => m.device.post('/api/auth/sign-out')],
  [
    'revoke one session (from the other device)',
    (m) => m.other.post('/api/auth/revoke-session', { token: sessionToken(m.device) }),
  ],
  ['revoke other sessions (from the other device)', (m) => m.other.post('/api/auth/revoke-other-sessions')],
  ['revoke all sessions', (m) => m.other.post('/api/auth/revoke-sessions')],
  [
    'change password, revoking other sessions',
    (m) =>
      m.other.post('/api/auth/change-password', {
        currentPassword: GOOD_PASSWORD,
        newPassword: 'velvet tangerine harbour 77',
        revokeOtherSessions: true,
      }),
  ],
  [
    'password reset',
    async (m, { first }) => {
      await new TestClient(first.app).post('/api/auth/request-password-reset', { email: m.email });
      const mail = sent.filter((s) => s.to === m.email).at(-1);
      const token = /reset-password\?token=([\w.-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      return new TestClient(first.app).post('/api/auth/reset-password', {
        newPassword: 'velvet tangerine harbour 77',
        token,
      });
    },
  ],
  [
    'account deleted by its owner (on the other device)',
    (m) => m.other.post('/api/auth/delete-user', { password: GOOD_PASSWORD }),
  ],
  [
    'ban by an admin',
    (m, { admin }) =>
      admin.api('PATCH /api/admin/users/{id}', { params: { id: m.id }, body: { banned: true } }),
  ],
  [
    'account deleted by an admin',
    (m, { admin }) => admin.api('DELETE /api/admin/users/{id}', { params: { id: m.id } }),
  ],
];

describe('an ended session is refused on its next request, on every instance', () => {
  test.for(endings)('%s', async ([, end], { app: first, second, admin }) => {
    const m = await member(first);
    const cookie = await usedOnBoth(first, second, m.device);
    const token = sessionToken(m.device);
    const res = await end(m, { first, admin: admin.client });
    expect(res.status).toBe(200);
    expect(await meWith(second.app, cookie)).toBe(401);
    expect(await meWith(first.app, cookie)).toBe(401);
    // The row is gone too: the answer is the database's, not only the list's.
    const [session] = await first.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.token, token));
    expect(session).toBeUndefined();
  });

  test('the session that revoked the others, and sessions made afterwards, keep working', async ({
    app: first,
    second,
  }) => {
    const m = await member(first);
    await usedOnBoth(first, second, m.device);
    const keeper = await usedOnBoth(first, second, m.other);
    expect((await m.other.post('/api/auth/revoke-other-sessions')).status).toBe(200);
    expect(await meWith(second.app, keeper)).toBe(200);
    expect(await meWith(first.app, keeper)).toBe(200);

    const again = new TestClient(second.app);
    expect(
      (await again.post('/api/auth/sign-in/email', { email: m.email, password: GOOD_PASSWORD })).status,
    ).toBe(200);
    expect(await meWith(first.app, again.cookieHeader)).toBe(200);
    expect(await meWith(second.app, again.cookieHeader)).toBe(200);
  });
});
