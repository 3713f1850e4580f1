import type { Language } from '@captia/shared';
import { describe, expect } from 'vitest';
import { findTells } from '../src/captions/guardrails/index';
import type { Mailer } from '../src/mail/mailer';
import type { ApiBody, ApiResult } from './api-routes';
import { captionsAnswer, startFakeModel } from './fake-model';
import { test as base, resource } from './fixtures/setup';

/**
 * A model that writes like a template (tells, em dashes, a stack of nine hashtags with case
 * duplicates): what reaches a premium user is clean, keeps the brief's facts, and is still the
 * model's answer (`source: "ai"`), in the final result and in every growing caption streamed.
 */
const mailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };
const TAGS = '#Cafe #café #CAFE #Padaria #padaria #Pão #pao #SãoPaulo #saopaulo';

const WRITTEN: Record<string, string> = {
  'en-US': `In today's fast-paced world, great bread matters — and Ana's Bakery delivers. Elevate your Saturday 12/10 with our sourdough for R$ 19,90 on Rua Augusta. It's not just bread — it's a ritual. Unlock the flavor, dive into our menu at https://padariadaana.com.br and tag @padariadaana. Look no further!\n\n${TAGS}`,
  'pt-BR': `No mundo de hoje, tudo corre — mas a Padaria da Ana espera por você. Eleve seu sábado 12/10 com nosso pão de fermentação natural por R$ 19,90 na Rua Augusta. Não é apenas pão — é um ritual. Desbloqueie o sabor e mergulhe no nosso cardápio em https://padariadaana.com.br, marque @padariadaana.\n\n${TAGS}`,
};

const FACTS = ['12/10', 'R$ 19,90', 'Rua Augusta', '@padariadaana', 'https://padariadaana.com.br'];

/** The model writes WRITTEN in the brief's language, for Instagram and Facebook. */
const templateModel = () =>
  startFakeModel({
    content: (body) => {
      const system = JSON.stringify(body.messages ?? '');
      const text = system.includes('Brazilian Portuguese') ? WRITTEN['pt-BR'] : WRITTEN['en-US'];
      return captionsAnswer([
        { network: 'instagram', variant: 1, text: text as string },
        { network: 'facebook', variant: 1, text: text as string },
      ]);
    },
  });

// The app is fixtures/setup.ts's (createTestApp), on that model.
const test = base
  .extend(
    'model',
    { scope: 'file' },
    resource(templateModel, (model) => model.close()),
  )
  .extend('appOptions', { scope: 'file' }, ({ model }) => ({
    mailer,
    env: { AI_BASE_URL: model.url, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '10000' },
  }));

type GenerationResult = ApiResult<'POST /api/functions/generate-captions'>;
type ReworkResult = ApiResult<'POST /api/functions/rework-caption'>;

const brief = (language: Language): ApiBody<'POST /api/functions/generate-captions'> => ({
  networks: ['instagram', 'facebook'],
  postType: 'product-promotion',
  style: 'friendly',
  length: 'short',
  variants: 1,
  emojis: true,
  hashtags: true,
  language,
  text: 'Sourdough at Padaria da Ana, Rua Augusta, Saturday 12/10, R$ 19,90. Instagram @padariadaana.',
});

function expectClean(text: string, language: 'en-US' | 'pt-BR') {
  expect(text).not.toMatch(/[—–]/);
  expect(findTells(text, language)).toEqual([]);
  for (const fact of FACTS) expect(text).toContain(fact);
}

