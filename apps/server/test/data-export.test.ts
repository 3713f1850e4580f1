import { addDays, DataExportSchema, todayIn } from '@captia/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { apiKeys } from '../src/db/schema/index';
import { EXPORT_HISTORY_PAGE } from '../src/me/export.service';
import { GOOD_PASSWORD, type Member, signUpMember, TestClient } from './client';
import { test as base } from './fixtures/setup';
import { TEST_ORIGIN, type TestApp } from './helpers';
import { BRIEF } from './process-fixtures';

interface Seeded extends Member {
  brandName: string;
  caption: string;
  keyName: string;
  key: string;
  campaignTitle: string;
}

/** An account with a brand, a generation from a photo and its rework, a campaign and an API key. */
async function seed(t: TestApp, tag: string): Promise<Seeded> {
  const member = await signUpMember(t, { plan: 'premium', tag, name: `Person ${tag}` });
  const { client } = member;
  const brandName = `Brand ${tag} ${Math.random().toString(36).slice(2, 8)}`;
  expect(
    (await client.api('POST /api/brands', { body: { name: brandName, samples: [`We bake for ${tag}!`] } }))
      .status,
  ).toBe(201);
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  const image = `data:image/jpeg;base64,${photo.toString('base64')}`;
  const generated = await client.api('POST /api/functions/generate-captions', {
    body: { ...BRIEF, text: `Bakery ${tag} opens on Monday with sourdough and coffee.`, image },
  });
  expect(generated.status).toBe(200);
  const [entry] = (await (await client.api('GET /api/history')).json()).items;
  const caption = entry?.captions[0]?.text;
  if (!entry || caption === undefined) throw new Error(`no caption in ${tag}'s history`);
  const reworked = await client.api('POST /api/functions/rework-caption', {
    body: { text: `${caption} Rework ${tag}.`, network: 'linkedin', action: 'fit', entryId: entry.id },
  });
  expect(reworked.status).toBe(200);
  const campaign = await client.api('POST /api/campaigns', {
    body: {
      text: `Sourdough week at bakery ${tag}: $5 loaves until Sunday.`,
      startDate: addDays(todayIn('UTC'), 1),
      days: 1,
      networks: ['x'],
    },
  });
  expect(campaign.status).toBe(201);
  const campaignTitle = (await campaign.json()).title;
  const keyName = `Key ${tag} ${Math.random().toString(36).slice(2, 8)}`;
  const created = await client.api('POST /api/keys', { body: { name: keyName, password: GOOD_PASSWORD } });
  expect(created.status).toBe(201);
  const { key } = await created.json();
  return { ...member, brandName, caption, keyName, key, campaignTitle };
}

/**
 * The app is fixtures/setup.ts's (createTestApp), with the export limit at its real size (5 an
 * hour). `seeded` is two accounts with data of each kind, made for the first test that needs
 * them and shared by the file's tests.
 */
const test = base
  .extend('appOptions', { scope: 'file' }, { env: { RATE_LIMIT_SCALE: '1' } })
  .extend('seeded', { scope: 'file' }, async ({ app }) => ({
    a: await seed(app, 'alpha'),
    b: await seed(app, 'bravo'),
  }));

const exportOf = (client: TestClient) => client.api('GET /api/me/export');

