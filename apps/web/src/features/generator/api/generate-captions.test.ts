import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onSessionLost } from '#web/lib/api-client.ts';
import { translator } from '#web/lib/translator.ts';
import type { GenerateRequest } from '../form';
import { streamGeneration } from './generate-captions';

const request: GenerateRequest = {
  networks: ['instagram'],
  postType: 'announcement',
  style: 'friendly',
  length: 'short',
  variants: 1,
  emojis: false,
  hashtags: false,
  text: 'café',
  language: 'pt-BR',
  format: 'single',
};

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

function streamed(chunks: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(encoder.encode(next));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const handlers = () => {
  const drafts: string[] = [];
  const notices: string[] = [];
  return {
    drafts,
    notices,
    onDraft: (d: { text: string }) => drafts.push(d.text),
    onNotice: (m: string) => notices.push(m),
  };
};

describe('streamGeneration', () => {
  beforeAll(() => {
    translator.init('en-US', { captions: { errors: { generation_failed: 'Error generating' } } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reports each caption as it grows, then resolves with the final result', async () => {
    const result = {
      source: 'basic',
      captions: [
        { network: 'instagram', variant: 1, text: 'Chegou o café gelado.', length: 21, limit: 2200 },
      ],
      usage: { current: 1, total: 3, period: 'daily', lastUpdated: '2026-11-22T00:00:00.000Z' },
    };
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      streamed([
        sse('caption', { network: 'instagram', variant: 1, text: 'Chegou' }),
        // An event cut in two chunks.
        'event: caption\ndata: {"network":"instagram","variant":1,',
        '"text":"Chegou o café"}\n\n',
        sse('notice', { message: 'Error connecting to AI service. Falling back to basic generation.' }),
        sse('result', result),
      ]),
    );
    vi.stubGlobal('fetch', fetch);
    const h = handlers();
    await expect(streamGeneration(request, h)).resolves.toEqual(result);
    expect(h.drafts).toEqual(['Chegou', 'Chegou o café']);
    expect(h.notices).toEqual(['Error connecting to AI service. Falling back to basic generation.']);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/functions/generate-captions');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(request);
    const headers = new Headers(init?.headers);
    expect(headers.get('accept')).toBe('text/event-stream');
    expect(headers.get('accept-language')).toBe('en-US');
  });

  it('turns a refusal into an ApiError with the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            error: {
              code: 'daily_limit_reached',
              message: "You've used all your captions for today. Come back tomorrow…",
            },
          },
          { status: 429 },
        ),
      ),
    );
    await expect(streamGeneration(request, handlers())).rejects.toMatchObject({
      status: 429,
      code: 'daily_limit_reached',
      message: "You've used all your captions for today. Come back tomorrow…",
    });
  });

  it('turns an error event mid-stream into an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        streamed([
          sse('caption', { network: 'instagram', variant: 1, text: 'Ch' }),
          sse('error', {
            error: { code: 'caption_generation_failed', message: 'Error generating captions.' },
          }),
        ]),
      ),
    );
    await expect(streamGeneration(request, handlers())).rejects.toMatchObject({
      code: 'caption_generation_failed',
      message: 'Error generating captions.',
    });
  });

  it('fails when the stream ends without a result, and reports a lost session on 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamed([sse('caption', { network: 'x', variant: 1, text: 'a' })])),
    );
    await expect(streamGeneration(request, handlers())).rejects.toMatchObject({
      message: 'Error generating',
    });

    const lost = vi.fn();
    const stop = onSessionLost(lost);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'unauthorized', message: 'Sign in' } }, { status: 401 }),
      ),
    );
    await expect(streamGeneration(request, handlers())).rejects.toMatchObject({ status: 401 });
    expect(lost).toHaveBeenCalledOnce();
    stop();
  });
});
