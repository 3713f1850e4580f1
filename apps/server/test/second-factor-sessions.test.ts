import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { authSessions, usuarios } from '../src/db/schema/index';
import type { Mailer } from '../src/mail/mailer';
import { GOOD_PASSWORD, type Member, signUpMember, TestClient } from './client';
import { test as base } from './fixtures/setup';
import { TEST_ORIGIN, type TestApp } from './helpers';
import { totp } from './totp';

/**
 * No session for an account with two-factor on without its second factor (decision 0048): every
 * way Better Auth makes a session other than the password-then-code step, the code itself and a
 * passkey. Google's ways (the OpenID callback, an ID token) are in oidc-google.test.ts.
 */
const sent: { to: string; text: string }[] = [];
const mailer: Mailer = {
  kind: 'outbox',
  send: async (message) => void sent.push({ to: message.to, text: message.text }),
  close: async () => {},
};

// The app is fixtures/setup.ts's (createTestApp), keeping its mail; Better Auth's endpoints are called raw.
const test = base.extend('appOptions', { scope: 'file' }, { mailer });

/** The last link to `path` mailed to `to`, as a path on the app. */
function mailedLink(to: string, path: string): string {
  const texts = sent.filter((mail) => mail.to === to).map((mail) => mail.text);
  const pattern = new RegExp(`${TEST_ORIGIN.replace(/[.:/]/g, '\\$&')}(${path}\\?[^\\s"'<>)]+)`);
  const link = texts
    .map((text) => pattern.exec(text)?.[1])
    .filter(Boolean)
    .at(-1);
  if (!link) throw new Error(`no ${path} link mailed to ${to}`);
  return link;
}

/** A member (address not verified) who turned two-factor on; its setup code is spent. */
async function withTwoFactor(t: TestApp, tag: string): Promise<Member & { secret: string }> {
  const member = await signUpMember(t, { tag });
  const enable = await member.client.post('/api/auth/two-factor/enable', { password: GOOD_PASSWORD });
  expect(enable.status).toBe(200);
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  expect((await member.client.post('/api/auth/two-factor/verify-totp', { code: totp(secret) })).status).toBe(
    200,
  );
  return { ...member, secret };
}

const sessionsOf = async (t: TestApp, userId: string) =>
  (await t.database.db.select().from(authSessions).where(eq(authSessions.userId, userId))).length;

const verified = async (t: TestApp, userId: string) =>
  (await t.database.db.select({ v: usuarios.emailVerified }).from(usuarios).where(eq(usuarios.id, userId)))[0]
    ?.v;

