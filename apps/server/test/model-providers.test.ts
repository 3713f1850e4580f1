import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { modelCalls } from '../src/db/schema';
import { EnvError, loadEnv } from '../src/env';
import type { ApiBody, ApiResult } from './api-routes';
import { signUpMember, type TestClient, type TypedResponse } from './client';
import { captionsAnswer, type FakeModel, startFakeModel, type Wire } from './fake-model';
import { test as base, resource } from './fixtures/setup';
import { createTestApp, type TestApp } from './helpers';
import { BRIEF } from './process-fixtures';
import { parseSse } from './sse';

/**
 * The native providers (docs/decisions/0032), each through its AI SDK package over HTTP to a
 * local fake of its wire format: OpenAI-compatible chat completions, Anthropic's Messages API,
 * Google's Gemini API. Then the fallback chain, the token and cost records, the admin's Models
 * report, a plan's own model, and the start-up checks.
 */

const ANSWER = (text: string) => captionsAnswer([{ network: 'linkedin', variant: 1, text }]);

const PROVIDER_OF: Record<Wire, string> = {
  openai: 'openai-compatible',
  anthropic: 'anthropic',
  google: 'google',
};
const MODEL_OF: Record<Wire, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-haiku-4-5',
  google: 'gemini-2.5-flash',
};

/** The variables that point the app's first (or fallback) model at a fake. */
function modelEnv(fake: FakeModel, prefix: 'AI' | 'AI_FALLBACK' = 'AI', model = MODEL_OF[fake.wire]) {
  return {
    [`${prefix}_PROVIDER`]: PROVIDER_OF[fake.wire],
    [`${prefix}_BASE_URL`]: fake.url,
    [`${prefix}_API_KEY`]: `key-${fake.wire}-${prefix}`,
    [`${prefix}_MODEL`]: model,
  } as Record<string, string>;
}

type GenerationResult = ApiResult<'POST /api/functions/generate-captions'>;

const generate = (
  client: TestClient,
  body: ApiBody<'POST /api/functions/generate-captions'>,
  stream = false,
) =>
  client.api('POST /api/functions/generate-captions', {
    body,
    headers: stream ? { Accept: 'text/event-stream' } : {},
  });

async function resultOf(res: TypedResponse<'POST /api/functions/generate-captions'>, stream: boolean) {
  expect(res.status).toBe(200);
  if (!stream) return { result: await res.json(), notices: [] };
  const events = parseSse(await res.text());
  const last = events.at(-1);
  expect(last?.event).toBe('result');
  return {
    result: last?.data as GenerationResult,
    notices: events.filter((e) => e.event === 'notice').map((e) => (e.data as { message: string }).message),
  };
}

const usageNow = async (client: TestClient) => (await (await client.api('GET /api/me')).json()).usage.current;

const callRows = (t: TestApp) => t.database.db.select().from(modelCalls).orderBy(modelCalls.id);

async function photo(): Promise<string> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08040' } })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** Where each provider's request carries the photo, as the provider documents it. */
function imageIn(
  wire: Wire,
  body: Record<string, unknown>,
): { mediaType: string; base64: string } | undefined {
  if (wire === 'openai') {
    const messages = body.messages as { role: string; content: unknown }[];
    const parts = messages.find((m) => m.role === 'user')?.content as {
      type: string;
      image_url?: { url: string };
    }[];
    const url = parts.find((p) => p.type === 'image_url')?.image_url?.url ?? '';
    const match = /^data:([^;]+);base64,(.+)$/.exec(url);
    return match ? { mediaType: match[1] ?? '', base64: match[2] ?? '' } : undefined;
  }
  if (wire === 'anthropic') {
    const messages = body.messages as { role: string; content: unknown }[];
    const parts = messages.find((m) => m.role === 'user')?.content as {
      type: string;
      source?: { type: string; media_type: string; data: string };
    }[];
    const source = parts.find((p) => p.type === 'image')?.source;
    return source?.type === 'base64' ? { mediaType: source.media_type, base64: source.data } : undefined;
  }
  const contents = body.contents as {
    role: string;
    parts: { inlineData?: { mimeType: string; data: string } }[];
  }[];
  const inline = contents.flatMap((c) => c.parts).find((p) => p.inlineData)?.inlineData;
  return inline ? { mediaType: inline.mimeType, base64: inline.data } : undefined;
}

