import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers';

/**
 * A client cut off while its body arrives (it went away, or the server's body timeout closed
 * the socket): reading the body fails with the socket's ECONNRESET. That is not the database
 * being down: no 503, no "database unavailable" warning an attacker could fill the logs with.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a body cut off with the connection', () => {
  it('is answered 499 (nobody reads it) and never logged as the database being down', async () => {
    const gone = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"text":"half a bri'));
      },
      pull(controller) {
        gone.abort();
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    const res = await t.app.request('/api/functions/generate-captions', {
      method: 'POST',
      body,
      signal: gone.signal,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(499);
    expect(t.logs.join('\n')).not.toMatch(/database unavailable/);
  });
});
