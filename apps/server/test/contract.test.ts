import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { usuarios } from '../src/db/schema/index';
import { GOOD_PASSWORD, TestClient, uniqueEmail } from './client';
import { createTestApp, TEST_ORIGIN, type TestApp, verifyAsAdmin } from './helpers';
import { BRIEF } from './process-fixtures';

/**
 * The contract test: real answers of every declared operation — successes and errors — are
 * validated against the zod schemas the route declared (the same declarations the OpenAPI
 * document is generated from). An undeclared status, or a body its schema refuses, fails.
 */
interface Operation {
  method: string;
  path: string;
  pattern: RegExp;
  responses: Record<string, { content?: Record<string, { schema: z.ZodType }> }>;
}

let t: TestApp;
let operations: Operation[];
const seen = new Map<string, Set<number>>();

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
  operations = t.app.openAPIRegistry.definitions
    .filter((d) => d.type === 'route')
    .map((d) => {
      const route = (d as unknown as { route: Omit<Operation, 'pattern'> }).route;
      const pattern = new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
      return { ...route, method: route.method.toUpperCase(), pattern };
    });
});
afterAll(() => t.close());

const key = (op: Operation) => `${op.method} ${op.path}`;

/** Sends a request through `client` and checks the answer against the operation's declaration. */
async function call(
  client: TestClient,
  method: string,
  path: string,
  init: { json?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await client.request(path, { method, ...init });
  const pathname = path.split('?')[0] ?? path;
  const op = operations.find((o) => o.method === method && o.pattern.test(pathname));
  expect(op, `${method} ${pathname} is declared`).toBeDefined();
  if (!op) return res;
  const declared = op.responses[String(res.status)];
  const body = res.status === 204 ? null : await res.clone().text();
  expect(declared, `${key(op)} declares status ${res.status} (${body?.slice(0, 200)})`).toBeDefined();
  const schema = declared?.content?.['application/json']?.schema;
  // A declared non-JSON answer (a thumbnail): its type, and some bytes.
  const type = (res.headers.get('content-type') ?? '').split(';')[0] ?? '';
  if (type !== 'application/json' && declared?.content?.[type]) {
    expect((await res.clone().arrayBuffer()).byteLength, `${key(op)} ${res.status} ${type}`).toBeGreaterThan(
      0,
    );
  } else if (schema) {
    const parsed = schema.safeParse(JSON.parse(body ?? 'null'));
    expect(parsed.success, `${key(op)} ${res.status}: ${JSON.stringify(parsed.error?.issues ?? [])}`).toBe(
      true,
    );
  } else {
    expect(body ?? '', `${key(op)} ${res.status} has no JSON body`).toBe('');
  }
  seen.set(key(op), (seen.get(key(op)) ?? new Set()).add(res.status));
  return res;
}

async function signedUp(plan?: 'premium') {
  const client = new TestClient(t.app, { language: 'pt-BR' });
  const email = uniqueEmail('contract');
  await client.post('/api/auth/sign-up/email', { name: 'Contract', email, password: GOOD_PASSWORD });
  if (plan)
    await t.database.db.update(usuarios).set({ complimentaryPlan: plan }).where(eq(usuarios.email, email));
  return { client, email };
}

describe('every declared operation answers what it declares', () => {
  it('public routes', async () => {
    const anonymous = new TestClient(t.app);
    await call(anonymous, 'GET', '/api/health');
    await call(anonymous, 'GET', '/api/options');
    await call(anonymous, 'GET', '/api/config');
    await call(anonymous, 'GET', '/api/plans');
    await call(anonymous, 'GET', '/api/dev/outbox?limit=5');
  });

  it('account, generation and history, with their errors', async () => {
    const anonymous = new TestClient(t.app);
    await call(anonymous, 'GET', '/api/me');
    await call(anonymous, 'POST', '/api/functions/generate-captions', { json: BRIEF });
    const { client } = await signedUp();
    await call(client, 'GET', '/api/me');
    await call(client, 'GET', '/api/me?refresh=1');
    await call(client, 'PATCH', '/api/me', { json: { name: 'Renamed', timezone: 'America/Sao_Paulo' } });
    await call(client, 'PATCH', '/api/me', { json: { timezone: 'Not/AZone' } });
    await call(client, 'POST', '/api/functions/generate-captions', { json: { ...BRIEF, networks: [] } });
    await call(client, 'POST', '/api/functions/generate-captions', { json: { ...BRIEF, variants: 3 } });
    for (let i = 0; i < 4; i++)
      await call(client, 'POST', '/api/functions/generate-captions', { json: BRIEF });
    const page = await (await call(client, 'GET', '/api/history?q=bakery')).json();
    await call(client, 'GET', '/api/history?cursor=broken');
    const id = page.items[0].id as string;
    await call(client, 'POST', `/api/history/${id}/pin`);
    await call(client, 'DELETE', `/api/history/${id}/pin`);
    await call(client, 'DELETE', `/api/history/${id}`);
    await call(client, 'DELETE', `/api/history/${id}`);
    await call(client, 'POST', `/api/history/${id}/pin`);
    await call(client, 'DELETE', `/api/history/${id}/pin`);
  });

  it('billing', async () => {
    const { client } = await signedUp();
    await call(client, 'POST', '/api/functions/check-subscription', { json: { timestamp: Date.now() } });
    await call(client, 'POST', '/api/functions/create-checkout', { json: { plan: 'premium' } });
    await call(client, 'POST', '/api/functions/create-checkout', { json: { plan: 'free' } });
    await call(client, 'POST', '/api/functions/cancel-subscription');
    await call(client, 'POST', '/api/functions/customer-portal');
  });

  it('API keys', async () => {
    const free = await signedUp();
    await call(free.client, 'GET', '/api/keys');
    const { client } = await signedUp('premium');
    const created = await (
      await call(client, 'POST', '/api/keys', { json: { name: 'Contract', password: GOOD_PASSWORD } })
    ).json();
    await call(client, 'POST', '/api/keys', { json: { name: '' } });
    await call(client, 'POST', '/api/keys', { json: { name: 'No password' } });
    await call(client, 'POST', '/api/keys', { json: { name: 'Wrong', password: 'not the password' } });
    await call(client, 'GET', '/api/keys');
    const bearer = { headers: { authorization: `Bearer ${created.key}`, origin: '' } };
    const keyClient = new TestClient(t.app);
    await call(keyClient, 'GET', '/api/me', bearer);
    await call(keyClient, 'POST', '/api/functions/generate-captions', { ...bearer, json: BRIEF });
    await call(client, 'DELETE', `/api/keys/${created.id}`);
    await call(client, 'DELETE', `/api/keys/${created.id}`);
    await call(keyClient, 'GET', '/api/me', bearer);
  });

  it('brands', async () => {
    const anonymous = new TestClient(t.app);
    await call(anonymous, 'GET', '/api/brands');
    const { client } = await signedUp();
    const brand = await (
      await call(client, 'POST', '/api/brands', { json: { name: 'Contract', samples: ['We bake!'] } })
    ).json();
    await call(client, 'POST', '/api/brands', { json: { name: 'Second' } });
    await call(client, 'POST', '/api/brands', { json: { name: '' } });
    await call(client, 'GET', '/api/brands');
    await call(client, 'GET', `/api/brands/${brand.id}`);
    await call(client, 'PATCH', `/api/brands/${brand.id}`, { json: { audience: 'Neighbours' } });
    await call(client, 'PATCH', `/api/brands/${brand.id}`, { json: { hashtags: ['#no spaces'] } });
    await call(client, 'POST', '/api/functions/generate-captions', { json: { ...BRIEF, brandId: 'nope' } });
    await call(client, 'DELETE', `/api/brands/${brand.id}`);
    await call(client, 'GET', `/api/brands/${brand.id}`);
    await call(client, 'PATCH', `/api/brands/${brand.id}`, { json: { name: 'Gone' } });
    await call(client, 'DELETE', `/api/brands/${brand.id}`);
  });

  it('rework', async () => {
    await call(new TestClient(t.app), 'POST', '/api/functions/rework-caption', {
      json: { text: 'x', network: 'x', action: 'fit' },
    });
    const { client } = await signedUp();
    await call(client, 'POST', '/api/functions/rework-caption', {
      json: { text: 'Fresh bread today.', network: 'x', action: 'fit' },
    });
    await call(client, 'POST', '/api/functions/rework-caption', {
      json: { text: 'x', network: 'x', action: 'restyle' },
    });
    await call(client, 'POST', '/api/functions/rework-caption', {
      json: { text: 'x', network: 'x', action: 'longer' },
    });
    await call(client, 'POST', '/api/functions/rework-caption', {
      json: { text: 'x', network: 'x', action: 'translate', language: 'es-ES' },
    });
    await call(client, 'POST', '/api/functions/rework-caption', {
      json: { text: 'x', network: 'x', action: 'fit', entryId: 'nope' },
    });
  });

  it('photos and their thumbnails', async () => {
    const { client } = await signedUp();
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const image = `data:image/jpeg;base64,${photo.toString('base64')}`;
    await call(client, 'POST', '/api/functions/generate-captions', { json: { ...BRIEF, image } });
    await call(client, 'POST', '/api/functions/generate-captions', {
      json: { ...BRIEF, image: 'https://example.com/photo.jpg' },
    });
    await call(client, 'POST', '/api/functions/generate-captions', { json: { ...BRIEF, text: '', image } });
    const page = await (await call(client, 'GET', '/api/history')).json();
    const entry = page.items[0] as { id: string; thumbnail: string };
    await call(client, 'GET', entry.thumbnail);
    await call(new TestClient(t.app), 'GET', entry.thumbnail);
    await call(client, 'DELETE', `/api/history/${entry.id}`);
    await call(client, 'GET', entry.thumbnail);
  });

  it('admin', async () => {
    const user = await signedUp();
    await call(user.client, 'GET', '/api/admin/users');
    const admin = await signedUp();
    await verifyAsAdmin(t.database, admin.email);
    const list = await (
      await call(admin.client, 'GET', `/api/admin/users?q=${encodeURIComponent(user.email)}`)
    ).json();
    await call(admin.client, 'GET', '/api/admin/users?page=0');
    const id = list.users[0].id as string;
    await call(admin.client, 'PATCH', `/api/admin/users/${id}`, { json: { plan: 'premium' } });
    await call(admin.client, 'PATCH', `/api/admin/users/${id}`, { json: { plan: 'gold' } });
    await call(admin.client, 'POST', `/api/admin/users/${id}/reset-usage`);
    await call(admin.client, 'GET', '/api/admin/actions');
    await call(admin.client, 'DELETE', `/api/admin/users/${id}`);
    await call(admin.client, 'DELETE', `/api/admin/users/${id}`);
  });

  it('covered every declared operation', () => {
    const missing = operations.map(key).filter((k) => !seen.has(k));
    expect(missing).toEqual([]);
  });
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of every route, with the error shape and both security schemes', async () => {
    const res = await t.app.request(`${TEST_ORIGIN}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearer', 'cookie']);
    expect(doc.components.schemas.Error).toBeDefined();
    for (const op of operations) {
      const path = op.path;
      const operation = doc.paths[path]?.[op.method.toLowerCase()];
      expect(operation, `${op.method} ${path} in the document`).toBeDefined();
      const success = Object.keys(operation.responses).find((status) => status.startsWith('2'));
      expect(success, `${op.method} ${path} has a success response`).toBeDefined();
    }
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/auth'))).toBe(false);
  });
});
