import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { usersUsage } from '../src/db/schema/index';
import type { ModelCall } from '../src/lib/model-calls';
import { createMetrics } from '../src/metrics/metrics';
import { signUpMember, TestClient } from './client';
import { onFakeModel, QUIET_MAILER } from './fixtures/model';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers';
import { BRIEF } from './process-fixtures';

/**
 * GET /metrics: Prometheus text from prom-client, for this machine only (by the socket) or for
 * the holder of METRICS_TOKEN; requests by route pattern and status, generations by engine and
 * outcome, fallbacks, quota refusals, model tokens, and the process's own figures.
 */
const mailer = QUIET_MAILER;
const TOKEN = 'metrics-token-for-the-test-only-0123456789';

/**
 * `app` is fixtures/setup.ts's (createTestApp) on a fake model; `guarded` the same database
 * behind an app configured with METRICS_TOKEN, made for the first test that needs it. The
 * scrapes stay raw: they carry the socket's address (node-server's bindings) and forged headers.
 */
const test = onFakeModel({ mailer, env: { AI_TIMEOUT_MS: '10000' } }).extend(
  'guarded',
  { scope: 'file' },
  ({ database }) => createTestApp({ mailer, database, env: { METRICS_TOKEN: TOKEN } }),
);

/** The bindings @hono/node-server gives each request: its socket, seen from the given address. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

const scrapeOf = (app: TestApp, init: RequestInit = {}, address = '127.0.0.1') =>
  app.app.request(`${TEST_ORIGIN}/metrics`, init, from(address));

async function metricsText(app: TestApp): Promise<string> {
  const res = await scrapeOf(app);
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of the series `name` whose labels include `labels` (summed over the others); 0 if none. */
function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const own = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => own[key] === value)) sum += Number(match[3]);
  }
  return sum;
}

const generate = (client: TestClient) => client.api('POST /api/functions/generate-captions', { body: BRIEF });