interface ModelApp {
  fake: FakeModel;
  t: TestApp;
  client: TestClient;
}

/** An app of its own (its own database) on a fake model of `wire`, with a premium member. */
async function wireApp(wire: Wire): Promise<ModelApp> {
  const fake = await startFakeModel({
    wire,
    content: () => ANSWER(`Sourdough downtown from Monday (${wire}).`),
  });
  fake.usage = { input: 1200, output: 300 };
  const env = {
    ...modelEnv(fake),
    AI_VISION: 'true',
    AI_PRICES: `${MODEL_OF[wire]}=2/10`,
    AI_PRICES_CURRENCY: 'BRL',
  };
  const t = await createTestApp({ env });
  const { client } = await signUpMember(t, { plan: 'premium' });
  return { fake, t, client };
}

/** Apps on models of each wire format, each made when its describe's first test asks for it. */
class WireApps {
  private made = new Map<Wire, Promise<ModelApp>>();
  of(wire: Wire): Promise<ModelApp> {
    const app = this.made.get(wire) ?? wireApp(wire);
    this.made.set(wire, app);
    return app;
  }
  async close() {
    for (const app of this.made.values()) {
      const { fake, t } = await app;
      await fake.close();
      await t.close();
    }
  }
}

/** The first model (Anthropic) and its fallback (Google), on an app of their own with a pt-BR member. */
async function chainApp() {
  const first = await startFakeModel({
    wire: 'anthropic',
    content: () => ANSWER('Written by the first model.'),
  });
  const second = await startFakeModel({
    wire: 'google',
    content: () => ANSWER('Written by the fallback model.'),
  });
  const t = await createTestApp({
    env: { ...modelEnv(first), ...modelEnv(second, 'AI_FALLBACK'), AI_TIMEOUT_MS: '400' },
  });
  const { client } = await signUpMember(t, { plan: 'premium', language: 'pt-BR' });
  return { first, second, t, client };
}

/**
 * Each describe has its own apps and models, made for its first test and closed after the file:
 * `wires` (one per wire format) and `chain` are apps of their own (createTestApp, each its own
 * database); `app`, fixtures/setup.ts's, serves the admin's Models report (prices in EUR), its
 * model calls written once by `reportRows`. Two tests make an app of their own inside them.
 */
const test = base
  .extend('appOptions', { scope: 'file' }, { env: { AI_PRICES_CURRENCY: 'EUR' } })
  .extend(
    'wires',
    { scope: 'file' },
    resource(
      async () => new WireApps(),
      (apps) => apps.close(),
    ),
  )
  .extend(
    'chain',
    { scope: 'file' },
    resource(chainApp, async ({ first, second, t }) => {
      await first.close();
      await second.close();
      await t.close();
    }),
  )
  .extend('reportRows', { scope: 'file' }, async ({ app: t }) => {
    const today = new Date();
    const daysAgo = (n: number) => new Date(today.getTime() - n * 86_400_000);
    const row = {
      runId: 'run',
      provider: 'anthropic',
      model: 'claude-haiku-4-5',
      plan: 'premium' as const,
      kind: 'generation' as const,
      inputTokens: 1000,
      outputTokens: 200,
      durationMs: 900,
      outcome: 'ok' as const,
      captions: 2,
      cost: 0.002,
    };
    await t.database.db.insert(modelCalls).values([
      { ...row, createdAt: daysAgo(0) },
      {
        ...row,
        createdAt: daysAgo(0),
        outcome: 'fell_back',
        captions: 0,
        inputTokens: 0,
        outputTokens: 0,
        cost: 0,
      },
      {
        ...row,
        createdAt: daysAgo(0),
        plan: 'free',
        model: 'claude-3-5-haiku-latest',
        outcome: 'failed',
        captions: 0,
      },
      { ...row, createdAt: daysAgo(3), provider: 'google', model: 'gemini-2.5-flash', cost: 0.0005 },
      // Older than 30 days: outside the default period.
      { ...row, createdAt: daysAgo(45) },
    ]);
    return true;
  });

