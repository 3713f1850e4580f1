import type { Server } from 'node:http';
import net from 'node:net';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, SERVER_TIMEOUTS } from '../src/http/node-server';

/** The production bounds scaled down 30 times, so the test takes seconds. */
const TIMEOUTS = { headersMs: 500, requestMs: 1_000, keepAliveMs: 170, checkEveryMs: 100 };
// Generous: a busy machine may run the check late; without the bounds the socket stays open until the client gives up (+5 s).
const SLACK_MS = 3_000;

const app = new Hono()
  .post('/echo', async (c) => c.text(await c.req.text()))
  .get('/stream', (c) =>
    // Like a caption stream: events over longer than every bound, with pauses between them.
    streamSSE(c, async (stream) => {
      for (let n = 1; n <= 6; n++) {
        await stream.sleep(400);
        await stream.writeSSE({ event: 'caption', data: String(n) });
      }
    }),
  )
  // A body cut off by the server fails its read; nobody is left to answer.
  .onError((_error, c) => c.text('aborted', 500));

let server: Server;
let port: number;
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = listen({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', timeouts: TIMEOUTS }, (info) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/**
 * A client that sends `head` and then one byte of `trickle` every 100 ms, never finishing:
 * what it received and after how long the server closed the connection (or `closedAfterMs`
 * Infinity when it was still open at `giveUpMs`).
 */
function slowClient(head: string, trickle: string, giveUpMs: number) {
  return new Promise<{ received: string; closedAfterMs: number }>((resolve) => {
    const started = Date.now();
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let sent = 0;
    const timer = setInterval(() => {
      if (socket.writable) socket.write(trickle[sent++ % trickle.length] ?? 'x');
    }, 100);
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      clearInterval(timer);
      clearTimeout(giveUp);
      const elapsed = Date.now() - started;
      resolve({ received, closedAfterMs: elapsed >= giveUpMs ? Number.POSITIVE_INFINITY : elapsed });
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', done);
    socket.on('close', done);
  });
}

describe('the HTTP server bounds slow clients', () => {
  it('uses 15 s for the head, 30 s for the whole request and 5 s for idle keep-alive', () => {
    expect(SERVER_TIMEOUTS).toEqual({
      headersMs: 15_000,
      requestMs: 30_000,
      keepAliveMs: 5_000,
      checkEveryMs: 1_000,
    });
    expect(SERVER_TIMEOUTS.requestMs).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.headersMs);
    expect(SERVER_TIMEOUTS.headersMs).toBeGreaterThan(SERVER_TIMEOUTS.keepAliveMs);
  });

  it('closes a connection whose body trickles in and never ends (408) within the request bound', async () => {
    const head =
      'POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\n';
    const { received, closedAfterMs } = await slowClient(head, 'a', TIMEOUTS.requestMs + 5_000);
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 100);
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.requestMs + SLACK_MS);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose headers trickle in and never end within the head bound', async () => {
    const { received, closedAfterMs } = await slowClient(
      'GET /echo HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'X-Slow: yes\r\n',
      TIMEOUTS.headersMs + 5_000,
    );
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.headersMs + SLACK_MS);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still answers a normal request', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/echo`, { method: 'POST', body: 'hello' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('hello');
  });

  it('does not cut a streamed response that outlasts every bound', async () => {
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${port}/stream`);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await res.text();
    expect(Date.now() - started).toBeGreaterThan(TIMEOUTS.requestMs + TIMEOUTS.headersMs);
    expect([...text.matchAll(/^data: (\d)$/gm)].map((m) => m[1])).toEqual(['1', '2', '3', '4', '5', '6']);
  });
});

/** One raw request on its own connection: the status line and the body the server sent. */
function rawRequest(request: string) {
  return new Promise<{ status: string; headers: string; body: string }>((resolve, reject) => {
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: head.split('\r\n')[0] ?? '', headers: head, body });
    });
  });
}

describe('a request the adapter cannot read', () => {
  it("answers a backslash in the path or a Host that is no host with the contract's 400 body", async () => {
    for (const request of [
      'GET /a\\b HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      'GET /echo HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n',
    ]) {
      const { status, headers, body } = await rawRequest(request);
      expect(status, request).toBe('HTTP/1.1 400 Bad Request');
      expect(headers.toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(JSON.parse(body)).toEqual({
        error: { code: 'bad_request', message: expect.stringMatching(/\S/) },
      });
    }
  });

  it('still serves a well-formed request on the same server', async () => {
    const { status, body } = await rawRequest(
      'POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nConnection: close\r\n\r\nhi',
    );
    expect(status).toBe('HTTP/1.1 200 OK');
    expect(body).toBe('hi');
  });
});
