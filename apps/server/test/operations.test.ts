import { billingApi, brandsApi, captionsApi } from '@captia/shared';
import { API_OPERATIONS } from '@captia/shared/operations';
import { describe, expect } from 'vitest';
import { keyMayCall } from '../src/keys/bearer';
import { test as base, resource } from './fixtures/setup';
import { createTestApp, type TestApp } from './helpers';

/**
 * Each operation is declared once, in the shared contract: the server serves exactly those
 * (the OpenAPI document is generated from the routes it registered), at the declared path and
 * method, with the declared summary. A route added beside the contract, or a declaration the
 * server forgot, fails here.
 */
const declared = API_OPERATIONS;
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_captia',
  STRIPE_WEBHOOK_SECRET: 'whsec_captia',
  STRIPE_PRICE_PROFISSIONAL_MONTHLY: 'price_pro_monthly',
  STRIPE_PRICE_PROFISSIONAL_YEARLY: 'price_pro_yearly',
  STRIPE_PRICE_PREMIUM_MONTHLY: 'price_premium_monthly',
  STRIPE_PRICE_PREMIUM_YEARLY: 'price_premium_yearly',
};

/**
 * `app` is the sandbox (no Stripe), fixtures/setup.ts's; `stripe` is a second app of its own
 * (createTestApp, its own database) with Stripe configured, made for the first test that needs it.
 */
const test = base.extend(
  'stripe',
  { scope: 'file' },
  resource(
    () => createTestApp({ env: STRIPE }),
    (stripe) => stripe.close(),
  ),
);

interface Document {
  paths: Record<string, Record<string, { summary?: string }>>;
}

/** Raw: the OpenAPI document is not an operation of the contract. */
async function served(t: TestApp) {
  const res = await t.app.request('http://localhost:3000/api/openapi.json');
  expect(res.status).toBe(200);
  const document = (await res.json()) as Document;
  return new Map(
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => [key(method, path), op.summary] as const),
    ),
  );
}

describe('one declaration per operation', () => {
  test('no two declarations name the same method and path', () => {
    const keys = declared.map((op) => key(op.method, op.path));
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('the server serves every declared operation and nothing else (Stripe configured)', async ({
    stripe,
  }) => {
    const document = await served(stripe);
    expect([...document.keys()].sort()).toEqual(declared.map((op) => key(op.method, op.path)).sort());
    for (const op of declared) expect(document.get(key(op.method, op.path))).toBe(op.summary);
  });

  test('without Stripe, every operation but the Stripe webhook', async ({ app: sandbox }) => {
    const document = await served(sandbox);
    const expected = declared.filter((op) => op !== billingApi.stripeWebhook);
    expect([...document.keys()].sort()).toEqual(expected.map((op) => key(op.method, op.path)).sort());
  });

  test('a declared path answers at that path: a parameter route and a mounted module', async ({
    app: sandbox,
  }) => {
    // Raw, on purpose: the paths as the declarations spell them, and an undeclared one.
    // Not signed in: the route exists (401), where an undeclared neighbour is a 404.
    const read = await sandbox.app.request(
      `http://localhost:3000${brandsApi.read.path.replace('{id}', 'x')}`,
    );
    expect(read.status).toBe(401);
    const options = await sandbox.app.request(`http://localhost:3000${captionsApi.options.path}`);
    expect(options.status).toBe(200);
    const undeclared = await sandbox.app.request('http://localhost:3000/api/brands/x/y');
    expect(undeclared.status).toBe(404);
  });
});

describe('who an API key may call', () => {
  test('exactly the operations declared with the bearer scheme: never keys, billing, admin or account changes', () => {
    for (const op of API_OPERATIONS) {
      const path = op.path.replace(/\{[^}]+\}/g, 'x');
      const bearer = op.security.some((scheme) => 'bearer' in scheme);
      expect(keyMayCall(op.method.toUpperCase(), path), `${op.method} ${op.path}`).toBe(bearer);
    }
    expect(keyMayCall('POST', '/api/campaigns')).toBe(true);
    expect(keyMayCall('POST', '/api/keys')).toBe(false);
    expect(keyMayCall('PATCH', '/api/me')).toBe(false);
    expect(keyMayCall('POST', '/api/functions/create-checkout')).toBe(false);
    expect(keyMayCall('GET', '/api/admin/users')).toBe(false);
  });
});
