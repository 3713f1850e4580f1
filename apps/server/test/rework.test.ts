import { countLength, findHashtags, hasEmoji } from '@captia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { usersUsage } from '../src/db/schema/index';
import type { Mailer } from '../src/mail/mailer';
import type { ApiBody } from './api-routes';
import { signUpMember, TestClient } from './client';
import { captionsAnswer, startFakeModel } from './fake-model';
import { test as base, resource } from './fixtures/setup';
import { createTestApp, type TestApp } from './helpers';
import { BRIEF } from './process-fixtures';

const mailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };
/**
 * `app` works offline (no model); `withModel` is a second app on its database, with a fake model.
 * Both are createTestApp's, the first through fixtures/setup.ts.
 */
const test = base
  .extend('appOptions', { scope: 'file' }, { mailer })
  .extend(
    'model',
    { scope: 'file' },
    resource(startFakeModel, (model) => model.close()),
  )
  .extend('withModel', { scope: 'file' }, ({ app, model }) =>
    createTestApp({
      mailer,
      database: app.database,
      env: { AI_BASE_URL: model.url, AI_MODEL: 'fake-model' },
    }),
  );

type ReworkBody = ApiBody<'POST /api/functions/rework-caption'>;

const counted = async (app: TestApp, id: string) => {
  const [usage] = await app.database.db.select().from(usersUsage).where(eq(usersUsage.userId, id));
  return (usage?.dailyUsage ?? 0) + (usage?.monthlyUsage ?? 0);
};

const rework = (client: TestClient, body: ReworkBody, headers: Record<string, string> = {}) =>
  client.api('POST /api/functions/rework-caption', { body, headers });

const LONG =
  'Maria’s bakery on Rua Augusta opens this Saturday at 8am with sourdough, croissants and coffee. ' +
  'We have been baking in São Paulo since 1998 and we cannot wait to see you. ' +
  'Every loaf is made by hand, slowly, with flour from a small mill in Minas Gerais. '.repeat(6) +
  'Come early: the first 50 customers get a free pão de queijo! ☕🥐 #Bakery #SaoPaulo #Sourdough #Coffee #Fresh';