describe('GET /metrics from this machine (no METRICS_TOKEN)', () => {
  test('answers the Prometheus text format: requests by route pattern, never by raw path', async ({
    app: t,
  }) => {
    const { client } = await signUpMember(t, { plan: 'premium' });
    const id = randomUUID();
    expect((await client.api('DELETE /api/history/{id}', { params: { id } })).status).toBe(404);
    expect((await client.api('GET /api/me')).status).toBe(200);
    expect((await client.get(`/api/no-such-route/${randomUUID()}`)).status).toBe(404);
    expect((await client.get('/')).status).toBe(200);

    const res = await scrapeOf(t);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).toContain('# TYPE captia_http_requests_total counter');
    expect(
      seriesValue(text, 'captia_http_requests_total', {
        method: 'DELETE',
        route: '/api/history/{id}',
        status: '404',
      }),
    ).toBe(1);
    expect(
      seriesValue(text, 'captia_http_requests_total', { route: '/api/me', status: '200' }),
    ).toBeGreaterThan(0);
    // Unknown paths are one series; ids never become labels.
    expect(
      seriesValue(text, 'captia_http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThan(0);
    expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-route');
    const me = { method: 'GET', route: '/api/me', status: '200' };
    expect(text).toContain('# TYPE captia_http_request_duration_seconds histogram');
    const count = seriesValue(text, 'captia_http_request_duration_seconds_count', me);
    expect(count).toBeGreaterThan(0);
    expect(seriesValue(text, 'captia_http_request_duration_seconds_bucket', { ...me, le: '+Inf' })).toBe(
      count,
    );
    expect(seriesValue(text, 'captia_http_request_duration_seconds_sum', me)).toBeGreaterThan(0);
    // The process: memory and event-loop lag (prom-client's default metrics).
    expect(seriesValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_heap_size_used_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(seriesValue(text, 'captia_db_info', { kind: t.database.kind })).toBe(1);
  });

  test('counts a generation by engine and outcome, and the model tokens by provider and model', async ({
    app: t,
    model,
  }) => {
    const { client } = await signUpMember(t, { plan: 'premium' });
    const before = await metricsText(t);
    const res = await generate(client);
    expect(res.status).toBe(200);
    expect((await res.json()).source).toBe('ai');
    const after = await metricsText(t);
    const delta = (name: string, labels: Record<string, string>) =>
      seriesValue(after, name, labels) - seriesValue(before, name, labels);
    expect(delta('captia_generations_total', { kind: 'generation', engine: 'ai', outcome: 'ok' })).toBe(1);
    const fake = { provider: 'openai-compatible', model: 'fake-model' };
    expect(delta('captia_model_tokens_total', { ...fake, direction: 'input' })).toBe(model.usage.input);
    expect(delta('captia_model_tokens_total', { ...fake, direction: 'output' })).toBe(model.usage.output);
    expect(delta('captia_model_calls_total', { ...fake, outcome: 'ok' })).toBe(1);
    expect(
      delta('captia_http_requests_total', { route: '/api/functions/generate-captions', status: '200' }),
    ).toBe(1);
  });

  test('counts the basic generator standing in for a model that cannot answer as a fallback', async ({
    app: t,
    model,
  }) => {
    const { client } = await signUpMember(t, { plan: 'premium' });
    const before = await metricsText(t);
    model.error = { status: 503, body: '{}' };
    try {
      const res = await generate(client);
      expect(res.status).toBe(200);
      expect((await res.json()).source).toBe('basic');
    } finally {
      model.error = null;
    }
    const after = await metricsText(t);
    const delta = (name: string, labels: Record<string, string>) =>
      seriesValue(after, name, labels) - seriesValue(before, name, labels);
    expect(
      delta('captia_generations_total', { kind: 'generation', engine: 'basic', outcome: 'fallback' }),
    ).toBe(1);
    expect(delta('captia_fallbacks_total', { kind: 'generation', to: 'basic' })).toBe(1);
    expect(delta('captia_model_calls_total', { model: 'fake-model', outcome: 'fell_back' })).toBe(1);
  });

  test('counts a refusal for the quota by its code', async ({ app: t }) => {
    const { client, id } = await signUpMember(t, { plan: 'free' });
    await t.database.db.update(usersUsage).set({ dailyUsage: 3 }).where(eq(usersUsage.userId, id));
    const before = await metricsText(t);
    const res = await generate(client);
    expect(res.status).toBe(429);
    expect((await res.errorBody()).error.code).toBe('daily_limit_reached');
    const after = await metricsText(t);
    const labels = { code: 'daily_limit_reached' };
    expect(
      seriesValue(after, 'captia_quota_refusals_total', labels) -
        seriesValue(before, 'captia_quota_refusals_total', labels),
    ).toBe(1);
  });

  test('is never public: another address gets the JSON 404, a forwarding header grants nothing', async ({
    app: t,
  }) => {
    for (const [address, headers] of [
      ['203.0.113.9', {}],
      ['203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }],
      // A proxy on this machine relaying someone else.
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
    ] as const) {
      const res = await scrapeOf(t, { headers }, address);
      expect(res.status, address).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect((await res.json()).error.code).toBe('not_found');
    }
    for (const address of ['::1', '::ffff:127.0.0.1'])
      expect((await scrapeOf(t, {}, address)).status).toBe(200);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  test('answers the right bearer token only, from anywhere', async ({ guarded }) => {
    const refusals: [RequestInit, string][] = [
      [{}, '127.0.0.1'],
      [{}, '203.0.113.9'],
      [bearer('not-the-token-at-all-0123456789'), '203.0.113.9'],
      [bearer(`${TOKEN}x`), '127.0.0.1'],
      [{ headers: { authorization: TOKEN } }, '203.0.113.9'],
      [{ headers: { 'x-forwarded-for': '127.0.0.1' } }, '203.0.113.9'],
    ];
    for (const [init, address] of refusals) {
      const res = await scrapeOf(guarded, init, address);
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('unauthorized');
    }
    const res = await scrapeOf(guarded, bearer(TOKEN), '203.0.113.9');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('captia_http_requests_total');
  });

  test('each app counts its own requests (its own figures, one registry per scrape)', async ({ guarded }) => {
    const client = new TestClient(guarded.app);
    expect((await client.api('GET /api/health')).status).toBe(200);
    const text = await (await scrapeOf(guarded, bearer(TOKEN), '198.51.100.1')).text();
    expect(seriesValue(text, 'captia_http_requests_total', { route: '/api/health' })).toBe(1);
    expect(seriesValue(text, 'captia_generations_total')).toBe(0);
  });
});

describe('the figures themselves (createMetrics)', () => {
  test('reads the PostgreSQL pool at each scrape, as gauges', async () => {
    const stats = { total: 5, idle: 2, waiting: 1, max: 10 };
    const metrics = createMetrics({ kind: 'postgres', poolStats: () => stats });
    const first = await metrics.scrape();
    expect(first.contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(first.body).toContain('# TYPE captia_db_pool_connections gauge');
    expect(seriesValue(first.body, 'captia_db_pool_connections', { state: 'in_use' })).toBe(3);
    expect(seriesValue(first.body, 'captia_db_pool_connections', { state: 'idle' })).toBe(2);
    expect(seriesValue(first.body, 'captia_db_pool_waiting')).toBe(1);
    expect(seriesValue(first.body, 'captia_db_pool_max')).toBe(10);
    expect(seriesValue(first.body, 'captia_db_info', { kind: 'postgres' })).toBe(1);
    stats.waiting = 4;
    expect(seriesValue((await metrics.scrape()).body, 'captia_db_pool_waiting')).toBe(4);
  });

  test('adds up the counters by their label values, and lists the labelled ones with no series yet', async () => {
    const metrics = createMetrics({ kind: 'pglite' });
    const empty = (await metrics.scrape()).body;
    expect(empty).toContain('# TYPE captia_fallbacks_total counter');
    expect(seriesValue(empty, 'captia_fallbacks_total')).toBe(0);
    expect(empty).not.toContain('captia_db_pool');
    const call: ModelCall = {
      provider: 'p',
      model: 'm',
      outcome: 'ok',
      inputTokens: 7,
      outputTokens: 0,
      durationMs: 5,
      ok: true,
      captions: 3,
      cost: 0,
    };
    metrics.modelCalls([call, call]);
    metrics.quotaRefused('daily_limit_reached');
    metrics.quotaRefused('daily_limit_reached');
    const text = (await metrics.scrape()).body;
    expect(seriesValue(text, 'captia_model_calls_total', { model: 'm', outcome: 'ok' })).toBe(2);
    expect(seriesValue(text, 'captia_model_tokens_total', { direction: 'input' })).toBe(14);
    // No tokens reported: no series.
    expect(text).not.toContain('direction="output"');
    expect(seriesValue(text, 'captia_quota_refusals_total', { code: 'daily_limit_reached' })).toBe(2);
  });
});
