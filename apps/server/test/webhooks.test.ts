// Webhooks against a loopback receiver that checks every signature (createTestApp's fixtures).
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, todayIn, WEBHOOK_PAYLOADS } from '@captia/shared';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, test as plain } from 'vitest';
import { publishingConnections, usuarios, webhookDeliveries, webhookEndpoints } from '../src/db/schema/index';
import { DEFAULT_POLICY, type FetchPolicy, parseAllowList } from '../src/links';
import { createLogger } from '../src/logger';
import type { Mailer } from '../src/mail/mailer';
import { createScheduler } from '../src/publishing';
import { sealKey, unseal } from '../src/publishing/seal';
import { createDispatcher, emitEvent, RETRY_DELAYS_MS } from '../src/webhooks';
import { disabledReasonText } from '../src/webhooks/webhooks.service';
import { GOOD_PASSWORD, signUpMember, TestClient } from './client';
import { test as base } from './fixtures/setup';
import type { TestApp } from './helpers';
import { APP_PASSWORD, fakePds } from './publishing-fakes';

const KEY = 'webhooks-test-connections-key-0123456789';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  verified: boolean;
}

/** The receiver: `/ok` 200, `/flaky` 500 then 200, `/fail` 500, `/hang` never answers. */
function startReceiver() {
  const received: Received[] = [];
  const secrets = new Map<string, string>();
  const flaky = new Set<string>();
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '';
      const secret = secrets.get(path);
      let verified = false;
      try {
        if (secret) {
          new Webhook(secret).verify(body, req.headers as Record<string, string>);
          verified = true;
        }
      } catch {
        verified = false;
      }
      received.push({ path, headers: req.headers, body, verified });
      if (path.startsWith('/hang')) {
        hanging.push(res);
        return;
      }
      const id = String(req.headers['webhook-id']);
      if (path.startsWith('/fail') || (path.startsWith('/flaky') && !flaky.has(id))) {
        flaky.add(id);
        res.writeHead(500).end('no');
        return;
      }
      res.writeHead(200).end('ok');
    });
  });
  return new Promise<{
    port: number;
    received: Received[];
    secrets: Map<string, string>;
    close(): void;
  }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        received,
        secrets,
        close: () => {
          for (const res of hanging) res.destroy();
          server.closeAllConnections();
          server.close();
        },
      }),
    ),
  );
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let pds: Awaited<ReturnType<typeof fakePds>>;
beforeAll(async () => {
  receiver = await startReceiver();
  pds = await fakePds();
});
afterAll(() => {
  receiver.close();
  pds.server.close();
});

const sent: { to: string; subject: string; text: string }[] = [];
const recordingMailer: Mailer = {
  kind: 'outbox',
  send: async (message) => {
    sent.push(message);
  },
  close: async () => {},
};

const test = base.extend('appOptions', { scope: 'file' }, () => ({
  env: { CONNECTIONS_KEY: KEY, LINK_FETCH_ALLOW: `127.0.0.1:${receiver.port},127.0.0.1:${pds.port}` },
  mailer: recordingMailer,
}));

/**
 * No name is ever resolved here: the receiver is an address (127.0.0.1), and an endpoint named by
 * a host (hooks.example.com) fails its delivery without a DNS query or a connection.
 */
const NO_DNS: FetchPolicy['resolve'] = async () => {
  throw new Error('no DNS in this test');
};

/** The file's dispatcher on the app's database, with its own clock (tick(now)) and rules. */
function dispatcherOf(t: TestApp, policy: Partial<FetchPolicy> = {}) {
  return createDispatcher({
    database: t.database,
    logger: createLogger('silent'),
    policy: {
      ...DEFAULT_POLICY,
      resolve: NO_DNS,
      allow: parseAllowList(`127.0.0.1:${receiver.port}`),
      connectTimeoutMs: 1000,
      totalTimeoutMs: 1000,
      ...policy,
    },
    unseal: (sealed) => unseal<string>(sealKey(KEY), sealed),
    mailer: recordingMailer,
    publicUrl: 'http://localhost:3000',
  });
}

let pathCounter = 0;
const pathFor = (kind: string) => `/${kind}-${++pathCounter}`;

