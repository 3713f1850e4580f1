import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local OpenAI-compatible chat-completions server for tests: it answers a JSON completion or,
 * when the request asks for a stream, server-sent chunks. It can be slow (`delayMs` before the
 * first byte), and it records every request body so tests can count what the model was paid for.
 */
export interface FakeModel {
  /** The `AI_BASE_URL` to configure. */
  url: string;
  /** Every request body received, in order. */
  requests: Record<string, unknown>[];
  /** What the model writes (the assistant message's content). */
  content: (body: Record<string, unknown>) => string;
  delayMs: number;
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
    content:
      options.content ??
      (() => captionsAnswer([{ network: 'linkedin', variant: 1, text: 'Fresh bread every morning.' }])),
    delayMs: options.delayMs ?? 0,
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
      if (fake.delayMs > 0) await sleep(fake.delayMs);
      if (res.destroyed) return;
      const content = fake.content(body);
      if (body.stream !== true) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(completionBody(content)));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write(chunk({ role: 'assistant', content: '' }));
      for (let i = 0; i < content.length; i += 16) {
        if (res.destroyed) return;
        res.write(chunk({ content: content.slice(i, i + 16) }));
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
