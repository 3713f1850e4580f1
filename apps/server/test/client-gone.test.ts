import { describe, expect } from 'vitest';
import { test } from './fixtures/setup';
import { TEST_ORIGIN } from './helpers';

/**
 * A client cut off while its body arrives (it went away, or the server's body timeout closed
 * the socket): reading the body fails with the socket's ECONNRESET. That is not the database
 * being down: no 503, no "database unavailable" warning an attacker could fill the logs with.
 * The app is fixtures/setup.ts's (createTestApp); the request stays raw: its body is a stream
 * that breaks.
 */

describe('a body cut off with the connection', () => {
  test('is answered 499 (nobody reads it) and never logged as the database being down', async ({
    app: t,
  }) => {
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