describe('rework-caption offline (no model)', () => {
  test.override('plan', 'premium');

  test('fit to X is within 280 by twitter-text weighting', async ({ member }) => {
    const { client } = member;
    const res = await rework(client, { text: LONG, network: 'x', action: 'fit' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.source).toBe('basic');
    expect(body.caption.network).toBe('x');
    expect(body.caption.length).toBe(countLength('x', body.caption.text));
    expect(body.caption.length).toBeLessThanOrEqual(280);
    expect(body.usage).toMatchObject({ current: 1, total: 250 });
  });

  test('adapt to Threads keeps at most one hashtag and is measured for Threads', async ({ member }) => {
    const { client } = member;
    const res = await rework(client, {
      text: LONG,
      network: 'instagram',
      action: 'adapt',
      targetNetwork: 'threads',
    });
    const { caption } = await res.json();
    expect(caption.network).toBe('threads');
    expect(findHashtags(caption.text).length).toBeLessThanOrEqual(1);
    expect(caption.length).toBeLessThanOrEqual(500);
  });

  test('every offline action for Bluesky and Mastodon stays within their own counting', async ({
    member,
  }) => {
    const { client } = member;
    // Grapheme-heavy and link-bearing text: a family emoji is one grapheme on Bluesky, a link 23 on Mastodon.
    const text = `${LONG} 👨‍👩‍👧‍👦👨‍👩‍👧‍👦 https://example.com/${'very-long-path/'.repeat(8)} cc @ana@mastodon.social`;
    for (const network of ['bluesky', 'mastodon'] as const) {
      const asked: ReworkBody[] = [
        { text, network, action: 'fit' },
        { text, network, action: 'shorter' },
        { text, network, action: 'longer' },
        { text, network, action: 'restyle', style: 'bold' },
        { text, network: 'instagram', action: 'adapt', targetNetwork: network },
      ];
      for (const body of asked) {
        const res = await rework(client, body);
        expect(res.status, `${network} ${body.action}`).toBe(200);
        const { caption } = await res.json();
        expect(caption.network).toBe(network);
        expect(caption.length).toBe(countLength(network, caption.text));
        expect(caption.length, `${network} ${body.action}`).toBeLessThanOrEqual(
          network === 'bluesky' ? 300 : 500,
        );
        expect(Buffer.byteLength(caption.text), `${network} ${body.action}`).toBeLessThanOrEqual(3000);
        expect(caption.text.trim()).not.toBe('');
      }
    }
  });

  test('shorter is shorter and keeps names and places', async ({ member }) => {
    const { client } = member;
    const text =
      'Maria’s bakery on Rua Augusta opens this Saturday. We bake everything by hand every morning. ' +
      'Our coffee comes from a farm in Minas Gerais. Come and say hello to the team.';
    const { caption } = await (
      await rework(client, { text, network: 'instagram', action: 'shorter' })
    ).json();
    expect(caption.text.length).toBeLessThan(text.length);
    expect(caption.text).toContain('Rua Augusta');
    expect(caption.text).toContain('Maria');
  });

  test('restyle and longer work offline and deterministically', async ({ member }) => {
    const { client } = member;
    const text = 'New cold brew this weekend! 🎉 Come try it.';
    const first = await (
      await rework(client, { text, network: 'linkedin', action: 'restyle', style: 'professional' })
    ).json();
    const again = await (
      await rework(client, { text, network: 'linkedin', action: 'restyle', style: 'professional' })
    ).json();
    expect(first.caption.text).toBe(again.caption.text);
    expect(hasEmoji(first.caption.text)).toBe(false);
    expect(first.caption.text).not.toContain('!');
    const longer = await (await rework(client, { text, network: 'facebook', action: 'longer' })).json();
    expect(longer.caption.text.length).toBeGreaterThan(text.length);
  });

  test('the free plan: longer is refused with the long-text message (403, not counted); results carry no emojis or hashtags', async ({
    app,
  }) => {
    const { client, id } = await signUpMember(app, { plan: 'free' });
    const refused = await rework(client, {
      text: 'Fresh bread today.',
      network: 'instagram',
      action: 'longer',
    });
    expect(refused.status).toBe(403);
    expect((await refused.errorBody()).error.code).toBe('plan_long_text');
    expect(await counted(app, id)).toBe(0);
    const res = await rework(client, { text: LONG, network: 'instagram', action: 'shorter' });
    const { caption } = await res.json();
    expect(hasEmoji(caption.text)).toBe(false);
    expect(findHashtags(caption.text)).toHaveLength(0);
    expect(await counted(app, id)).toBe(1);
  });

  test('refusals count nothing: bad fields → 400, too big → 413, translate without a model → 422 ai_required, signed out → 401', async ({
    app,
    member,
  }) => {
    const { client, id } = member;
    const bad = [
      { text: 'x', network: 'instagram', action: 'explode' },
      { text: 'x', network: 'myspace', action: 'shorter' },
      { text: 'x', network: 'instagram', action: 'restyle' },
      { text: 'x', network: 'instagram', action: 'translate' },
      { text: 'x', network: 'instagram', action: 'adapt' },
      { text: '', network: 'instagram', action: 'shorter' },
      { text: 'x'.repeat(10_001), network: 'instagram', action: 'shorter' },
      { text: 'bad\u0000text', network: 'instagram', action: 'shorter' },
      { text: 'x', network: 'instagram', action: 'shorter', extra: 1 },
    ];
    // Raw: bodies the contract refuses, on purpose.
    for (const body of bad) {
      const res = await client.post('/api/functions/rework-caption', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect(
      (await rework(client, { text: 'x'.repeat(70_000), network: 'instagram', action: 'fit' })).status,
    ).toBe(413);
    const translate = await rework(
      client,
      { text: 'Hello', network: 'instagram', action: 'translate', language: 'pt-BR' },
      { 'accept-language': 'pt-BR' },
    );
    expect(translate.status).toBe(422);
    const body = await translate.errorBody();
    expect(body.error.code).toBe('ai_required');
    expect(body.error.message).toMatch(/modelo de IA/);
    expect(await counted(app, id)).toBe(0);
    expect((await rework(new TestClient(app.app), { text: 'x', network: 'x', action: 'fit' })).status).toBe(
      401,
    );
  });

  test('streams the result like a generation', async ({ member }) => {
    const { client } = member;
    const res = await rework(
      client,
      { text: LONG, network: 'x', action: 'fit' },
      { accept: 'text/event-stream' },
    );
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const text = await res.text();
    expect(text).toMatch(/^event: caption$/m);
    expect(text).toMatch(/^event: result$/m);
  });
});

describe('history versions', () => {
  test.override('plan', 'premium');

  test('a rework of an entry is saved as its version; the listing shows them together and search finds them', async ({
    member,
  }) => {
    const { client } = member;
    await client.api('POST /api/functions/generate-captions', { body: BRIEF });
    const [entry] = (await (await client.api('GET /api/history')).json()).items;
    if (!entry) throw new Error('no history entry');
    const caption = entry.captions[0]?.text as string;
    const res = await rework(client, {
      text: `${caption} Zanzibar special.`,
      network: 'linkedin',
      action: 'shorter',
      entryId: entry.id,
    });
    expect(res.status).toBe(200);
    const again = await rework(client, {
      text: 'Zanzibar blend, restyled.',
      network: 'linkedin',
      action: 'restyle',
      style: 'bold',
      entryId: entry.id,
    });
    expect(again.status).toBe(200);
    const page = await (await client.api('GET /api/history')).json();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]?.versions).toHaveLength(2);
    expect(page.items[0]?.versions[0]?.request).toMatchObject({ kind: 'rework', action: 'shorter' });
    const found = await (await client.api('GET /api/history', { query: { q: 'zanzibar' } })).json();
    expect(found.items.map((i) => i.id)).toEqual([entry.id]);
    // A rework of a version joins the same original.
    const versionId = page.items[0]?.versions[0]?.id;
    await rework(client, { text: 'Third take.', network: 'linkedin', action: 'fit', entryId: versionId });
    expect((await (await client.api('GET /api/history')).json()).items[0]?.versions).toHaveLength(3);
  });

  test("another account's entry is a 404, never counted", async ({ app }) => {
    const owner = await signUpMember(app, { plan: 'premium' });
    const other = await signUpMember(app, { plan: 'premium' });
    await owner.client.api('POST /api/functions/generate-captions', { body: BRIEF });
    const [entry] = (await (await owner.client.api('GET /api/history')).json()).items;
    const res = await rework(other.client, { text: 'x', network: 'x', action: 'fit', entryId: entry?.id });
    expect(res.status).toBe(404);
    expect(await counted(app, other.id)).toBe(0);
  });

  test('an entry or brand id with a NUL or another control character is a 400 (PostgreSQL cannot compare it), never counted', async ({
    app,
    member,
  }) => {
    const { client, id } = member;
    for (const ids of [{ entryId: 'abc\u0000def' }, { brandId: 'abc\u0000def' }, { entryId: 'abc\u0007' }]) {
      const res = await rework(client, { text: 'A caption.', network: 'instagram', action: 'fit', ...ids });
      expect(res.status).toBe(400);
      expect((await res.errorBody()).error.code).toBe('bad_request');
    }
    expect(await counted(app, id)).toBe(0);
  });
});

describe('rework-caption with a model', () => {
  test('translate sends the caption and the target language to the model and returns its text through the pipeline', async ({
    model,
    withModel,
  }) => {
    const { client } = await signUpMember(withModel, { plan: 'premium' });
    model.content = () =>
      captionsAnswer([
        {
          network: 'instagram',
          variant: 1,
          text: 'Pão fresco todos os dias na Rua Augusta. #Padaria #Padaria',
        },
      ]);
    const before = model.requests.length;
    const res = await rework(client, {
      text: 'Fresh bread every day on Rua Augusta.',
      network: 'instagram',
      action: 'translate',
      language: 'pt-BR',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.source).toBe('ai');
    expect(body.caption.text).toContain('Pão fresco todos os dias na Rua Augusta.');
    expect(findHashtags(body.caption.text).length).toBeLessThanOrEqual(1);
    const sent = JSON.stringify(model.requests[before]);
    expect(sent).toContain('Fresh bread every day on Rua Augusta.');
    expect(sent).toContain('Brazilian Portuguese');
  });
});
