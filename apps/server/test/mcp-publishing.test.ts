import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { publications } from '../src/db/schema/index';
import { test as base } from './fixtures/setup';
import { TEST_ORIGIN, type TestApp } from './helpers';
import {
  type Agent,
  agent,
  answer,
  apiWithKey,
  call,
  connect,
  daysFromNow,
  refusal,
  served,
  used,
} from './mcp-agent';
import { APP_PASSWORD, fakePds, KEY } from './publishing-fakes';
import { testScheduler } from './publishing-scheduler';

/*
 * Publishing through `/mcp` (docs/decisions/0056, 0057): the tools call the very functions the
 * API's routes call, against a loopback fake of a Bluesky PDS that the test's scheduler reaches.
 */

let pds: Awaited<ReturnType<typeof fakePds>>;
beforeAll(async () => {
  pds = await fakePds();
});
afterAll(() => {
  pds.server.close();
});

const test = base
  .extend('appOptions', { scope: 'file' }, () => ({
    env: { CONNECTIONS_KEY: KEY, LINK_FETCH_ALLOW: `127.0.0.1:${pds.port}` },
  }))
  .extend('origin', { scope: 'file' }, ({ app }, { onCleanup }) => served(app, onCleanup));

interface Publication {
  id: string;
  state: string;
  url: string | null;
  at: string;
}

