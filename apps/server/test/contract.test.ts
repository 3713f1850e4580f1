import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@captia/shared';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import type { z } from 'zod';
import { campaignPosts, campaigns } from '../src/db/schema/index';
import { createLinkReader } from '../src/links/link-reader';
import type { ApiBody, ApiRoute, RouteInput } from './api-routes';
import { type ApiCallOptions, GOOD_PASSWORD, signUpMember, TestClient, type TypedResponse } from './client';
import { test as base, resource } from './fixtures/setup';
import { TEST_ORIGIN, type TestApp } from './helpers';
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

const seen = new Map<string, Set<number>>();

/** The operations `t` registered, each with a pattern its paths match. */
function registered(t: TestApp): Operation[] {
  return t.app.openAPIRegistry.definitions
    .filter((d) => d.type === 'route')
    .map((d) => {
      const route = (d as unknown as { route: Omit<Operation, 'pattern'> }).route;
      const pattern = new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
      return { ...route, method: route.method.toUpperCase(), pattern };
    });
}

const key = (op: Operation) => `${op.method} ${op.path}`;

/** What `TestClient.api` takes after the route: its options, required where the route needs some. */
type CallArgs<R extends ApiRoute> =
  Record<never, never> extends RouteInput<R> ? [options?: ApiCallOptions<R>] : [options: ApiCallOptions<R>];

/**
 * The checks of one test on the file's app: `call` sends a contract operation through the typed
 * client, `callRaw` any method, path and body (what the contract's types refuse, on purpose, and
 * the routes it does not type). Either answer must have the `status` the test expects, which the
 * operation must declare, and a body its declaration for that status accepts.
 */
function checker(operations: Operation[]) {
  async function expectDeclared(res: Response, method: string, path: string, status: number) {
    const pathname = path.split('?')[0] ?? path;
    const op = operations.find((o) => o.method === method && o.pattern.test(pathname));
    expect(op, `${method} ${pathname} is declared`).toBeDefined();
    const body = res.status === 204 ? null : await res.clone().text();
    expect(res.status, `${method} ${path} answers ${status} (${body?.slice(0, 200)})`).toBe(status);
    if (!op) return;
    const declared = op.responses[String(status)];
    expect(declared, `${key(op)} declares status ${status}`).toBeDefined();
    const schema = declared?.content?.['application/json']?.schema;
    // A declared non-JSON answer (a thumbnail): its type, and some bytes.
    const type = (res.headers.get('content-type') ?? '').split(';')[0] ?? '';
    if (type !== 'application/json' && declared?.content?.[type]) {
      expect((await res.clone().arrayBuffer()).byteLength, `${key(op)} ${status} ${type}`).toBeGreaterThan(0);
    } else if (schema) {
      const parsed = schema.safeParse(JSON.parse(body ?? 'null'));
      expect(parsed.success, `${key(op)} ${status}: ${JSON.stringify(parsed.error?.issues ?? [])}`).toBe(
        true,
      );
    } else {
      expect(body ?? '', `${key(op)} ${status} has no JSON body`).toBe('');
    }
    seen.set(key(op), (seen.get(key(op)) ?? new Set()).add(status));
  }

  return {
    async call<R extends ApiRoute>(
      client: TestClient,
      route: R,
      status: number,
      ...args: CallArgs<R>
    ): Promise<TypedResponse<R>> {
      const res = await client.api(route, ...args);
      const [options] = args;
      const method = route.slice(0, route.indexOf(' '));
      // The path as sent, its parameters filled in, for the message and the operation's pattern.
      const path = route
        .slice(route.indexOf(' ') + 1)
        .replace(
          /\{(\w+)\}/g,
          (_, name: string) => (options?.params as Record<string, string>)?.[name] ?? '',
        );
      await expectDeclared(res, method, path, status);
      return res;
    },
    async callRaw(
      client: TestClient,
      method: string,
      path: string,
      status: number,
      init: { json?: unknown; headers?: Record<string, string> } = {},
    ) {
      const res = await client.request(path, { method, ...init });
      await expectDeclared(res, method, path, status);
      return res;
    },
  };
}

/**
 * The app is fixtures/setup.ts's (createTestApp), its link reader allowed to read the page
 * server; `check` gives a test the checks on its registered operations.
 */
