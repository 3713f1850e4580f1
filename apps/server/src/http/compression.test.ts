import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { compressWhenAccepted } from './compression';

const LONG = 'x'.repeat(2000);

/** JSON answers that set one header compress() reads: path, header, value. */
const WITH_HEADER: [string, string, string][] = [
  ['/varied', 'Vary', 'Accept-Language'],
  ['/varied-already', 'Vary', 'accept-encoding'],
  ['/vary-star', 'Vary', '*'],
  ['/no-transform', 'Cache-Control', 'no-store, no-transform'],
  ['/short-length', 'Content-Length', '11'],
];

/** Answers of every kind compress() looks at: its conditions for Vary and for compressing. */
function app(middleware: ReturnType<typeof compress>) {
  const routes = new Hono()
    .use(middleware)
    .get('/json', (c) => c.json({ ok: true }))
    .get('/long-json', (c) => c.json({ text: LONG }));
  for (const [path, name, value] of WITH_HEADER)
    routes.get(path, (c) => {
      c.header(name, value);
      return c.json({ ok: true });
    });
  return routes
    .get('/text', (c) => c.text('plain'))
    .get('/binary', (c) => c.body(new Uint8Array([1, 2, 3]), 200, { 'Content-Type': 'image/png' }))
    .get('/no-type', (c) => c.body(null, 204))
    .get('/partial', (c) => c.body('abc', 206, { 'Content-Type': 'text/plain' }))
    .get('/encoded', (c) => c.body('abc', 200, { 'Content-Type': 'text/plain', 'Content-Encoding': 'br' }))
    .get('/events', (c) => c.body('data: x\n\n', 200, { 'Content-Type': 'text/event-stream' }));
}

const PATHS = [
  '/json',
  '/long-json',
  '/varied',
  '/varied-already',
  '/vary-star',
  '/no-transform',
  '/short-length',
  '/text',
  '/binary',
  '/no-type',
  '/partial',
  '/encoded',
  '/events',
];

async function snapshot(res: Response) {
  return {
    status: res.status,
    headers: [...res.headers.entries()].sort(),
    body: Buffer.from(await res.arrayBuffer()).toString('base64'),
  };
}

describe('compression (decision 0028)', () => {
  it('without Accept-Encoding: the same answers as compress(), Vary included', async () => {
    const ours = app(compressWhenAccepted());
    const hono = app(compress());
    for (const path of PATHS) {
      for (const method of ['GET', 'HEAD']) {
        const request = () => new Request(`http://localhost${path}`, { method });
        expect(await snapshot(await ours.request(request())), `${method} ${path}`).toEqual(
          await snapshot(await hono.request(request())),
        );
      }
    }
    expect((await ours.request('/json')).headers.get('vary')).toBe('Accept-Encoding');
    expect((await ours.request('/varied')).headers.get('vary')).toBe('Accept-Language, Accept-Encoding');
  });

  it('with Accept-Encoding: compress() itself', async () => {
    const ours = app(compressWhenAccepted());
    const hono = app(compress());
    for (const encoding of ['gzip', 'deflate', 'br', 'identity', 'gzip;q=0, *;q=0', '']) {
      for (const path of PATHS) {
        const request = () =>
          new Request(`http://localhost${path}`, { headers: { 'Accept-Encoding': encoding } });
        expect(await snapshot(await ours.request(request())), `${encoding} ${path}`).toEqual(
          await snapshot(await hono.request(request())),
        );
      }
    }
    const gzip = await ours.request('/long-json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8'))).toEqual({
      text: LONG,
    });
  });
});
