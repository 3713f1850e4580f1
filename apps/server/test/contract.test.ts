import { addDays, todayIn } from '@captia/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createLinkReader } from '../src/links/link-reader';
import { GOOD_PASSWORD, signUpMember, TestClient } from './client';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers';
import { type PageServer, startPageServer } from './link-pages';
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

let pages: PageServer;

beforeAll(async () => {
  pages = await startPageServer();
  t = await createTestApp({
    env: { RATE_LIMIT_SCALE: '100' },
    links: createLinkReader({ policy: { allow: new Set([`127.0.0.1:${pages.port}`]) } }),
  });
  operations = t.app.openAPIRegistry.definitions
    .filter((d) => d.type === 'route')
    .map((d) => {
      const route = (d as unknown as { route: Omit<Operation, 'pattern'> }).route;
      const pattern = new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
      return { ...route, method: route.method.toUpperCase(), pattern };
    });
});
afterAll(async () => {
  await t.close();
  await pages.close();
});

const key = (op: Operation) => `${op.method} ${op.path}`;

/**
 * Sends a request through `client`: the answer must have the `status` the test expects, which the
 * operation must declare, and a body its declaration for that status accepts.
 */
async function call(
  client: TestClient,
  method: string,
  path: string,
  status: number,
  init: { json?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await client.request(path, { method, ...init });
  const pathname = path.split('?')[0] ?? path;
  const op = operations.find((o) => o.method === method && o.pattern.test(pathname));
  expect(op, `${method} ${pathname} is declared`).toBeDefined();
  const body = res.status === 204 ? null : await res.clone().text();
  expect(res.status, `${method} ${path} answers ${status} (${body?.slice(0, 200)})`).toBe(status);
  if (!op) return res;
  const declared = op.responses[String(status)];
  expect(declared, `${key(op)} declares status ${status}`).toBeDefined();
  const schema = declared?.content?.['application/json']?.schema;
  // A declared non-JSON answer (a thumbnail): its type, and some bytes.
  const type = (res.headers.get('content-type') ?? '').split(';')[0] ?? '';
  if (type !== 'application/json' && declared?.content?.[type]) {
    expect((await res.clone().arrayBuffer()).byteLength, `${key(op)} ${status} ${type}`).toBeGreaterThan(0);
  } else if (schema) {
    const parsed = schema.safeParse(JSON.parse(body ?? 'null'));
    expect(parsed.success, `${key(op)} ${status}: ${JSON.stringify(parsed.error?.issues ?? [])}`).toBe(true);
  } else {
    expect(body ?? '', `${key(op)} ${status} has no JSON body`).toBe('');
  }
  seen.set(key(op), (seen.get(key(op)) ?? new Set()).add(status));
  return res;
}

const signedUp = (plan: 'free' | 'premium' = 'free') =>
  signUpMember(t, { plan, language: 'pt-BR', tag: 'contract' });

describe('every declared operation answers what it declares', () => {
  it('public routes', async () => {
    const anonymous = new TestClient(t.app);
    await call(anonymous, 'GET', '/api/health', 200);
    await call(anonymous, 'GET', '/api/options', 200);
    await call(anonymous, 'GET', '/api/config', 200);
    await call(anonymous, 'GET', '/api/plans', 200);
    await call(anonymous, 'GET', '/api/dev/outbox?limit=5', 200);
  });

  it('account, generation and history, with their errors', async () => {
    const anonymous = new TestClient(t.app);
    await call(anonymous, 'GET', '/api/me', 401);
    await call(anonymous, 'GET', '/api/me/export', 401);
    await call(anonymous, 'POST', '/api/functions/generate-captions', 401, { json: BRIEF });
    const { client } = await signedUp();
    await call(client, 'GET', '/api/me', 200);
    await call(client, 'GET', '/api/me?refresh=1', 200);
    await call(client, 'GET', '/api/me/export', 200);
    await call(client, 'PATCH', '/api/me', 200, { json: { name: 'Renamed', timezone: 'America/Sao_Paulo' } });
    await call(client, 'PATCH', '/api/me', 400, { json: { timezone: 'Not/AZone' } });
    await call(client, 'POST', '/api/functions/generate-captions', 400, { json: { ...BRIEF, networks: [] } });
    await call(client, 'POST', '/api/functions/generate-captions', 403, { json: { ...BRIEF, variants: 3 } });
    // The free plan's three a day, then the limit.
    for (const status of [200, 200, 200, 429])
      await call(client, 'POST', '/api/functions/generate-captions', status, { json: BRIEF });
    const page = await (await call(client, 'GET', '/api/history?q=bakery', 200)).json();
    await call(client, 'GET', '/api/history?cursor=broken', 400);
    const id = page.items[0].id as string;
    await call(client, 'POST', `/api/history/${id}/pin`, 200);
    await call(client, 'DELETE', `/api/history/${id}/pin`, 200);
    await call(client, 'DELETE', `/api/history/${id}`, 200);
    await call(client, 'DELETE', `/api/history/${id}`, 404);
    await call(client, 'POST', `/api/history/${id}/pin`, 404);
    await call(client, 'DELETE', `/api/history/${id}/pin`, 404);
  });

  it('billing', async () => {
    const { client } = await signedUp();
    await call(client, 'POST', '/api/functions/check-subscription', 200, { json: { timestamp: Date.now() } });
    await call(client, 'POST', '/api/functions/create-checkout', 200, { json: { plan: 'premium' } });
    await call(client, 'POST', '/api/functions/create-checkout', 400, { json: { plan: 'free' } });
    await call(client, 'POST', '/api/functions/cancel-subscription', 409);
    await call(client, 'POST', '/api/functions/customer-portal', 200);
  });

  it('links', async () => {
    const { client } = await signedUp();
    await call(client, 'POST', '/api/links/read', 200, { json: { url: `${pages.origin}/article/pt-BR` } });
    await call(client, 'POST', '/api/links/read', 400, { json: { url: 'http://10.0.0.1/' } });
    await call(client, 'POST', '/api/links/read', 400, { json: { url: '' } });
    await call(new TestClient(t.app), 'POST', '/api/links/read', 401, { json: { url: pages.origin } });
  });

  it('API keys', async () => {
    const free = await signedUp();
    await call(free.client, 'GET', '/api/keys', 403);
    const { client } = await signedUp('premium');
    const created = await (
      await call(client, 'POST', '/api/keys', 201, { json: { name: 'Contract', password: GOOD_PASSWORD } })
    ).json();
    await call(client, 'POST', '/api/keys', 400, { json: { name: '' } });
    await call(client, 'POST', '/api/keys', 400, { json: { name: 'No password' } });
    await call(client, 'POST', '/api/keys', 400, { json: { name: 'Wrong', password: 'not the password' } });
    await call(client, 'GET', '/api/keys', 200);
    const bearer = { headers: { authorization: `Bearer ${created.key}` } };
    const keyClient = new TestClient(t.app, { origin: null });
    await call(keyClient, 'GET', '/api/me', 200, bearer);
    await call(keyClient, 'POST', '/api/functions/generate-captions', 200, { ...bearer, json: BRIEF });
    await call(keyClient, 'GET', '/api/campaigns', 200, bearer);
    await call(client, 'DELETE', `/api/keys/${created.id}`, 204);
    await call(client, 'DELETE', `/api/keys/${created.id}`, 404);
    await call(keyClient, 'GET', '/api/me', 401, bearer);
  });

  it('brands', async () => {
    const anonymous = new TestClient(t.app);
    await call(anonymous, 'GET', '/api/brands', 401);
    const { client } = await signedUp();
    const brand = await (
      await call(client, 'POST', '/api/brands', 201, { json: { name: 'Contract', samples: ['We bake!'] } })
    ).json();
    // The free plan keeps one brand.
    await call(client, 'POST', '/api/brands', 403, { json: { name: 'Second' } });
    await call(client, 'POST', '/api/brands', 400, { json: { name: '' } });
    await call(client, 'GET', '/api/brands', 200);
    await call(client, 'GET', `/api/brands/${brand.id}`, 200);
    await call(client, 'PATCH', `/api/brands/${brand.id}`, 200, { json: { audience: 'Neighbours' } });
    await call(client, 'PATCH', `/api/brands/${brand.id}`, 400, { json: { hashtags: ['#no spaces'] } });
    await call(client, 'POST', '/api/functions/generate-captions', 404, {
      json: { ...BRIEF, brandId: 'nope' },
    });
    await call(client, 'DELETE', `/api/brands/${brand.id}`, 204);
    await call(client, 'GET', `/api/brands/${brand.id}`, 404);
    await call(client, 'PATCH', `/api/brands/${brand.id}`, 404, { json: { name: 'Gone' } });
    await call(client, 'DELETE', `/api/brands/${brand.id}`, 404);
  });

  it('campaigns', async () => {
    const anonymous = new TestClient(t.app);
    await call(anonymous, 'GET', '/api/campaigns', 401);
    const startDate = addDays(todayIn('UTC'), 1);
    const plan = {
      text: 'Sourdough week at the bakery: $5 loaves until Sunday.',
      startDate,
      days: 2,
      networks: ['x'],
    };
    await call(anonymous, 'POST', '/api/campaigns', 401, { json: plan });
    const { client } = await signedUp();
    await call(client, 'POST', '/api/campaigns', 400, { json: { ...plan, days: 0 } });
    await call(client, 'POST', '/api/campaigns', 403, { json: { ...plan, networks: ['x', 'threads'] } });
    await call(client, 'POST', '/api/campaigns', 404, { json: { ...plan, brandId: 'nope' } });
    const campaign = await (await call(client, 'POST', '/api/campaigns', 201, { json: plan })).json();
    // The free plan's third use of the day fits; a campaign of two more does not.
    await call(client, 'POST', '/api/campaigns', 403, { json: plan });
    await call(client, 'POST', '/api/campaigns/import', 400, { json: { csv: 'no,header\n' } });
    await call(client, 'POST', '/api/campaigns/import', 201, {
      json: { csv: `date,network,brief\n${startDate},x,Open day at the bakery` },
    });
    await call(client, 'GET', '/api/campaigns', 200);
    await call(client, 'GET', '/api/campaigns?cursor=%21', 400);
    await call(client, 'GET', `/api/campaigns/${campaign.id}`, 200);
    const post = campaign.posts[0];
    const postPath = `/api/campaigns/${campaign.id}/posts/${post.id}`;
    await call(client, 'PATCH', postPath, 200, { json: { time: '08:15' } });
    await call(client, 'PATCH', postPath, 400, { json: { text: 'x'.repeat(281) } });
    await call(client, 'PATCH', `/api/campaigns/${campaign.id}/posts/nope`, 404, { json: { time: '08:15' } });
    await call(client, 'GET', `/api/campaigns/${campaign.id}/export?format=csv`, 200);
    await call(client, 'GET', `/api/campaigns/${campaign.id}/export?format=ics`, 200);
    await call(client, 'GET', `/api/campaigns/${campaign.id}/export?format=doc`, 400);
    await call(client, 'DELETE', `/api/campaigns/${campaign.id}`, 204);
    await call(client, 'GET', `/api/campaigns/${campaign.id}`, 404);
    await call(client, 'GET', `/api/campaigns/${campaign.id}/export?format=csv`, 404);
    await call(client, 'DELETE', `/api/campaigns/${campaign.id}`, 404);
  });

  it('rework', async () => {
    await call(new TestClient(t.app), 'POST', '/api/functions/rework-caption', 401, {
      json: { text: 'x', network: 'x', action: 'fit' },
    });
    const { client } = await signedUp();
    await call(client, 'POST', '/api/functions/rework-caption', 200, {
      json: { text: 'Fresh bread today.', network: 'x', action: 'fit' },
    });
    await call(client, 'POST', '/api/functions/rework-caption', 400, {
      json: { text: 'x', network: 'x', action: 'restyle' },
    });
    await call(client, 'POST', '/api/functions/rework-caption', 403, {
      json: { text: 'x', network: 'x', action: 'longer' },
    });
    // Translating needs a model; this server has none.
    await call(client, 'POST', '/api/functions/rework-caption', 422, {
      json: { text: 'x', network: 'x', action: 'translate', language: 'es-ES' },
    });
    await call(client, 'POST', '/api/functions/rework-caption', 404, {
      json: { text: 'x', network: 'x', action: 'fit', entryId: 'nope' },
    });
  });

  it('photos and their thumbnails', async () => {
    const { client } = await signedUp();
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const image = `data:image/jpeg;base64,${photo.toString('base64')}`;
    await call(client, 'POST', '/api/functions/generate-captions', 200, { json: { ...BRIEF, image } });
    await call(client, 'POST', '/api/functions/generate-captions', 400, {
      json: { ...BRIEF, image: 'https://example.com/photo.jpg' },
    });
    // No model sees the photo here: it needs words.
    await call(client, 'POST', '/api/functions/generate-captions', 400, {
      json: { ...BRIEF, text: '', image },
    });
    const page = await (await call(client, 'GET', '/api/history', 200)).json();
    const entry = page.items[0] as { id: string; thumbnail: string };
    await call(client, 'GET', entry.thumbnail, 200);
    await call(new TestClient(t.app), 'GET', entry.thumbnail, 401);
    const altText = `/api/history/${entry.id}/alt-text`;
    const edited = { altText: 'A grey square.', altTextShort: 'Grey square.' };
    await call(client, 'PUT', altText, 200, { json: edited });
    await call(client, 'PUT', altText, 400, { json: { ...edited, altText: '' } });
    await call(new TestClient(t.app), 'PUT', altText, 401, { json: edited });
    await call(client, 'DELETE', `/api/history/${entry.id}`, 200);
    await call(client, 'PUT', altText, 404, { json: edited });
    await call(client, 'GET', entry.thumbnail, 404);
  });

  it('admin', async () => {
    const user = await signedUp();
    await call(user.client, 'GET', '/api/admin/users', 403);
    const admin = await signUpMember(t, { admin: true, language: 'pt-BR', tag: 'contract' });
    const list = await (
      await call(admin.client, 'GET', `/api/admin/users?q=${encodeURIComponent(user.email)}`, 200)
    ).json();
    await call(admin.client, 'GET', '/api/admin/users?page=0', 400);
    const id = list.users[0].id as string;
    await call(admin.client, 'PATCH', `/api/admin/users/${id}`, 200, { json: { plan: 'premium' } });
    await call(admin.client, 'PATCH', `/api/admin/users/${id}`, 400, { json: { plan: 'gold' } });
    await call(admin.client, 'POST', `/api/admin/users/${id}/reset-usage`, 200);
    await call(admin.client, 'GET', '/api/admin/actions', 200);
    await call(admin.client, 'GET', '/api/admin/models?days=7', 200);
    await call(admin.client, 'GET', '/api/admin/models?days=0', 400);
    await call(admin.client, 'DELETE', `/api/admin/users/${id}`, 200);
    await call(admin.client, 'DELETE', `/api/admin/users/${id}`, 404);
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
