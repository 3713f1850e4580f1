import { billingApi, brandsApi, captionsApi } from '@captia/shared';
import { API_OPERATIONS } from '@captia/shared/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyMayCall } from '../src/keys/bearer';
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

interface Document {
  paths: Record<string, Record<string, { summary?: string }>>;
}

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
  let sandbox: TestApp;
  let stripe: TestApp;
  beforeAll(async () => {
    sandbox = await createTestApp();
    stripe = await createTestApp({ env: STRIPE });
  });
  afterAll(async () => {
    await sandbox.close();
    await stripe.close();
  });

  it('no two declarations name the same method and path', () => {
    const keys = declared.map((op) => key(op.method, op.path));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('the server serves every declared operation and nothing else (Stripe configured)', async () => {
    const document = await served(stripe);
    expect([...document.keys()].sort()).toEqual(declared.map((op) => key(op.method, op.path)).sort());
    for (const op of declared) expect(document.get(key(op.method, op.path))).toBe(op.summary);
  });

  it('without Stripe, every operation but the Stripe webhook', async () => {
    const document = await served(sandbox);
    const expected = declared.filter((op) => op !== billingApi.stripeWebhook);
    expect([...document.keys()].sort()).toEqual(expected.map((op) => key(op.method, op.path)).sort());
  });

  it('a declared path answers at that path: a parameter route and a mounted module', async () => {
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
  it('exactly the operations declared with the bearer scheme: never keys, billing, admin or account changes', () => {
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