describe('GET /api/me/export', () => {
  test("is one JSON attachment of the caller's data, and nobody else's", async ({ seeded: { a, b } }) => {
    const res = await exportOf(a.client);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="captia-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await res.text();
    const data = DataExportSchema.parse(JSON.parse(text));

    expect(data.account).toMatchObject({ id: a.id, email: a.email, name: 'Person alpha', plan: 'premium' });
    expect(data.usage.current).toBeGreaterThan(0);
    expect(data.subscription).toHaveProperty('subscribed');
    expect(data.brands.map((brand) => brand.name)).toEqual([a.brandName]);
    expect(data.brands[0]?.samples).toEqual(['We bake for alpha!']);
    expect(data.campaigns).toHaveLength(1);
    expect(data.campaigns[0]?.title).toBe(a.campaignTitle);
    expect(data.campaigns[0]?.posts.length).toBeGreaterThan(0);
    // The generation, its rework as a version; the campaign's posts are not history entries of their own.
    const withPhoto = data.history.find((entry) => entry.thumbnail !== null);
    expect(withPhoto?.thumbnail).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    const bytes = Buffer.from(withPhoto?.thumbnail?.split(',')[1] ?? '', 'base64');
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    expect(withPhoto?.captions[0]?.text).toBe(a.caption);
    expect(withPhoto?.versions).toHaveLength(1);
    expect(withPhoto?.versions[0]?.request).toMatchObject({ action: 'fit' });
    expect(withPhoto?.request).toMatchObject({
      text: 'Bakery alpha opens on Monday with sourdough and coffee.',
    });
    expect(data.apiKeys).toEqual([
      expect.objectContaining({ name: a.keyName, prefix: a.key.slice(0, data.apiKeys[0]?.prefix.length) }),
    ]);

    // Nothing of B's.
    for (const foreign of [b.email, b.brandName, b.caption, b.keyName, b.id, b.campaignTitle, 'bravo'])
      expect(text).not.toContain(foreign);
  });

  test('never holds a key secret or a hash', async ({ app: t, seeded: { a, b } }) => {
    const text = await (await exportOf(a.client)).text();
    const hashes = await t.database.db.select({ hash: apiKeys.hash }).from(apiKeys);
    expect(hashes.length).toBeGreaterThanOrEqual(2);
    for (const { hash } of hashes) expect(text).not.toContain(hash);
    expect(text).not.toContain(a.key);
    expect(text).not.toContain(b.key);
    expect(text).not.toMatch(/"hash"/);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, a.id));
    expect(JSON.parse(text).apiKeys[0]).toEqual({
      id: row?.id,
      name: row?.name,
      prefix: row?.prefix,
      createdAt: row?.createdAt.toISOString(),
      lastUsedAt: null,
    });
  });

  test('needs a signed-in browser: no session is a 401, an API key is not enough', async ({
    app: t,
    seeded: { a },
  }) => {
    const anonymous = await new TestClient(t.app).api('GET /api/me/export');
    expect(anonymous.status).toBe(401);
    expect((await anonymous.errorBody()).error.code).toBe('unauthorized');
    // Raw: a key in the Authorization header and no Origin, as a program outside a browser sends.
    const withKey = await t.app.request(`${TEST_ORIGIN}/api/me/export`, {
      headers: { authorization: `Bearer ${a.key}` },
    });
    expect(withKey.status).toBe(401);
    expect((await withKey.json()).error.code).toBe('unauthorized');
  });

  test('a long history is written in pages, every entry once', async ({ app: t }) => {
    const { client } = await signUpMember(t, { plan: 'premium', tag: 'long' });
    const count = EXPORT_HISTORY_PAGE + 3;
    for (let i = 0; i < count; i++)
      expect(
        (
          await client.api('POST /api/functions/generate-captions', {
            body: { ...BRIEF, text: `Entry ${i}.` },
          })
        ).status,
      ).toBe(200);
    const data = DataExportSchema.parse(await (await exportOf(client)).json());
    expect(data.history).toHaveLength(count);
    expect(new Set(data.history.map((entry) => entry.id)).size).toBe(count);
    expect(data.history.map((entry) => entry.request.text)).toEqual(
      Array.from({ length: count }, (_, i) => `Entry ${i}.`),
    );
  });

  test('at most 5 an hour per account: the 6th is a 429 with Retry-After', async ({ app: t }) => {
    const { client } = await signUpMember(t, { plan: 'free', tag: 'limit' });
    for (let i = 0; i < 5; i++) expect((await exportOf(client)).status).toBe(200);
    const limited = await exportOf(client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await limited.errorBody();
    expect(body.error.code).toBe('rate_limited');
    expect(typeof body.error.message).toBe('string');
    // Another account has its own count.
    expect((await exportOf((await signUpMember(t, { tag: 'limit-other' })).client)).status).toBe(200);
  });
});
