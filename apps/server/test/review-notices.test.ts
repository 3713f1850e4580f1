// The owner's in-app notices of reviews: GET /api/review-notices and POST /api/review-notices/seen
// (createTestApp's fixtures; docs/decisions/0058, "The owner's in-app notice").
import { randomUUID } from 'node:crypto';
import { MAX_UNSEEN_REVIEW_NOTICES } from '@captia/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Database } from '../src/db/client';
import { reviewDecisions, usuarios } from '../src/db/schema/index';
import { GOOD_PASSWORD, signUpMember, TestClient } from './client';
import { seedCampaign } from './fixtures/campaigns';
import { test as base } from './fixtures/setup';

const test = base.extend('appOptions', { scope: 'file' }, () => ({
  env: { TRUST_PROXY: '1', RATE_LIMIT_SCALE: '1' },
}));

let ipCounter = 0;

/** A paid account signed up from an address of its own (sign-ups are rate-limited per address). */
async function owner(app: Parameters<typeof signUpMember>[0], language = 'en-US') {
  ipCounter += 1;
  const client = new TestClient(app.app, { language, ip: `203.0.113.${ipCounter % 250}` });
  return signUpMember(app, { plan: 'premium', language: language as 'en-US', client });
}

/** A decision stored as the review route stores one, made `secondsAgo` before the database's now. */
async function decide(
  database: Database,
  campaign: { id: string; postIds: string[] },
  values: { secondsAgo?: number; comment?: string; decision?: 'approved' | 'changes'; name?: string } = {},
) {
  const id = randomUUID();
  const postId = campaign.postIds[0] as string;
  await database.db.insert(reviewDecisions).values({
    id,
    campaignId: campaign.id,
    postId,
    linkId: null,
    decision: values.decision ?? 'approved',
    comment: values.comment ?? null,
    reviewerName: values.name ?? 'Ana',
    postUpdatedAt: new Date(),
    createdAt: sql`now() - make_interval(secs => ${values.secondsAgo ?? 0})`,
  });
  return id;
}

