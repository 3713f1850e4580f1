import { randomBytes } from 'node:crypto';
import http, { type Server } from 'node:http';
import { describe, expect } from 'vitest';
import { listen } from '../src/http/node-server';
import { translator } from '../src/i18n';
import { GOOD_PASSWORD, uniqueEmail } from './client';
import { test as base } from './fixtures/setup';
import { createTestApp, type TestApp } from './helpers';

/**
 * Decision 0035. In process, a request's URL stands for the `Host` it came with: the Node server
 * builds the URL from that header (a test on a real socket below shows it). PORT is its default,
 * 3000, so PUBLIC_URL's default is http://localhost:3000.
 */
const PUBLIC_DEFAULT = 'http://localhost:3000';
const LAN = 'http://192.168.1.5:3000';

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://captia.example',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  // Production refuses a secret written in the source (this file included).
  BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_WEBHOOK_SECRET: 'whsec_unused',
  STRIPE_PRICE_PROFISSIONAL_MONTHLY: 'price_1',
  STRIPE_PRICE_PROFISSIONAL_YEARLY: 'price_2',
  STRIPE_PRICE_PREMIUM_MONTHLY: 'price_3',
  STRIPE_PRICE_PREMIUM_YEARLY: 'price_4',
};

interface Call {
  /** Scheme, host and port the request was sent to (its `Host`). */
  to: string;
  origin: string;
  cookie?: string;
  language?: string;
}

function send(t: TestApp, path: string, method: string, json: unknown, call: Call) {
  const headers = new Headers({ 'content-type': 'application/json', origin: call.origin });
  if (call.cookie) headers.set('cookie', call.cookie);
  if (call.language) headers.set('accept-language', call.language);
  return t.app.request(`${call.to}${path}`, { method, headers, body: JSON.stringify(json) });
}

const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.includes('session_token'));

function signUp(t: TestApp, call: Call) {
  const email = uniqueEmail('first-run');
  return send(t, '/api/auth/sign-up/email', 'POST', { name: 'First', email, password: GOOD_PASSWORD }, call);
}

/** A session on `t`, signed up from its public origin. */
async function session(t: TestApp, publicOrigin: string): Promise<string> {
  const res = await signUp(t, { to: publicOrigin, origin: publicOrigin });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error('no session cookie after sign-up');
  return cookie;
}

/** Sign-up, then two writes with a cookie: one through Better Auth's check, one through ours only. */
async function expectAccepted(t: TestApp, call: Omit<Call, 'cookie'>, cookie: string) {
  const signedUp = await signUp(t, call);
  expect(signedUp.status, await signedUp.clone().text()).toBe(200);
  expect(sessionCookie(signedUp)).toBeDefined();
  const renamed = await send(t, '/api/auth/update-user', 'POST', { name: 'Renamed' }, { ...call, cookie });
  expect(renamed.status, await renamed.clone().text()).toBe(200);
  const patched = await send(t, '/api/me', 'PATCH', { name: 'Patched' }, { ...call, cookie });
  expect(patched.status, await patched.clone().text()).toBe(200);
}

async function expectRefused(t: TestApp, call: Omit<Call, 'cookie'>, cookie: string) {
  const signedUp = await signUp(t, call);
  expect(signedUp.status).toBe(403);
  expect((await signedUp.json()).error.code).toBe('forbidden_origin');
  expect(sessionCookie(signedUp)).toBeUndefined();
  for (const [path, method] of [
    ['/api/auth/update-user', 'POST'],
    ['/api/me', 'PATCH'],
  ] as const) {
    const res = await send(t, path, method, { name: 'Forged' }, { ...call, cookie });
    expect(res.status, `${method} ${path}`).toBe(403);
    expect((await res.json()).error.code).toBe('forbidden_origin');
  }
}

/**
 * Three apps on one database: `app` (fixtures/setup.ts's, createTestApp) is the first run,
 * PUBLIC_URL unset; `configured` has PUBLIC_URL set, to the very value of its default;
 * `production` has NODE_ENV=production (PUBLIC_URL is required there). Each session, and the
 * real socket, is made for the first test that needs it. Every request stays raw: the Host it
 * was sent to, its Origin and its cookie are what is tested.
 */
