import { randomUUID } from 'node:crypto';
import { MAX_PASSKEYS } from '@captia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { authPasskeys, authVerifications, usuarios } from '../src/db/schema/index';
import type { Mailer } from '../src/mail/mailer';
import type { ApiResult } from './api-routes';
import { GOOD_PASSWORD, type Member, signUpMember, TestClient } from './client';
import { test as base } from './fixtures/setup';
import { createTestApp, freshDatabase, TEST_ORIGIN, type TestApp } from './helpers';
import { totp } from './totp';
import { type Lies, SoftPasskey } from './webauthn';

/** Decision 0041: passkeys on `@simplewebauthn/server`, answered here by a software authenticator. */
let ipCounter = 0;
/** Each client its own address: the per-IP limits of one test do not reach the next. */
const nextIp = () => `10.41.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const sent: { to: string; text: string }[] = [];
const mailer: Mailer = { kind: 'outbox', send: async (m) => void sent.push(m), close: async () => {} };

/**
 * The app is fixtures/setup.ts's (createTestApp), with the real limits behind a trusted proxy.
 * Better Auth's passkey endpoints, and requests with a stolen challenge or a forged Origin, are
 * sent raw; the test at an IP address makes an app of its own.
 */
const test = base.extend(
  'appOptions',
  { scope: 'file' },
  {
    mailer,
    env: { TRUST_PROXY: 'true', RATE_LIMIT_SCALE: '1' },
  },
);

const member = (t: TestApp) => signUpMember(t, { client: new TestClient(t.app, { ip: nextIp() }) });

type Options = { challenge: string; rp: { id: string }; rpId?: string };

/** Adds a passkey to the member's account: options (with the password), then the authenticator's answer. */
async function addPasskey(owner: Member, key = new SoftPasskey(TEST_ORIGIN), name?: string, lies: Lies = {}) {
  const options = await owner.client.post('/api/auth/passkey/generate-register-options', {
    password: GOOD_PASSWORD,
  });
  expect(options.status).toBe(200);
  const body = (await options.json()) as Options;
  const res = await owner.client.post('/api/auth/passkey/verify-registration', {
    response: key.register(body, lies),
    ...(name === undefined ? {} : { name }),
  });
  return { res, key };
}

/** A signed-out browser's passkey sign-in: options, then the authenticator's answer to them. */
async function signInWith(
  t: TestApp,
  key: SoftPasskey,
  lies: Lies = {},
  client = new TestClient(t.app, { ip: nextIp() }),
) {
  const options = await client.post('/api/auth/passkey/generate-authenticate-options');
  expect(options.status).toBe(200);
  const body = (await options.json()) as Options;
  const response = key.authenticate(body, lies);
  const res = await client.post('/api/auth/passkey/verify-authentication', { response });
  return { res, client, response };
}

const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe('adding a passkey', () => {
  test('takes the password, registers the key for this site, and lists it without key material', async ({
    app: t,
  }) => {
    const owner = await member(t);
    const none = await owner.client.post('/api/auth/passkey/generate-register-options', {});
    expect(none.status).toBe(400);
    expect(await errorCode(none)).toBe('current_password_required');
    const wrong = await owner.client.post('/api/auth/passkey/generate-register-options', {
      password: 'nope',
    });
    expect(await errorCode(wrong)).toBe('current_password_incorrect');

    const options = await owner.client.post('/api/auth/passkey/generate-register-options', {
      password: GOOD_PASSWORD,
    });
    const body = (await options.json()) as Options & {
      authenticatorSelection: { residentKey: string; userVerification: string };
      user: { name: string };
    };
    expect(body.rp.id).toBe('localhost');
    expect(body.user.name).toBe(owner.email);
    expect(body.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });

    const key = new SoftPasskey(TEST_ORIGIN);
    const res = await owner.client.post('/api/auth/passkey/verify-registration', {
      response: key.register(body),
      name: '  Work laptop  ',
    });
    expect(res.status).toBe(200);
    const list = (await (await owner.client.get('/api/auth/passkey/list-user-passkeys')).json()) as Record<
      string,
      unknown
    >[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      ['backedUp', 'createdAt', 'deviceType', 'id', 'lastUsedAt', 'name'].sort(),
    );
  });

  test('refuses an answer from another origin, for another site, without user verification, or to another challenge', async ({
    app: t,
  }) => {
    const owner = await member(t);
    for (const lies of [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { noUserVerification: true },
      { challenge: 'AAAAAAAAAAAAAAAAAAAAAA' },
    ]) {
      const { res } = await addPasskey(owner, undefined, undefined, lies);
      expect(res.status, JSON.stringify(lies)).toBe(400);
      expect(await errorCode(res)).toBe('passkey_failed');
    }
    const [rows] = await t.database.db
      .select({ id: authPasskeys.id })
      .from(authPasskeys)
      .where(eq(authPasskeys.userId, owner.id));
    expect(rows).toBeUndefined();
  });

  test('uses each challenge once, and only for the account that asked for it', async ({ app: t }) => {
    const owner = await member(t);
    const other = await member(t);
    const options = (await (
      await owner.client.post('/api/auth/passkey/generate-register-options', { password: GOOD_PASSWORD })
    ).json()) as Options;
    const key = new SoftPasskey(TEST_ORIGIN);
    const response = key.register(options);
    // The other account holding the owner's challenge cookie still gets nothing.
    const cookie = owner.client.cookieHeader.split('; ').find((c) => c.includes('passkey_challenge')) ?? '';
    expect(cookie).not.toBe('');
    const stolen = await t.app.request(`${TEST_ORIGIN}/api/auth/passkey/verify-registration`, {
      method: 'POST',
      body: JSON.stringify({ response }),
      headers: {
        'content-type': 'application/json',
        origin: TEST_ORIGIN,
        'x-forwarded-for': nextIp(),
        cookie: `${other.client.cookieHeader}; ${cookie}`,
      },
    });
    expect(stolen.status).toBe(400);
    expect(await errorCode(stolen)).toBe('passkey_failed');
    // …and the challenge is spent: the owner must ask again.
    const late = await owner.client.post('/api/auth/passkey/verify-registration', { response });
    expect(late.status).toBe(400);
    expect(await errorCode(late)).toBe('passkey_failed');
  });

  test('asks for the second factor too when two-factor sign-in is on', async ({ app: t }) => {
    const owner = await member(t);
    const enable = await owner.client.post('/api/auth/two-factor/enable', { password: GOOD_PASSWORD });
    const secret =
      new URL(((await enable.json()) as { totpURI: string }).totpURI).searchParams.get('secret') ?? '';
    expect((await owner.client.post('/api/auth/two-factor/verify-totp', { code: totp(secret) })).status).toBe(
      200,
    );
    const noCode = await owner.client.post('/api/auth/passkey/generate-register-options', {
      password: GOOD_PASSWORD,
    });
    expect(noCode.status).toBe(400);
    expect(await errorCode(noCode)).toBe('two_factor_code_required');
    const withCode = await owner.client.post('/api/auth/passkey/generate-register-options', {
      password: GOOD_PASSWORD,
      code: totp(secret, 1),
    });
    expect(withCode.status).toBe(200);
    const key = new SoftPasskey(TEST_ORIGIN);
    const res = await owner.client.post('/api/auth/passkey/verify-registration', {
      response: key.register((await withCode.json()) as Options),
    });
    expect(res.status).toBe(200);
    // The passkey is both factors: signing in with it asks for no code.
    const { res: signIn, client } = await signInWith(t, key);
    expect(signIn.status).toBe(200);
    expect((await client.api('GET /api/me')).status).toBe(200);
  });

  test('keeps one credential on one account, and at most MAX_PASSKEYS per account', async ({ app: t }) => {
    const owner = await member(t);
    const { res, key } = await addPasskey(owner);
    expect(res.status).toBe(200);
    const other = await member(t);
    const { res: again } = await addPasskey(other, key);
    expect(again.status).toBe(400);

    const full = await member(t);
    await t.database.db.insert(authPasskeys).values(
      Array.from({ length: MAX_PASSKEYS }, (_, i) => ({
        id: randomUUID(),
        userId: full.id,
        credentialId: `filler-${full.id}-${i}`,
        publicKey: 'AA',
        deviceType: 'singleDevice',
      })),
    );
    const refused = await full.client.post('/api/auth/passkey/generate-register-options', {
      password: GOOD_PASSWORD,
    });
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe('passkey_limit_reached');
  });

  test('refuses names with control characters or over 64 characters, and a huge answer', async ({
    app: t,
  }) => {
    const owner = await member(t);
    for (const name of ['bad\u0000name', 'x'.repeat(65)]) {
      const { res } = await addPasskey(owner, undefined, name);
      expect(res.status, name.slice(0, 10)).toBe(400);
      expect(await errorCode(res)).toBe('bad_request');
    }
    const huge = await owner.client.post('/api/auth/passkey/verify-registration', {
      response: {
        id: 'a',
        rawId: 'a',
        type: 'public-key',
        response: { clientDataJSON: 'a'.repeat(200_000) },
      },
    });
    expect([400, 413]).toContain(huge.status);
  });

  test('is not offered at an IP address: WebAuthn needs a name', async () => {
    // An app of its own, on a database of its own: its PUBLIC_URL is an IP address.
    const database = await freshDatabase();
    const atIp = await createTestApp({ database, env: { PUBLIC_URL: 'http://127.0.0.1:3000' } });
    try {
      const client = new TestClient(atIp.app, { origin: 'http://127.0.0.1:3000', language: 'pt-BR' });
      const res = await client.post('/api/auth/passkey/generate-authenticate-options');
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('passkey_unavailable');
      expect(body.error.message).toMatch(/endereço IP/);
    } finally {
      await atIp.close();
      await database.close();
    }
  });
});

describe('signing in with a passkey', () => {
  test('signs the owner in, with no password, and marks the passkey used', async ({ app: t }) => {
    const owner = await member(t);
    const { key } = await addPasskey(owner);
    const { res, client } = await signInWith(t, key);
    expect(res.status).toBe(200);
    expect(client.hasSession()).toBe(true);
    const me = await (await client.api('GET /api/me')).json();
    expect(me.id).toBe(owner.id);
    const [row] = await t.database.db.select().from(authPasskeys).where(eq(authPasskeys.userId, owner.id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  test('refuses a replayed answer, and lets exactly one of 8 racing copies in', async ({ app: t }) => {
    const owner = await member(t);
    const { key } = await addPasskey(owner);
    const { res, client, response } = await signInWith(t, key);
    expect(res.status).toBe(200);
    const replay = await client.post('/api/auth/passkey/verify-authentication', { response });
    expect(replay.status).toBe(401);
    expect(await errorCode(replay)).toBe('passkey_failed');

    const racer = new TestClient(t.app, { ip: nextIp() });
    const options = (await (
      await racer.post('/api/auth/passkey/generate-authenticate-options')
    ).json()) as Options;
    const answer = key.authenticate(options);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        racer.post('/api/auth/passkey/verify-authentication', { response: answer }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 401)).toHaveLength(7);
  });

  test('refuses a forged origin, another site, no user verification, a stale counter and an unknown key', async ({
    app: t,
  }) => {
    const owner = await member(t);
    const counting = new SoftPasskey(TEST_ORIGIN, true);
    await addPasskey(owner, counting);
    expect((await signInWith(t, counting)).res.status).toBe(200);
    for (const lies of [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { noUserVerification: true },
      { counter: 1 }, // a clone still at the count the real key has passed
    ]) {
      const { res, client } = await signInWith(t, counting, lies);
      expect(res.status, JSON.stringify(lies)).toBe(401);
      expect(client.hasSession()).toBe(false);
    }
    const unknown = await signInWith(t, new SoftPasskey(TEST_ORIGIN));
    expect(unknown.res.status).toBe(401);
    const pt = new TestClient(t.app, { ip: nextIp(), language: 'pt-BR' });
    const { res } = await signInWith(t, new SoftPasskey(TEST_ORIGIN), {}, pt);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/chave de acesso/);
  });

  test('refuses a banned account', async ({ app: t }) => {
    const owner = await member(t);
    const { key } = await addPasskey(owner);
    await t.database.db.update(usuarios).set({ banned: true }).where(eq(usuarios.id, owner.id));
    const { res, client } = await signInWith(t, key);
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('account_banned');
    expect(client.hasSession()).toBe(false);
  });

  test('refuses a forged or missing Origin before any challenge is written', async ({ app: t }) => {
    const before = await t.database.db.select().from(authVerifications);
    for (const origin of ['https://evil.example', null]) {
      const client = new TestClient(t.app, { ip: nextIp(), origin });
      // A cookie makes a missing Origin a browser's request, which must carry one.
      const res = await client.request('/api/auth/passkey/generate-authenticate-options', {
        method: 'POST',
        json: {},
        headers: { cookie: 'better-auth.session_token=x' },
      });
      expect(res.status, String(origin)).toBe(403);
      expect(await errorCode(res)).toBe('forbidden_origin');
    }
    expect(await t.database.db.select().from(authVerifications)).toHaveLength(before.length);
  });

  test('limits the answers per IP address', async ({ app: t }) => {
    const client = new TestClient(t.app, { ip: nextIp() });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await client.post('/api/auth/passkey/verify-authentication', {
        response: { id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: 'a' } },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('naming and removing passkeys', () => {
  test('renames and removes only the account’s own', async ({ app: t }) => {
    const owner = await member(t);
    const other = await member(t);
    await addPasskey(owner, undefined, 'Phone');
    const [mine] = (await (await owner.client.get('/api/auth/passkey/list-user-passkeys')).json()) as {
      id: string;
    }[];
    const id = mine?.id ?? '';
    expect(
      ((await (await other.client.get('/api/auth/passkey/list-user-passkeys')).json()) as unknown[]).length,
    ).toBe(0);
    const rename = await other.client.post('/api/auth/passkey/update-passkey', { id, name: 'Mine now' });
    expect(rename.status).toBe(404);
    const remove = await other.client.post('/api/auth/passkey/delete-passkey', { id });
    expect(remove.status).toBe(404);

    const renamed = await owner.client.post('/api/auth/passkey/update-passkey', { id, name: 'Old phone' });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { passkey: { name: string } }).passkey.name).toBe('Old phone');
    const removed = await owner.client.post('/api/auth/passkey/delete-passkey', { id });
    expect(removed.status).toBe(200);
    expect(
      ((await (await owner.client.get('/api/auth/passkey/list-user-passkeys')).json()) as unknown[]).length,
    ).toBe(0);
  });

  test('needs a session for everything but signing in', async ({ app: t }) => {
    const anonymous = new TestClient(t.app, { ip: nextIp() });
    expect((await anonymous.get('/api/auth/passkey/list-user-passkeys')).status).toBe(401);
    expect(
      (await anonymous.post('/api/auth/passkey/generate-register-options', { password: 'x' })).status,
    ).toBe(401);
    expect((await anonymous.post('/api/auth/passkey/delete-passkey', { id: 'x' })).status).toBe(401);
  });

  test('a password reset removes every passkey of the account (someone who knew the password may have added one)', async ({
    app: t,
  }) => {
    const owner = await member(t);
    const bystander = await member(t);
    const { key } = await addPasskey(owner);
    const { key: theirs } = await addPasskey(bystander);
    const asked = await new TestClient(t.app, { ip: nextIp() }).post('/api/auth/request-password-reset', {
      email: owner.email,
    });
    expect(asked.status).toBe(200);
    const mail = sent.filter((m) => m.to === owner.email).at(-1);
    const token = /reset-password\?token=([\w.-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const reset = await new TestClient(t.app, { ip: nextIp() }).post('/api/auth/reset-password', {
      newPassword: 'velvet tangerine harbour 77',
      token,
    });
    expect(reset.status).toBe(200);
    expect(
      await t.database.db.select().from(authPasskeys).where(eq(authPasskeys.userId, owner.id)),
    ).toHaveLength(0);
    expect((await signInWith(t, key)).res.status).toBe(401);
    // Someone else's are not touched.
    expect((await signInWith(t, theirs)).res.status).toBe(200);
  });

  test('a removed passkey no longer signs in', async ({ app: t }) => {
    const owner = await member(t);
    const { key } = await addPasskey(owner);
    const [row] = (await (await owner.client.get('/api/auth/passkey/list-user-passkeys')).json()) as {
      id: string;
    }[];
    await owner.client.post('/api/auth/passkey/delete-passkey', { id: row?.id });
    expect((await signInWith(t, key)).res.status).toBe(401);
  });
});

describe('your data', () => {
  test('the export lists passkeys by name and dates, never their key material', async ({ app: t }) => {
    const owner = await member(t);
    const { key } = await addPasskey(owner, undefined, 'Phone');
    const res = await owner.client.api('GET /api/me/export');
    expect(res.status).toBe(200);
    const text = await res.text();
    const data: ApiResult<'GET /api/me/export'> = JSON.parse(text);
    expect(data.passkeys).toHaveLength(1);
    expect(data.passkeys[0]).toMatchObject({ name: 'Phone', lastUsedAt: null });
    const [row] = await t.database.db.select().from(authPasskeys).where(eq(authPasskeys.userId, owner.id));
    expect(text).not.toContain(key.id);
    expect(text).not.toContain(row?.publicKey ?? 'missing');
  });
});
