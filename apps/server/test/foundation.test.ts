import { gunzipSync } from 'node:zlib';
import { isApiErrorBody } from '@captia/shared';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { TestClient } from './client';
import { test } from './fixtures/setup';
import { createTestApp } from './helpers';

/**
 * The app is fixtures/setup.ts's. Unknown paths, oversized bodies, the SPA and its assets are
 * requested raw; the contract's routes through a signed-out client's `api`.
 */

/** An execute()'s rows, whether its driver answers `{ rows }` or the rows themselves. */
const rowsOf = <T>(result: unknown) =>
  (result && typeof result === 'object' && 'rows' in result ? result.rows : result) as T[];

describe('boot and migrations', () => {
  test('runs on PostgreSQL when DATABASE_URL is set, else on PGlite', ({ app: t }) => {
    expect(t.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  test('creates the tables of the data model', async ({ app: t }) => {
    const result: unknown = await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const rows = rowsOf<{ table_name: string }>(result);
    const names = rows.map((r) => r.table_name);
    expect(names).toEqual(expect.arrayContaining(['usuarios', 'user_roles', 'users_usage']));
  });

  test('applies migrations a second time without error or change', async ({ app: t }) => {
    const count = async () => {
      const result: unknown = await t.database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const rows = rowsOf<{ n: number }>(result);
      return rows[0]?.n;
    };
    const before = await count();
    await t.database.migrate();
    await t.database.migrate();
    expect(await count()).toBe(before);
    expect(before).toBeGreaterThan(0);
  });
});

describe('GET /api/health', () => {
  test('answers ok with the database up', async ({ app: t }) => {
    const res = await new TestClient(t.app).api('GET /api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok' });
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
  });

  test('answers 503 with db "down" when the database is unreachable', async () => {
    // An app of its own, whose database is closed under it.
    const other = await createTestApp();
    await other.database.close();
    const res = await new TestClient(other.app).api('GET /api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ db: 'down' });
  });
});

describe('logs', () => {
  test('carry the request id and the path without its query string', async ({ app: t }) => {
    const res = await t.app.request('/reset-password?token=secret-token-123', {
      headers: { 'x-request-id': 'req-abc-1' },
    });
    expect(res.headers.get('x-request-id')).toBe('req-abc-1');
    const line = t.logs.map((l) => JSON.parse(l)).find((l) => l.reqId === 'req-abc-1');
    expect(line).toMatchObject({ method: 'GET', path: '/reset-password', status: 200 });
    expect(t.logs.join('\n')).not.toContain('secret-token-123');
  });
});

describe('API errors', () => {
  test('answers an unknown /api path with a JSON 404 in the error shape', async ({ app: t }) => {
    const res = await t.app.request('/api/does-not-exist', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = await res.json();
    expect(isApiErrorBody(body)).toBe(true);
    expect(body.error.code).toBe('not_found');
  });

  test('localizes the message from Accept-Language', async ({ app: t }) => {
    const pt = await (
      await t.app.request('/api/nope', { headers: { 'Accept-Language': 'pt-BR,pt;q=0.9' } })
    ).json();
    const es = await (await t.app.request('/api/nope', { headers: { 'Accept-Language': 'es' } })).json();
    const en = await (await t.app.request('/api/nope')).json();
    expect(pt.error.message).toBe('O recurso solicitado não foi encontrado.');
    expect(es.error.message).toBe('No se ha encontrado el recurso solicitado.');
    expect(en.error.message).toBe('The requested resource was not found.');
  });

  test('refuses bodies over the limit with 413 in the error shape', async ({ app: t }) => {
    const res = await t.app.request('/api/health', {
      method: 'POST',
      body: 'x'.repeat(1024 * 1024 + 10),
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(1024 * 1024 + 10) },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });

  test('compresses JSON for a client that accepts it', async ({ app: t }) => {
    const client = new TestClient(t.app);
    const gzip = await client.api('GET /api/options', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await gzip.arrayBuffer());
    const plain = await client.api('GET /api/options');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(await plain.json());
  });

  test('refuses new requests with 503 while draining', async ({ app: t }) => {
    t.lifecycle.draining = true;
    try {
      const res = await new TestClient(t.app).api('GET /api/health');
      expect(res.status).toBe(503);
      expect(res.headers.get('connection')).toBe('close');
      expect((await res.errorBody()).error.code).toBe('service_unavailable');
    } finally {
      t.lifecycle.draining = false;
    }
  });
});

describe('serving the SPA', () => {
  test('serves index.html with no-cache for every screen of the route table, aliases included', async ({
    app: t,
  }) => {
    for (const path of ['/', '/entrar', '/planos-precos', '/blog/tons-voz-redes-sociais', '/termos-uso']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  test('falls back to the SPA with status 404 for an unknown page', async ({ app: t }) => {
    for (const path of ['/no-such-page', '/blog/no-such-article']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  test('serves hashed assets as immutable, compressed when accepted, with 304 on a matching ETag', async ({
    app: t,
  }) => {
    const res = await t.app.request('/assets/index-AbC123.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toContain('javascript');
    const again = await t.app.request('/assets/index-AbC123.js', {
      headers: { 'If-None-Match': res.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  test('answers a missing asset with 404, never with index.html', async ({ app: t }) => {
    const res = await t.app.request('/assets/missing-123.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<div id="root">');
  });

  test('serves /favicon.ico and /robots.txt', async ({ app: t }) => {
    const icon = await t.app.request('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
    const robots = await t.app.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(await robots.text()).toMatch(/User-agent: \*[\s\S]*Disallow: \/api\//);
  });
});

describe('security headers', () => {
  test('are on every kind of response', async ({ app: t }) => {
    for (const path of ['/', '/api/health', '/api/nope', '/assets/index-AbC123.js', '/robots.txt', '/nope']) {
      const res = await t.app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  test('allow the inline theme script by its hash and no other inline script', async ({ app: t }) => {
    const res = await t.app.request('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
  });
});