describe('the e-mail verification link', () => {
  test('confirms the address of an account with two-factor on but signs no one in: the sign-in page, password and code', async ({
    app: t,
  }) => {
    const member = await withTwoFactor(t, 'verify-2fa');
    expect(await verified(t, member.id)).toBe(false);
    await member.client.post('/api/auth/sign-out');
    const before = await sessionsOf(t, member.id);

    // Someone who can read the mailbox, signed out, asks for the link and follows it.
    const reader = new TestClient(t.app);
    expect((await reader.post('/api/auth/send-verification-email', { email: member.email })).status).toBe(
      200,
    );
    const res = await reader.get(mailedLink(member.email, '/api/auth/verify-email'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
    expect(reader.hasSession()).toBe(false);
    for (const route of ['GET /api/me', 'GET /api/history', 'GET /api/me/export'] as const)
      expect((await reader.api(route)).status, route).toBe(401);
    expect(await sessionsOf(t, member.id)).toBe(before);
    expect(await verified(t, member.id)).toBe(true);

    // The owner signs in as always: the password, then the code.
    const owner = new TestClient(t.app);
    const password = await owner.post('/api/auth/sign-in/email', {
      email: member.email,
      password: GOOD_PASSWORD,
    });
    expect(await password.json()).toMatchObject({ twoFactorRedirect: true });
    expect(
      (await owner.post('/api/auth/two-factor/verify-totp', { code: totp(member.secret, 1) })).status,
    ).toBe(200);
    expect((await owner.api('GET /api/me')).status).toBe(200);
  });

  test('keeps its callback as where to go after signing in, and answers an API caller without a session', async ({
    app: t,
  }) => {
    const member = await withTwoFactor(t, 'verify-2fa-callback');
    await member.client.post('/api/auth/sign-out');
    const reader = new TestClient(t.app);
    await reader.post('/api/auth/send-verification-email', { email: member.email, callbackURL: '/planner' });
    const link = mailedLink(member.email, '/api/auth/verify-email');
    const res = await reader.get(link);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?redirect=%2Fplanner');
    expect(reader.hasSession()).toBe(false);

    // The same kind of link without a callback (a program): JSON, no session.
    const other = await withTwoFactor(t, 'verify-2fa-json');
    await other.client.post('/api/auth/sign-out');
    await reader.post('/api/auth/send-verification-email', { email: other.email });
    const token = new URL(mailedLink(other.email, '/api/auth/verify-email'), TEST_ORIGIN).searchParams.get(
      'token',
    );
    const json = await reader.get(`/api/auth/verify-email?token=${encodeURIComponent(token ?? '')}`);
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ status: true, user: null });
    expect(reader.hasSession()).toBe(false);
    expect(await verified(t, other.id)).toBe(true);
  });

  test('still signs in an account without two-factor (the mailbox is already enough to reset its password)', async ({
    app: t,
  }) => {
    const member = await signUpMember(t, { tag: 'verify-plain' });
    await member.client.post('/api/auth/sign-out');
    const reader = new TestClient(t.app);
    await reader.post('/api/auth/send-verification-email', { email: member.email });
    const res = await reader.get(mailedLink(member.email, '/api/auth/verify-email'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(reader.hasSession()).toBe(true);
    expect(await (await reader.api('GET /api/me')).json()).toMatchObject({
      email: member.email,
      emailVerified: true,
    });
  });

  test('keeps the session of the owner who follows it while signed in', async ({ app: t }) => {
    const member = await withTwoFactor(t, 'verify-2fa-signed-in');
    await member.client.post('/api/auth/send-verification-email', { email: member.email });
    const res = await member.client.get(mailedLink(member.email, '/api/auth/verify-email'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(await (await member.client.api('GET /api/me')).json()).toMatchObject({
      emailVerified: true,
      twoFactorEnabled: true,
    });
  });
});

describe('other ways a session is made', () => {
  test('a password reset signs no one in; the new password still asks for the code', async ({ app: t }) => {
    const member = await withTwoFactor(t, 'reset-2fa');
    const reader = new TestClient(t.app);
    expect(
      (
        await reader.post('/api/auth/request-password-reset', {
          email: member.email,
          redirectTo: '/reset-password',
        })
      ).status,
    ).toBe(200);
    const token = new URL(mailedLink(member.email, '/reset-password'), TEST_ORIGIN).searchParams.get('token');
    const newPassword = 'harbour quartz violin 77';
    const reset = await reader.post('/api/auth/reset-password', { token, newPassword });
    expect(reset.status).toBe(200);
    expect(reader.hasSession()).toBe(false);
    expect(await sessionsOf(t, member.id)).toBe(0);
    const again = await reader.post('/api/auth/sign-in/email', {
      email: member.email,
      password: newPassword,
    });
    expect(await again.json()).toMatchObject({ twoFactorRedirect: true });
    expect(reader.hasSession()).toBe(false);
    expect((await reader.api('GET /api/me')).status).toBe(401);
  });

  test('a sign-up with the address of an account with two-factor on signs no one in', async ({ app: t }) => {
    const member = await withTwoFactor(t, 'signup-2fa');
    const stranger = new TestClient(t.app);
    const res = await stranger.post('/api/auth/sign-up/email', {
      name: 'Someone',
      email: member.email,
      password: 'another harbour 12 quartz',
    });
    expect(res.status).toBe(409);
    expect(stranger.hasSession()).toBe(false);
  });

  test('a signed-in account with two-factor on still gets its new session when it changes its password', async ({
    app: t,
  }) => {
    const member = await withTwoFactor(t, 'change-2fa');
    const res = await member.client.post('/api/auth/change-password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'lantern meadow copper 31',
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(200);
    expect((await member.client.api('GET /api/me')).status).toBe(200);
    expect(await sessionsOf(t, member.id)).toBe(1);
  });
});
