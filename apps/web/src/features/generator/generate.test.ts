import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamGeneration } from './generate';
import { createSseParser } from './sse';

describe('SSE parser', () => {
  it('returns whole events only, across arbitrary chunk boundaries', () => {
    const parse = createSseParser();
    expect(parse('event: caption\ndata: {"a"')).toEqual([]);
    expect(parse(':1}\n\nevent: notice\r\ndata: {"message":"m"}\r\n\r\nevent: res')).toEqual([
      { event: 'caption', data: '{"a":1}' },
      { event: 'notice', data: '{"message":"m"}' },
    ]);
    expect(parse('ult\ndata: line1\ndata: line2\n\n')).toEqual([{ event: 'result', data: 'line1\nline2' }]);
  });
});

function sse(event: string, data: unknown) {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

describe('streamGeneration', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports each caption as it grows, then resolves with the final result', async () => {
    const chunks = [
      sse('caption', { network: 'instagram', variant: 1, text: 'Chegou' }),
      sse('caption', { network: 'instagram', variant: 1, text: 'Chegou o café' }),
      sse('notice', { message: 'Error connecting to AI service. Falling back to basic generation.' }),
      sse('result', {
        source: 'basic',
        captions: [
          { network: 'instagram', variant: 1, text: 'Chegou o café gelado.', length: 21, limit: 2200 },
        ],
        usage: { current: 1, total: 3, period: 'daily', lastUpdated: '2026-11-22T00:00:00.000Z' },
      }),
    ];
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(encoder.encode(next));
        else controller.close();
      },
    });
    const fetchMock = vi.fn(
      async () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const drafts: string[] = [];
    const notices: string[] = [];
    const result = await streamGeneration(
      {
        networks: ['instagram'],
        postType: 'announcement',
        style: 'friendly',
        length: 'short',
        variants: 1,
        emojis: false,
        hashtags: false,
        text: 'café',
      },
      { onDraft: (d) => drafts.push(d.text), onNotice: (m) => notices.push(m) },
    );
    expect(drafts).toEqual(['Chegou', 'Chegou o café']);
    expect(notices).toHaveLength(1);
    expect(result.captions[0]?.text).toBe('Chegou o café gelado.');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('accept')).toBe('text/event-stream');
  });

  it('turns an error response into an ApiError with the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'plan_emojis', message: 'Emojis not available in your plan' } },
          { status: 403 },
        ),
      ),
    );
    await expect(
      streamGeneration(
        {
          networks: ['x'],
          postType: 'event',
          style: 'bold',
          length: 'short',
          variants: 1,
          emojis: true,
          hashtags: false,
          text: 'x',
        },
        { onDraft: () => {}, onNotice: () => {} },
      ),
    ).rejects.toMatchObject({
      status: 403,
      code: 'plan_emojis',
      message: 'Emojis not available in your plan',
    });
  });
});
