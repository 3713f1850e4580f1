import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../src/db/schema/index';
import type { Mailer } from '../src/mail/mailer';
import { GOOD_PASSWORD, signUpMember, TestClient } from './client';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers';

/**
 * Decision 0012: a session ended in any way is refused on its very next request, on the
 * instance that ended it and on every other one, although both had just served it from
 * their caches (the default SESSION_CACHE_SECONDS). Two apps on one database stand for two
 * instances; the ending cookie is replayed as a stale tab or a thief would.
 */
const sent: { to: string; text: string }[] = [];
const mailer: Mailer = { kind: 'outbox', send: async (m) => void sent.push(m), close: async () => {} };

let first: TestApp;
let second: TestApp;
let admin: TestClient;

beforeAll(async () => {
  first = await createTestApp({ mailer });
  second = await createTestApp({ mailer, database: first.database });
  ({ client: admin } = await signUpMember(first, { admin: true, tag: 'admin' }));
});
afterAll(async () => {
  await first.close();
});

interface Member {
  email: string;
  id: string;
  /** Two devices of the same account. */
  device: TestClient;
  other: TestClient;
}

async function member(): Promise<Member> {
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
async function usedOnBoth(client: TestClient): Promise<string> {
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

const endings: [string, (m: Member) => Promise<Response>][] = [
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
    async (m) => {
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
    (m) => admin.request(`/api/admin/users/${m.id}`, { method: 'PATCH', json: { banned: true } }),
  ],
  ['account deleted by an admin', (m) => admin.request(`/api/admin/users/${m.id}`, { method: 'DELETE' })],
];

describe('an ended session is refused on its next request, on every instance', () => {
  it.each(endings)('%s', async (_, end) => {
    const m = await member();
    const cookie = await usedOnBoth(m.device);
    const token = sessionToken(m.device);
    const res = await end(m);
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

  it('the session that revoked the others, and sessions made afterwards, keep working', async () => {
    const m = await member();
    await usedOnBoth(m.device);
    const keeper = await usedOnBoth(m.other);
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
