import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect } from 'vitest';
import { EnvError, loadEnv } from '../src/env';
import type { Mailer } from '../src/mail/mailer';
import { signUpMember } from './client';
import { test as base } from './fixtures/setup';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers';

/**
 * The outbox (its reset links) and /metrics without a token are on only with DEV_TOOLS=on, never
 * in production, and even then refuse a loopback socket that carries any header a proxy, CDN or
 * tunnel adds (decision 0048): a reverse proxy on this machine that adds no forwarding header
 * (nginx's plain proxy_pass) cannot be told from a browser here, so the switch is the operator's.
 */
const outboxMailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };
const METRICS_TOKEN = 'metrics-token-for-the-switch-test-0123';

/**
 * Three apps on one database: `app` (fixtures/setup.ts's, createTestApp) with the tools on, and
 * `off` and `offWithToken` made on the file's `database` for the first test that needs them
 * (closed with it). The requests stay raw: real sockets on loopback, with a proxy's headers.
 */
const test = base
  .extend('appOptions', { scope: 'file' }, { mailer: outboxMailer, env: { DEV_TOOLS: 'on' } })
  .extend('off', { scope: 'file' }, ({ database }) =>
    createTestApp({ mailer: outboxMailer, database, env: { DEV_TOOLS: 'off' } }),
  )
  .extend('offWithToken', { scope: 'file' }, ({ database }) =>
    createTestApp({ mailer: outboxMailer, database, env: { DEV_TOOLS: 'off', METRICS_TOKEN } }),
  );

/** `app` on a real socket on 127.0.0.1 while `body` runs: requests through it are from loopback. */
async function overLoopback(app: TestApp, body: (base: string) => Promise<void>) {
  const server = serve({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' });
  try {
    await new Promise<void>((resolve) => server.once('listening', resolve));
    await body(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const TOOLS = ['/api/dev/outbox?limit=1', '/dev/mailbox', '/metrics'];

/** What proxies, CDNs, load balancers and tunnels add to a request they relay. */
const RELAY_HEADERS: Record<string, string> = {
  'X-Forwarded-For': '203.0.113.7',
  Forwarded: 'for=203.0.113.7',
  'X-Real-IP': '203.0.113.7',
  'CF-Connecting-IP': '203.0.113.7',
  'CF-Ray': '8a1b2c3d4e5f6789-GRU',
  'True-Client-IP': '203.0.113.7',
  'X-Client-IP': '203.0.113.7',
  'Fastly-Client-IP': '203.0.113.7',
  'X-Cluster-Client-IP': '203.0.113.7',
  Via: '1.1 proxy.example',
  'X-Forwarded-Host': 'captia.example',
  'X-Forwarded-Proto': 'https',
  'X-Forwarded-Port': '443',
  'X-Original-Forwarded-For': '203.0.113.7',
  'X-Amzn-Trace-Id': 'Root=1-67891233-abcdef012345678912345678',
  'Fly-Client-IP': '203.0.113.7',
};

describe('DEV_TOOLS=on (outside production)', () => {
  test('answers a browser on this machine: the outbox, the mailbox page and /metrics', async ({
    app: on,
  }) => {
    await signUpMember(on, { tag: 'switch' });
    await overLoopback(on, async (base) => {
      for (const path of TOOLS) expect((await fetch(`${base}${path}`)).status, path).toBe(200);
    });
  });

  test('refuses a loopback socket that carries any header a proxy, CDN or tunnel adds: the ordinary 404', async ({
    app: on,
  }) => {
    await overLoopback(on, async (base) => {
      for (const [name, value] of Object.entries(RELAY_HEADERS)) {
        for (const path of TOOLS) {
          const res = await fetch(`${base}${path}`, { headers: { [name]: value } });
          expect(res.status, `${name} on ${path}`).toBe(404);
          if (path !== '/dev/mailbox') expect((await res.json()).error.code).toBe('not_found');
          else expect(await res.text()).toBe('Not found');
        }
      }
    });
  });
});

describe('without DEV_TOOLS (the default)', () => {
  test('the tools are not there, even for a browser on this machine or a request built in-process', async ({
    off,
  }) => {
    await overLoopback(off, async (base) => {
      for (const path of TOOLS) expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    });
    for (const path of TOOLS) expect((await off.app.request(`${TEST_ORIGIN}${path}`)).status, path).toBe(404);
  });

  test('/metrics still answers the holder of METRICS_TOKEN, from anywhere', async ({ offWithToken }) => {
    await overLoopback(offWithToken, async (base) => {
      const scrape = await fetch(`${base}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}`, 'x-forwarded-for': '203.0.113.7' },
      });
      expect(scrape.status).toBe(200);
      expect(await scrape.text()).toContain('captia_http_requests_total');
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
    });
  });

  test('is the default, and production refuses DEV_TOOLS=on', () => {
    const base = { NODE_ENV: 'development', PASSWORD_HASH_COST: 'test' };
    expect(loadEnv(base).DEV_TOOLS).toBe(false);
    expect(loadEnv({ ...base, DEV_TOOLS: 'on' }).DEV_TOOLS).toBe(true);
    const production = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'a-secret-for-this-test-only-not-written-anywhere-else-9f3c'.replace(
        '9f3c',
        'x7q2',
      ),
      SMTP_URL: 'smtp://mail.example:25',
      PUBLIC_URL: 'https://captia.example',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_PROFISSIONAL_MONTHLY: 'price_1',
      STRIPE_PRICE_PROFISSIONAL_YEARLY: 'price_2',
      STRIPE_PRICE_PREMIUM_MONTHLY: 'price_3',
      STRIPE_PRICE_PREMIUM_YEARLY: 'price_4',
    };
    expect(loadEnv(production).DEV_TOOLS).toBe(false);
    expect(() => loadEnv({ ...production, DEV_TOOLS: 'on' })).toThrow(EnvError);
    expect(() => loadEnv({ ...production, DEV_TOOLS: 'on' })).toThrow(/DEV_TOOLS/);
  });
});
