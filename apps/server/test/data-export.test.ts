import { addDays, DataExportSchema, todayIn } from '@captia/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../src/db/schema/index';
import { EXPORT_HISTORY_PAGE } from '../src/me/export.service';
import { GOOD_PASSWORD, type Member, signUpMember, TestClient } from './client';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers';
import { BRIEF } from './process-fixtures';

let t: TestApp;

beforeAll(async () => {
  // The export limit at its real size (5 an hour).
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
});
afterAll(() => t.close());

interface Seeded extends Member {
  brandName: string;
  caption: string;
  keyName: string;
  key: string;
  campaignTitle: string;
}

/** An account with a brand, a generation from a photo and its rework, a campaign and an API key. */
async function seed(tag: string): Promise<Seeded> {
  const member = await signUpMember(t, { plan: 'premium', tag, name: `Person ${tag}` });
  const { client } = member;
  const brandName = `Brand ${tag} ${Math.random().toString(36).slice(2, 8)}`;
  expect(
    (await client.post('/api/brands', { name: brandName, samples: [`We bake for ${tag}!`] })).status,
  ).toBe(201);
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  const image = `data:image/jpeg;base64,${photo.toString('base64')}`;
  const generated = await client.post('/api/functions/generate-captions', {
    ...BRIEF,
    text: `Bakery ${tag} opens on Monday with sourdough and coffee.`,
    image,
  });
  expect(generated.status).toBe(200);
  const [entry] = (await (await client.get('/api/history')).json()).items;
  const caption = entry.captions[0].text as string;
  const reworked = await client.post('/api/functions/rework-caption', {
    text: `${caption} Rework ${tag}.`,
    network: 'linkedin',
    action: 'fit',
    entryId: entry.id,
  });
  expect(reworked.status).toBe(200);
  const campaign = await client.post('/api/campaigns', {
    text: `Sourdough week at bakery ${tag}: $5 loaves until Sunday.`,
    startDate: addDays(todayIn('UTC'), 1),
    days: 1,
    networks: ['x'],
  });
  expect(campaign.status).toBe(201);
  const campaignTitle = (await campaign.json()).title as string;
  const keyName = `Key ${tag} ${Math.random().toString(36).slice(2, 8)}`;
  const created = await client.post('/api/keys', { name: keyName, password: GOOD_PASSWORD });
  expect(created.status).toBe(201);
  const { key } = (await created.json()) as { key: string };
  return { ...member, brandName, caption, keyName, key, campaignTitle };
}

const exportOf = (client: TestClient) => client.get('/api/me/export');

describe('GET /api/me/export', () => {
  let a: Seeded;
  let b: Seeded;

  beforeAll(async () => {
    a = await seed('alpha');
    b = await seed('bravo');
  });

  it("is one JSON attachment of the caller's data, and nobody else's", async () => {
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

  it('never holds a key secret or a hash', async () => {
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

  it('needs a signed-in browser: no session is a 401, an API key is not enough', async () => {
    const anonymous = await new TestClient(t.app).get('/api/me/export');
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe('unauthorized');
    const withKey = await t.app.request(`${TEST_ORIGIN}/api/me/export`, {
      headers: { authorization: `Bearer ${a.key}` },
    });
    expect(withKey.status).toBe(401);
    expect((await withKey.json()).error.code).toBe('unauthorized');
  });

  it('a long history is written in pages, every entry once', async () => {
    const { client } = await signUpMember(t, { plan: 'premium', tag: 'long' });
    const count = EXPORT_HISTORY_PAGE + 3;
    for (let i = 0; i < count; i++)
      expect(
        (await client.post('/api/functions/generate-captions', { ...BRIEF, text: `Entry ${i}.` })).status,
      ).toBe(200);
    const data = DataExportSchema.parse(await (await exportOf(client)).json());
    expect(data.history).toHaveLength(count);
    expect(new Set(data.history.map((entry) => entry.id)).size).toBe(count);
    expect(data.history.map((entry) => entry.request.text)).toEqual(
      Array.from({ length: count }, (_, i) => `Entry ${i}.`),
    );
  });

  it('at most 5 an hour per account: the 6th is a 429 with Retry-After', async () => {
    const { client } = await signUpMember(t, { plan: 'free', tag: 'limit' });
    for (let i = 0; i < 5; i++) expect((await exportOf(client)).status).toBe(200);
    const limited = await exportOf(client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await limited.json();
    expect(body.error.code).toBe('rate_limited');
    expect(typeof body.error.message).toBe('string');
    // Another account has its own count.
    expect((await exportOf((await signUpMember(t, { tag: 'limit-other' })).client)).status).toBe(200);
  });
});
