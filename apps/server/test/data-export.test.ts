import { addDays, DataExportSchema, todayIn } from '@captia/shared';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { apiKeys, campaignPosts, reviewLinks, webhookEndpoints } from '../src/db/schema/index';
import { EXPORT_HISTORY_PAGE, EXPORT_REVIEW_PAGE } from '../src/me/export.service';
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
  campaignId: string;
  reviewLinkId: string;
  reviewToken: string;
  reviewer: string;
  reviewComment: string;
  webhookUrl: string;
  webhookSecret: string;
}

/**
 * An account with a brand, a generation from a photo and its rework, a campaign with a review
 * link and a reviewer's decision on it, a webhook endpoint and an API key.
 */
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
  const { title: campaignTitle, id: campaignId, posts } = await campaign.json();
  const link = await client.api('POST /api/campaigns/{id}/review-links', {
    params: { id: campaignId },
    body: {},
  });
  expect(link.status).toBe(201);
  const { id: reviewLinkId, url } = await link.json();
  const reviewToken = url.slice(url.lastIndexOf('/') + 1);
  const reviewer = `Reviewer ${tag}`;
  const reviewComment = `Less sugar in the ${tag} post, please.`;
  // A stranger's browser: no session. It answers on the post's version as it read it.
  const guest = new TestClient(t.app);
  const read = await (await guest.api('GET /api/review/{token}', { params: { token: reviewToken } })).json();
  const decided = await guest.api('POST /api/review/{token}/posts/{postId}/decision', {
    params: { token: reviewToken, postId: posts[0]?.id ?? '' },
    body: {
      decision: 'changes',
      comment: reviewComment,
      reviewerName: reviewer,
      version: read.posts[0]?.version ?? '',
    },
  });
  expect(decided.status).toBe(201);
  const webhookUrl = `https://hooks.example.com/${tag}`;
  const webhook = await client.api('POST /api/webhooks', {
    body: { url: webhookUrl, events: ['review.decided', 'campaign.created'] },
  });
  expect(webhook.status).toBe(201);
  const webhookSecret = (await webhook.json()).secret;
  const keyName = `Key ${tag} ${Math.random().toString(36).slice(2, 8)}`;
  const created = await client.api('POST /api/keys', { body: { name: keyName, password: GOOD_PASSWORD } });
  expect(created.status).toBe(201);
  const { key } = await created.json();
  return {
    ...member,
    brandName,
    caption,
    keyName,
    key,
    campaignTitle,
    campaignId,
    reviewLinkId,
    reviewToken,
    reviewer,
    reviewComment,
    webhookUrl,
    webhookSecret,
  };
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

    // Its webhook endpoint, its campaign's review link and the decision made through it.
    expect(data.webhooks).toEqual([
      expect.objectContaining({
        url: a.webhookUrl,
        events: ['review.decided', 'campaign.created'],
        disabledAt: null,
      }),
    ]);
    expect(data.reviewLinks).toEqual([
      expect.objectContaining({
        id: a.reviewLinkId,
        campaignId: a.campaignId,
        allowComments: true,
        expired: false,
      }),
    ]);
    expect(data.reviewDecisions).toEqual([
      expect.objectContaining({
        campaignId: a.campaignId,
        postId: data.campaigns[0]?.posts[0]?.id,
        linkId: a.reviewLinkId,
        decision: 'changes',
        comment: a.reviewComment,
        reviewerName: a.reviewer,
      }),
    ]);

    // Nothing of B's.
    for (const foreign of [
      b.email,
      b.brandName,
      b.caption,
      b.keyName,
      b.id,
      b.campaignTitle,
      b.webhookUrl,
      b.reviewer,
      b.reviewComment,
      b.reviewLinkId,
      'bravo',
    ])
      expect(text).not.toContain(foreign);
  });

  test('never holds a key secret, a webhook signing secret, a review token or a hash', async ({
    app: t,
    seeded: { a, b },
  }) => {
    const text = await (await exportOf(a.client)).text();
    const hashes = await t.database.db.select({ hash: apiKeys.hash }).from(apiKeys);
    expect(hashes.length).toBeGreaterThanOrEqual(2);
    for (const { hash } of hashes) expect(text).not.toContain(hash);
    expect(text).not.toContain(a.key);
    expect(text).not.toContain(b.key);
    expect(text).not.toMatch(/"hash"/);
    // Webhook secrets: neither as shown once nor as sealed at rest.
    const sealed = await t.database.db.select({ secret: webhookEndpoints.secret }).from(webhookEndpoints);
    expect(sealed.length).toBeGreaterThanOrEqual(2);
    for (const { secret } of sealed) expect(text).not.toContain(secret);
    for (const secret of [a.webhookSecret, b.webhookSecret]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(secret.slice('whsec_'.length));
    }
    expect(text).not.toMatch(/"secret"|whsec_/);
    // Review links: neither their tokens nor the hashes kept of them.
    const tokenHashes = await t.database.db.select({ hash: reviewLinks.tokenHash }).from(reviewLinks);
    expect(tokenHashes.length).toBeGreaterThanOrEqual(2);
    for (const { hash } of tokenHashes) expect(text).not.toContain(hash);
    for (const token of [a.reviewToken, b.reviewToken]) expect(text).not.toContain(token);
    expect(text).not.toMatch(/"token|"url":"[^"]*\/review\//);
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

  test("a disabled webhook's reason is written in words, in the request's language, as the API shows it", async ({
    app: t,
  }) => {
    const { client } = await signUpMember(t, { plan: 'premium', tag: 'disabled', language: 'pt-BR' });
    const created = await client.api('POST /api/webhooks', {
      body: { url: 'https://hooks.example.com/disabled', events: ['campaign.created'] },
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    // As the dispatcher leaves an endpoint whose deliveries failed for a day (a code, translated when read).
    await t.database.db
      .update(webhookEndpoints)
      .set({ disabledAt: new Date(), disabledReason: 'status:500' })
      .where(eq(webhookEndpoints.id, id));
    const listed = (await (await client.api('GET /api/webhooks')).json()).items[0]?.disabledReason;
    expect(listed).toBe('As entregas falharam durante um dia (última resposta: 500).');
    const data = DataExportSchema.parse(await (await exportOf(client)).json());
    expect(data.webhooks.map((endpoint) => endpoint.disabledReason)).toEqual([listed]);
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

  test('many review decisions are written in pages, every one once, oldest first', async ({ app: t }) => {
    const { client, id: userId } = await signUpMember(t, { plan: 'premium', tag: 'reviews' });
    const made = await client.api('POST /api/campaigns', {
      body: {
        text: 'Bakery week: bread and coffee.',
        startDate: addDays(todayIn('UTC'), 1),
        days: 1,
        networks: ['x'],
      },
    });
    expect(made.status).toBe(201);
    const campaignId = (await made.json()).id;
    const [post] = await t.database.db
      .select({ id: campaignPosts.id, updatedAt: campaignPosts.updatedAt })
      .from(campaignPosts)
      .where(eq(campaignPosts.campaignId, campaignId));
    if (!post) throw new Error('no post');
    // Pairs of decisions at the same microsecond, a microsecond apart: pages meet inside a pair
    // and between times a millisecond cannot tell apart.
    const count = EXPORT_REVIEW_PAGE + 3;
    await t.database.db.execute(sql`
      insert into review_decisions (id, campaign_id, post_id, decision, comment, reviewer_name, post_updated_at, created_at)
      select gen_random_uuid()::text, ${campaignId}, ${post.id}, 'approved', 'Decision ' || g, 'Reviewer',
        ${post.updatedAt.toISOString()}::timestamptz, timestamptz '2026-11-01 10:00:00+00' + (g / 2) * interval '1 microsecond'
      from generate_series(0, ${count - 1}) g`);
    const data = DataExportSchema.parse(await (await exportOf(client)).json());
    expect(data.account.id).toBe(userId);
    expect(data.reviewDecisions).toHaveLength(count);
    expect(new Set(data.reviewDecisions.map((decision) => decision.id)).size).toBe(count);
    const times = data.reviewDecisions.map((decision) => decision.createdAt);
    expect(times).toEqual([...times].sort());
    expect(new Set(data.reviewDecisions.map((decision) => decision.comment)).size).toBe(count);
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