describe.each(['openai', 'anthropic', 'google'] as const)('the %s wire format', (wire) => {
  test('writes captions, whole and streamed, with the key in its header and the tokens and cost recorded', async ({
    wires,
  }) => {
    const { fake, t, client } = await wires.of(wire);
    for (const stream of [false, true]) {
      const { result } = await resultOf(await generate(client, BRIEF, stream), stream);
      expect(result.source).toBe('ai');
      expect(result.model).toBe(MODEL_OF[wire]);
      expect(result.captions[0]?.text).toContain(`(${wire})`);
    }
    expect(fake.calls).toHaveLength(2);
    const [whole, streamed] = fake.calls;
    if (wire === 'openai') expect(whole?.authorization).toBe('Bearer key-openai-AI');
    else expect(whole?.apiKey).toBe(`key-${wire}-AI`);
    if (wire === 'google') {
      expect(whole?.path).toBe(`/v1beta/models/${MODEL_OF.google}:generateContent`);
      expect(streamed?.path).toBe(`/v1beta/models/${MODEL_OF.google}:streamGenerateContent?alt=sse`);
    } else {
      expect(whole?.path).toBe(wire === 'openai' ? '/v1/chat/completions' : '/v1/messages');
      expect(fake.requests.map((r) => r.stream ?? false)).toEqual([false, true]);
    }
    const rows = await callRows(t);
    expect(rows).toHaveLength(2);
    // Two generations, two runs.
    expect(rows[0]?.runId).not.toBe(rows[1]?.runId);
    for (const row of rows) {
      expect(row).toMatchObject({
        provider: PROVIDER_OF[wire],
        model: MODEL_OF[wire],
        plan: 'premium',
        kind: 'generation',
        inputTokens: 1200,
        outputTokens: 300,
        outcome: 'ok',
        captions: 1,
      });
      // 1,200 × 2 + 300 × 10 per million tokens.
      expect(row.cost).toBeCloseTo(0.0054, 8);
      expect(row.durationMs).toBeGreaterThanOrEqual(0);
    }
  });

  test('sends a photo in the provider’s own image format', async ({ wires }) => {
    const { fake, client } = await wires.of(wire);
    fake.requests.length = 0;
    const { result } = await resultOf(
      await generate(client, { ...BRIEF, text: '', image: await photo() }),
      false,
    );
    expect(result.source).toBe('ai');
    const image = imageIn(wire, fake.requests[0] ?? {});
    expect(image?.mediaType).toBe('image/jpeg');
    const bytes = Buffer.from(image?.base64 ?? '', 'base64');
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
  });
});

describe('an Anthropic model without native structured output', () => {
  test('answers through the json tool, whole and streamed', async () => {
    // An app of its own on its own model, made and closed in this test.
    const fake = await startFakeModel({
      wire: 'anthropic',
      content: () => ANSWER('Fresh sourdough, via the tool.'),
    });
    const t = await createTestApp({ env: modelEnv(fake, 'AI', 'claude-3-5-haiku-latest') });
    try {
      const { client } = await signUpMember(t, { plan: 'premium' });
      for (const stream of [false, true]) {
        const { result } = await resultOf(await generate(client, BRIEF, stream), stream);
        expect(result.captions[0]?.text).toBe('Fresh sourdough, via the tool.');
      }
      for (const request of fake.requests) {
        expect((request.tools as { name: string }[]).map((tool) => tool.name)).toEqual(['json']);
      }
    } finally {
      await fake.close();
      await t.close();
    }
  });
});