plain('signatures match the Standard Webhooks specification’s published example', () => {
  // From the specification's reference test vectors.
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
  const timestamp = 1614265330;
  const payload = '{"test": 2432232314}';
  const expected = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';
  expect(new Webhook(secret).sign(id, new Date(timestamp * 1000), payload)).toBe(expected);
  // The same HMAC written with node:crypto alone: the package signs what the specification says.
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${payload}`).digest('base64');
  expect(`v1,${mac}`).toBe(expected);
});

describe('webhooks', () => {
  test.override('plan', 'premium');

  test('free plan refused, localized; bad URLs and bodies refused; another account’s ids are 404', async ({
    app,
    member,
  }) => {
    const free = await signUpMember(app, { plan: 'free', language: 'es-ES' });
    const body = { url: `http://127.0.0.1:${receiver.port}/ok`, events: ['review.decided' as const] };
    const refused = await free.client.api('POST /api/webhooks', { body });
    expect(refused.status).toBe(403);
    expect((await refused.errorBody()).error.message).toContain('webhooks están disponibles');
    for (const bad of [
      { ...body, url: 'ftp://example.com/x' },
      { ...body, url: 'https://user:pass@example.com/x' },
      { ...body, url: 'https://example.com:8443/x' },
      { ...body, url: 'not a url' },
      { ...body, url: 'https://example.com/\u0000' },
      { ...body, events: [] },
      { ...body, events: ['post.deleted'] },
      { ...body, events: ['review.decided', 'review.decided'] },
      { ...body, extra: 1 },
    ]) {
      const res = await member.client.post('/api/webhooks', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message.length).toBeGreaterThan(0);
    }
    const huge = await member.client.post('/api/webhooks', {
      ...body,
      url: `https://e.com/${'a'.repeat(2_000_000)}`,
    });
    expect(huge.status).toBe(413);
    const made = await (await member.client.api('POST /api/webhooks', { body })).json();
    const other = await signUpMember(app, { plan: 'premium' });
    const params = { id: made.id };
    expect((await other.client.api('POST /api/webhooks/{id}/test', { params })).status).toBe(404);
    expect((await other.client.api('GET /api/webhooks/{id}/deliveries', { params })).status).toBe(404);
    expect((await other.client.api('DELETE /api/webhooks/{id}', { params })).status).toBe(404);
    expect(await (await other.client.api('GET /api/webhooks')).json()).toEqual({ items: [] });
    // A cookie write from another site is refused like every write.
    const forged = await member.client.post('/api/webhooks', body, {
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
  });

  test('after a downgrade to the free plan: no event is queued and what was queued is never sent', async ({
    app,
  }) => {
    const owner = await signUpMember(app, { plan: 'premium' });
    const path = pathFor('downgraded');
    const made = await (
      await owner.client.api('POST /api/webhooks', {
        body: { url: `http://127.0.0.1:${receiver.port}${path}`, events: ['review.decided'] },
      })
    ).json();
    receiver.secrets.set(path, made.secret);
    expect((await owner.client.api('POST /api/webhooks/{id}/test', { params: { id: made.id } })).status).toBe(
      202,
    );
    await app.database.db.update(usuarios).set({ complimentaryPlan: null }).where(eq(usuarios.id, owner.id));
    await emitEvent(app.database.db, owner.id, 'review.decided', {
      campaignId: 'c1',
      postId: 'p1',
      decision: 'approved',
      comment: null,
      reviewerName: 'Ana',
    });
    const queued = await app.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, made.id));
    expect(queued.map((d) => d.event)).toEqual(['webhook.test']);
    await dispatcherOf(app).tick();
    expect(receiver.received.filter((r) => r.path === path)).toHaveLength(0);
    const [test] = await app.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, made.id));
    expect(test).toMatchObject({ state: 'failed', error: 'plan_required' });
  });

  test('20 endpoint creations at once on one account: exactly the limit made, the rest refused', async ({
    app,
  }) => {
    const owner = await signUpMember(app, { plan: 'premium' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        owner.client.api('POST /api/webhooks', {
          body: { url: `http://127.0.0.1:${receiver.port}/many-${i}`, events: ['review.decided'] },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    const stored = await app.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, owner.id));
    expect(stored).toHaveLength(10);
  });

  test('signed deliveries of the test, review, generation and campaign events; the secret only in the 201', async ({
    app,
    member,
  }) => {
    const path = pathFor('ok');
    const res = await member.client.api('POST /api/webhooks', {
      body: {
        url: `http://127.0.0.1:${receiver.port}${path}`,
        events: ['review.decided', 'generation.completed', 'campaign.created'],
      },
    });
    expect(res.status).toBe(201);
    const made = await res.json();
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    receiver.secrets.set(path, made.secret);
    // Never again: not in the list, the deliveries, the stored row, the logs or the export.
    const list = await (await member.client.api('GET /api/webhooks')).text();
    expect(list).not.toContain(made.secret);
    expect(JSON.parse(list).items[0]).toMatchObject({ id: made.id, disabledAt: null });
    const [row] = await app.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, made.id));
    expect(row?.secret).not.toContain(made.secret.slice(6));

    const test = await member.client.api('POST /api/webhooks/{id}/test', { params: { id: made.id } });
    expect(test.status).toBe(202);
    expect(await test.json()).toMatchObject({ event: 'webhook.test', state: 'pending' });
    await emitEvent(app.database.db, member.id, 'review.decided', {
      campaignId: 'c1',
      postId: 'p1',
      decision: 'approved',
      comment: null,
      reviewerName: 'Ana',
    });
    // An event the endpoint did not ask for is not queued.
    await emitEvent(app.database.db, member.id, 'post.failed', { publicationId: 'x' });
    const { BRIEF } = await import('./process-fixtures');
    const generated = await member.client.api('POST /api/functions/generate-captions', { body: BRIEF });
    expect(generated.status).toBe(200);
    const day = addDays(todayIn('UTC'), 1);
    const imported = await member.client.api('POST /api/campaigns/import', {
      body: { csv: `date,network,brief\n${day},x,Open day at the studio\n` },
    });
    expect(imported.status).toBe(201);

    // One delivery of an endpoint at a time: four ticks, one each.
    const dispatcher = dispatcherOf(app);
    for (let i = 0; i < 4; i++) expect(await dispatcher.tick()).toBe(1);
    expect(await dispatcher.tick()).toBe(0);
    const got = receiver.received.filter((r) => r.path === path);
    expect(got).toHaveLength(4);
    expect(got.every((r) => r.verified)).toBe(true);
    for (const r of got) {
      const payload = JSON.parse(r.body) as { type: keyof typeof WEBHOOK_PAYLOADS };
      expect(WEBHOOK_PAYLOADS[payload.type].safeParse(payload).success, r.body).toBe(true);
      expect(r.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(r.headers['content-type']).toBe('application/json');
    }
    expect(got.map((r) => JSON.parse(r.body).type).sort()).toEqual([
      'campaign.created',
      'generation.completed',
      'review.decided',
      'webhook.test',
    ]);
    const campaign = JSON.parse(got.find((r) => r.body.includes('campaign.created'))?.body ?? '{}');
    expect(campaign.data).toMatchObject({ title: expect.any(String), startDate: day, days: 1, posts: 1 });
    // A body changed on the way fails the receiver's check.
    const first = got[0] as Received;
    expect(() =>
      new Webhook(made.secret).verify(`${first.body} `, first.headers as Record<string, string>),
    ).toThrow();

    const deliveries = await (
      await member.client.api('GET /api/webhooks/{id}/deliveries', { params: { id: made.id } })
    ).text();
    expect(deliveries).not.toContain(made.secret);
    const items = JSON.parse(deliveries).items as { state: string; status: number; nextRetryAt: null }[];
    expect(items).toHaveLength(4);
    expect(items.every((d) => d.state === 'delivered' && d.status === 200 && d.nextRetryAt === null)).toBe(
      true,
    );
    expect(app.logs.join('\n')).not.toContain(made.secret);
    expect(await (await member.client.get('/api/me/export')).text()).not.toContain(made.secret);
  });

  test('an API key manages webhooks as the session does (for automations)', async ({ app, member }) => {
    const made = await member.client.api('POST /api/keys', {
      body: { name: 'n8n', password: GOOD_PASSWORD },
    });
    expect(made.status).toBe(201);
    const { key } = (await made.json()) as { key: string };
    const bot = new TestClient(app.app, { origin: null });
    const headers = { authorization: `Bearer ${key}` };
    const res = await bot.api('POST /api/webhooks', {
      body: { url: 'https://hooks.example.com/n8n', events: ['post.published'] },
      headers,
    });
    expect(res.status).toBe(201);
    expect((await bot.api('GET /api/webhooks', { headers })).status).toBe(200);
  });

  test('a publication announces itself: post.published once sent, post.failed when it cannot go', async ({
    app,
    member,
  }) => {
    await member.client.api('POST /api/webhooks', {
      body: { url: 'https://hooks.example.com/posts', events: ['post.published', 'post.failed'] },
    });
    const connection = (await (
      await member.client.api('POST /api/connections', {
        body: { network: 'bluesky', identifier: 'alice.test', appPassword: APP_PASSWORD, service: pds.url },
      })
    ).json()) as { id: string };
    const sent = await (
      await member.client.api('POST /api/publish', {
        body: { connectionId: connection.id, text: 'Fresh bread.' },
      })
    ).json();
    const scheduler = createScheduler({
      database: app.database,
      logger: createLogger('silent'),
      policy: { ...DEFAULT_POLICY, allow: parseAllowList(`127.0.0.1:${pds.port}`) },
      key: sealKey(KEY),
    });
    expect(await scheduler.tick()).toBe(1);
    const doomed = await (
      await member.client.api('POST /api/publish', { body: { connectionId: connection.id, text: 'Second.' } })
    ).json();
    // Disconnected before it went out: it fails, and says so.
    await app.database.db.delete(publishingConnections).where(eq(publishingConnections.id, connection.id));
    expect(await scheduler.tick()).toBe(1);
    const queued = await app.database.db.select().from(webhookDeliveries);
    const bodies = queued.map(
      (d) => JSON.parse(d.payload) as { type: string; data: Record<string, unknown> },
    );
    expect(bodies.filter((b) => b.type === 'post.published').map((b) => b.data)).toEqual([
      expect.objectContaining({
        publicationId: sent.id,
        network: 'bluesky',
        url: expect.stringContaining('/post/'),
      }),
    ]);
    expect(bodies.filter((b) => b.type === 'post.failed').map((b) => b.data)).toEqual([
      expect.objectContaining({ publicationId: doomed.id, reason: 'publishing.errors.disconnected' }),
    ]);
    // Queued for a host that is not this machine: never sent by the later tests' dispatchers.
    await app.database.db.delete(webhookDeliveries);
  });

  test('the OpenAPI document holds every payload under its webhooks', async ({ app }) => {
    const doc = (await (await app.app.request('http://localhost:3000/api/openapi.json')).json()) as {
      webhooks: Record<string, { post: { parameters: { name: string }[] } }>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.webhooks).map((name) => name.replace(/^\//, ''))).toEqual(
      Object.keys(WEBHOOK_PAYLOADS),
    );
    expect(doc.webhooks['/review.decided']?.post.parameters.map((p) => p.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    expect(doc.components.schemas).toHaveProperty('ReviewDecidedEvent');
  });

  test('500 then 200: retried after its back-off with the same id and body, delivered once', async ({
    app,
    member,
  }) => {
    const path = pathFor('flaky');
    const made = await (
      await member.client.api('POST /api/webhooks', {
        body: { url: `http://127.0.0.1:${receiver.port}${path}`, events: ['review.decided'] },
      })
    ).json();
    receiver.secrets.set(path, made.secret);
    await emitEvent(app.database.db, member.id, 'review.decided', { campaignId: 'c', postId: 'p' });
    const dispatcher = dispatcherOf(app);
    const now = new Date();
    expect(await dispatcher.tick(now)).toBe(1);
    const [pending] = (
      await (await member.client.api('GET /api/webhooks/{id}/deliveries', { params: { id: made.id } })).json()
    ).items;
    expect(pending).toMatchObject({ state: 'pending', status: 500, attempts: 1 });
    expect(Date.parse(pending?.nextRetryAt ?? '')).toBe(now.getTime() + (RETRY_DELAYS_MS[0] as number));
    // Not due yet.
    expect(await dispatcher.tick(new Date(now.getTime() + 1000))).toBe(0);
    expect(await dispatcher.tick(new Date(now.getTime() + 6000))).toBe(1);
    expect(await dispatcher.tick(new Date(now.getTime() + 60_000))).toBe(0);
    const got = receiver.received.filter((r) => r.path === path);
    expect(got).toHaveLength(2);
    expect(got[0]?.headers['webhook-id']).toBe(got[1]?.headers['webhook-id']);
    expect(got[0]?.body).toBe(got[1]?.body);
    expect(got.every((r) => r.verified)).toBe(true);
    const [done] = (
      await (await member.client.api('GET /api/webhooks/{id}/deliveries', { params: { id: made.id } })).json()
    ).items;
    expect(done).toMatchObject({ state: 'delivered', status: 200, attempts: 2, nextRetryAt: null });
  });

  test('a receiver that hangs is cut at the deadline and retried later; others are not held up', async ({
    app,
    member,
  }) => {
    const hang = pathFor('hang');
    const ok = pathFor('ok');
    for (const path of [hang, ok])
      await member.client.api('POST /api/webhooks', {
        body: { url: `http://127.0.0.1:${receiver.port}${path}`, events: ['campaign.created'] },
      });
    await emitEvent(app.database.db, member.id, 'campaign.created', { campaignId: 'c' });
    const started = performance.now();
    expect(await dispatcherOf(app, { totalTimeoutMs: 300 }).tick()).toBe(2);
    expect(performance.now() - started).toBeLessThan(3000);
    const rows = await app.database.db.select().from(webhookDeliveries);
    const byUrl = async (path: string) => {
      const [endpoint] = await app.database.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.url, `http://127.0.0.1:${receiver.port}${path}`));
      return rows.find((r) => r.endpointId === endpoint?.id);
    };
    expect(await byUrl(hang)).toMatchObject({ state: 'pending', status: 0, error: 'link_timeout' });
    expect(await byUrl(ok)).toMatchObject({ state: 'delivered', status: 200 });
  });

  test('one endpoint at a time: a receiver with many due takes one slot of a batch, the others are not kept waiting', async ({
    app,
    member,
  }) => {
    const busy = pathFor('ok');
    const quiet = pathFor('ok');
    const add = (path: string, events: ('review.decided' | 'campaign.created')[]) =>
      member.client.api('POST /api/webhooks', {
        body: { url: `http://127.0.0.1:${receiver.port}${path}`, events },
      });
    await add(busy, ['review.decided', 'campaign.created']);
    await add(quiet, ['campaign.created']);
    // Twelve due for one endpoint (more than a batch), then one event for both.
    for (let i = 0; i < 12; i++)
      await emitEvent(app.database.db, member.id, 'review.decided', { campaignId: `c${i}`, postId: 'p' });
    await emitEvent(app.database.db, member.id, 'campaign.created', { campaignId: 'last' });
    const dispatcher = dispatcherOf(app);
    const bodies = (path: string) =>
      receiver.received.filter((r) => r.path === path).map((r) => JSON.parse(r.body).data.campaignId);
    // The first batch: the busy endpoint's oldest and the quiet one's only delivery.
    expect(await dispatcher.tick()).toBe(2);
    expect(bodies(busy)).toEqual(['c0']);
    expect(bodies(quiet)).toEqual(['last']);
    // The busy one's others, one a batch, oldest first.
    while ((await dispatcher.tick()) > 0);
    expect(bodies(busy)).toEqual([...Array.from({ length: 12 }, (_, i) => `c${i}`), 'last']);
  });

  test('a private address is refused before any connection (injected resolver; loopback off the allowed port)', async ({
    app,
    member,
  }) => {
    const connected: string[] = [];
    for (const url of ['https://hooks.internal.test/in', 'http://127.0.0.1/in', 'http://[::1]/in'])
      await member.client.api('POST /api/webhooks', { body: { url, events: ['review.decided'] } });
    await emitEvent(app.database.db, member.id, 'review.decided', { campaignId: 'c' });
    const dispatcher = dispatcherOf(app, {
      // The name resolves to a private address; nothing is ever asked of a real DNS.
      resolve: async (host) => {
        connected.push(host);
        return [{ address: '10.0.0.5', family: 4 }];
      },
    });
    expect(await dispatcher.tick()).toBe(3);
    const rows = await app.database.db.select().from(webhookDeliveries);
    const refused = rows.filter((r) => r.error === 'link_blocked');
    expect(refused).toHaveLength(3);
    expect(refused.every((r) => r.state === 'pending' && r.status === 0)).toBe(true);
    expect(connected).toEqual(['hooks.internal.test']);
    expect(receiver.received.some((r) => r.path === '/in')).toBe(false);
  });

  test('a secret sealed under another key: failed, the endpoint disabled, nothing sent unsigned', async ({
    app,
    member,
  }) => {
    const path = pathFor('ok');
    const made = await (
      await member.client.api('POST /api/webhooks', {
        body: { url: `http://127.0.0.1:${receiver.port}${path}`, events: ['review.decided'] },
      })
    ).json();
    await app.database.db.delete(webhookDeliveries);
    await emitEvent(app.database.db, member.id, 'review.decided', { campaignId: 'c' });
    const otherKey = createDispatcher({
      database: app.database,
      logger: createLogger('silent'),
      policy: { ...DEFAULT_POLICY, resolve: NO_DNS, allow: parseAllowList(`127.0.0.1:${receiver.port}`) },
      unseal: (sealed) => unseal<string>(sealKey('another-connections-key-0123456789abcdef'), sealed),
      publicUrl: 'http://localhost:3000',
    });
    expect(await otherKey.tick()).toBe(1);
    const [row] = await app.database.db.select().from(webhookDeliveries);
    expect(row).toMatchObject({ state: 'failed', error: 'secret_unreadable' });
    const [endpoint] = await app.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, made.id));
    expect(endpoint?.disabledAt).not.toBeNull();
    // Stored as a code, told in the reader's language: not "last answer: 0".
    expect(endpoint?.disabledReason).toBe('secret_unreadable');
    expect(receiver.received.some((r) => r.path === path)).toBe(false);
  });

  plain('a disabled endpoint’s reason is stored as a code and told in the reader’s language', () => {
    expect(disabledReasonText('status:503', 'pt-BR')).toContain('última resposta: 503');
    expect(disabledReasonText('status:503', 'es-ES')).toContain('última respuesta: 503');
    expect(disabledReasonText('status:503', 'en-US')).toContain('last answer: 503');
    for (const language of ['pt-BR', 'en-US', 'es-ES'] as const) {
      const noAnswer = disabledReasonText('no_answer', language);
      const secret = disabledReasonText('secret_unreadable', language);
      expect(noAnswer).not.toMatch(/: 0\b|integrations\./);
      expect(secret).not.toMatch(/: 0\b|integrations\./);
      expect(noAnswer).not.toBe(secret);
    }
    expect(disabledReasonText('no_answer', 'en-US')).toContain('did not answer');
    expect(disabledReasonText(null, 'en-US')).toBeNull();
  });

  test('failing for a day: nine tries, then the endpoint disabled with a notice; the last 50 kept', async ({
    app,
    member,
  }) => {
    const path = pathFor('fail');
    const made = await (
      await member.client.api('POST /api/webhooks', {
        body: { url: `http://127.0.0.1:${receiver.port}${path}`, events: ['review.decided', 'post.failed'] },
      })
    ).json();
    // The earlier tests' deliveries still pending (the hanging and refused ones) out of this clock's way.
    await app.database.db.delete(webhookDeliveries);
    await emitEvent(app.database.db, member.id, 'review.decided', { campaignId: 'c' });
    const dispatcher = dispatcherOf(app);
    let now = Date.now();
    for (const delay of [0, ...RETRY_DELAYS_MS]) {
      now += delay;
      expect(await dispatcher.tick(new Date(now))).toBe(1);
    }
    expect(now - Date.now()).toBeLessThan(24 * 60 * 60 * 1000);
    expect(receiver.received.filter((r) => r.path === path)).toHaveLength(9);
    const [endpoint] = (await (await member.client.api('GET /api/webhooks')).json()).items.filter(
      (e) => e.id === made.id,
    );
    expect(endpoint?.disabledAt).not.toBeNull();
    expect(endpoint?.disabledReason).toContain('500');
    expect(endpoint?.disabledReason).not.toContain('status:');
    const [disabledRow] = await app.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, made.id));
    expect(disabledRow?.disabledReason).toBe('status:500');
    const notices = sent.filter((m) => m.to === member.email && m.subject.includes('webhook'));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(path);
    // Disabled: nothing more is queued or sent, and "send test" says why.
    await emitEvent(app.database.db, member.id, 'post.failed', { publicationId: 'x' });
    expect(await dispatcher.tick(new Date(now + 10 * 60 * 60 * 1000))).toBe(0);
    const test = await member.client.api('POST /api/webhooks/{id}/test', { params: { id: made.id } });
    expect(test.status).toBe(409);
    expect((await test.errorBody()).error.code).toBe('webhook_disabled');

    // The record: the latest 50 of an endpoint.
    const okPath = pathFor('ok');
    const kept = await (
      await member.client.api('POST /api/webhooks', {
        body: { url: `http://127.0.0.1:${receiver.port}${okPath}`, events: ['campaign.created'] },
      })
    ).json();
    for (let i = 0; i < 60; i++) await emitEvent(app.database.db, member.id, 'campaign.created', { i });
    while ((await dispatcher.tick()) > 0);
    const deliveries = (
      await (await member.client.api('GET /api/webhooks/{id}/deliveries', { params: { id: kept.id } })).json()
    ).items;
    expect(deliveries).toHaveLength(50);
    const stored = await app.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, kept.id));
    expect(stored.length).toBeLessThanOrEqual(50);
  });
});
