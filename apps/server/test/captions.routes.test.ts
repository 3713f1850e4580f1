import { type CaptionResult, captionViolations, findHashtags, hasEmoji, NETWORK_IDS } from '@captia/shared';
import { describe, expect } from 'vitest';
import type { ApiBody } from './api-routes';
import { signUpMember, TestClient } from './client';
import { captionsAnswer, type FakeModel, startFakeModel } from './fake-model';
import { test as base, resource } from './fixtures/setup';
import { createTestApp, type TestApp } from './helpers';
import { parseSse } from './sse';

/**
 * POST /api/functions/generate-captions and GET /api/options through the real app: the embedded
 * basic generator, an OpenAI-compatible model (JSON and streamed, its failures and fallbacks), and
 * a model that cannot be reached.
 */
type Engine = TestApp & {
  /** A premium member's client (no Accept-Language unless a test sends one): the engine is tested without plan limits. */
  client: TestClient;
};

async function engine(env?: Record<string, string>): Promise<Engine> {
  const t = await createTestApp({ env });
  const { client } = await signUpMember(t, { plan: 'premium', client: new TestClient(t.app) });
  return { ...t, client };
}

/** Each test says what the model writes; otherwise it answers at once and streams in small pieces. */
const reset = (fake: FakeModel) => {
  fake.requests.length = 0;
  fake.calls.length = 0;
  Object.assign(fake, { delayMs: 0, pieceSize: 12, pause: () => 2, error: null, cutOff: 0 });
};

/**
 * The three engines, each an app of its own (closed after the file), made for the first test
 * that needs it: `offline` without an AI service (the embedded default), `online` on a fake
 * OpenAI-compatible model (`fake`), `unreachable` on a model that cannot be reached.
 */
const test = base
  .extend(
    'offline',
    { scope: 'file' },
    resource(engine, (t) => t.close()),
  )
  .extend(
    'fake',
    { scope: 'file' },
    resource(
      async () => {
        const fake = await startFakeModel();
        reset(fake);
        return fake;
      },
      (fake) => fake.close(),
    ),
  )
  .extend('online', { scope: 'file' }, async ({ fake }, { onCleanup }) => {
    const t = await engine({
      AI_BASE_URL: fake.url,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '400',
    });
    onCleanup(() => t.close());
    return t;
  })
  .extend(
    'unreachable',
    { scope: 'file' },
    resource(
      async () => {
        // A model that was just stopped: nothing listens on its port, the connection is refused.
        const gone = await startFakeModel();
        await gone.close();
        return engine({ AI_BASE_URL: gone.url, AI_MODEL: 'm', AI_TIMEOUT_MS: '5000' });
      },
      (t) => t.close(),
    ),
  );

type GenerationBody = ApiBody<'POST /api/functions/generate-captions'>;

const REQUEST = {
  networks: ['instagram', 'x'],
  postType: 'product-promotion',
  style: 'friendly',
  length: 'short',
  variants: 2,
  emojis: true,
  hashtags: true,
  text: 'Nosso novo café gelado de baunilha chegou, com 20% de desconto no fim de semana.',
} satisfies GenerationBody;

const AI_CAPTIONS = [
  {
    network: 'instagram',
    variant: 1,
    text: 'Chegou o café gelado de baunilha! ☕ Corre que é só neste fim de semana.\n\n#CaféGelado #Baunilha',
  },
  {
    network: 'instagram',
    variant: 2,
    text: 'Baunilha + café gelado = amor. 20% off no fim de semana. 💛 #Café',
  },
  {
    network: 'x',
    variant: 1,
    text: 'Café gelado de baunilha com 20% de desconto no fim de semana ☕ #CaféGelado',
  },
  { network: 'x', variant: 2, text: 'Novo sabor no cardápio: café gelado de baunilha. Vem provar! #Café' },
];

/** A generation through the typed client. */
function post(t: Engine, body: GenerationBody, headers: Record<string, string> = {}) {
  return t.client.api('POST /api/functions/generate-captions', { body, headers });
}