describe('the fallback chain', () => {
  test.afterEach(async ({ chain: { first, second, t } }) => {
    first.error = null;
    first.delayMs = 0;
    second.error = null;
    await t.database.db.delete(modelCalls);
  });

  const failures: [string, (fake: FakeModel) => void][] = [
    [
      'a 429',
      (fake) =>
        (fake.error = {
          status: 429,
          body: '{"type":"error","error":{"type":"rate_limit_error","message":"slow down"}}',
        }),
    ],
    [
      'a 500',
      (fake) =>
        (fake.error = {
          status: 500,
          body: '{"type":"error","error":{"type":"api_error","message":"boom"}}',
        }),
    ],
    ['a stall', (fake) => (fake.delayMs = 2_000)],
  ];

  for (const [what, fail] of failures) {
    for (const stream of [false, true]) {
      test(`${what} on the first model (${stream ? 'streamed' : 'JSON'}): the fallback answers once, counted once`, async ({
        chain: { first, second, t, client },
      }) => {
        fail(first);
        const firstCalls = first.calls.length;
        const secondCalls = second.calls.length;
        const before = await usageNow(client);
        const { result, notices } = await resultOf(await generate(client, BRIEF, stream), stream);
        expect(result.source).toBe('ai');
        expect(result.model).toBe(MODEL_OF.google);
        expect(result.captions[0]?.text).toBe('Written by the fallback model.');
        const notice =
          'O modelo de IA principal não conseguiu responder; o modelo reserva escreveu estas legendas.';
        expect(result.notice).toBe(notice);
        if (stream) expect(notices).toEqual([notice]);
        expect(result.usage.current).toBe(before + 1);
        expect(first.calls.length - firstCalls).toBe(1);
        expect(second.calls.length - secondCalls).toBe(1);
        const rows = await callRows(t);
        expect(rows.map((r) => [r.provider, r.outcome, r.captions])).toEqual([
          ['anthropic', 'fell_back', 0],
          ['google', 'ok', 1],
        ]);
        // Both calls belong to the one generation.
        expect(rows[0]?.runId).toBe(rows[1]?.runId);
      });
    }
  }

  test('both down: the basic generator answers, counted once, and both calls are recorded as fallen back', async ({
    chain: { first, second, t, client },
  }) => {
    first.error = { status: 503, body: '{}' };
    second.error = { status: 500, body: '{}' };
    const before = await usageNow(client);
    const { result } = await resultOf(await generate(client, BRIEF), false);
    expect(result.source).toBe('basic');
    expect(result.model).toBeUndefined();
    expect(result.notice).toBe('Erro ao conectar ao serviço de IA. Usando a geração básica.');
    expect(result.usage.current).toBe(before + 1);
    expect((await callRows(t)).map((r) => [r.provider, r.outcome])).toEqual([
      ['anthropic', 'fell_back'],
      ['google', 'fell_back'],
    ]);
  });

  test('a model that refuses the request (401) is an error, not a fallback: nothing counted, the call recorded as failed', async ({
    chain: { first, second, t, client },
  }) => {
    first.error = {
      status: 401,
      body: '{"type":"error","error":{"type":"authentication_error","message":"bad key"}}',
    };
    const secondCalls = second.calls.length;
    const before = await usageNow(client);
    const res = await generate(client, BRIEF);
    expect(res.status).toBe(502);
    expect(second.calls.length).toBe(secondCalls);
    expect(await usageNow(client)).toBe(before);
    expect((await callRows(t)).map((r) => r.outcome)).toEqual(['failed']);
  });
});

describe('a plan’s own model', () => {
  test('sends premium requests to AI_MODEL_PREMIUM and the others to AI_MODEL', async () => {
    // An app of its own on its own model, made and closed in this test.
    const fake = await startFakeModel({ content: () => ANSWER('Plan model.') });
    const t = await createTestApp({
      env: { ...modelEnv(fake, 'AI', 'small-model'), AI_MODEL_PREMIUM: 'big-model' },
    });
    try {
      const premium = await signUpMember(t, { plan: 'premium' });
      const free = await signUpMember(t, { plan: 'free' });
      expect((await resultOf(await generate(premium.client, BRIEF), false)).result.model).toBe('big-model');
      expect((await resultOf(await generate(free.client, BRIEF), false)).result.model).toBe('small-model');
      expect(fake.requests.map((r) => r.model)).toEqual(['big-model', 'small-model']);
      expect((await callRows(t)).map((r) => [r.plan, r.model])).toEqual([
        ['premium', 'big-model'],
        ['free', 'small-model'],
      ]);
    } finally {
      await fake.close();
      await t.close();
    }
  });
});

