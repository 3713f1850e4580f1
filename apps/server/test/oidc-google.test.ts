import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { describe, expect } from 'vitest';
import { authAccounts, usuarios } from '../src/db/schema/index';
import type { Mailer } from '../src/mail/mailer';
import { GOOD_PASSWORD, type Member, signUpMember, TestClient } from './client';
import { test as base, resource } from './fixtures/setup';
import { TEST_ORIGIN, type TestApp } from './helpers';
import { totp } from './totp';

/**
 * A local OpenID provider stands in for Google: only GOOGLE_ISSUER changes, the code
 * path (discovery, PKCE, code exchange, ID token validation) is the production one.
 */
const mailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };

const GOOGLE_USER = {
  sub: 'google-user-1',
  email: 'gabriela.google@example.com',
  name: 'Gabriela Google',
  emailVerified: true,
};
/** Listed in ADMIN_EMAILS, but Google does not vouch for the address. */
const UNVERIFIED_USER = {
  sub: 'google-user-2',
  email: 'ugo.unverified@example.com',
  name: 'Ugo Unverified',
  emailVerified: false,
};
/** Has a password account here with two-factor on, and linked this Google identity before turning it on. */
const LINKED_TWO_FACTOR_USER = {
  sub: 'google-user-3',
  email: 'lia.linked@example.com',
  name: 'Lia Linked',
  emailVerified: true,
};
/** Has a password account here with two-factor on, never signed in with Google. */
const UNLINKED_TWO_FACTOR_USER = {
  sub: 'google-user-4',
  email: 'nina.new-link@example.com',
  name: 'Nina New-Link',
  emailVerified: true,
};
const PROVIDER_USERS = [GOOGLE_USER, UNVERIFIED_USER, LINKED_TWO_FACTOR_USER, UNLINKED_TWO_FACTOR_USER];
/** Who "logs in" at the provider next. */
let current = GOOGLE_USER;

/** The local OpenID provider on a port of its own: its server and its issuer URL. */
async function startIssuer(): Promise<{ server: http.Server; issuer: string }> {
  const issuerServer = http.createServer();
  await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'captia-test',
        client_secret: 'captia-test-secret',
        redirect_uris: [`${TEST_ORIGIN}/api/auth/callback/google`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, sub) => {
      const user = PROVIDER_USERS.find((u) => u.sub === sub) ?? GOOGLE_USER;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: user.email, email_verified: user.emailVerified, name: user.name }),
      };
    },
    features: { devInteractions: { enabled: false } },
    // The address and its verification in the ID token itself, as Google writes them.
    conformIdTokenClaims: false,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  // The user "logs in and consents" at once: that is the provider's business, not ours.
  issuerServer.on('request', async (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({
        accountId: current.sub,
        clientId: details.params.client_id as string,
      });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, {
        login: { accountId: current.sub },
        consent: { grantId },
      });
      return;
    }
    provider.callback()(req, res);
  });
  return { server: issuerServer, issuer };
}

/**
 * `provider` is the local OpenID provider, started for the first test that needs it and closed
 * after the file; `app` is fixtures/setup.ts's (createTestApp), with Google pointed at it.
 * Better Auth's endpoints (the social sign-in, its callback, two-factor) stay raw.
 */
const test = base
  .extend(
    'provider',
    { scope: 'file' },
    resource(startIssuer, ({ server }) => new Promise((resolve) => server.close(resolve))),
  )
  .extend('appOptions', { scope: 'file' }, ({ provider }) => ({
    mailer,
    env: {
      GOOGLE_CLIENT_ID: 'captia-test',
      GOOGLE_CLIENT_SECRET: 'captia-test-secret',
      GOOGLE_ISSUER: provider.issuer,
      ADMIN_EMAILS: `${GOOGLE_USER.email},${UNVERIFIED_USER.email}`,
    },
  }));

