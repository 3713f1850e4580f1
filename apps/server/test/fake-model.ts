import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local OpenAI-compatible chat-completions server for tests: it answers a JSON completion or,
 * when the request asks for a stream, server-sent chunks. It can be slow (`delayMs` before the
 * first byte, `pause` before each streamed piece), answer an HTTP error instead (`error`), and it
 * records every request so tests can count what the model was paid for.
 */
export interface FakeModel {
  /** The `AI_BASE_URL` to configure. */
  url: string;
  /** Every request body received, in order. */
  requests: Record<string, unknown>[];
  /** The path and Authorization header of every request, in the order of `requests`. */
  calls: { path: string; authorization: string | undefined }[];
  /** What the model writes (the assistant message's content). */
  content: (body: Record<string, unknown>) => string;
  delayMs: number;
  /** A streamed answer is sent in pieces of this many characters… */
  pieceSize: number;
  /** …each one this many milliseconds after the one before (`index` counts from 0). */
  pause: (index: number) => number;
  /** When set, every request is answered with this status and JSON body instead. */
  error: { status: number; body: string } | null;
  /** Streamed answers whose reader went away before their end. */
  cutOff: number;
  close(): Promise<void>;
}

export function completionBody(content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1,
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function chunk(delta: Record<string, unknown>, finish: string | null = null) {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answer a structured caption request expects: `{captions:[{network, variant, text}]}`. */
export const captionsAnswer = (captions: { network: string; variant: number; text: string }[]) =>
  JSON.stringify({ captions });

export async function startFakeModel(options: Partial<Pick<FakeModel, 'content' | 'delayMs'>> = {}) {
  const sockets = new Set<Socket>();
  const fake: FakeModel = {
    url: '',
    requests: [],
    calls: [],
    content:
      options.content ??
      (() => captionsAnswer([{ network: 'linkedin', variant: 1, text: 'Fresh bread every morning.' }])),
    delayMs: options.delayMs ?? 0,
    pieceSize: 16,
    pause: () => 0,
    error: null,
    cutOff: 0,
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (part) => (raw += part));
    req.on('end', async () => {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        res.writeHead(400).end();
        return;
      }
      fake.requests.push(body);
      fake.calls.push({ path: req.url ?? '', authorization: req.headers.authorization });
      if (fake.delayMs > 0) await sleep(fake.delayMs);
      if (res.destroyed) return;
      if (fake.error) {
        res.writeHead(fake.error.status, { 'Content-Type': 'application/json' });
        res.end(fake.error.body);
        return;
      }
      const content = fake.content(body);
      if (body.stream !== true) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(completionBody(content)));
        return;
      }
      res.on('close', () => {
        if (!res.writableEnded) fake.cutOff += 1;
      });
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write(chunk({ role: 'assistant', content: '' }));
      for (let i = 0; i * fake.pieceSize < content.length; i++) {
        const wait = fake.pause(i);
        if (wait > 0) await sleep(wait);
        if (res.destroyed) return;
        res.write(chunk({ content: content.slice(i * fake.pieceSize, (i + 1) * fake.pieceSize) }));
      }
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}
