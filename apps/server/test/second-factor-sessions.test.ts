import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, usuarios } from '../src/db/schema/index';
import type { Mailer } from '../src/mail/mailer';
import { GOOD_PASSWORD, type Member, signUpMember, TestClient } from './client';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers';
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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(async () => {
  await t.close();
});

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
async function withTwoFactor(tag: string): Promise<Member & { secret: string }> {
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

const sessionsOf = async (userId: string) =>
  (await t.database.db.select().from(authSessions).where(eq(authSessions.userId, userId))).length;

const verified = async (userId: string) =>
  (await t.database.db.select({ v: usuarios.emailVerified }).from(usuarios).where(eq(usuarios.id, userId)))[0]
    ?.v;

describe('the e-mail verification link', () => {
  it('confirms the address of an account with two-factor on but signs no one in: the sign-in page, password and code', async () => {
    const member = await withTwoFactor('verify-2fa');
    expect(await verified(member.id)).toBe(false);
    await member.client.post('/api/auth/sign-out');
    const before = await sessionsOf(member.id);

    // Someone who can read the mailbox, signed out, asks for the link and follows it.
    const reader = new TestClient(t.app);
    expect((await reader.post('/api/auth/send-verification-email', { email: member.email })).status).toBe(
      200,
    );
    const res = await reader.get(mailedLink(member.email, '/api/auth/verify-email'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
    expect(reader.hasSession()).toBe(false);
    for (const path of ['/api/me', '/api/history', '/api/me/export'])
      expect((await reader.get(path)).status, path).toBe(401);
    expect(await sessionsOf(member.id)).toBe(before);
    expect(await verified(member.id)).toBe(true);

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
    expect((await owner.get('/api/me')).status).toBe(200);
  });

  it('keeps its callback as where to go after signing in, and answers an API caller without a session', async () => {
    const member = await withTwoFactor('verify-2fa-callback');
    await member.client.post('/api/auth/sign-out');
    const reader = new TestClient(t.app);
    await reader.post('/api/auth/send-verification-email', { email: member.email, callbackURL: '/planner' });
    const link = mailedLink(member.email, '/api/auth/verify-email');
    const res = await reader.get(link);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?redirect=%2Fplanner');
    expect(reader.hasSession()).toBe(false);

    // The same kind of link without a callback (a program): JSON, no session.
    const other = await withTwoFactor('verify-2fa-json');
    await other.client.post('/api/auth/sign-out');
    await reader.post('/api/auth/send-verification-email', { email: other.email });
    const token = new URL(mailedLink(other.email, '/api/auth/verify-email'), TEST_ORIGIN).searchParams.get(
      'token',
    );
    const json = await reader.get(`/api/auth/verify-email?token=${encodeURIComponent(token ?? '')}`);
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ status: true, user: null });
    expect(reader.hasSession()).toBe(false);
    expect(await verified(other.id)).toBe(true);
  });

  it('still signs in an account without two-factor (the mailbox is already enough to reset its password)', async () => {
    const member = await signUpMember(t, { tag: 'verify-plain' });
    await member.client.post('/api/auth/sign-out');
    const reader = new TestClient(t.app);
    await reader.post('/api/auth/send-verification-email', { email: member.email });
    const res = await reader.get(mailedLink(member.email, '/api/auth/verify-email'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(reader.hasSession()).toBe(true);
    expect(await (await reader.get('/api/me')).json()).toMatchObject({
      email: member.email,
      emailVerified: true,
    });
  });

  it('keeps the session of the owner who follows it while signed in', async () => {
    const member = await withTwoFactor('verify-2fa-signed-in');
    await member.client.post('/api/auth/send-verification-email', { email: member.email });
    const res = await member.client.get(mailedLink(member.email, '/api/auth/verify-email'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(await (await member.client.get('/api/me')).json()).toMatchObject({
      emailVerified: true,
      twoFactorEnabled: true,
    });
  });
});

describe('other ways a session is made', () => {
  it('a password reset signs no one in; the new password still asks for the code', async () => {
    const member = await withTwoFactor('reset-2fa');
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
    expect(await sessionsOf(member.id)).toBe(0);
    const again = await reader.post('/api/auth/sign-in/email', {
      email: member.email,
      password: newPassword,
    });
    expect(await again.json()).toMatchObject({ twoFactorRedirect: true });
    expect(reader.hasSession()).toBe(false);
    expect((await reader.get('/api/me')).status).toBe(401);
  });

  it('a sign-up with the address of an account with two-factor on signs no one in', async () => {
    const member = await withTwoFactor('signup-2fa');
    const stranger = new TestClient(t.app);
    const res = await stranger.post('/api/auth/sign-up/email', {
      name: 'Someone',
      email: member.email,
      password: 'another harbour 12 quartz',
    });
    expect(res.status).toBe(409);
    expect(stranger.hasSession()).toBe(false);
  });

  it('a signed-in account with two-factor on still gets its new session when it changes its password', async () => {
    const member = await withTwoFactor('change-2fa');
    const res = await member.client.post('/api/auth/change-password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'lantern meadow copper 31',
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(200);
    expect((await member.client.get('/api/me')).status).toBe(200);
    expect(await sessionsOf(member.id)).toBe(1);
  });
});