/** Follows the provider's redirects with its own cookie jar until it sends us back. */
async function walkProvider(url: string): Promise<string> {
  const cookies = new Map<string, string>();
  let next = url;
  for (let hop = 0; hop < 10; hop++) {
    if (next.startsWith(TEST_ORIGIN)) return next;
    const res = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const i = pair.indexOf('=');
      cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${next} with ${res.status}: ${await res.text()}`);
    next = new URL(location, next).toString();
  }
  throw new Error('too many redirects');
}

describe('Google sign-in through a local OpenID provider', () => {
  test('tells the browser Google sign-in is available', async ({ app: t }) => {
    expect(await (await new TestClient(t.app).api('GET /api/config')).json()).toMatchObject({
      googleSignIn: true,
    });
  });

  test('signs in, creating the same rows with the name from the Google profile; a listed, verified e-mail is admin', async ({
    app: t,
    provider: { issuer },
  }) => {
    current = GOOGLE_USER;
    const client = new TestClient(t.app);
    const start = await client.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' });
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    expect(url.startsWith(`${issuer}/`)).toBe(true);

    const callback = await walkProvider(url);
    const done = await client.get(callback.slice(TEST_ORIGIN.length));
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/');

    const me = await client.api('GET /api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: GOOGLE_USER.email,
      name: GOOGLE_USER.name,
      emailVerified: true,
      // In ADMIN_EMAILS, and Google's ID token says the address is verified.
      role: 'admin',
      tier: 'free',
    });

    // A second sign-in reuses the account.
    const again = new TestClient(t.app);
    const second = (await (
      await again.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' })
    ).json()) as {
      url: string;
    };
    await again.get((await walkProvider(second.url)).slice(TEST_ORIGIN.length));
    expect((await (await again.api('GET /api/me')).json()).id).toBe(
      (await (await client.api('GET /api/me')).json()).id,
    );
  });

  test('does not make a listed address admin when Google does not say it is verified', async ({ app: t }) => {
    current = UNVERIFIED_USER;
    const client = new TestClient(t.app);
    const start = await client.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' });
    const { url } = (await start.json()) as { url: string };
    const done = await client.get((await walkProvider(url)).slice(TEST_ORIGIN.length));
    expect(done.status).toBe(302);
    const me = await client.api('GET /api/me');
    expect(await me.json()).toMatchObject({
      email: UNVERIFIED_USER.email,
      emailVerified: false,
      role: 'user',
      isAdmin: false,
    });
    expect((await client.api('GET /api/admin/users')).status).toBe(403);
  });
});

/** A Google sign-in from the button's request to the provider's redirect back, answered by us. */
async function googleSignIn(client: TestClient, body: Record<string, unknown> = {}): Promise<Response> {
  const start = await client.post('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: '/',
    ...body,
  });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  return client.get((await walkProvider(url)).slice(TEST_ORIGIN.length));
}

/** A member with a password and a verified address (Better Auth links only to a verified one). */
async function verifiedMember(t: TestApp, email: string): Promise<Member> {
  const member = await signUpMember(t, { email });
  await t.database.db.update(usuarios).set({ emailVerified: true }).where(eq(usuarios.id, member.id));
  return member;
}

/** A member with a password who turned two-factor on (its setup code spent). */
async function turnOnTwoFactor(member: Member): Promise<string> {
  const enable = await member.client.post('/api/auth/two-factor/enable', { password: GOOD_PASSWORD });
  expect(enable.status).toBe(200);
  const secret =
    new URL(((await enable.json()) as { totpURI: string }).totpURI).searchParams.get('secret') ?? '';
  expect((await member.client.post('/api/auth/two-factor/verify-totp', { code: totp(secret) })).status).toBe(
    200,
  );
  return secret;
}

const googleAccounts = async (t: TestApp, userId: string) =>
  (
    await t.database.db
      .select()
      .from(authAccounts)
      .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'google')))
  ).length;

/** An ID token the provider issued to our client for `current`, as a mobile app would hold one. */
async function idTokenFor(issuer: string, nonce: string): Promise<{ token: string; nonce: string }> {
  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string;
    token_endpoint: string;
  };
  const redirectUri = `${TEST_ORIGIN}/api/auth/callback/google`;
  const authorize = new URL(discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: 'captia-test',
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: redirectUri,
    state: 'test-state',
    nonce,
  }).toString();
  const code = new URL(await walkProvider(authorize.toString())).searchParams.get('code') ?? '';
  const res = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from('captia-test:captia-test-secret').toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
    }).toString(),
  });
  expect(res.status).toBe(200);
  return { token: ((await res.json()) as { id_token: string }).id_token, nonce };
}

describe('Google sign-in to an account with two-factor on (decision 0048)', () => {
  test('a linked Google identity leads to the code step, not to a session; the code finishes it', async ({
    app: t,
  }) => {
    const member = await verifiedMember(t, LINKED_TWO_FACTOR_USER.email);
    // Linked while two-factor was off (the address is Google-verified, Google is trusted).
    current = LINKED_TWO_FACTOR_USER;
    const first = new TestClient(t.app);
    expect((await googleSignIn(first)).headers.get('location')).toBe('/');
    expect(await googleAccounts(t, member.id)).toBe(1);
    const secret = await turnOnTwoFactor(member);

    const client = new TestClient(t.app);
    const done = await googleSignIn(client, { callbackURL: '/planner' });
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/login?two-factor=1&redirect=%2Fplanner');
    expect(client.hasSession()).toBe(false);
    for (const route of ['GET /api/me', 'GET /api/history', 'GET /api/me/export'] as const)
      expect((await client.api(route)).status, route).toBe(401);

    const code = await client.post('/api/auth/two-factor/verify-totp', { code: totp(secret, 1) });
    expect(code.status).toBe(200);
    expect(client.hasSession()).toBe(true);
    expect(await (await client.api('GET /api/me')).json()).toMatchObject({
      email: LINKED_TWO_FACTOR_USER.email,
      twoFactorEnabled: true,
    });
  });

  test('a Google identity not linked yet is not linked by a sign-in, and signs no one in', async ({
    app: t,
  }) => {
    const member = await verifiedMember(t, UNLINKED_TWO_FACTOR_USER.email);
    await turnOnTwoFactor(member);
    current = UNLINKED_TWO_FACTOR_USER;
    const client = new TestClient(t.app);
    const done = await googleSignIn(client, { errorCallbackURL: '/login' });
    expect(done.status).toBe(302);
    const location = new URL(done.headers.get('location') ?? '', TEST_ORIGIN);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('two_factor_required');
    expect(client.hasSession()).toBe(false);
    expect((await client.api('GET /api/me')).status).toBe(401);
    expect(await googleAccounts(t, member.id)).toBe(0);
  });

  test('an ID token sent directly (no redirect) signs no one in either', async ({
    app: t,
    provider: { issuer },
  }) => {
    current = LINKED_TWO_FACTOR_USER;
    const client = new TestClient(t.app);
    const res = await client.post('/api/auth/sign-in/social', {
      provider: 'google',
      idToken: await idTokenFor(issuer, 'nonce-for-a-direct-id-token'),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'two_factor_required', message: expect.stringMatching(/password and code/) },
    });
    expect(client.hasSession()).toBe(false);
  });

  test('an ID token of an account without two-factor still signs in', async ({
    app: t,
    provider: { issuer },
  }) => {
    current = GOOGLE_USER;
    const client = new TestClient(t.app);
    const res = await client.post('/api/auth/sign-in/social', {
      provider: 'google',
      idToken: await idTokenFor(issuer, 'nonce-for-a-plain-account'),
    });
    expect(res.status).toBe(200);
    expect(client.hasSession()).toBe(true);
  });
});
