import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { reviewLinks } from '../src/db/schema/index';
import { test as base } from './fixtures/setup';
import { TEST_ORIGIN, type TestApp } from './helpers';
import { agent, answer, apiWithKey, call, connect, daysFromNow, refusal, served, used } from './mcp-agent';

/*
 * Review links through `/mcp` (docs/decisions/0056, 0058): an assistant makes the link the client
 * opens, and reads what the client said, through the functions the API's routes call.
 */

const test = base.extend('origin', { scope: 'file' }, ({ app }, { onCleanup }) => served(app, onCleanup));

interface Campaign {
  id: string;
  posts: { id: string }[];
}

const ONE_POST = (text: string) => ({
  text,
  startDate: daysFromNow(2),
  days: 1,
  postsPerDay: 1,
  networks: ['instagram'],
});

async function linksOf(t: TestApp, campaignId: string) {
  return t.database.db.select().from(reviewLinks).where(eq(reviewLinks.campaignId, campaignId));
}

describe('MCP review links', () => {
  test('create_review_link: the client opens it without an account and asks for changes; list_review_notices shows it; nothing counted', async ({
    app,
    origin,
    onTestFinished,
  }) => {
    const owner = await agent(app);
    const client = await connect(origin, owner.key, onTestFinished);
    const campaign = answer<Campaign>(
      await call(client, 'plan_campaign', ONE_POST('New sourdough loaves every Saturday at 7am.')),
    );
    const before = await used(app, owner.key);

    const link = answer<{ url: string; expiresAt: string; allowComments: boolean }>(
      await call(client, 'create_review_link', { id: campaign.id, expiresInDays: 3 }),
    );
    expect(link.allowComments).toBe(true);
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);
    expect(link.url.startsWith(`${TEST_ORIGIN}/review/`)).toBe(true);
    const token = link.url.slice(`${TEST_ORIGIN}/review/`.length);
    // Only the token's hash is kept.
    const [row] = await linksOf(app, campaign.id);
    expect(JSON.stringify(row)).not.toContain(token);

    // The client: no account, no key.
    const read = await app.app.request(`${TEST_ORIGIN}/api/review/${token}`);
    expect(read.status).toBe(200);
    const review = (await read.json()) as { posts: { id: string; version: string }[] };
    const post = review.posts[0];
    if (!post) throw new Error('the review shows the campaign’s post');
    const decided = await app.app.request(`${TEST_ORIGIN}/api/review/${token}/posts/${post.id}/decision`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({
        decision: 'changes',
        comment: 'Less sugar in the copy, please.',
        reviewerName: 'Ana',
        version: post.version,
      }),
    });
    expect(decided.status).toBe(201);

    const notices = answer<{ unseen: number; items: Record<string, unknown>[] }>(
      await call(client, 'list_review_notices', {}),
    );
    expect(notices.unseen).toBe(1);
    expect(notices.items).toEqual([
      expect.objectContaining({
        campaignId: campaign.id,
        decision: 'changes',
        comment: 'Less sugar in the copy, please.',
        reviewerName: 'Ana',
        unseen: true,
      }),
    ]);
    // Reading them through a tool leaves them unseen for the web app.
    expect(answer<{ unseen: number }>(await call(client, 'list_review_notices', {})).unseen).toBe(1);
    expect(await used(app, owner.key)).toBe(before);
  });

  test('another account’s campaign and bad arguments are refused as the API refuses them; no link is made', async ({
    app,
    origin,
    onTestFinished,
  }) => {
    const owner = await agent(app);
    const ownerClient = await connect(origin, owner.key, onTestFinished);
    const campaign = answer<Campaign>(
      await call(ownerClient, 'plan_campaign', ONE_POST('Croissants on Sundays from 8am.')),
    );

    const intruder = await agent(app, 'pt-BR');
    const client = await connect(origin, intruder.key, onTestFinished);
    const foreign = refusal(await call(client, 'create_review_link', { id: campaign.id }));
    const api = await apiWithKey(
      app,
      intruder.key,
      `/api/campaigns/${campaign.id}/review-links`,
      {},
      'pt-BR',
    );
    expect(api.status).toBe(404);
    expect(foreign).toEqual(api.body.error);
    expect(answer<{ items: unknown[] }>(await call(client, 'list_review_notices', {})).items).toEqual([]);

    const bodies: Record<string, unknown>[] = [
      { expiresInDays: 0 },
      { expiresInDays: 31 },
      { expiresInDays: 1.5 },
      { allowComments: 'yes' },
      { admin: true },
    ];
    for (const body of bodies) {
      const label = JSON.stringify(body);
      const error = refusal(await call(ownerClient, 'create_review_link', { id: campaign.id, ...body }));
      const answered = await apiWithKey(
        app,
        owner.key,
        `/api/campaigns/${campaign.id}/review-links`,
        body,
        'en-US',
      );
      expect(answered.status, label).toBe(400);
      expect(error, label).toEqual(answered.body.error);
    }
    // An id with a NUL never reaches the database: the contract's refusal, as a tool error.
    expect(refusal(await call(ownerClient, 'create_review_link', { id: 'a\u0000b' })).code).toBe(
      'bad_request',
    );
    expect(await linksOf(app, campaign.id)).toEqual([]);
  });
});