/** Raw: any body, JSON or not — for what the contract refuses, on purpose. */
function postRaw(t: Engine, body: unknown, headers: Record<string, string> = {}) {
  return t.client.request('/api/functions/generate-captions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function expectValid(result: CaptionResult, request: GenerationBody) {
  expect(result.captions).toHaveLength(request.networks.length * request.variants);
  for (const c of result.captions) {
    expect(
      captionViolations(c.text, c.network, { emojis: request.emojis, hashtags: request.hashtags }),
      c.text,
    ).toEqual([]);
    expect(c.length).toBeLessThanOrEqual(c.limit);
  }
}

describe('without an AI service (the embedded default)', () => {
  test('GET /api/options lists every option with labels in the request language and the network limits', async ({
    offline: t,
  }) => {
    // Signed out and from no page, as a program reads them.
    const anonymous = new TestClient(t.app, { origin: null });
    const en = await (await anonymous.api('GET /api/options')).json();
    expect(en.networks.map((n) => n.id)).toEqual([...NETWORK_IDS]);
    expect(en.networks.find((n) => n.id === 'x')).toMatchObject({
      label: 'X (Twitter)',
      limits: { maxLength: 280, unit: 'x-weighted', maxHashtags: null },
    });
    expect(en.networks.find((n) => n.id === 'threads')?.limits).toMatchObject({
      maxLength: 500,
      maxHashtags: 1,
    });
    expect(en.postTypes).toHaveLength(8);
    expect(en.styles).toHaveLength(8);
    expect(en.lengths).toEqual([
      { id: 'short', label: 'Short' },
      { id: 'long', label: 'Long' },
    ]);
    expect(en.languages.map((l) => l.id)).toEqual(['pt-BR', 'en-US', 'es-ES']);
    const options = async (language: string) =>
      (await anonymous.api('GET /api/options', { headers: { 'Accept-Language': language } })).json();
    const pt = await options('pt-BR');
    expect(pt.postTypes.find((p) => p.id === 'behind-the-scenes')?.label).toBe('Bastidores');
    expect(pt.styles.find((p) => p.id === 'funny')?.label).toBe('Divertido');
    const es = await options('es');
    expect(es.lengths[1]?.label).toBe('Largo');
    expect(es.networks[0]?.limits.verifiedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('answers with basic captions that follow every rule', async ({ offline: t }) => {
    const res = await post(t, REQUEST);
    expect(res.status).toBe(200);
    const result = await res.json();
    expect(result.source).toBe('basic');
    expect(result.notice).toBeUndefined();
    expectValid(result, REQUEST);
    expect(result.captions.map((c) => [c.network, c.variant])).toEqual([
      ['instagram', 1],
      ['instagram', 2],
      ['x', 1],
      ['x', 2],
    ]);
  });

  test('writes for Bluesky and Mastodon within their own counting, in each language', async ({
    offline: t,
  }) => {
    for (const language of ['pt-BR', 'en-US', 'es-ES'] as const) {
      const request: GenerationBody = {
        ...REQUEST,
        networks: ['bluesky', 'mastodon'],
        length: 'long',
        language,
        text: `${REQUEST.text} 👨‍👩‍👧‍👦 Detalhes em https://example.com/${'cafe-gelado/'.repeat(10)} com @ana@mastodon.social`,
      };
      const result = await (await post(t, request)).json();
      expectValid(result, request);
      for (const c of result.captions) {
        expect(c.limit).toBe(c.network === 'bluesky' ? 300 : 500);
        expect(Buffer.byteLength(c.text)).toBeLessThanOrEqual(3000);
      }
    }
  });

  test('writes in the caption language, defaulting to the interface language', async ({ offline: t }) => {
    const request: GenerationBody = {
      ...REQUEST,
      networks: ['facebook'],
      variants: 1,
      postType: 'event',
      text: 'Workshop de fotografia no sábado',
    };
    const pt = await (await post(t, request, { 'Accept-Language': 'pt-BR' })).json();
    const es = await (
      await post(t, { ...request, language: 'es-ES' }, { 'Accept-Language': 'pt-BR' })
    ).json();
    expect(pt.captions[0]?.text).toMatch(/Reserve a data|Esperamos você lá|Marque quem vai/);
    expect(pt.captions[0]?.text).not.toBe(es.captions[0]?.text);
    expect(es.captions[0]?.text).toMatch(/[¿¡]|Te esperamos|Reserva|Etiqueta/);
  });

  test('streams basic captions as events ending with the same result', async ({ offline: t }) => {
    // A browser accepts gzip; an event stream is still sent as is, so each event arrives at once.
    const res = await post(t, REQUEST, { Accept: 'text/event-stream', 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    const events = parseSse(await res.text());
    expect(events.filter((e) => e.event === 'caption')).toHaveLength(4);
    const last = events.at(-1);
    expect(last?.event).toBe('result');
    const plain = await (await post(t, REQUEST)).json();
    const streamed = last?.data as typeof plain;
    // Same captions, each saved as its own entry; the second request counted one more caption.
    expect({ ...streamed, usage: undefined, entryId: undefined }).toEqual({
      ...plain,
      usage: undefined,
      entryId: undefined,
    });
    expect(streamed.entryId).not.toBe(plain.entryId);
    expect(plain.usage.current).toBe(streamed.usage.current + 1);
  });

  test('refuses bad input with 400 in the error shape, localized, never 500', async ({ offline: t }) => {
    const empty = await post(t, { ...REQUEST, text: '   ' }, { 'Accept-Language': 'en-US' });
    expect(empty.status).toBe(400);
    expect(await empty.errorBody()).toEqual({
      error: { code: 'caption_text_required', message: 'Please write something to generate captions' },
    });
    const noNetwork = await post(t, { ...REQUEST, networks: [] }, { 'Accept-Language': 'pt-BR' });
    expect(noNetwork.status).toBe(400);
    expect(await noNetwork.errorBody()).toEqual({
      error: { code: 'caption_networks_required', message: 'Escolha pelo menos uma rede social.' },
    });
    const tooMany = await post(t, { ...REQUEST, variants: 5 }, { 'Accept-Language': 'es-ES' });
    expect((await tooMany.errorBody()).error).toEqual({
      code: 'caption_options_invalid',
      message: 'Elige entre 1 y 3 variantes.',
    });
    const streamedBad = await post(t, { ...REQUEST, text: '' }, { Accept: 'text/event-stream' });
    expect(streamedBad.status).toBe(400);
    expect(streamedBad.headers.get('content-type')).toContain('application/json');

    const bodies: unknown[] = [
      '{not json',
      '[]',
      'null',
      '42',
      '"text"',
      { ...REQUEST, networks: 'x' },
      { ...REQUEST, text: 7 },
    ];
    bodies.push({ ...REQUEST, text: 'a'.repeat(2001) }, { ...REQUEST, networks: ['x', { a: 1 }] }, {});
    for (const body of bodies) {
      const res = await postRaw(t, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const payload = await res.json();
      expect(payload.error.code).toMatch(/^(invalid_json|bad_request|caption_\w+)$/);
      expect(payload.error.message).not.toMatch(/^captions\.|^errors\./);
    }
  });
});

describe('with an OpenAI-compatible AI service', () => {
  test.afterEach(({ fake }) => reset(fake));

  test('returns the AI captions (JSON answer) through the network rules', async ({ online: t, fake }) => {
    fake.content = () => captionsAnswer(AI_CAPTIONS);
    const res = await post(t, REQUEST);
    expect(res.status).toBe(200);
    const result = await res.json();
    expect(result.source).toBe('ai');
    expect(result.notice).toBeUndefined();
    expect(result.captions[0]).toEqual({
      network: 'instagram',
      variant: 1,
      text: AI_CAPTIONS[0]?.text,
      length: AI_CAPTIONS[0]?.text.length,
      limit: 2200,
    });
    expectValid(result, REQUEST);
  });

  test('asks for structured output with a prompt built from every option', async ({ online: t, fake }) => {
    fake.content = () => captionsAnswer(AI_CAPTIONS);
    await post(t, { ...REQUEST, language: 'es-ES', style: 'bold', emojis: false, hashtags: false });
    expect(fake.calls[0]).toEqual({ path: '/v1/chat/completions', authorization: 'Bearer sk-test' });
    const sent = fake.requests[0] as {
      model: string;
      stream?: boolean;
      response_format: { type: string; json_schema: { schema: unknown } };
      messages: { role: string; content: string }[];
    };
    expect(sent.model).toBe('test-model');
    expect(sent.stream).toBeFalsy();
    expect(sent.response_format.type).toBe('json_schema');
    expect(JSON.stringify(sent.response_format.json_schema.schema)).toContain('captions');
    const system = sent.messages.find((m) => m.role === 'system')?.content ?? '';
    expect(system).toContain('Spanish as written in Spain');
    expect(system).toContain('bold');
    expect(system).toContain('do not use any emoji');
    expect(system).toContain('do not use any hashtag');
    expect(system).toContain('2 clearly different variants');
    expect(system).toMatch(/- instagram: at most 2,200 characters/);
    expect(system).toMatch(/- x: at most 280 characters/);
    const user = sent.messages.find((m) => m.role === 'user')?.content ?? '';
    expect(user).toContain(REQUEST.text);
  });

  test('streams the AI captions as they are written, growing, then the same final result', async ({
    online: t,
    fake,
  }) => {
    fake.content = () => captionsAnswer(AI_CAPTIONS);
    const res = await post(t, REQUEST, { Accept: 'text/event-stream' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = parseSse(await res.text());
    expect((fake.requests[0] as { stream?: boolean }).stream).toBe(true);
    const first = events.filter(
      (e) => e.event === 'caption' && (e.data as { network: string }).network === 'instagram',
    );
    const firstTexts = first
      .filter((e) => (e.data as { variant: number }).variant === 1)
      .map((e) => (e.data as { text: string }).text);
    expect(firstTexts.length).toBeGreaterThan(3);
    for (let i = 1; i < firstTexts.length; i++)
      expect(firstTexts[i]?.length).toBeGreaterThanOrEqual(firstTexts[i - 1]?.length ?? 0);
    const last = events.at(-1);
    expect(last?.event).toBe('result');
    const result = last?.data as CaptionResult;
    expect(result.source).toBe('ai');
    expect(result.captions.map((c) => c.text)).toEqual(AI_CAPTIONS.map((c) => c.text));
  });

  test('trims over-long AI captions to the network limit without a dangling hashtag', async ({
    online: t,
    fake,
  }) => {
    const long = `${'Um café gelado perfeito para o calor de verão. '.repeat(12)}#café #verão #gelado`;
    fake.content = () => captionsAnswer(AI_CAPTIONS.map((c) => ({ ...c, text: long })));
    const result = await (await post(t, REQUEST)).json();
    const x = result.captions.filter((c) => c.network === 'x');
    for (const c of x) {
      expect(c.length).toBeLessThanOrEqual(280);
      expect(c.limit).toBe(280);
      expect(c.text).not.toMatch(/(^|\s)#(\s|$)/);
      expect(c.text).not.toMatch(/#\p{L}*…$/u);
    }
    expectValid(result, REQUEST);
  });

  test('cuts over-long AI captions for Bluesky (graphemes and bytes) and Mastodon (links as 23) on a word', async ({
    online: t,
    fake,
  }) => {
    const request: GenerationBody = { ...REQUEST, networks: ['bluesky', 'mastodon'], variants: 1 };
    const families = '👨‍👩‍👧‍👦 '.repeat(150);
    const links = `Veja https://example.com/${'x'.repeat(200)} `.repeat(30);
    fake.content = () =>
      captionsAnswer([
        { network: 'bluesky', variant: 1, text: `Café gelado ${families}#café` },
        { network: 'mastodon', variant: 1, text: `${links}#café` },
      ]);
    const result = await (await post(t, request)).json();
    expectValid(result, request);
    const [bluesky, mastodon] = result.captions;
    // 150 family emoji are 150 graphemes but 3,750 bytes: the byte bound cuts first.
    expect(Buffer.byteLength(bluesky?.text ?? '')).toBeLessThanOrEqual(3000);
    expect(bluesky?.text).not.toMatch(/\u200D$/);
    expect(mastodon?.length).toBeLessThanOrEqual(500);
    // Each link counts 23: more than 500 characters of links fit.
    expect(mastodon?.text.length).toBeGreaterThan(500);
    expect(mastodon?.text).not.toMatch(/https:\/\/example\.com\/x*$/);
  });

  test('removes emojis and hashtags from AI captions when they are off', async ({ online: t, fake }) => {
    fake.content = () => captionsAnswer(AI_CAPTIONS);
    const request = { ...REQUEST, emojis: false, hashtags: false };
    const result = await (await post(t, request)).json();
    for (const c of result.captions) {
      expect(hasEmoji(c.text)).toBe(false);
      expect(findHashtags(c.text)).toEqual([]);
    }
    expect(result.captions[0]?.text).toBe(
      'Chegou o café gelado de baunilha! Corre que é só neste fim de semana.',
    );
    expectValid(result, request);
  });

  test('accepts an answer wrapped in a code fence', async ({ online: t, fake }) => {
    fake.content = () => `\`\`\`json\n${captionsAnswer(AI_CAPTIONS)}\n\`\`\``;
    const result = await (await post(t, REQUEST)).json();
    expect(result.source).toBe('ai');
  });

  test('answers a malformed AI answer with the localized generation error', async ({ online: t, fake }) => {
    fake.content = () => 'Here are your captions: {"captions": [ {"network": "instagram", ';
    const res = await post(t, REQUEST, { 'Accept-Language': 'pt-BR' });
    expect(res.status).toBe(502);
    expect(await res.errorBody()).toEqual({
      error: {
        code: 'caption_generation_failed',
        message: 'Erro ao gerar legendas. Tente novamente mais tarde.',
      },
    });
  });

  test('answers an AI answer that misses a caption with the generation error', async ({
    online: t,
    fake,
  }) => {
    fake.content = () => captionsAnswer(AI_CAPTIONS.slice(0, 3));
    const res = await post(t, REQUEST);
    expect(res.status).toBe(502);
    expect((await res.errorBody()).error.message).toBe('Error generating captions. Please try again later.');
  });

  test('answers a refusal of the request (401, 400) with the generation error, not a fallback', async ({
    online: t,
    fake,
  }) => {
    for (const status of [401, 400]) {
      fake.error = {
        status,
        body: JSON.stringify({ error: { message: 'nope', type: 'invalid_request_error' } }),
      };
      const res = await post(t, REQUEST);
      expect(res.status, String(status)).toBe(502);
      expect((await res.errorBody()).error.code).toBe('caption_generation_failed');
    }
  });

  test('falls back to basic generation on a 429 or any 5xx (the service cannot answer now)', async ({
    online: t,
    fake,
  }) => {
    for (const status of [429, 500, 529]) {
      fake.error = { status, body: JSON.stringify({ error: { message: 'busy', type: 'server_error' } }) };
      const result = await (await post(t, REQUEST)).json();
      expect(result.source, String(status)).toBe('basic');
      expect(result.notice).toBe('Error connecting to AI service. Falling back to basic generation.');
    }
  });

  test('reports a malformed streamed answer as an error event after the captions so far', async ({
    online: t,
    fake,
  }) => {
    fake.content = () => '{"captions":[{"network":"instagram","variant":1,"text":"Meio caminho';
    const res = await post(t, REQUEST, { Accept: 'text/event-stream', 'Accept-Language': 'es-ES' });
    const events = parseSse(await res.text());
    expect(events.some((e) => e.event === 'caption')).toBe(true);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: {
        error: {
          code: 'caption_generation_failed',
          message: 'Error al generar los textos. Inténtalo de nuevo más tarde.',
        },
      },
    });
  });

  test('falls back to basic generation with the notice when the AI answers too slowly', async ({
    online: t,
    fake,
  }) => {
    fake.content = () => captionsAnswer(AI_CAPTIONS);
    fake.delayMs = 1200;
    const started = Date.now();
    const res = await post(t, REQUEST, { 'Accept-Language': 'en-US' });
    expect(Date.now() - started).toBeLessThan(1100);
    expect(res.status).toBe(200);
    const result = await res.json();
    expect(result.source).toBe('basic');
    expect(result.notice).toBe('Error connecting to AI service. Falling back to basic generation.');
    expectValid(result, REQUEST);
  });

  test('falls back when a streamed answer stalls past the timeout, replacing the partial captions', async ({
    online: t,
    fake,
  }) => {
    fake.content = () => captionsAnswer(AI_CAPTIONS);
    fake.pause = (index) => (index === 5 ? 1500 : 2);
    const res = await post(t, REQUEST, { Accept: 'text/event-stream', 'Accept-Language': 'pt-BR' });
    const events = parseSse(await res.text());
    const notice = events.findIndex((e) => e.event === 'notice');
    expect(notice).toBeGreaterThan(0);
    expect(events[notice]?.data).toEqual({
      message: 'Erro ao conectar ao serviço de IA. Usando a geração básica.',
    });
    expect(events.slice(notice + 1).filter((e) => e.event === 'caption')).toHaveLength(4);
    const result = events.at(-1)?.data as CaptionResult;
    expect(events.at(-1)?.event).toBe('result');
    expect(result.source).toBe('basic');
    expect(result.notice).toBe('Erro ao conectar ao serviço de IA. Usando a geração básica.');
  });

  test('stops the AI call when the browser closes the stream', async ({ online: t, fake }) => {
    fake.content = () => captionsAnswer(AI_CAPTIONS);
    Object.assign(fake, { pieceSize: 4, pause: () => 40 });
    const res = await post(t, REQUEST, { Accept: 'text/event-stream' });
    const reader = res.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain('event: caption');
    await reader?.cancel();
    await expect.poll(() => fake.cutOff).toBe(1);
  });

  test('falls back when the AI service answers 503 (unavailable)', async ({ online: t, fake }) => {
    fake.error = { status: 503, body: '{"error":{"message":"overloaded"}}' };
    const result = await (await post(t, REQUEST)).json();
    expect(result.source).toBe('basic');
    expect(result.notice).toBeDefined();
  });
});

describe('with an AI service that cannot be reached', () => {
  test('falls back to basic generation with the localized notice (JSON and stream)', async ({
    unreachable: t,
  }) => {
    const res = await post(t, REQUEST, { 'Accept-Language': 'es-ES' });
    expect(res.status).toBe(200);
    const result = await res.json();
    expect(result.source).toBe('basic');
    expect(result.notice).toBe('Error al conectar con el servicio de IA. Se usa la generación básica.');
    expectValid(result, REQUEST);

    const events = parseSse(await (await post(t, REQUEST, { Accept: 'text/event-stream' })).text());
    expect(events[0]).toEqual({
      event: 'notice',
      data: { message: 'Error connecting to AI service. Falling back to basic generation.' },
    });
    expect((events.at(-1)?.data as CaptionResult | undefined)?.source).toBe('basic');
    expect(t.logs.some((line) => line.includes('falling back to basic generation'))).toBe(true);
  });
});
