import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * The hostile part's two loopback peers: a model that answers what the bench sets (in OpenAI's
 * chat-completions wire format, streamed or whole, or never ending), and a web server of pages
 * built against the link reader. Both listen on 127.0.0.1 only and are closed by the bench.
 */

/** What the model answers next: `content` (streamed in `pieceSize`-character pieces), or a never-ending one. */
export type ModelAnswer =
  | { kind: 'text'; content: string; pieceSize: number }
  | { kind: 'endless'; prefix: string; piece: string };

/**
 * A never-ending answer goes on until the server hangs up. Past ENDLESS_MAX_BYTES it stops
 * writing but keeps the answer open (stalled, still unfinished), so that a server that reads
 * without a bound is shown by a hang, not by the bench's machine running out of memory; past
 * ENDLESS_MAX_MS it is closed (a safety net: the bench's client gives up long before).
 */
const ENDLESS_MAX_MS = 60_000;
const ENDLESS_MAX_BYTES = 64 * 1024 * 1024;

export interface EndlessRun {
  stream: boolean;
  /** From the first byte sent until the server hung up (or the cap above). */
  ms: number;
  /** Bytes written to the socket (the kernel's buffers hold some the server never read). */
  bytes: number;
  /** The server hung up (false: ENDLESS_MAX_MS ended it). */
  hungUp: boolean;
  /** ENDLESS_MAX_BYTES were written and the answer stalled, still open, until the hang-up. */
  stalled: boolean;
}

export interface HostileModel {
  /** The `AI_BASE_URL` to configure. */
  url: string;
  answer: ModelAnswer;
  calls: number;
  endless: EndlessRun[];
  close(): Promise<void>;
}

function chunk(delta: Record<string, unknown>, finish: string | null = null) {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-hostile',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;
}

const FINISH = `${chunk({}, 'stop')}data: [DONE]\n\n`;

/** Waits until the socket takes more (or is gone): a write that returned false. */
const drained = (res: http.ServerResponse) =>
  new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });

async function writeAll(res: http.ServerResponse, pieces: Iterable<string>) {
  let n = 0;
  for (const piece of pieces) {
    if (res.destroyed) return;
    if (!res.write(piece)) await drained(res);
    // Let the bench's own loop breathe now and then.
    if (++n % 256 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

function* sliced(content: string, size: number) {
  for (let i = 0; i < content.length; i += size) yield content.slice(i, i + size);
}

export async function startHostileModel(): Promise<HostileModel> {
  const sockets = new Set<Socket>();
  const model: HostileModel = {
    url: '',
    answer: { kind: 'text', content: '{"captions":[]}', pieceSize: 16 },
    calls: 0,
    endless: [],
    close: async () => {},
  };

  async function endless(res: http.ServerResponse, stream: boolean, prefix: string, piece: string) {
    const started = performance.now();
    let bytes = 0;
    // Streamed: one event per piece, as providers send them. Whole: 16 KiB a write (a body that
    // is long, not one made of tiny HTTP chunks).
    const escaped = JSON.stringify(piece).slice(1, -1);
    const one = stream ? chunk({ content: piece }) : escaped.repeat(Math.ceil(16_384 / escaped.length));
    if (stream) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write(chunk({ role: 'assistant', content: '' }));
      res.write(chunk({ content: prefix }));
    } else {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      // A completion whose content never closes.
      res.write(
        `{"id":"chatcmpl-hostile","object":"chat.completion","created":1,"model":"fake-model","choices":[{"index":0,"message":{"role":"assistant","content":${JSON.stringify(prefix).slice(0, -1)}`,
      );
    }
    let n = 0;
    const open = () => !res.destroyed && performance.now() - started < ENDLESS_MAX_MS;
    while (open() && bytes < ENDLESS_MAX_BYTES) {
      bytes += one.length;
      if (!res.write(one)) await drained(res);
      if (++n % 256 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    const stalled = open();
    while (open()) await new Promise((resolve) => setTimeout(resolve, 50));
    const hungUp = res.destroyed;
    model.endless.push({ stream, ms: Math.round(performance.now() - started), bytes, hungUp, stalled });
    if (!res.destroyed) res.destroy();
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (part) => (raw += part));
    req.on('end', async () => {
      let body: { stream?: unknown };
      try {
        body = JSON.parse(raw) as { stream?: unknown };
      } catch {
        res.writeHead(400).end();
        return;
      }
      model.calls++;
      const stream = body.stream === true;
      const answer = model.answer;
      if (answer.kind === 'endless') {
        await endless(res, stream, answer.prefix, answer.piece);
        return;
      }
      if (!stream) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-hostile',
            object: 'chat.completion',
            created: 1,
            model: 'fake-model',
            choices: [
              { index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: 'stop' },
            ],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write(chunk({ role: 'assistant', content: '' }));
      const pieces = sliced(answer.content, answer.pieceSize);
      await writeAll(
        res,
        (function* () {
          for (const piece of pieces) yield chunk({ content: piece });
        })(),
      );
      if (!res.destroyed) res.end(FINISH);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  model.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  model.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return model;
}

/** The link reader's fetch cap (apps/server/src/links/fetch-user-url.ts): 2 MiB. */
export const FETCH_MAX_BYTES = 2 * 1024 * 1024;

const html = (body: string, head = '<title>Hostile page</title>') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

/** `text` repeated to `length` characters. */
export const repeatTo = (text: string, length: number) =>
  text.repeat(Math.ceil(length / text.length)).slice(0, length);

/** `unit` repeated (whole units) to at most `bytes` bytes of UTF-8. */
function fillBytes(unit: string, bytes: number) {
  return unit.repeat(Math.floor(bytes / Buffer.byteLength(unit)));
}

/** The markup of `html('')`, in bytes, with room for a few tags more. */
const FRAME_BYTES = 1_000;

/** Pages built against the link reader, each at or past one of its limits (docs/decisions/0050). */
export function hostilePages(): Record<string, { type: string; body: string }> {
  const sentence = 'Our bakery opens desde el lunes a partir de las 9:00 until Friday — this week only. ';
  // ASCII, so that characters are bytes.
  const plain = 'Our bakery opens desde el lunes a partir de las 9:00 until Friday - this week only. ';
  const paragraph = (bytes: number) => `<p>${repeatTo(plain, bytes - 7)}</p>`;
  const flatCount = 4_900;
  return {
    '/nested-2000': {
      type: 'text/html; charset=utf-8',
      body: html(`${'<div>'.repeat(2_000)}${repeatTo(sentence, 6_000)}${'</div>'.repeat(2_000)}`),
    },
    '/elements-6000': {
      type: 'text/html; charset=utf-8',
      body: html(
        `<article>${Array.from({ length: 6_000 }, (_, i) => `<span>${i} desde el</span>`).join('')}</article>`,
      ),
    },
    // 4,900 paragraphs filling the fetcher's cap: under every limit, so parsed whole.
    '/huge-flat': {
      type: 'text/html; charset=utf-8',
      body: html(
        `<article>${Array.from({ length: flatCount }, () => paragraph(Math.floor((FETCH_MAX_BYTES - FRAME_BYTES) / flatCount))).join('')}</article>`,
      ),
    },
    // Near every limit at once: 199 deep, ~4,900 elements, text × depth near 16 M.
    '/at-every-limit': {
      type: 'text/html; charset=utf-8',
      body: html(
        `${'<div>'.repeat(196)}${Array.from({ length: 4_700 }, () => '<p>a—</p>').join('')}<p>${repeatTo(sentence, 70_000)}</p>${'</div>'.repeat(196)}`,
      ),
    },
    '/bidi.txt': {
      type: 'text/plain; charset=utf-8',
      body: fillBytes(
        '\u202Edesde el \u2066a partir de\u2069 \u200Buntil\u202C — \u200F#a.\u200E\n',
        FETCH_MAX_BYTES,
      ),
    },
    // Our own shapes: one element with 30,000 attributes, a page of entities, and one over the cap.
    '/attributes': {
      type: 'text/html; charset=utf-8',
      body: html(`<p ${Array.from({ length: 30_000 }, (_, i) => `a${i}="x"`).join(' ')}>${sentence}</p>`),
    },
    '/entities': {
      type: 'text/html; charset=utf-8',
      body: html(`<p>${fillBytes('&amp;&#8212;&mdash;&nbsp;a', FETCH_MAX_BYTES - FRAME_BYTES)}</p>`),
    },
    '/unclosed': {
      type: 'text/html; charset=utf-8',
      body: html(fillBytes(`<p><b><i>${sentence}`, FETCH_MAX_BYTES - FRAME_BYTES)),
    },
    '/over-the-cap': {
      type: 'text/html; charset=utf-8',
      body: html(paragraph(FETCH_MAX_BYTES + 100_000)),
    },
  };
}

export interface PageServer {
  port: number;
  url(path: string): string;
  close(): Promise<void>;
}

export async function startPageServer(
  pages: Record<string, { type: string; body: string }>,
): Promise<PageServer> {
  const bodies = new Map(
    Object.entries(pages).map(([path, page]) => [path, { ...page, bytes: Buffer.from(page.body) }]),
  );
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const page = bodies.get(req.url ?? '');
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': page.type, 'Content-Length': page.bytes.length });
    res.end(page.bytes);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