describe('GET /api/admin/models', () => {
  test.override('plan', 'premium');

  test('sums calls, fallbacks, failures, tokens, captions and cost per day, provider, model and plan', async ({
    admin: { client: admin },
    // Named for the model calls it writes, which the report sums.
    reportRows: _written,
  }) => {
    const res = await admin.api('GET /api/admin/models');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.days).toBe(30);
    expect(body.currency).toBe('EUR');
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    expect(body.rows).toEqual([
      {
        date: day(3),
        provider: 'google',
        model: 'gemini-2.5-flash',
        plan: 'premium',
        calls: 1,
        fallbacks: 0,
        failures: 0,
        inputTokens: 1000,
        outputTokens: 200,
        captions: 2,
        cost: 0.0005,
      },
      {
        date: day(0),
        provider: 'anthropic',
        model: 'claude-3-5-haiku-latest',
        plan: 'free',
        calls: 1,
        fallbacks: 0,
        failures: 1,
        inputTokens: 1000,
        outputTokens: 200,
        captions: 0,
        cost: 0.002,
      },
      {
        date: day(0),
        provider: 'anthropic',
        model: 'claude-haiku-4-5',
        plan: 'premium',
        calls: 2,
        fallbacks: 1,
        failures: 0,
        inputTokens: 1000,
        outputTokens: 200,
        captions: 2,
        cost: 0.002,
      },
    ]);
    const longer = await (await admin.api('GET /api/admin/models', { query: { days: '60' } })).json();
    expect(longer.rows.map((r) => r.calls).reduce((a, b) => a + b)).toBe(5);
  });

  test('is for admins only, and refuses a period that is not 1–365 whole days', async ({
    admin: { client: admin },
    member: { client: member },
  }) => {
    expect((await member.api('GET /api/admin/models')).status).toBe(403);
    // Raw: the query strings as sent, some of them encoded on purpose.
    for (const days of ['0', '366', 'abc', '1.5', '%00', '30%0A']) {
      const res = await admin.request(`/api/admin/models?days=${days}`);
      expect(res.status, days).toBe(400);
    }
  });
});

describe('start-up checks of the model variables', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadEnv({ NODE_ENV: 'test', ...env });
    } catch (error) {
      if (error instanceof EnvError) return error.problems;
      throw error;
    }
    return [];
  };

  test('refuses a provider without its key, in the operator’s language', () => {
    expect(problems({ AI_PROVIDER: 'anthropic' })).toEqual([
      'AI_API_KEY: required with the anthropic provider (its API key).',
    ]);
    expect(problems({ AI_PROVIDER: 'google', LANG: 'pt_BR.UTF-8' })).toEqual([
      'AI_API_KEY: obrigatória com o provedor google (a chave de API dele).',
    ]);
    expect(problems({ AI_PROVIDER: 'anthropic', LC_ALL: 'es_ES.UTF-8' })).toEqual([
      'AI_API_KEY: obligatoria con el proveedor anthropic (su clave de API).',
    ]);
  });

  test('refuses a fallback without a model or a key, or with no first model, and an unknown provider', () => {
    expect(problems({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'k', AI_FALLBACK_PROVIDER: 'google' })).toEqual([
      'AI_FALLBACK_MODEL: required to use a fallback model (the model to ask when the first cannot answer).',
    ]);
    expect(
      problems({
        AI_PROVIDER: 'anthropic',
        AI_API_KEY: 'k',
        AI_FALLBACK_PROVIDER: 'google',
        AI_FALLBACK_MODEL: 'g',
      }),
    ).toEqual(['AI_FALLBACK_API_KEY: required with the google provider (its API key).']);
    expect(problems({ AI_FALLBACK_MODEL: 'm' })).toEqual([
      'AI_FALLBACK_MODEL: needs a first model: set AI_PROVIDER (anthropic or google) or AI_BASE_URL.',
    ]);
    expect(problems({ AI_PROVIDER: 'openai-compatible' })).toEqual([
      'AI_BASE_URL: required with the openai-compatible provider (the address of its API).',
    ]);
    expect(problems({ AI_PROVIDER: 'mistral' })[0]).toMatch(/^AI_PROVIDER: /);
    expect(problems({ AI_PRICES: 'gpt-4o-mini=cheap' })[0]).toMatch(/^AI_PRICES: /);
  });

  test('needs no base URL for Anthropic and Google, and shares the first model’s key on the same provider', () => {
    expect(
      problems({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'k', AI_FALLBACK_MODEL: 'claude-sonnet-4-5' }),
    ).toEqual([]);
  });
});
