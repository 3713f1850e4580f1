import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../src/mail/mailer';
import { TestClient } from './client';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers';

/**
 * A local OpenID provider stands in for Google: only GOOGLE_ISSUER changes, the code
 * path (discovery, PKCE, code exchange, ID token validation) is the production one.
 */
const mailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };
let issuerServer: http.Server;
let issuer: string;
let t: TestApp;

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
/** Who "logs in" at the provider next. */
let current = GOOGLE_USER;

beforeAll(async () => {
  issuerServer = http.createServer();
  await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
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
      const user = [GOOGLE_USER, UNVERIFIED_USER].find((u) => u.sub === sub) ?? GOOGLE_USER;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: user.email, email_verified: user.emailVerified, name: user.name }),
      };
    },
    features: { devInteractions: { enabled: false } },
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
  t = await createTestApp({
    mailer,
    env: {
      GOOGLE_CLIENT_ID: 'captia-test',
      GOOGLE_CLIENT_SECRET: 'captia-test-secret',
      GOOGLE_ISSUER: issuer,
      ADMIN_EMAILS: `${GOOGLE_USER.email},${UNVERIFIED_USER.email}`,
    },
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => issuerServer.close(resolve));
});

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
  it('tells the browser Google sign-in is available', async () => {
    expect(await (await t.app.request('/api/config')).json()).toMatchObject({ googleSignIn: true });
  });

  it('signs in, creating the same rows with the name from the Google profile; a listed, verified e-mail is admin', async () => {
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

    const me = await client.get('/api/me');
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
    expect(((await (await again.get('/api/me')).json()) as { id: string }).id).toBe(
      ((await (await client.get('/api/me')).json()) as { id: string }).id,
    );
  });

  it('does not make a listed address admin when Google does not say it is verified', async () => {
    current = UNVERIFIED_USER;
    const client = new TestClient(t.app);
    const start = await client.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' });
    const { url } = (await start.json()) as { url: string };
    const done = await client.get((await walkProvider(url)).slice(TEST_ORIGIN.length));
    expect(done.status).toBe(302);
    const me = await client.get('/api/me');
    expect(await me.json()).toMatchObject({
      email: UNVERIFIED_USER.email,
      emailVerified: false,
      role: 'user',
      isAdmin: false,
    });
    expect((await client.get('/api/admin/users')).status).toBe(403);
  });
});
