import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { usuarios } from '../src/db/schema/index';
import { translator } from '../src/i18n';
import { signUpMember, TestClient, uniqueEmail } from './client';
import { test as base } from './fixtures/setup';
import type { TestApp } from './helpers';

/**
 * Account mails through the real outbox (the default mailer without SMTP_URL): the
 * verification mail's limits, and the language a mail is written in. The app is
 * fixtures/setup.ts's (createTestApp), one for the file; Better Auth's endpoints are called raw.
 */
const test = base.extend(
  'appOptions',
  { scope: 'file' },
  {
    // Limits at their real size; each request says its own client address.
    env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: 'true' },
  },
);

async function outbox(t: TestApp, to: string) {
  // No Origin and no client address, as the request built in-process was.
  const res = await new TestClient(t.app, { origin: null }).api('GET /api/dev/outbox', { query: { to } });
  expect(res.status).toBe(200);
  return res.json();
}

let ipCounter = 0;
/** A signed-out client from an address no other test uses. */
const stranger = (t: TestApp, language?: string) =>
  new TestClient(t.app, { ip: `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`, language });

const subject = (language: 'pt-BR' | 'en-US' | 'es-ES', key: string) => translator(language)(key);

describe('POST /api/auth/send-verification-email', () => {
  test('mails one address at most 3 times an hour, answering every call the same way', async ({ app: t }) => {
    const email = uniqueEmail('resend');
    await signUpMember(t, { client: stranger(t, 'en-US'), email, body: { callbackURL: '/' } });
    const before = (await outbox(t, email)).length;

    const answers: { status: number; body: string }[] = [];
    for (let i = 0; i < 15; i++) {
      // A different client address each time: the per-address limit is the one at work.
      const res = await stranger(t).post('/api/auth/send-verification-email', { email, callbackURL: '/' });
      answers.push({ status: res.status, body: await res.text() });
    }
    expect((await outbox(t, email)).length - before).toBe(3);
    // Sent or throttled, the caller cannot tell: the same status and body every time…
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: JSON.stringify({ status: true }) });
    // …and the same as for an address with no account (Better Auth's own answer).
    const unknown = await stranger(t).post('/api/auth/send-verification-email', {
      email: uniqueEmail('nobody'),
      callbackURL: '/',
    });
    expect({ status: unknown.status, body: await unknown.text() }).toEqual(answers[0]);
  }, 60_000);

  test('limits one client address to 10 an hour with a localized 429 (it says nothing about an account)', async ({
    app: t,
  }) => {
    const client = stranger(t, 'pt-BR');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await client.post('/api/auth/send-verification-email', { email: uniqueEmail('ip') });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        expect((await res.json()).error.code).toBe('rate_limited');
      }
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  }, 60_000);
});

describe('the language of account mails', () => {
  const resetFrom = (t: TestApp, email: string, language: string) =>
    stranger(t, language).post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });

  test('is the interface language at sign-up when no language was chosen, not the language of the request', async ({
    app: t,
  }) => {
    const email = uniqueEmail('pt');
    // Signed up from a Portuguese browser (the body names no language).
    await signUpMember(t, { client: stranger(t, 'pt-BR'), email, body: { callbackURL: '/' } });
    const [row] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, email));
    expect(row).toMatchObject({ signupLanguage: 'pt-BR', language: null });

    // The reset is asked for from an English browser.
    expect((await resetFrom(t, email, 'en-US')).status).toBe(200);
    const [mail] = await outbox(t, email);
    expect(mail?.subject).toBe(subject('pt-BR', 'mail.passwordReset.subject'));
  });

  test('takes the language the sign-up form sends over the browser header', async ({ app: t }) => {
    const email = uniqueEmail('es');
    await signUpMember(t, {
      client: stranger(t, 'pt-BR'),
      email,
      body: { callbackURL: '/', language: 'es-ES' },
    });
    const [row] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, email));
    expect(row?.signupLanguage).toBe('es-ES');
    await resetFrom(t, email, 'en-US');
    expect((await outbox(t, email))[0]?.subject).toBe(subject('es-ES', 'mail.passwordReset.subject'));
  });

  test('follows the language the user chose later, for the verification mail too', async ({ app: t }) => {
    const email = uniqueEmail('chosen');
    const { client } = await signUpMember(t, { client: stranger(t, 'pt-BR'), email });
    expect((await client.api('PATCH /api/me', { body: { language: 'es-ES' } })).status).toBe(200);
    await stranger(t, 'en-US').post('/api/auth/send-verification-email', { email, callbackURL: '/' });
    expect((await outbox(t, email))[0]?.subject).toBe(subject('es-ES', 'mail.verification.subject'));
  });
});
