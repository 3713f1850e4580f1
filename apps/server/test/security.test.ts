import { describe, expect } from 'vitest';
import type { Mailer } from '../src/mail/mailer';
import { GOOD_PASSWORD, signUpMember, TestClient } from './client';
import { test as base } from './fixtures/setup';

const sent: { to: string; text: string }[] = [];
const mailer: Mailer = { kind: 'outbox', send: async (m) => void sent.push(m), close: async () => {} };
/**
 * The app is fixtures/setup.ts's (createTestApp), keeping its mail and logging at debug. The
 * requests stay raw: signed out with any body, from another site, without an Origin, and
 * Better Auth's endpoints.
 */
const test = base.extend('appOptions', { scope: 'file' }, { mailer, env: { LOG_LEVEL: 'debug' } });

describe('private routes signed out', () => {
  test.for<[method: string, path: string]>([
    ['GET', '/api/me'],
    ['PATCH', '/api/me'],
    ['GET', '/api/history'],
    ['POST', '/api/history/x/pin'],
    ['DELETE', '/api/history/x/pin'],
    ['DELETE', '/api/history/x'],
    ['POST', '/api/functions/generate-captions'],
    ['POST', '/api/functions/check-subscription'],
    ['POST', '/api/functions/create-checkout'],
    ['POST', '/api/functions/cancel-subscription'],
    ['POST', '/api/functions/customer-portal'],
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/actions'],
  ])('%s %s → 401 in the error shape', async ([method, path], { app: t }) => {
    const res = await new TestClient(t.app).request(path, {
      method,
      json: method === 'GET' ? undefined : {},
    });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('unauthorized');
  });
});

describe('cross-site requests', () => {
  test('refuses a sign-in posted from another site', async ({ app: t }) => {
    const { email } = await signUpMember(t, { tag: 'xsite' });
    const res = await new TestClient(t.app).post(
      '/api/auth/sign-in/email',
      { email, password: GOOD_PASSWORD },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(false);
  });

  test('refuses a cookie-carrying write without an Origin', async ({ app: t }) => {
    const { client } = await signUpMember(t, { tag: 'noorigin' });
    const res = await t.app.request('http://localhost:3000/api/me', {
      method: 'PATCH',
      headers: { cookie: client.cookieHeader, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Changed' }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('forbidden_origin');
  });
});

describe('logs', () => {
  test('never contain a password, a session token or a reset token', async ({ app: t }) => {
    const { client, email } = await signUpMember(t, { tag: 'logs' });
    await client.post('/api/auth/sign-in/email', { email, password: 'a wrong password here' });
    await client.post('/api/auth/request-password-reset', { email });
    const token = /token=([\w.-]+)/.exec(sent.filter((m) => m.to === email).at(-1)?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    await client.get(`/reset-password?token=${token}`);
    await client.post('/api/auth/reset-password', { token, newPassword: 'fresh orchard lantern 93' });
    const sessionToken = /session_token=([^;]+)/.exec(client.cookieHeader)?.[1] ?? '';
    const logs = t.logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [
      GOOD_PASSWORD,
      'a wrong password here',
      'fresh orchard lantern 93',
      token,
      sessionToken,
    ]) {
      if (secret) expect(logs).not.toContain(secret);
    }
  });
});
