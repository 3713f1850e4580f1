import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { loadStaticSite } from './static-site';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'captia-static-'));
const script = `console.log(${JSON.stringify('caption '.repeat(200))});`;
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>CaptIA</title>${' '.repeat(600)}`);
fs.writeFileSync(path.join(dist, 'assets/app-1234.js'), script);
fs.writeFileSync(path.join(dist, 'assets/plain-1234.js'), script);
// What `npm run build` writes next to a file (apps/web/scripts/precompress.ts), told apart here
// from what the server would make by a comment only the build's forms carry.
const built = Buffer.from(`${script}\n// built`);
fs.writeFileSync(path.join(dist, 'assets/app-1234.js.br'), zlib.brotliCompressSync(built));
fs.writeFileSync(path.join(dist, 'assets/app-1234.js.gz'), zlib.gzipSync(built));

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const site = loadStaticSite(dist);
const app = new Hono().get('*', (c) => site.serve(c) ?? c.text('fell through', 404));
const get = (url: string, encoding: string) => app.request(url, { headers: { 'Accept-Encoding': encoding } });

describe('compressed static files', () => {
  it('are the forms the build wrote next to the file, when there are any', async () => {
    const br = await get('/assets/app-1234.js', 'br, gzip');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(built.toString());
    const gz = await get('/assets/app-1234.js', 'gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(built.toString());
  });

  it('are made on first use for a file without them', async () => {
    const br = await get('/assets/plain-1234.js', 'br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const identity = await get('/assets/plain-1234.js', 'identity');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(script);
  });

  it('are not files of their own', async () => {
    expect((await get('/assets/app-1234.js.br', 'br')).status).toBe(404);
    expect((await get('/assets/app-1234.js.gz', 'gzip')).status).toBe(404);
  });
});

describe('built files', () => {
  it('are read from disk for each response, not kept from the load', async () => {
    const file = path.join(dist, 'assets/later-1234.js');
    fs.writeFileSync(file, 'first');
    const later = loadStaticSite(dist);
    const serve = new Hono().get('*', (c) => later.serve(c) ?? c.text('fell through', 404));
    expect(await (await serve.request('/assets/later-1234.js')).text()).toBe('first');
    // Same size: only a read from disk can answer the new bytes.
    fs.writeFileSync(file, 'again');
    const response = await serve.request('/assets/later-1234.js');
    expect(await response.text()).toBe('again');
    expect(response.headers.get('content-length')).toBe('5');
    // Rebuilt while the server runs: the length and the ETag are the file's now.
    const etag = response.headers.get('etag');
    fs.writeFileSync(file, 'rebuilt, longer');
    const rebuilt = await serve.request('/assets/later-1234.js');
    expect(rebuilt.headers.get('content-length')).toBe('15');
    expect(rebuilt.headers.get('etag')).not.toBe(etag);
    expect(await rebuilt.text()).toBe('rebuilt, longer');
    // Gone since the load: not found, not an error.
    fs.rmSync(file);
    expect(await (await serve.request('/assets/later-1234.js')).text()).toBe('fell through');
  });

  it('answer HEAD with their length and no body, and 304 to their ETag', async () => {
    const head = await app.request('/assets/plain-1234.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
    expect(await head.text()).toBe('');
    const etag = head.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    const again = await app.request('/assets/plain-1234.js', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
});
