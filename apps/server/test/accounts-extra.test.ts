import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { grantAdmin } from '../src/auth/accounts.service';
import { userRoles, usuarios } from '../src/db/schema/index';
import { displayName } from '../src/lib/account';
import type { Mailer } from '../src/mail/mailer';
import { GOOD_PASSWORD, signUpMember, TestClient } from './client';
import { test as base, resource } from './fixtures/setup';
import { createTestApp, type TestApp } from './helpers';

/**
 * `app` is fixtures/setup.ts's, with an outbox that keeps nothing. `verifying` is an app of its
 * own (createTestApp, its own database) that requires a verified address and keeps the mail it
 * sends: two configurations in one file, made for the first test that needs each.
 */
const test = base
  .extend(
    'appOptions',
    { scope: 'file' },
    {
      mailer: { kind: 'outbox', send: async () => {}, close: async () => {} } satisfies Mailer,
    },
  )
  .extend(
    'verifying',
    { scope: 'file' },
    resource(
      async () => {
        const sent: { to: string; text: string }[] = [];
        const mailer: Mailer = {
          kind: 'outbox',
          send: async (m) => void sent.push(m),
          close: async () => {},
        };
        const t = await createTestApp({ mailer, env: { REQUIRE_EMAIL_VERIFICATION: 'true' } });
        return Object.assign(t, { sent });
      },
      (t) => t.close(),
    ),
  );

describe('display name (docs/product.md, Accounts and roles)', () => {
  test('is nome, then the sign-up name, then the part of the e-mail before the at-sign', () => {
    expect(displayName({ nome: 'Ana', signUpName: 'Ana Maria', email: 'a@x.com' })).toBe('Ana');
    expect(displayName({ nome: '  ', signUpName: 'Ana Maria', email: 'a@x.com' })).toBe('Ana Maria');
    expect(displayName({ nome: null, signUpName: null, email: 'joana.silva@x.com' })).toBe('joana.silva');
  });
});

describe('REQUIRE_EMAIL_VERIFICATION=true', () => {
  test('makes sign-in wait for the link in the verification mail', async ({ verifying: t }) => {
    const { sent } = t;
    const { email } = await signUpMember(t, { tag: 'verify', body: { callbackURL: '/' } });
    const client = new TestClient(t.app, { language: 'en-US' });
    const early = await client.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(early.status).toBe(403);
    expect((await early.json()).error.code).toBe('email_not_verified');

    const mail = sent.filter((m) => m.to === email).at(-1);
    const link = /https?:\/\/\S+verify-email\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).toContain('token=');
    const verified = await client.get(link.replace(/^https?:\/\/[^/]+/, ''));
    expect(verified.status).toBeLessThan(400);
    expect(verified.headers.get('location') ?? '/').toMatch(/^\/|^http/);
    const [row] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, email));
    expect(row?.emailVerified).toBe(true);
    expect(
      (await new TestClient(t.app).post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD }))
        .status,
    ).toBe(200);
  });
});

describe('grantAdmin (ADMIN_EMAILS at start, npm run admin:grant)', () => {
  const roleOfEmail = async (t: TestApp, email: string) => {
    const [profile] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, email));
    const [role] = await t.database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, profile?.id ?? ''));
    return role?.role;
  };

  test('makes existing verified accounts admins, case-insensitively, and counts them', async ({ app: t }) => {
    const { email } = await signUpMember(t, { tag: 'promote' });
    await t.database.db.update(usuarios).set({ emailVerified: true }).where(eq(usuarios.email, email));
    expect(await grantAdmin(t.database.db, [email.toUpperCase(), 'nobody@example.com'])).toBe(1);
    expect(await roleOfEmail(t, email)).toBe('admin');
    expect(await grantAdmin(t.database.db, [])).toBe(0);
  });

  test('skips an account whose address is not verified (anyone may have signed up with it first)', async ({
    app: t,
  }) => {
    const { email } = await signUpMember(t, { tag: 'squatter' });
    expect(await grantAdmin(t.database.db, [email])).toBe(0);
    expect(await roleOfEmail(t, email)).toBe('user');
  });
});