const test = base
  .extend('appOptions', { scope: 'file' }, { env: { PUBLIC_URL: '' } })
  .extend('configured', { scope: 'file' }, ({ database }) =>
    createTestApp({ database, env: { PUBLIC_URL: PUBLIC_DEFAULT } }),
  )
  .extend('production', { scope: 'file' }, ({ database }) => createTestApp({ database, env: PRODUCTION_ENV }))
  .extend('firstRunCookie', { scope: 'file' }, ({ app }) => session(app, PUBLIC_DEFAULT))
  .extend('configuredCookie', { scope: 'file' }, ({ configured }) => session(configured, PUBLIC_DEFAULT))
  .extend('productionCookie', { scope: 'file' }, ({ production }) =>
    session(production, 'https://captia.example'),
  )
  // The first-run app on a real socket on 127.0.0.1: its port.
  .extend('port', { scope: 'file' }, async ({ app }, { onCleanup }) => {
    let server: Server | undefined;
    const port = await new Promise<number>((resolve) => {
      server = listen({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
    });
    onCleanup(async () => {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
    });
    return port;
  });

describe('PUBLIC_URL unset: the address the browser used', () => {
  test.for<[string, string, string]>([
    ['localhost', PUBLIC_DEFAULT, PUBLIC_DEFAULT],
    ['127.0.0.1', 'http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['[::1]', 'http://[::1]:3000', 'http://[::1]:3000'],
    ['another loopback spelling of the same port', PUBLIC_DEFAULT, 'http://127.0.0.1:3000'],
    ['a LAN IPv4 address matching its Host', LAN, LAN],
    ['a LAN IPv6 address matching its Host', 'http://[fd00::5]:3000', 'http://[fd00::5]:3000'],
    // `npm run dev`: Vite's proxy keeps the Host the browser sent.
    ['the port the browser used (a dev proxy)', 'http://localhost:5173', 'http://localhost:5173'],
  ])('accepts %s', async ([, to, origin], { app: firstRun, firstRunCookie: cookie }) => {
    await expectAccepted(firstRun, { to, origin }, cookie);
  });

  test.for<[string, string, string]>([
    ['a foreign site', PUBLIC_DEFAULT, 'http://evil.example'],
    ['a foreign site posting to the LAN address', LAN, 'http://evil.example'],
    [
      'a foreign site with a forged matching Host (DNS rebinding)',
      'http://evil.example:3000',
      'http://evil.example:3000',
    ],
    ['a name on the LAN, even matching its Host', 'http://captia.local:3000', 'http://captia.local:3000'],
    ['a LAN origin whose Host differs', LAN, 'http://192.168.1.6:3000'],
    ['a LAN origin sent to the loopback address', 'http://127.0.0.1:3000', LAN],
    ['another port (loopback)', 'http://127.0.0.1:3000', 'http://127.0.0.1:4000'],
    ['another port (LAN)', LAN, 'http://192.168.1.5:4000'],
    ['https for an http request (loopback)', 'http://127.0.0.1:3000', 'https://127.0.0.1:3000'],
    ['https for an http request (LAN)', LAN, 'https://192.168.1.5:3000'],
    ['an opaque origin', LAN, 'null'],
  ])('refuses %s', async ([, to, origin], { app: firstRun, firstRunCookie: cookie }) => {
    await expectRefused(firstRun, { to, origin }, cookie);
  });

  test('still refuses a cookie-carrying write without an Origin', async ({
    app: firstRun,
    firstRunCookie: cookie,
  }) => {
    const res = await firstRun.app.request(`${LAN}/api/me`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'No origin' }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('forbidden_origin');
  });
});

describe('PUBLIC_URL set: its origin only', () => {
  test('accepts PUBLIC_URL', async ({ configured, configuredCookie: cookie }) => {
    await expectAccepted(configured, { to: PUBLIC_DEFAULT, origin: PUBLIC_DEFAULT }, cookie);
  });

  test.for<[string, string]>([
    ['127.0.0.1', 'http://127.0.0.1:3000'],
    ['[::1]', 'http://[::1]:3000'],
    ['a LAN address', LAN],
  ])(
    'refuses %s even with a matching Host',
    async ([, address], { configured, configuredCookie: cookie }) => {
      await expectRefused(configured, { to: address, origin: address }, cookie);
    },
  );
});

describe('production: PUBLIC_URL only', () => {
  test('accepts PUBLIC_URL', async ({ production, productionCookie: cookie }) => {
    const origin = 'https://captia.example';
    await expectAccepted(production, { to: origin, origin }, cookie);
  });

  test.for<[string, string]>([
    ['localhost', PUBLIC_DEFAULT],
    ['127.0.0.1', 'http://127.0.0.1:3000'],
    ['a LAN address', LAN],
  ])(
    'refuses %s even with a matching Host',
    async ([, address], { production, productionCookie: cookie }) => {
      await expectRefused(production, { to: address, origin: address }, cookie);
    },
  );
});

describe('the refusal tells an operator what to set', () => {
  test('names the origin it came from, the one accepted, and PUBLIC_URL', async ({ app: firstRun }) => {
    const res = await signUp(firstRun, { to: LAN, origin: 'http://captia.local:3000', language: 'en-US' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: {
        code: 'forbidden_origin',
        message:
          'This request came from http://captia.local:3000, but this server only accepts http://localhost:3000. If you run CaptIA, set PUBLIC_URL to the address people open.',
      },
    });
  });

  test('in the request’s language', async ({ configured }) => {
    const res = await signUp(configured, { to: LAN, origin: LAN, language: 'pt-BR' });
    const { error } = await res.json();
    expect(error.code).toBe('forbidden_origin');
    expect(error.message).toBe(
      translator('pt-BR')('errors.originRefused', { origin: LAN, expected: PUBLIC_DEFAULT }),
    );
    expect(error.message).toContain('Esta requisição veio de http://192.168.1.5:3000');
    expect(error.message).toContain('http://localhost:3000');
    expect(error.message).toContain('PUBLIC_URL');
  });

  test('names PUBLIC_URL as set', async ({ production }) => {
    const res = await signUp(production, { to: LAN, origin: LAN, language: 'en-US' });
    expect((await res.json()).error.message).toContain('only accepts https://captia.example.');
  });

  test('keeps the plain message when no site is named', async ({ app: firstRun }) => {
    const res = await signUp(firstRun, { to: LAN, origin: 'null', language: 'en-US' });
    expect((await res.json()).error.message).toBe(translator('en-US')('errors.api.forbidden_origin'));
  });
});

describe('on a real socket: the Host header decides', () => {
  /** A sign-up sent to 127.0.0.1 with the Host and Origin given (a browser sends the address it opened). */
  function signUpWith(port: number, host: string, origin: string) {
    const body = JSON.stringify({ name: 'Socket', email: uniqueEmail('socket'), password: GOOD_PASSWORD });
    return new Promise<{ status: number; code?: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/sign-up/email',
          headers: {
            host,
            origin,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () => {
            const code = res.statusCode === 200 ? undefined : JSON.parse(text).error?.code;
            resolve({ status: res.statusCode ?? 0, code });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  test('accepts a LAN address the request was sent to', async ({ port }) => {
    const host = `192.168.1.5:${port}`;
    expect(await signUpWith(port, host, `http://${host}`)).toEqual({ status: 200, code: undefined });
  });

  test('accepts the loopback address it came to', async ({ port }) => {
    const host = `127.0.0.1:${port}`;
    expect(await signUpWith(port, host, `http://${host}`)).toEqual({ status: 200, code: undefined });
  });

  test('refuses a foreign page, whatever Host it came with', async ({ port }) => {
    expect(await signUpWith(port, `192.168.1.5:${port}`, 'http://evil.example')).toEqual({
      status: 403,
      code: 'forbidden_origin',
    });
    expect(await signUpWith(port, `evil.example:${port}`, `http://evil.example:${port}`)).toEqual({
      status: 403,
      code: 'forbidden_origin',
    });
  });
});
