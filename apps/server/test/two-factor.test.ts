import { eq, like, or } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { authTwoFactors, rateLimits, usuarios } from '../src/db/schema/index';
import { GOOD_PASSWORD, type Member, signUpMember, TestClient } from './client';
import { test as base, resource } from './fixtures/setup';
import { createTestApp, type TestApp } from './helpers';
import { totp } from './totp';

/** The `secret` parameter of an otpauth:// URI. */
const secretOf = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';

let ipCounter = 0;
/** Each client its own address: the per-IP limits of one test do not reach the next. */
const nextIp = () => `10.29.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

/**
 * `app` is fixtures/setup.ts's (createTestApp), with the real limits behind a trusted proxy;
 * `strict` an app of its own that requires two-factor of admins, made for the test that needs
 * it. Better Auth's two-factor endpoints are called raw.
 */
const test = base
  .extend('appOptions', { scope: 'file' }, { env: { TRUST_PROXY: 'true', RATE_LIMIT_SCALE: '1' } })
  .extend(
    'strict',
    { scope: 'file' },
    resource(
      () => createTestApp({ env: { ADMIN_REQUIRE_TWO_FACTOR: 'true' } }),
      (strict) => strict.close(),
    ),
  );

interface Enabled extends Member {
  secret: string;
  backupCodes: string[];
}

/** A member who turned two-factor on: password → URI and backup codes → a first code. */
async function enabledMember(t: TestApp): Promise<Enabled> {
  const member = await signUpMember(t, { client: new TestClient(t.app, { ip: nextIp() }) });
  const enable = await member.client.post('/api/auth/two-factor/enable', { password: GOOD_PASSWORD });
  expect(enable.status).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  expect(totpURI).toMatch(/^otpauth:\/\/totp\/CaptIA:/);
  const secret = secretOf(totpURI);
  // Not on until a first code confirms the app has the secret.
  const [before] = await t.database.db
    .select({ on: usuarios.twoFactorEnabled })
    .from(usuarios)
    .where(eq(usuarios.id, member.id));
  expect(before?.on).toBe(false);
  const confirm = await member.client.post('/api/auth/two-factor/verify-totp', { code: totp(secret) });
  expect(confirm.status).toBe(200);
  const me = await (await member.client.api('GET /api/me')).json();
  expect(me.twoFactorEnabled).toBe(true);
  return { ...member, secret, backupCodes };
}

/** Signs out, then in with the password: the answer asks for the second step. */
async function passwordStep(t: TestApp, member: Member): Promise<TestClient> {
  const client = new TestClient(t.app, { ip: nextIp() });
  const res = await client.post('/api/auth/sign-in/email', { email: member.email, password: GOOD_PASSWORD });
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  expect(client.hasSession()).toBe(false);
  expect((await client.api('GET /api/me')).status).toBe(401);
  return client;
}

describe('two-factor sign-in (TOTP)', () => {
  test('is asked after the password once enabled, and lets the right code in', async ({ app: t }) => {
    const member = await enabledMember(t);
    const out = await member.client.post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    const client = await passwordStep(t, member);
    // The next step's code: the one that confirmed the setup is spent (replays are refused).
    const res = await client.post('/api/auth/two-factor/verify-totp', { code: totp(member.secret, 1) });
    expect(res.status).toBe(200);
    expect(client.hasSession()).toBe(true);
    expect((await client.api('GET /api/me')).status).toBe(200);
  });

  test('refuses a wrong code and an expired one, in the request language', async ({ app: t }) => {
    const member = await enabledMember(t);
    const client = await passwordStep(t, member);
    const wrong = String((Number(totp(member.secret)) + 1) % 1_000_000).padStart(6, '0');
    const res = await client.post(
      '/api/auth/two-factor/verify-totp',
      { code: wrong },
      { headers: { 'accept-language': 'pt-BR' } },
    );
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('two_factor_invalid_code');
    expect(body.error.message).toMatch(/Código incorreto/);
    // Five minutes old: far outside the one step either side that clocks may drift.
    const expired = await client.post('/api/auth/two-factor/verify-totp', { code: totp(member.secret, -10) });
    expect(expired.status).toBe(401);
    expect(client.hasSession()).toBe(false);
    const right = await client.post('/api/auth/two-factor/verify-totp', { code: totp(member.secret, 1) });
    expect(right.status).toBe(200);
  });

  test('refuses a code that already signed someone in (RFC 6238, 5.2)', async ({ app: t }) => {
    const member = await enabledMember(t);
    const code = totp(member.secret, 1);
    const first = await passwordStep(t, member);
    expect((await first.post('/api/auth/two-factor/verify-totp', { code })).status).toBe(200);
    const second = await passwordStep(t, member);
    const replay = await second.post('/api/auth/two-factor/verify-totp', { code });
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('two_factor_invalid_code');
    expect(second.hasSession()).toBe(false);
    // Only the first sign-in's session exists: the replay's was deleted with its refusal.
    expect((await first.api('GET /api/me')).status).toBe(200);
    const sessions = (await (await first.get('/api/auth/list-sessions')).json()) as unknown[];
    expect(sessions).toHaveLength(2);
  });

  test('forgets the used codes and the account counters with the account', async ({ app: t }) => {
    const member = await enabledMember(t);
    const held = async () =>
      (
        await t.database.db
          .select({ key: rateLimits.key })
          .from(rateLimits)
          .where(
            or(like(rateLimits.key, `totp-used:${member.id}:%`), like(rateLimits.key, `user:${member.id}:%`)),
          )
      ).length;
    expect(await held()).toBeGreaterThan(0);
    const gone = await member.client.post('/api/auth/delete-user', { password: GOOD_PASSWORD });
    expect(gone.status).toBe(200);
    expect(await held()).toBe(0);
  });

  test('takes each backup code once', async ({ app: t }) => {
    const member = await enabledMember(t);
    expect(member.backupCodes).toHaveLength(10);
    const [code] = member.backupCodes;
    const first = await passwordStep(t, member);
    expect((await first.post('/api/auth/two-factor/verify-backup-code', { code })).status).toBe(200);
    expect(first.hasSession()).toBe(true);
    const second = await passwordStep(t, member);
    const again = await second.post('/api/auth/two-factor/verify-backup-code', { code });
    expect(again.status).toBe(401);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('two_factor_invalid_code');
    expect(second.hasSession()).toBe(false);
  });

  test('regenerates the backup codes (the old ones stop working)', async ({ app: t }) => {
    const member = await enabledMember(t);
    const res = await member.client.post('/api/auth/two-factor/generate-backup-codes', {
      password: GOOD_PASSWORD,
    });
    expect(res.status).toBe(200);
    const { backupCodes } = (await res.json()) as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    const client = await passwordStep(t, member);
    const old = await client.post('/api/auth/two-factor/verify-backup-code', { code: member.backupCodes[0] });
    expect(old.status).toBe(401);
    const fresh = await client.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(fresh.status).toBe(200);
  });

  test('trusts the device for 30 days when asked', async ({ app: t }) => {
    const member = await enabledMember(t);
    const client = await passwordStep(t, member);
    const res = await client.post('/api/auth/two-factor/verify-totp', {
      code: totp(member.secret, 1),
      trustDevice: true,
    });
    expect(res.status).toBe(200);
    const trust = res.headers.getSetCookie().find((line) => line.includes('trust_device')) ?? '';
    expect(trust).toMatch(/Max-Age=2592000/);
    await client.post('/api/auth/sign-out');
    const again = await client.post('/api/auth/sign-in/email', {
      email: member.email,
      password: GOOD_PASSWORD,
    });
    expect(again.status).toBe(200);
    expect(await again.json()).not.toHaveProperty('twoFactorRedirect');
    expect(client.hasSession()).toBe(true);
  });

  test('is turned off only with the password and a code', async ({ app: t }) => {
    const member = await enabledMember(t);
    const { client } = member;
    const noCode = await client.post('/api/auth/two-factor/disable', { password: GOOD_PASSWORD });
    expect(noCode.status).toBe(400);
    expect(((await noCode.json()) as { error: { code: string } }).error.code).toBe(
      'two_factor_code_required',
    );
    const wrongPassword = await client.post('/api/auth/two-factor/disable', {
      password: 'not the password at all',
      code: totp(member.secret, 1),
    });
    expect(wrongPassword.status).toBe(400);
    expect(((await wrongPassword.json()) as { error: { code: string } }).error.code).toBe(
      'current_password_incorrect',
    );
    const wrongCode = await client.post('/api/auth/two-factor/disable', {
      password: GOOD_PASSWORD,
      code: '000000',
    });
    expect(wrongCode.status).toBe(401);
    const off = await client.post('/api/auth/two-factor/disable', {
      password: GOOD_PASSWORD,
      code: totp(member.secret, 1),
    });
    expect(off.status).toBe(200);
    const [row] = await t.database.db
      .select({ id: authTwoFactors.id })
      .from(authTwoFactors)
      .where(eq(authTwoFactors.userId, member.id));
    expect(row).toBeUndefined();
    const signIn = await new TestClient(t.app, { ip: nextIp() }).post('/api/auth/sign-in/email', {
      email: member.email,
      password: GOOD_PASSWORD,
    });
    expect(await signIn.json()).not.toHaveProperty('twoFactorRedirect');
  });

  test('limits code attempts (429 with Retry-After), shared through the database', async ({ app: t }) => {
    const member = await enabledMember(t);
    // A signed-in check has no per-sign-in budget of Better Auth's: only ours stops it.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const res = await member.client.post('/api/auth/two-factor/verify-totp', { code: '000000' });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The confirmation in enabledMember counted as the first of the account's 10.
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses.slice(9)).toEqual([429, 429]);
    // The backup-code endpoint counts in the same budget.
    const backup = await member.client.post('/api/auth/two-factor/verify-backup-code', {
      code: 'aaaaa-bbbbb',
    });
    expect(backup.status).toBe(429);
  });

  test('ends the pending sign-in after 5 wrong codes', async ({ app: t }) => {
    const member = await enabledMember(t);
    const client = await passwordStep(t, member);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await client.post('/api/auth/two-factor/verify-totp', { code: '000000' })).status).toBe(401);
    }
    const sixth = await client.post('/api/auth/two-factor/verify-totp', { code: totp(member.secret, 1) });
    expect(sixth.status).toBe(401);
    expect(((await sixth.json()) as { error: { code: string } }).error.code).toBe('two_factor_expired');
  });
});

describe('ADMIN_REQUIRE_TWO_FACTOR', () => {
  test('refuses an admin without two-factor (403, localized), and lets one with it in', async ({
    strict,
  }) => {
    const admin = await signUpMember(strict, { admin: true, language: 'es-ES' });
    const refused = await admin.client.api('GET /api/admin/users');
    expect(refused.status).toBe(403);
    const body = await refused.errorBody();
    expect(body.error.code).toBe('two_factor_required');
    expect(body.error.message).toMatch(/verificación en dos pasos/);
    const enable = await admin.client.post('/api/auth/two-factor/enable', { password: GOOD_PASSWORD });
    const secret = secretOf(((await enable.json()) as { totpURI: string }).totpURI);
    expect((await admin.client.post('/api/auth/two-factor/verify-totp', { code: totp(secret) })).status).toBe(
      200,
    );
    expect((await admin.client.api('GET /api/admin/users')).status).toBe(200);
    // A member is still "Admin access required", whatever their second factor.
    const member = await signUpMember(strict);
    const plain = await (await member.client.api('GET /api/admin/users')).errorBody();
    expect(plain.error.code).toBe('admin_required');
  });
});