/** The agent's account connected to the fake PDS, as the browser connects it (a session's call). */
async function connectBluesky({ member }: Agent): Promise<string> {
  const res = await member.client.api('POST /api/connections', {
    body: { network: 'bluesky', identifier: 'alice.test', appPassword: APP_PASSWORD, service: pds.url },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function publicationsOf(t: TestApp, userId: string) {
  return t.database.db.select().from(publications).where(eq(publications.userId, userId));
}

describe('MCP publishing', () => {
  test('list_connections, publish_text and read_publication: sent by the scheduler, nothing counted', async ({
    app,
    origin,
    onTestFinished,
  }) => {
    const owner = await agent(app);
    const connectionId = await connectBluesky(owner);
    // The API's list answers a key too: its ids are what publishing takes.
    const listed = await app.app.request(`${TEST_ORIGIN}/api/connections`, {
      headers: { authorization: `Bearer ${owner.key}` },
    });
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { items: { id: string }[] }).items.map((c) => c.id)).toEqual([
      connectionId,
    ]);
    // Connecting stays the browser's: a key cannot add an account.
    const adding = await app.app.request(`${TEST_ORIGIN}/api/connections`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ network: 'bluesky', identifier: 'alice.test', appPassword: APP_PASSWORD }),
    });
    expect(adding.status).toBe(401);

    const client = await connect(origin, owner.key, onTestFinished);
    const connections = await call(client, 'list_connections', {});
    expect(answer<{ items: unknown[] }>(connections).items).toEqual([
      expect.objectContaining({ id: connectionId, network: 'bluesky', handle: 'alice.test' }),
    ]);
    const text = JSON.stringify(connections);
    for (const secret of [APP_PASSWORD, pds.state.access, 'refresh-1']) expect(text).not.toContain(secret);

    const before = await used(app, owner.key);
    const queued = answer<Publication>(
      await call(client, 'publish_text', {
        connectionId,
        posts: ['Fresh sourdough at 7am ✨', 'Every Saturday.'],
      }),
    );
    expect(queued.state).toBe('scheduled');
    await testScheduler(app.database, [pds.port]).tick();
    const done = answer<Publication>(await call(client, 'read_publication', { id: queued.id }));
    expect(done).toMatchObject({ id: queued.id, state: 'published' });
    expect(done.url).toMatch(/^https:\/\/bsky\.app\/profile\//);
    expect(pds.state.creates.length).toBeGreaterThanOrEqual(2);
    expect(await used(app, owner.key)).toBe(before);
  });

  test('publish_campaign_post: once, even asked twice at once; a post of another network is refused, localized', async ({
    app,
    origin,
    onTestFinished,
  }) => {
    const owner = await agent(app, 'pt-BR');
    const connectionId = await connectBluesky(owner);
    const client = await connect(origin, owner.key, onTestFinished);
    const campaign = answer<{ id: string; posts: { id: string; network: string }[] }>(
      await call(client, 'plan_campaign', {
        text: 'Pão de fermentação natural, 48 horas de descanso, fornadas aos sábados às 7h.',
        startDate: daysFromNow(2),
        days: 1,
        postsPerDay: 1,
        networks: ['bluesky', 'instagram'],
      }),
    );
    const bluesky = campaign.posts.find((post) => post.network === 'bluesky');
    const instagram = campaign.posts.find((post) => post.network === 'instagram');
    if (!bluesky || !instagram) throw new Error('the campaign has a post for each network');
    const at = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const args = { id: campaign.id, postId: bluesky.id, connectionId, at };
    const [first, second] = await Promise.all([
      call(client, 'publish_campaign_post', args),
      call(client, 'publish_campaign_post', args),
    ]);
    const one = answer<Publication>(first);
    expect(answer<Publication>(second).id).toBe(one.id);
    expect(one.state).toBe('scheduled');
    expect(new Date(one.at).toISOString()).toBe(at);
    expect(await publicationsOf(app, owner.member.id)).toHaveLength(1);

    const mismatch = { id: campaign.id, postId: instagram.id, connectionId };
    const refused = refusal(await call(client, 'publish_campaign_post', mismatch));
    const api = await apiWithKey(
      app,
      owner.key,
      `/api/campaigns/${campaign.id}/posts/${instagram.id}/publish`,
      { connectionId },
      'pt-BR',
    );
    expect(api.status).toBe(400);
    expect(refused).toEqual(api.body.error);
    expect(refused.code).toBe('publish_invalid');
    expect(refused.message).toContain('Instagram');
    expect(await publicationsOf(app, owner.member.id)).toHaveLength(1);
  });

  test('another account’s connection, campaign post and publication are not found, and nothing is queued', async ({
    app,
    origin,
    onTestFinished,
  }) => {
    const owner = await agent(app);
    const ownerConnection = await connectBluesky(owner);
    const ownerClient = await connect(origin, owner.key, onTestFinished);
    const campaign = answer<{ id: string; posts: { id: string }[] }>(
      await call(ownerClient, 'plan_campaign', {
        text: 'New loaves every Saturday at 7am.',
        startDate: daysFromNow(3),
        days: 1,
        postsPerDay: 1,
        networks: ['bluesky'],
      }),
    );
    const postId = campaign.posts[0]?.id ?? '';
    const published = answer<Publication>(
      await call(ownerClient, 'publish_text', { connectionId: ownerConnection, text: 'Mine.' }),
    );

    const intruder = await agent(app, 'es-ES');
    const intruderConnection = await connectBluesky(intruder);
    const client = await connect(origin, intruder.key, onTestFinished);
    const attempts: [string, Record<string, unknown>][] = [
      ['publish_text', { connectionId: ownerConnection, text: 'Not mine.' }],
      ['publish_campaign_post', { id: campaign.id, postId, connectionId: intruderConnection }],
      ['read_publication', { id: published.id }],
    ];
    // In the intruder's language, as the API says it.
    const api = await apiWithKey(app, intruder.key, '/api/publish', attempts[0]?.[1], 'es-ES');
    expect(api.status).toBe(404);
    for (const [name, args] of attempts)
      expect(refusal(await call(client, name, args)), name).toEqual(api.body.error);
    expect(await publicationsOf(app, intruder.member.id)).toEqual([]);
  });

  test('bad arguments (NUL, a time badly written or past, unknown fields, too many posts, too long a post) are the API’s refusals; nothing is queued', async ({
    app,
    origin,
    onTestFinished,
  }) => {
    const owner = await agent(app, 'es-ES');
    const connectionId = await connectBluesky(owner);
    const client = await connect(origin, owner.key, onTestFinished);
    const bodies: Record<string, unknown>[] = [
      { connectionId, text: 'Pan\u0000recién hecho' },
      { connectionId, text: 'Pan', at: 'mañana' },
      { connectionId, text: 'Pan', at: '2020-01-01T10:00:00Z' },
      { connectionId, text: 'Pan', admin: true },
      { connectionId, posts: Array.from({ length: 200 }, () => 'Pan') },
      // One character past Bluesky's 300.
      { connectionId, text: 'x'.repeat(301) },
      { connectionId: 'not-an-id', text: 'Pan' },
      { connectionId },
    ];
    for (const body of bodies) {
      const label = JSON.stringify(body).slice(0, 80);
      const error = refusal(await call(client, 'publish_text', body));
      const api = await apiWithKey(app, owner.key, '/api/publish', body, 'es-ES');
      expect(api.status, label).toBeGreaterThanOrEqual(400);
      expect(api.status, label).toBeLessThan(500);
      expect(error, label).toEqual(api.body.error);
    }
    expect(await publicationsOf(app, owner.member.id)).toEqual([]);
  });
});
