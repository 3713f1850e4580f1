import { countLength, findHashtags, hasEmoji } from '@captia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersUsage } from '../src/db/schema/index';
import type { Mailer } from '../src/mail/mailer';
import { signUpMember, TestClient } from './client';
import { captionsAnswer, type FakeModel, startFakeModel } from './fake-model';
import { createTestApp, type TestApp } from './helpers';
import { BRIEF } from './process-fixtures';

const mailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };
let offline: TestApp;
let withModel: TestApp;
let model: FakeModel;

beforeAll(async () => {
  offline = await createTestApp({ mailer });
  model = await startFakeModel();
  withModel = await createTestApp({
    mailer,
    database: offline.database,
    env: { AI_BASE_URL: model.url, AI_MODEL: 'fake-model' },
  });
});
afterAll(async () => {
  await offline.close();
  await model.close();
});

const counted = async (id: string) => {
  const [usage] = await offline.database.db.select().from(usersUsage).where(eq(usersUsage.userId, id));
  return (usage?.dailyUsage ?? 0) + (usage?.monthlyUsage ?? 0);
};

const rework = (client: TestClient, body: unknown, headers: Record<string, string> = {}) =>
  client.post('/api/functions/rework-caption', body, { headers });

const LONG =
  'Maria’s bakery on Rua Augusta opens this Saturday at 8am with sourdough, croissants and coffee. ' +
  'We have been baking in São Paulo since 1998 and we cannot wait to see you. ' +
  'Every loaf is made by hand, slowly, with flour from a small mill in Minas Gerais. '.repeat(6) +
  'Come early: the first 50 customers get a free pão de queijo! ☕🥐 #Bakery #SaoPaulo #Sourdough #Coffee #Fresh';

describe('rework-caption offline (no model)', () => {
  it('fit to X is within 280 by twitter-text weighting', async () => {
    const { client } = await signUpMember(offline, { plan: 'premium' });
    const res = await rework(client, { text: LONG, network: 'x', action: 'fit' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.source).toBe('basic');
    expect(body.caption.network).toBe('x');
    expect(body.caption.length).toBe(countLength('x', body.caption.text));
    expect(body.caption.length).toBeLessThanOrEqual(280);
    expect(body.usage).toMatchObject({ current: 1, total: 250 });
  });

  it('adapt to Threads keeps at most one hashtag and is measured for Threads', async () => {
    const { client } = await signUpMember(offline, { plan: 'premium' });
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

  it('every offline action for Bluesky and Mastodon stays within their own counting', async () => {
    const { client } = await signUpMember(offline, { plan: 'premium' });
    // Grapheme-heavy and link-bearing text: a family emoji is one grapheme on Bluesky, a link 23 on Mastodon.
    const text = `${LONG} 👨‍👩‍👧‍👦👨‍👩‍👧‍👦 https://example.com/${'very-long-path/'.repeat(8)} cc @ana@mastodon.social`;
    for (const network of ['bluesky', 'mastodon'] as const) {
      const asked = [
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

  it('shorter is shorter and keeps names and places', async () => {
    const { client } = await signUpMember(offline, { plan: 'premium' });
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

  it('restyle and longer work offline and deterministically', async () => {
    const { client } = await signUpMember(offline, { plan: 'premium' });
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

  it('the free plan: longer is refused with the long-text message (403, not counted); results carry no emojis or hashtags', async () => {
    const { client, id } = await signUpMember(offline, { plan: 'free' });
    const refused = await rework(client, {
      text: 'Fresh bread today.',
      network: 'instagram',
      action: 'longer',
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('plan_long_text');
    expect(await counted(id)).toBe(0);
    const res = await rework(client, { text: LONG, network: 'instagram', action: 'shorter' });
    const { caption } = await res.json();
    expect(hasEmoji(caption.text)).toBe(false);
    expect(findHashtags(caption.text)).toHaveLength(0);
    expect(await counted(id)).toBe(1);
  });

  it('refusals count nothing: bad fields → 400, too big → 413, translate without a model → 422 ai_required, signed out → 401', async () => {
    const { client, id } = await signUpMember(offline, { plan: 'premium' });
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
    for (const body of bad) {
      const res = await rework(client, body);
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
    const body = await translate.json();
    expect(body.error.code).toBe('ai_required');
    expect(body.error.message).toMatch(/modelo de IA/);
    expect(await counted(id)).toBe(0);
    expect(
      (
        await new TestClient(offline.app).post('/api/functions/rework-caption', {
          text: 'x',
          network: 'x',
          action: 'fit',
        })
      ).status,
    ).toBe(401);
  });

  it('streams the result like a generation', async () => {
    const { client } = await signUpMember(offline, { plan: 'premium' });
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
  it('a rework of an entry is saved as its version; the listing shows them together and search finds them', async () => {
    const { client } = await signUpMember(offline, { plan: 'premium' });
    await client.post('/api/functions/generate-captions', BRIEF);
    const [entry] = (await (await client.get('/api/history')).json()).items;
    const caption = entry.captions[0].text as string;
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
    const page = await (await client.get('/api/history')).json();
    expect(page.items).toHaveLength(1);
    expect(page.items[0].versions).toHaveLength(2);
    expect(page.items[0].versions[0].request).toMatchObject({ kind: 'rework', action: 'shorter' });
    const found = await (await client.get('/api/history?q=zanzibar')).json();
    expect(found.items.map((i: { id: string }) => i.id)).toEqual([entry.id]);
    // A rework of a version joins the same original.
    const versionId = page.items[0].versions[0].id;
    await rework(client, { text: 'Third take.', network: 'linkedin', action: 'fit', entryId: versionId });
    expect((await (await client.get('/api/history')).json()).items[0].versions).toHaveLength(3);
  });

  it("another account's entry is a 404, never counted", async () => {
    const owner = await signUpMember(offline, { plan: 'premium' });
    const other = await signUpMember(offline, { plan: 'premium' });
    await owner.client.post('/api/functions/generate-captions', BRIEF);
    const [entry] = (await (await owner.client.get('/api/history')).json()).items;
    const res = await rework(other.client, { text: 'x', network: 'x', action: 'fit', entryId: entry.id });
    expect(res.status).toBe(404);
    expect(await counted(other.id)).toBe(0);
  });

  it('an entry or brand id with a NUL or another control character is a 400 (PostgreSQL cannot compare it), never counted', async () => {
    const { client, id } = await signUpMember(offline, { plan: 'premium' });
    for (const ids of [{ entryId: 'abc\u0000def' }, { brandId: 'abc\u0000def' }, { entryId: 'abc\u0007' }]) {
      const res = await rework(client, { text: 'A caption.', network: 'instagram', action: 'fit', ...ids });
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('bad_request');
    }
    expect(await counted(id)).toBe(0);
  });
});

describe('rework-caption with a model', () => {
  it('translate sends the caption and the target language to the model and returns its text through the pipeline', async () => {
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
