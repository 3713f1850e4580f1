import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local model server for tests, speaking one provider's wire format (`wire`): OpenAI-compatible
 * chat completions (the default), Anthropic's Messages API (its SSE event types; the answer as
 * text, or as the `json` tool's input when the request asks for that tool) or Google's Gemini API
 * (`generateContent`, `streamGenerateContent?alt=sse`). It answers a JSON completion or, when the
 * request asks for a stream, server-sent chunks, with token counts in each format's usage fields.
 * It can be slow (`delayMs` before the first byte, `pause` before each streamed piece), answer an
 * HTTP error instead (`error`), and it records every request so tests can count what the model
 * was paid for.
 */
export type Wire = 'openai' | 'anthropic' | 'google';

export interface FakeModel {
  /** The `AI_BASE_URL` to configure. */
  url: string;
  /** Every request body received, in order. */
  requests: Record<string, unknown>[];
  /** The path and key headers of every request, in the order of `requests`. */
  calls: { path: string; authorization: string | undefined; apiKey: string | undefined }[];
  wire: Wire;
  /** The token counts reported with each answer. */
  usage: { input: number; output: number };
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

type Usage = FakeModel['usage'];
interface WireFormat {
  /** The whole answer of a request that did not ask for a stream. */
  whole(content: string, body: Record<string, unknown>, usage: Usage): unknown;
  /** A streamed answer: what opens it, each piece of the content, what closes it. */
  events(
    body: Record<string, unknown>,
    usage: Usage,
  ): { start: string; piece: (text: string) => string; end: string };
}

const sse = (data: unknown, event?: string) =>
  `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

/** Anthropic answers through the `json` tool when the request offers it (models without native structured output). */
const asksJsonTool = (body: Record<string, unknown>) =>
  Array.isArray(body.tools) && body.tools.some((tool) => (tool as { name?: unknown }).name === 'json');

const WIRES: Record<Wire, WireFormat> = {
  openai: {
    whole: (content, _body, usage) => ({
      ...completionBody(content),
      usage: {
        prompt_tokens: usage.input,
        completion_tokens: usage.output,
        total_tokens: usage.input + usage.output,
      },
    }),
    events: (body, usage) => ({
      start: chunk({ role: 'assistant', content: '' }),
      piece: (text) => chunk({ content: text }),
      end: `${chunk({}, 'stop')}${
        (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage
          ? `data: ${JSON.stringify({
              id: 'chatcmpl-fake',
              object: 'chat.completion.chunk',
              created: 1,
              model: 'fake-model',
              choices: [],
              usage: {
                prompt_tokens: usage.input,
                completion_tokens: usage.output,
                total_tokens: usage.input + usage.output,
              },
            })}\n\n`
          : ''
      }data: [DONE]\n\n`,
    }),
  },
  anthropic: {
    whole: (content, body, usage) => {
      let input: unknown;
      try {
        input = asksJsonTool(body) ? JSON.parse(content) : undefined;
      } catch {
        input = undefined;
      }
      return {
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        model: String(body.model),
        content:
          input === undefined
            ? [{ type: 'text', text: content }]
            : [{ type: 'tool_use', id: 'toolu_fake', name: 'json', input }],
        stop_reason: input === undefined ? 'end_turn' : 'tool_use',
        stop_sequence: null,
        usage: { input_tokens: usage.input, output_tokens: usage.output },
      };
    },
    events: (body, usage) => {
      const tool = asksJsonTool(body);
      return {
        start:
          sse(
            {
              type: 'message_start',
              message: {
                id: 'msg_fake',
                type: 'message',
                role: 'assistant',
                model: String(body.model),
                content: [],
                stop_reason: null,
                stop_sequence: null,
                usage: { input_tokens: usage.input, output_tokens: 1 },
              },
            },
            'message_start',
          ) +
          sse(
            {
              type: 'content_block_start',
              index: 0,
              content_block: tool
                ? { type: 'tool_use', id: 'toolu_fake', name: 'json', input: {} }
                : { type: 'text', text: '' },
            },
            'content_block_start',
          ),
        piece: (text) =>
          sse(
            {
              type: 'content_block_delta',
              index: 0,
              delta: tool ? { type: 'input_json_delta', partial_json: text } : { type: 'text_delta', text },
            },
            'content_block_delta',
          ),
        end:
          sse({ type: 'content_block_stop', index: 0 }, 'content_block_stop') +
          sse(
            {
              type: 'message_delta',
              delta: { stop_reason: tool ? 'tool_use' : 'end_turn', stop_sequence: null },
              usage: { output_tokens: usage.output },
            },
            'message_delta',
          ) +
          sse({ type: 'message_stop' }, 'message_stop'),
      };
    },
  },
  google: {
    whole: (content, _body, usage) => ({
      candidates: [
        { content: { role: 'model', parts: [{ text: content }] }, finishReason: 'STOP', index: 0 },
      ],
      usageMetadata: {
        promptTokenCount: usage.input,
        candidatesTokenCount: usage.output,
        totalTokenCount: usage.input + usage.output,
      },
    }),
    events: (_body, usage) => ({
      start: '',
      piece: (text) => sse({ candidates: [{ content: { role: 'model', parts: [{ text }] }, index: 0 }] }),
      end: sse({
        candidates: [{ content: { role: 'model', parts: [{ text: '' }] }, finishReason: 'STOP', index: 0 }],
        usageMetadata: {
          promptTokenCount: usage.input,
          candidatesTokenCount: usage.output,
          totalTokenCount: usage.input + usage.output,
        },
      }),
    }),
  },
};

/** The answer a structured caption request expects: `{captions:[{network, variant, text}]}`. */
export const captionsAnswer = (captions: { network: string; variant: number; text: string }[]) =>
  JSON.stringify({ captions });

export async function startFakeModel(options: Partial<Pick<FakeModel, 'content' | 'delayMs' | 'wire'>> = {}) {
  const sockets = new Set<Socket>();
  const fake: FakeModel = {
    url: '',
    requests: [],
    calls: [],
    content:
      options.content ??
      (() => captionsAnswer([{ network: 'linkedin', variant: 1, text: 'Fresh bread every morning.' }])),
    delayMs: options.delayMs ?? 0,
    wire: options.wire ?? 'openai',
    usage: { input: 10, output: 10 },
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
      fake.calls.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        apiKey: (req.headers['x-api-key'] ?? req.headers['x-goog-api-key']) as string | undefined,
      });
      if (fake.delayMs > 0) await sleep(fake.delayMs);
      if (res.destroyed) return;
      if (fake.error) {
        res.writeHead(fake.error.status, { 'Content-Type': 'application/json' });
        res.end(fake.error.body);
        return;
      }
      const content = fake.content(body);
      const answer = WIRES[fake.wire];
      const streamed =
        fake.wire === 'google' ? (req.url ?? '').includes(':streamGenerateContent') : body.stream === true;
      if (!streamed) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer.whole(content, body, fake.usage)));
        return;
      }
      res.on('close', () => {
        if (!res.writableEnded) fake.cutOff += 1;
      });
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      const events = answer.events(body, fake.usage);
      res.write(events.start);
      for (let i = 0; i * fake.pieceSize < content.length; i++) {
        const wait = fake.pause(i);
        if (wait > 0) await sleep(wait);
        if (res.destroyed) return;
        res.write(events.piece(content.slice(i * fake.pieceSize, (i + 1) * fake.pieceSize)));
      }
      res.end(events.end);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  fake.url = `http://127.0.0.1:${port}${fake.wire === 'google' ? '/v1beta' : '/v1'}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}