const test = base
  .extend(
    'pages',
    { scope: 'file' },
    resource(startPageServer, (pages: PageServer) => pages.close()),
  )
  .extend('appOptions', { scope: 'file' }, ({ pages }) => ({
    env: { RATE_LIMIT_SCALE: '100' },
    links: createLinkReader({ policy: { allow: new Set([`127.0.0.1:${pages.port}`]) } }),
  }))
  .extend('operations', { scope: 'file' }, ({ app }) => registered(app))
  .extend('check', ({ operations }) => checker(operations));

const signedUp = (t: TestApp, plan: 'free' | 'premium' = 'free') =>
  signUpMember(t, { plan, language: 'pt-BR', tag: 'contract' });

describe('every declared operation answers what it declares', () => {
  test('public routes', async ({ app: t, check: { call } }) => {
    const anonymous = new TestClient(t.app);
    await call(anonymous, 'GET /api/health', 200);
    await call(anonymous, 'GET /api/options', 200);
    await call(anonymous, 'GET /api/config', 200);
    await call(anonymous, 'GET /api/plans', 200);
    await call(anonymous, 'GET /api/dev/outbox', 200, { query: { limit: '5' } });
  });

  test('account, generation and history, with their errors', async ({ app: t, check: { call, callRaw } }) => {
    const anonymous = new TestClient(t.app);
    await call(anonymous, 'GET /api/me', 401);
    await call(anonymous, 'GET /api/me/export', 401);
    await call(anonymous, 'POST /api/functions/generate-captions', 401, { body: BRIEF });
    const { client } = await signedUp(t);
    await call(client, 'GET /api/me', 200);
    await call(client, 'GET /api/me', 200, { query: { refresh: '1' } });
    await call(client, 'GET /api/me/export', 200);
    await call(client, 'PATCH /api/me', 200, { body: { name: 'Renamed', timezone: 'America/Sao_Paulo' } });
    await call(client, 'PATCH /api/me', 400, { body: { timezone: 'Not/AZone' } });
    await call(client, 'POST /api/functions/generate-captions', 400, { body: { ...BRIEF, networks: [] } });
    await call(client, 'POST /api/functions/generate-captions', 403, { body: { ...BRIEF, variants: 3 } });
    // The free plan's three a day, then the limit.
    for (const status of [200, 200, 200, 429])
      await call(client, 'POST /api/functions/generate-captions', status, { body: BRIEF });
    const page = await (await call(client, 'GET /api/history', 200, { query: { q: 'bakery' } })).json();
    await call(client, 'GET /api/history', 400, { query: { cursor: 'broken' } });
    const id = page.items[0]?.id;
    expect(id).toBeDefined();
    // Raw: pins and deletions of entries are routes the contract's types do not list.
    await callRaw(client, 'POST', `/api/history/${id}/pin`, 200);
    await callRaw(client, 'DELETE', `/api/history/${id}/pin`, 200);
    await callRaw(client, 'DELETE', `/api/history/${id}`, 200);
    await callRaw(client, 'DELETE', `/api/history/${id}`, 404);
    await callRaw(client, 'POST', `/api/history/${id}/pin`, 404);
    await callRaw(client, 'DELETE', `/api/history/${id}/pin`, 404);
  });

  test('billing', async ({ app: t, check: { call, callRaw } }) => {
    const { client } = await signedUp(t);
    // Raw: a body the operation does not declare (it takes none), which it ignores.
    await callRaw(client, 'POST', '/api/functions/check-subscription', 200, {
      json: { timestamp: Date.now() },
    });
    await call(client, 'POST /api/functions/create-checkout', 200, { body: { plan: 'premium' } });
    // Raw: a plan the contract's types refuse.
    await callRaw(client, 'POST', '/api/functions/create-checkout', 400, { json: { plan: 'free' } });
    await call(client, 'POST /api/functions/cancel-subscription', 409);
    await call(client, 'POST /api/functions/customer-portal', 200);
  });

  test('links', async ({ app: t, pages, check: { call } }) => {
    const { client } = await signedUp(t);
    await call(client, 'POST /api/links/read', 200, { body: { url: `${pages.origin}/article/pt-BR` } });
    await call(client, 'POST /api/links/read', 400, { body: { url: 'http://10.0.0.1/' } });
    await call(client, 'POST /api/links/read', 400, { body: { url: '' } });
    await call(new TestClient(t.app), 'POST /api/links/read', 401, { body: { url: pages.origin } });
  });

  test('API keys', async ({ app: t, check: { call, callRaw } }) => {
    const free = await signedUp(t);
    await call(free.client, 'GET /api/keys', 403);
    const { client } = await signedUp(t, 'premium');
    const created = await (
      await call(client, 'POST /api/keys', 201, { body: { name: 'Contract', password: GOOD_PASSWORD } })
    ).json();
    // Raw: bodies without the password the contract's types require.
    await callRaw(client, 'POST', '/api/keys', 400, { json: { name: '' } });
    await callRaw(client, 'POST', '/api/keys', 400, { json: { name: 'No password' } });
    await call(client, 'POST /api/keys', 400, { body: { name: 'Wrong', password: 'not the password' } });
    await call(client, 'GET /api/keys', 200);
    const headers = { authorization: `Bearer ${created.key}` };
    const keyClient = new TestClient(t.app, { origin: null });
    await call(keyClient, 'GET /api/me', 200, { headers });
    await call(keyClient, 'POST /api/functions/generate-captions', 200, { headers, body: BRIEF });
    await call(keyClient, 'GET /api/campaigns', 200, { headers });
    await call(client, 'DELETE /api/keys/{id}', 204, { params: { id: created.id } });
    await call(client, 'DELETE /api/keys/{id}', 404, { params: { id: created.id } });
    await call(keyClient, 'GET /api/me', 401, { headers });
  });

  test('brands', async ({ app: t, check: { call } }) => {
    const anonymous = new TestClient(t.app);
    await call(anonymous, 'GET /api/brands', 401);
    const { client } = await signedUp(t);
    const brand = await (
      await call(client, 'POST /api/brands', 201, { body: { name: 'Contract', samples: ['We bake!'] } })
    ).json();
    const params = { id: brand.id };
    // The free plan keeps one brand.
    await call(client, 'POST /api/brands', 403, { body: { name: 'Second' } });
    await call(client, 'POST /api/brands', 400, { body: { name: '' } });
    await call(client, 'GET /api/brands', 200);
    await call(client, 'GET /api/brands/{id}', 200, { params });
    await call(client, 'PATCH /api/brands/{id}', 200, { params, body: { audience: 'Neighbours' } });
    await call(client, 'PATCH /api/brands/{id}', 400, { params, body: { hashtags: ['#no spaces'] } });
    await call(client, 'POST /api/functions/generate-captions', 404, { body: { ...BRIEF, brandId: 'nope' } });
    await call(client, 'DELETE /api/brands/{id}', 204, { params });
    await call(client, 'GET /api/brands/{id}', 404, { params });
    await call(client, 'PATCH /api/brands/{id}', 404, { params, body: { name: 'Gone' } });
    await call(client, 'DELETE /api/brands/{id}', 404, { params });
  });

  test('campaigns', async ({ app: t, check: { call, callRaw } }) => {
    const anonymous = new TestClient(t.app);
    await call(anonymous, 'GET /api/campaigns', 401);
    const startDate = addDays(todayIn('UTC'), 1);
    const plan = {
      text: 'Sourdough week at the bakery: $5 loaves until Sunday.',
      startDate,
      days: 2,
      networks: ['x'],
    } satisfies ApiBody<'POST /api/campaigns'>;
    await call(anonymous, 'POST /api/campaigns', 401, { body: plan });
    const { client } = await signedUp(t);
    await call(client, 'POST /api/campaigns', 400, { body: { ...plan, days: 0 } });
    await call(client, 'POST /api/campaigns', 403, { body: { ...plan, networks: ['x', 'threads'] } });
    await call(client, 'POST /api/campaigns', 404, { body: { ...plan, brandId: 'nope' } });
    const campaign = await (await call(client, 'POST /api/campaigns', 201, { body: plan })).json();
    // The free plan's third use of the day fits; a campaign of two more does not.
    await call(client, 'POST /api/campaigns', 403, { body: plan });
    await call(client, 'POST /api/campaigns/import', 400, { body: { csv: 'no,header\n' } });
    await call(client, 'POST /api/campaigns/import', 201, {
      body: { csv: `date,network,brief\n${startDate},x,Open day at the bakery` },
    });
    await call(client, 'GET /api/campaigns', 200);
    await call(client, 'GET /api/campaigns', 400, { query: { cursor: '!' } });
    const params = { id: campaign.id };
    await call(client, 'GET /api/campaigns/{id}', 200, { params });
    const post = campaign.posts[0];
    expect(post).toBeDefined();
    const postParams = { id: campaign.id, postId: post?.id ?? '' };
    await call(client, 'PATCH /api/campaigns/{id}/posts/{postId}', 200, {
      params: postParams,
      body: { time: '08:15' },
    });
    await call(client, 'PATCH /api/campaigns/{id}/posts/{postId}', 400, {
      params: postParams,
      body: { text: 'x'.repeat(281) },
    });
    await call(client, 'PATCH /api/campaigns/{id}/posts/{postId}', 404, {
      params: { id: campaign.id, postId: 'nope' },
      body: { time: '08:15' },
    });
    await call(client, 'GET /api/campaigns/{id}/export', 200, { params, query: { format: 'csv' } });
    await call(client, 'GET /api/campaigns/{id}/export', 200, { params, query: { format: 'ics' } });
    // Raw: a format the contract's types refuse.
    await callRaw(client, 'GET', `/api/campaigns/${campaign.id}/export?format=doc`, 400);
    await call(client, 'DELETE /api/campaigns/{id}', 204, { params });
    await call(client, 'GET /api/campaigns/{id}', 404, { params });
    await call(client, 'GET /api/campaigns/{id}/export', 404, { params, query: { format: 'csv' } });
    await call(client, 'DELETE /api/campaigns/{id}', 404, { params });
  });

  test('rework', async ({ app: t, check: { call, callRaw } }) => {
    await call(new TestClient(t.app), 'POST /api/functions/rework-caption', 401, {
      body: { text: 'x', network: 'x', action: 'fit' },
    });
    const { client } = await signedUp(t);
    await call(client, 'POST /api/functions/rework-caption', 200, {
      body: { text: 'Fresh bread today.', network: 'x', action: 'fit' },
    });
    // Raw: an action the contract's types refuse.
    await callRaw(client, 'POST', '/api/functions/rework-caption', 400, {
      json: { text: 'x', network: 'x', action: 'restyle' },
    });
    await call(client, 'POST /api/functions/rework-caption', 403, {
      body: { text: 'x', network: 'x', action: 'longer' },
    });
    // Translating needs a model; this server has none.
    await call(client, 'POST /api/functions/rework-caption', 422, {
      body: { text: 'x', network: 'x', action: 'translate', language: 'es-ES' },
    });
    await call(client, 'POST /api/functions/rework-caption', 404, {
      body: { text: 'x', network: 'x', action: 'fit', entryId: 'nope' },
    });
  });

  // Connected accounts need a network's peer (publishing.test.ts has them): here each operation
  // answers its refusals, and the lists and reads their success.
  test('publishing', async ({ app: t, check: { call } }) => {
    const anonymous = new TestClient(t.app);
    await call(anonymous, 'GET /api/connections', 401);
    const free = await signedUp(t);
    await call(free.client, 'GET /api/connections', 200);
    await call(free.client, 'POST /api/connections', 403, {
      body: { network: 'bluesky', identifier: 'ana.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop' },
    });
    const { client } = await signedUp(t, 'premium');
    await call(client, 'POST /api/connections', 400, {
      body: { network: 'mastodon', instance: 'http://10.0.0.1' },
    });
    const missing = { id: 'nope' };
    await call(client, 'DELETE /api/connections/{id}', 404, { params: missing });
    await call(client, 'POST /api/publish', 404, { body: { connectionId: 'nope', text: 'Fresh bread.' } });
    await call(client, 'POST /api/campaigns/{id}/posts/{postId}/publish', 404, {
      params: { id: 'nope', postId: 'nope' },
      body: { connectionId: 'nope' },
    });
    await call(client, 'GET /api/campaigns/{id}/posts/{postId}/publication', 404, {
      params: { id: 'nope', postId: 'nope' },
    });
    await call(client, 'GET /api/publications/{id}', 404, { params: missing });
    await call(client, 'POST /api/publications/{id}/retry', 404, { params: missing });
  });

  // Review links and webhooks (review-links.test.ts and webhooks.test.ts test them in depth).
  test('review links and webhooks', async ({ app: t, check: { call } }) => {
    const free = await signedUp(t);
    const owner = await signedUp(t, 'premium');
    const campaignId = randomUUID();
    const postId = randomUUID();
    await t.database.db.insert(campaigns).values({
      id: campaignId,
      userId: owner.id,
      title: 'Contract',
      brief: 'Brief',
      startDate: '2027-03-01',
      days: 1,
      postsPerDay: 1,
      networks: ['x'],
      language: 'pt-BR',
      brandId: null,
      style: 'casual',
      length: 'short',
      emojis: true,
      hashtags: true,
      timezone: 'UTC',
      source: 'basic',
    });
    await t.database.db.insert(campaignPosts).values({
      id: postId,
      campaignId,
      slot: 0,
      position: 0,
      date: '2027-03-01',
      time: '09:00',
      network: 'x',
      angle: 'announcement',
      text: 'Fresh bread.',
    });
    const params = { id: campaignId };
    await call(free.client, 'POST /api/campaigns/{id}/review-links', 404, { params, body: {} });
    const link = await (
      await call(owner.client, 'POST /api/campaigns/{id}/review-links', 201, {
        params,
        body: { expiresInDays: 2 },
      })
    ).json();
    await call(owner.client, 'POST /api/campaigns/{id}/review-links', 400, {
      params,
      body: { expiresInDays: 31 },
    });
    await call(owner.client, 'GET /api/campaigns/{id}/review-links', 200, { params });
    await call(owner.client, 'GET /api/campaigns/{id}', 200, { params });
    await call(owner.client, 'GET /api/campaigns', 200);
    const token = link.url.slice(link.url.lastIndexOf('/') + 1);
    const guest = new TestClient(t.app, { language: 'es-ES' });
    const read = await (await call(guest, 'GET /api/review/{token}', 200, { params: { token } })).json();
    await call(guest, 'GET /api/review/{token}', 404, { params: { token: 'nope' } });
    const version = read.posts.find((p) => p.id === postId)?.version ?? '';
    const decision = {
      params: { token, postId },
      body: { decision: 'approved' as const, reviewerName: 'Ana', version },
    };
    await call(guest, 'POST /api/review/{token}/posts/{postId}/decision', 409, {
      ...decision,
      body: { ...decision.body, version: '2000-01-01T00:00:00.000Z' },
    });
    await call(guest, 'POST /api/review/{token}/posts/{postId}/decision', 201, decision);
    await call(guest, 'POST /api/review/{token}/posts/{postId}/decision', 400, {
      ...decision,
      body: { ...decision.body, reviewerName: 'A\u0000' },
    });
    await call(guest, 'POST /api/review/{token}/posts/{postId}/decision', 404, {
      ...decision,
      params: { token, postId: 'nope' },
    });
    // The owner's notices of that decision (review-notices.test.ts).
    const notices = await (await call(owner.client, 'GET /api/review-notices', 200)).json();
    await call(new TestClient(t.app), 'GET /api/review-notices', 401);
    await call(owner.client, 'POST /api/review-notices/seen', 200, {
      body: { until: notices.items[0]?.createdAt ?? '' },
    });
    await call(owner.client, 'POST /api/review-notices/seen', 400, { body: { until: 'yesterday' } });
    await call(owner.client, 'DELETE /api/campaigns/{id}/review-links/{linkId}', 204, {
      params: { id: campaignId, linkId: link.id },
    });
    await call(owner.client, 'DELETE /api/campaigns/{id}/review-links/{linkId}', 404, {
      params: { id: campaignId, linkId: link.id },
    });

    const webhook = { url: 'https://hooks.example.com/captia', events: ['review.decided' as const] };
    await call(new TestClient(t.app), 'GET /api/webhooks', 401);
    await call(free.client, 'POST /api/webhooks', 403, { body: webhook });
    await call(owner.client, 'POST /api/webhooks', 400, {
      body: { ...webhook, url: 'ftp://hooks.example.com/' },
    });
    const made = await (await call(owner.client, 'POST /api/webhooks', 201, { body: webhook })).json();
    await call(owner.client, 'GET /api/webhooks', 200);
    await call(owner.client, 'POST /api/webhooks/{id}/test', 202, { params: { id: made.id } });
    await call(owner.client, 'GET /api/webhooks/{id}/deliveries', 200, { params: { id: made.id } });
    await call(free.client, 'GET /api/webhooks/{id}/deliveries', 404, { params: { id: made.id } });
    await call(free.client, 'POST /api/webhooks/{id}/test', 404, { params: { id: made.id } });
    await call(owner.client, 'DELETE /api/webhooks/{id}', 204, { params: { id: made.id } });
    await call(owner.client, 'DELETE /api/webhooks/{id}', 404, { params: { id: made.id } });
  });

  test('photos and their thumbnails', async ({ app: t, check: { call, callRaw } }) => {
    const { client } = await signedUp(t);
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const image = `data:image/jpeg;base64,${photo.toString('base64')}`;
    await call(client, 'POST /api/functions/generate-captions', 200, { body: { ...BRIEF, image } });
    await call(client, 'POST /api/functions/generate-captions', 400, {
      body: { ...BRIEF, image: 'https://example.com/photo.jpg' },
    });
    // No model sees the photo here: it needs words.
    await call(client, 'POST /api/functions/generate-captions', 400, { body: { ...BRIEF, text: '', image } });
    const page = await (await call(client, 'GET /api/history', 200)).json();
    const entry = page.items[0];
    if (!entry?.thumbnail) throw new Error('the entry has no thumbnail');
    // Raw: the thumbnail's address as the answer gives it.
    await callRaw(client, 'GET', entry.thumbnail, 200);
    await callRaw(new TestClient(t.app), 'GET', entry.thumbnail, 401);
    const params = { id: entry.id };
    const edited = { altText: 'A grey square.', altTextShort: 'Grey square.' };
    await call(client, 'PUT /api/history/{id}/alt-text', 200, { params, body: edited });
    await call(client, 'PUT /api/history/{id}/alt-text', 400, { params, body: { ...edited, altText: '' } });
    await call(new TestClient(t.app), 'PUT /api/history/{id}/alt-text', 401, { params, body: edited });
    await callRaw(client, 'DELETE', `/api/history/${entry.id}`, 200);
    await call(client, 'PUT /api/history/{id}/alt-text', 404, { params, body: edited });
    await callRaw(client, 'GET', entry.thumbnail, 404);
  });

  test('admin', async ({ app: t, check: { call, callRaw } }) => {
    const user = await signedUp(t);
    await call(user.client, 'GET /api/admin/users', 403);
    const admin = await signUpMember(t, { admin: true, language: 'pt-BR', tag: 'contract' });
    const list = await (
      await call(admin.client, 'GET /api/admin/users', 200, { query: { q: user.email } })
    ).json();
    await call(admin.client, 'GET /api/admin/users', 400, { query: { page: '0' } });
    const id = list.users[0]?.id;
    expect(id).toBeDefined();
    const params = { id: id ?? '' };
    await call(admin.client, 'PATCH /api/admin/users/{id}', 200, { params, body: { plan: 'premium' } });
    // Raw: a plan the contract's types refuse.
    await callRaw(admin.client, 'PATCH', `/api/admin/users/${id}`, 400, { json: { plan: 'gold' } });
    await call(admin.client, 'POST /api/admin/users/{id}/reset-usage', 200, { params });
    await call(admin.client, 'GET /api/admin/actions', 200);
    await call(admin.client, 'GET /api/admin/models', 200, { query: { days: '7' } });
    await call(admin.client, 'GET /api/admin/models', 400, { query: { days: '0' } });
    await call(admin.client, 'DELETE /api/admin/users/{id}', 200, { params });
    await call(admin.client, 'DELETE /api/admin/users/{id}', 404, { params });
  });

  test('covered every declared operation', ({ operations }) => {
    const missing = operations.map(key).filter((k) => !seen.has(k));
    expect(missing).toEqual([]);
  });
});

describe('GET /api/openapi.json', () => {
  // Raw: the document is not an operation of the contract.
  test('is an OpenAPI 3.1 document of every route, with the error shape and both security schemes', async ({
    app: t,
    operations,
  }) => {
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