type Client = TestClient;
const notices = async (client: Client) => {
  const res = await client.api('GET /api/review-notices');
  expect(res.status).toBe(200);
  return res.json();
};
const seen = async (client: Client, until: string) => {
  const res = await client.api('POST /api/review-notices/seen', { body: { until } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).unseen;
};

describe('the owner’s review notices', () => {
  test('a decision through a review link is unseen for its owner, and nothing for another account; marked seen, it clears', async ({
    app,
  }) => {
    const olga = await owner(app);
    const other = await owner(app);
    const campaign = await seedCampaign(app.database, olga.id, {
      count: 2,
      title: 'Summer launch',
      time: '09:30',
    });
    expect(await notices(olga.client)).toEqual({ unseen: 0, items: [] });

    // A reviewer answers through the link, as the review page does.
    const link = await (
      await olga.client.api('POST /api/campaigns/{id}/review-links', {
        params: { id: campaign.id },
        body: {},
      })
    ).json();
    const token = link.url.slice(link.url.lastIndexOf('/') + 1);
    const guest = new TestClient(app.app, { language: 'es-ES', ip: '198.51.100.7' });
    const review = await (await guest.api('GET /api/review/{token}', { params: { token } })).json();
    const post = review.posts[1];
    if (!post) throw new Error('no post');
    const decided = await guest.api('POST /api/review/{token}/posts/{postId}/decision', {
      params: { token, postId: post.id },
      body: { decision: 'changes', reviewerName: 'Rosa', comment: 'Less emoji.', version: post.version },
    });
    expect(decided.status).toBe(201);

    const list = await notices(olga.client);
    expect(list.unseen).toBe(1);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      campaignId: campaign.id,
      campaignTitle: 'Summer launch',
      postId: post.id,
      postDate: '2027-03-02T09:30',
      decision: 'changes',
      comment: 'Less emoji.',
      reviewerName: 'Rosa',
      unseen: true,
    });
    // The time with the database's microseconds: sent back, it covers this very decision.
    expect(list.items[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    // Another account sees none of it, and cannot mark it.
    expect(await notices(other.client)).toEqual({ unseen: 0, items: [] });
    expect(await seen(other.client, list.items[0]?.createdAt ?? '')).toBe(0);
    expect((await notices(olga.client)).unseen).toBe(1);

    expect(await seen(olga.client, list.items[0]?.createdAt ?? '')).toBe(0);
    const after = await notices(olga.client);
    expect(after.unseen).toBe(0);
    expect(after.items.map((item) => item.unseen)).toEqual([false]);
  });

  test('a decision after `until` stays unseen; the marker never moves back', async ({ app }) => {
    const olga = await owner(app);
    const campaign = await seedCampaign(app.database, olga.id, { count: 2, title: 'Autumn', time: '09:30' });
    await decide(app.database, campaign, { secondsAgo: 60, name: 'First' });
    // The list as the bell read it: one decision.
    const read = await notices(olga.client);
    expect(read.items.map((item) => item.reviewerName)).toEqual(['First']);
    // Another arrives while the list is open.
    await decide(app.database, campaign, { secondsAgo: 30, name: 'Second' });
    expect(await seen(olga.client, read.items[0]?.createdAt ?? '')).toBe(1);
    const list = await notices(olga.client);
    expect(list.unseen).toBe(1);
    expect(list.items.map((item) => [item.reviewerName, item.unseen])).toEqual([
      ['Second', true],
      ['First', false],
    ]);
    // An older `until` (a list read in another tab) does not make the first one new again.
    expect(await seen(olga.client, '2020-01-01T00:00:00Z')).toBe(1);
    expect((await notices(olga.client)).items.map((item) => item.unseen)).toEqual([true, false]);
  });

  test('a `until` in the future counts as now: a later decision is unseen', async ({ app }) => {
    const olga = await owner(app);
    const campaign = await seedCampaign(app.database, olga.id, { count: 2, title: 'Winter', time: '09:30' });
    await decide(app.database, campaign, { secondsAgo: 10 });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(await seen(olga.client, tomorrow)).toBe(0);
    const [row] = await app.database.db
      .select({ at: usuarios.reviewNoticesSeenAt })
      .from(usuarios)
      .where(eq(usuarios.id, olga.id));
    expect(row?.at?.getTime()).toBeLessThan(Date.now() + 60_000);
    // A decision after the marking, before that `until`.
    await decide(app.database, campaign, { secondsAgo: -1, name: 'Later' });
    const list = await notices(olga.client);
    expect(list.unseen).toBe(1);
    expect(list.items[0]).toMatchObject({ reviewerName: 'Later', unseen: true });
  });

  test('the count stops at 99; the list is the latest 20, newest first', async ({ app }) => {
    const olga = await owner(app);
    const campaign = await seedCampaign(app.database, olga.id, { count: 2, title: 'Busy', time: '09:30' });
    await app.database.db.insert(reviewDecisions).values(
      Array.from({ length: 120 }, (_, index) => ({
        id: randomUUID(),
        campaignId: campaign.id,
        postId: campaign.postIds[index % 2] as string,
        linkId: null,
        decision: 'approved' as const,
        reviewerName: `Reviewer ${index}`,
        postUpdatedAt: new Date(),
        createdAt: new Date(Date.now() - (120 - index) * 1000),
      })),
    );
    const list = await notices(olga.client);
    expect(list.unseen).toBe(MAX_UNSEEN_REVIEW_NOTICES);
    expect(MAX_UNSEEN_REVIEW_NOTICES).toBe(99);
    expect(list.items).toHaveLength(20);
    expect(list.items.map((item) => item.reviewerName)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Reviewer ${119 - index}`),
    );
    // Seen up to the 20th newest: the 19 above it are still new.
    expect(await seen(olga.client, list.items[1]?.createdAt ?? '')).toBe(1);
  });

  test('signed out: 401; an API key reads them; a foreign Origin cannot mark them', async ({ app }) => {
    const olga = await owner(app);
    const stranger = new TestClient(app.app, { language: 'pt-BR' });
    const unauthenticated = await stranger.api('GET /api/review-notices');
    expect(unauthenticated.status).toBe(401);
    expect((await unauthenticated.errorBody()).error.code).toBe('unauthorized');
    const mark = await stranger.api('POST /api/review-notices/seen', {
      body: { until: '2027-01-01T00:00:00Z' },
    });
    expect(mark.status).toBe(401);

    const made = await olga.client.api('POST /api/keys', { body: { name: 'n8n', password: GOOD_PASSWORD } });
    expect(made.status).toBe(201);
    const { key } = (await made.json()) as { key: string };
    const bot = new TestClient(app.app, { origin: null });
    const byKey = await bot.api('GET /api/review-notices', { headers: { authorization: `Bearer ${key}` } });
    expect(byKey.status).toBe(200);
    expect(await byKey.json()).toEqual({ unseen: 0, items: [] });

    const forged = await olga.client.api('POST /api/review-notices/seen', {
      body: { until: '2027-01-01T00:00:00Z' },
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
  });

  test('bad bodies: NUL, controls, not a date, impossible dates, unknown fields, huge — a localized 4xx, never a 500', async ({
    app,
  }) => {
    const olga = await owner(app, 'pt-BR');
    const campaign = await seedCampaign(app.database, olga.id, { count: 2, title: 'Hostile', time: '09:30' });
    await decide(app.database, campaign);
    for (const body of [
      { until: '2027-01-01T00:00:00Z\u0000' },
      { until: '\u00002027-01-01T00:00:00Z' },
      { until: '2027-01-01T00:00:00Z\u0007' },
      { until: 'yesterday' },
      { until: '' },
      { until: 1_790_000_000_000 },
      { until: null },
      { until: '2027-02-30T00:00:00Z' },
      { until: '2027-13-01T00:00:00Z' },
      { until: '0000-01-01T00:00:00Z' },
      { until: '1999-12-31T23:59:59Z' },
      { until: `2027-01-01T00:00:00.${'1'.repeat(60)}Z` },
      { until: '2027-01-01T00:00:00' },
      { until: '2027-01-01T00:00:00Z', extra: true },
      {},
      [],
    ]) {
      const res = await olga.client.post('/api/review-notices/seen', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('bad_request');
      // In the account's language (pt-BR), not the English one.
      const inEnglish = await olga.client.post('/api/review-notices/seen', body, {
        headers: { 'accept-language': 'en-US' },
      });
      expect(inEnglish.status).toBe(400);
      const englishMessage = ((await inEnglish.json()) as { error: { message: string } }).error.message;
      expect(error.message.length).toBeGreaterThan(0);
      expect(error.message).not.toBe(englishMessage);
    }
    const notJson = await olga.client.request('/api/review-notices/seen', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"until": ',
    });
    expect(notJson.status).toBe(400);
    const huge = await olga.client.post('/api/review-notices/seen', {
      until: '2027-01-01T00:00:00Z',
      padding: 'x'.repeat(2_000_000),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { message: string } }).error.message.length).toBeGreaterThan(0);
    // Nothing was marked: the decision is still new.
    expect((await notices(olga.client)).unseen).toBe(1);
  });
});