describe('every AI caption passes the guardrails', () => {
  test.override('plan', 'premium');

  for (const language of ['en-US', 'pt-BR'] as const) {
    test(`${language}: tells, dashes and duplicate hashtags are gone; facts and the AI source stay`, async ({
      member: { client },
    }) => {
      const res = await client.api('POST /api/functions/generate-captions', { body: brief(language) });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.source).toBe('ai');
      expect(body.notice).toBeUndefined();
      expect(body.captions.map((c) => c.network)).toEqual(['instagram', 'facebook']);
      for (const caption of body.captions) {
        expectClean(caption.text, language);
        const tags = caption.text.match(/#[\p{L}\p{N}_]+/gu) ?? [];
        const keys = tags.map((tag) => tag.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys).toEqual(['#cafe', '#padaria', '#pao', '#saopaulo'].slice(0, keys.length));
      }
      const facebook = body.captions.find((c) => c.network === 'facebook');
      expect(facebook?.text.match(/#/g)).toHaveLength(4);
      if (language === 'en-US')
        expect(facebook?.text).toMatch(
          /^Great bread matters, and Ana's Bakery delivers\. Improve your Saturday/,
        );
      else
        expect(facebook?.text).toMatch(
          /^Tudo corre, mas a Padaria da Ana espera por você\. Melhore seu sábado/,
        );
    });
  }

  test("the brand's words to avoid and its own hashtags apply, and no tell flashes in a streamed draft", async ({
    model,
    member: { client },
  }) => {
    const created = await client.api('POST /api/brands', {
      body: {
        name: 'Padaria da Ana',
        wordsToAvoid: ['sourdough', 'ritual'],
        hashtags: ['#PadariaDaAna', '#Café'],
        isDefault: true,
      },
    });
    expect(created.status).toBe(201);
    // Pieces a little apart, as a model sends them: previews are made one at a time, the newest
    // waiting (docs/decisions/0047), so a burst of pieces would show only one or two.
    model.pause = () => 15;
    const res = await client.api('POST /api/functions/generate-captions', {
      body: brief('en-US'),
      headers: { accept: 'text/event-stream' },
    });
    expect(res.status).toBe(200);
    const stream = await res.text();
    model.pause = () => 0;
    const events = [...stream.matchAll(/^event: (\w+)\ndata: (.*)$/gm)].map(([, type, data]) => ({
      type,
      data: JSON.parse(data as string),
    }));
    const drafts = events.filter((e) => e.type === 'caption').map((e) => e.data.text as string);
    expect(drafts.length).toBeGreaterThan(2);
    for (const draft of drafts) {
      expect(draft).not.toMatch(/[—–]/);
      expect(findTells(draft, 'en-US')).toEqual([]);
    }
    const result: GenerationResult = events.find((e) => e.type === 'result')?.data;
    expect(result.source).toBe('ai');
    for (const caption of result.captions) {
      expectClean(caption.text, 'en-US');
      expect(caption.text).not.toMatch(/sourdough|ritual/i);
      expect(caption.text).toMatch(/#PadariaDaAna #Café #Padaria #Pão/);
    }
  });

  for (const stream of [false, true]) {
    test(`a ${stream ? 'streamed' : 'JSON'} rework (translate) passes the guardrails too, and stays the model's`, async ({
      model,
      member: { client },
    }) => {
      const content = model.content;
      model.content = () =>
        captionsAnswer([{ network: 'instagram', variant: 1, text: WRITTEN['pt-BR'] as string }]);
      try {
        const res = await client.api('POST /api/functions/rework-caption', {
          body: {
            text: 'Fresh bread on Rua Augusta.',
            network: 'instagram',
            action: 'translate',
            language: 'pt-BR',
          },
          headers: stream ? { accept: 'text/event-stream' } : {},
        });
        expect(res.status).toBe(200);
        // Read as text either way: a stream's events, or the JSON answer as the one result.
        const raw = await res.text();
        const events = stream
          ? [...raw.matchAll(/^event: (\w+)\ndata: (.*)$/gm)].map(([, type, data]) => ({
              type,
              data: JSON.parse(data as string),
            }))
          : [{ type: 'result', data: JSON.parse(raw) }];
        for (const e of events.filter((e) => e.type === 'caption')) {
          expect(e.data.text).not.toMatch(/[—–]/);
          expect(findTells(e.data.text, 'pt-BR')).toEqual([]);
        }
        const result: ReworkResult = events.find((e) => e.type === 'result')?.data;
        expect(result.source).toBe('ai');
        expectClean(result.caption.text, 'pt-BR');
        expect(result.caption.text).toMatch(
          /^Tudo corre, mas a Padaria da Ana espera por você\. Melhore seu sábado/,
        );
      } finally {
        model.content = content;
      }
    });
  }
});
