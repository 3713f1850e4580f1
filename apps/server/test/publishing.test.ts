// Publishing to Bluesky and Mastodon against loopback fakes of their APIs (createTestApp's fixtures).
import { addDays, todayIn } from '@captia/shared';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { MISSED_AFTER_MS } from '../src/publishing';
import { signUpMember } from './client';
import { test as base } from './fixtures/setup';
import { APP_PASSWORD, fakeMastodon, fakePds, KEY, MAIN_PASSWORD } from './publishing-fakes';
import { testScheduler } from './publishing-scheduler';

let pds: Awaited<ReturnType<typeof fakePds>>;
let masto: Awaited<ReturnType<typeof fakeMastodon>>;
beforeAll(async () => {
  pds = await fakePds();
  masto = await fakeMastodon();
});
afterAll(() => {
  pds.server.close();
  masto.server.close();
});

const test = base.extend('appOptions', { scope: 'file' }, () => ({
  env: { CONNECTIONS_KEY: KEY, LINK_FETCH_ALLOW: `127.0.0.1:${pds.port},127.0.0.1:${masto.port}` },
}));

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PNG_URL = `data:image/png;base64,${PNG.toString('base64')}`;

const schedulerOf = (database: Parameters<typeof testScheduler>[0]) =>
  testScheduler(database, [pds.port, masto.port]);

describe('publishing', () => {
  test.override('plan', 'premium');

  test('Bluesky: an app password connects, a main password is refused, nothing secret answered', async ({
    app,
    member,
  }) => {
    const main = await member.client.api('POST /api/connections', {
      body: { network: 'bluesky', identifier: 'alice.test', appPassword: MAIN_PASSWORD, service: pds.url },
    });
    expect(main.status).toBe(400);
    expect((await main.errorBody()).error.code).toBe('connection_failed');
    const res = await member.client.api('POST /api/connections', {
      body: { network: 'bluesky', identifier: 'alice.test', appPassword: APP_PASSWORD, service: pds.url },
    });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ network: 'bluesky', handle: 'alice.test', service: pds.url });
    const list = await (await member.client.api('GET /api/connections')).text();
    for (const secret of [APP_PASSWORD, 'refresh-1', pds.state.access]) {
      expect(text).not.toContain(secret);
      expect(list).not.toContain(secret);
      expect(app.logs.join('\n')).not.toContain(secret);
    }
    const exported = await (await member.client.get('/api/me/export')).text();
    expect(exported).not.toContain(APP_PASSWORD);
    expect(exported).not.toContain('refresh-1');
  });

  test('Bluesky: a thread with a photo, alt text, link facets and rkeys; an expired session refreshed', async ({
    app,
    member,
  }) => {
    const conn = (await (
      await member.client.api('POST /api/connections', {
        body: { network: 'bluesky', identifier: 'alice.test', appPassword: APP_PASSWORD, service: pds.url },
      })
    ).json()) as { id: string };
    const res = await member.client.api('POST /api/publish', {
      body: {
        connectionId: conn.id,
        posts: ['Olá ✨ veja https://example.com/a.', 'second'],
        image: PNG_URL,
        altText: 'A red square',
      },
    });
    expect(res.status).toBe(202);
    const publication = await res.json();
    expect(publication.state).toBe('scheduled');
    pds.state.expireNext = true;
    await schedulerOf(app.database).tick();
    const done = await (
      await member.client.api('GET /api/publications/{id}', { params: { id: publication.id } })
    ).json();
    expect(done.state).toBe('published');
    expect(pds.state.refreshes).toBeGreaterThan(0);
    // What the PDS stored, as the lexicon's post record: the parts this test reads.
    type PostRecord = {
      uri?: string;
      embed?: unknown;
      facets?: unknown;
      reply?: { parent: { uri: string } };
    };
    const [first, second] = [...pds.records.values()].slice(-2) as PostRecord[];
    expect(first?.embed).toMatchObject({ $type: 'app.bsky.embed.images', images: [{ alt: 'A red square' }] });
    const byteStart = Buffer.byteLength('Olá ✨ veja ');
    expect(first?.facets).toEqual([
      {
        index: { byteStart, byteEnd: byteStart + Buffer.byteLength('https://example.com/a') },
        features: [{ $type: 'app.bsky.richtext.facet#link', uri: 'https://example.com/a' }],
      },
    ]);
    expect(second?.reply?.parent.uri).toBe(first?.uri);
    expect(done.url).toContain('/post/');
    // The refreshed session's tokens are never in the logs.
    expect(app.logs.join('\n')).not.toContain(pds.state.access);
  });

  test('Mastodon: app once, OAuth with a single-use state, thread with media description, idempotency, revoke', async ({
    app,
    member,
  }) => {
    const start = await member.client.api('POST /api/connections', {
      body: { network: 'mastodon', instance: masto.url },
    });
    expect(start.status).toBe(201);
    const { authorizeUrl } = (await start.json()) as { authorizeUrl: string };
    const authorize = new URL(authorizeUrl);
    expect(authorize.pathname).toBe('/oauth/authorize');
    const stateParam = authorize.searchParams.get('state') ?? '';
    // Another account cannot use this state.
    const other = await signUpMember(app, { plan: 'premium' });
    const stolen = await other.client.get(
      `/api/connections/mastodon/callback?code=good-code&state=${stateParam}`,
    );
    expect(stolen.headers.get('location')).toBe('/preferences?connection=failed');
    // Taken by the wrong account, the state is gone: a new sign-in.
    const again = await (
      await member.client.api('POST /api/connections', { body: { network: 'mastodon', instance: masto.url } })
    ).json();
    const state2 = new URL((again as { authorizeUrl: string }).authorizeUrl).searchParams.get('state');
    expect(masto.state.apps).toBe(1);
    const back = await member.client.get(`/api/connections/mastodon/callback?code=good-code&state=${state2}`);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/preferences?connection=mastodon');
    const replay = await member.client.get(
      `/api/connections/mastodon/callback?code=good-code&state=${state2}`,
    );
    expect(replay.headers.get('location')).toBe('/preferences?connection=failed');
    const { items } = await (await member.client.api('GET /api/connections')).json();
    const conn = items.find((c) => c.network === 'mastodon');
    expect(conn?.handle).toBe(`@bob@127.0.0.1:${masto.port}`);
    const list = JSON.stringify(items);
    expect(list).not.toContain('token-1');
    expect(list).not.toContain('client-secret-xyz');

    const pub = await (
      await member.client.api('POST /api/publish', {
        body: { connectionId: conn!.id, posts: ['one', 'two'], image: PNG_URL, altText: 'Alt ✓' },
      })
    ).json();
    masto.state.failures.push(429);
    const scheduler = schedulerOf(app.database);
    await scheduler.tick();
    expect(
      (await (await member.client.api('GET /api/publications/{id}', { params: { id: pub.id } })).json())
        .state,
    ).toBe('scheduled');
    await scheduler.tick(new Date(Date.now() + 10 * 60 * 1000));
    const done = await (
      await member.client.api('GET /api/publications/{id}', { params: { id: pub.id } })
    ).json();
    expect(done.state).toBe('published');
    const mine = masto.statuses.slice(-2);
    expect(mine[0]?.media_ids).toEqual([masto.media.at(-1)?.id]);
    expect(masto.media.at(-1)?.description).toBe('Alt ✓');
    expect(mine[1]?.in_reply_to_id).toBe(mine[0]?.id);
    expect(new Set(mine.map((s) => s.key)).size).toBe(2);

    // 500 forever: failed with the network's reason after the last try.
    const failing = await (
      await member.client.api('POST /api/publish', { body: { connectionId: conn!.id, text: 'doomed' } })
    ).json();
    masto.state.failures.push(500, 500, 500, 500, 500);
    let clock = Date.now();
    for (let i = 0; i < 5; i++) {
      await scheduler.tick(new Date(clock));
      clock += 2 * 60 * 60 * 1000;
    }
    const failed = await (
      await member.client.api('GET /api/publications/{id}', { params: { id: failing.id } })
    ).json();
    expect(failed).toMatchObject({ state: 'failed', reason: 'Something went wrong', attempts: 5 });

    expect(
      (await member.client.api('DELETE /api/connections/{id}', { params: { id: conn!.id } })).status,
    ).toBe(204);
    expect(masto.state.revoked).toEqual(['token-1']);
    expect(app.logs.join('\n')).not.toContain('token-1');
    expect(app.logs.join('\n')).not.toContain('client-secret-xyz');
  });

  test('scheduled for later: not before its time, then once; missed after 24 h', async ({ app, member }) => {
    const conn = (await (
      await member.client.api('POST /api/connections', {
        body: { network: 'bluesky', identifier: 'alice.test', appPassword: APP_PASSWORD, service: pds.url },
      })
    ).json()) as { id: string };
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const pub = await (
      await member.client.api('POST /api/publish', { body: { connectionId: conn.id, text: 'later', at } })
    ).json();
    const scheduler = schedulerOf(app.database);
    const before = pds.records.size;
    await scheduler.tick();
    expect(pds.records.size).toBe(before);
    await scheduler.tick(new Date(Date.now() + 2 * 60 * 60 * 1000));
    await scheduler.tick(new Date(Date.now() + 3 * 60 * 60 * 1000));
    expect(pds.records.size).toBe(before + 1);
    expect(
      (await (await member.client.api('GET /api/publications/{id}', { params: { id: pub.id } })).json())
        .state,
    ).toBe('published');

    const late = await (
      await member.client.api('POST /api/publish', { body: { connectionId: conn.id, text: 'missed', at } })
    ).json();
    await scheduler.tick(new Date(Date.now() + MISSED_AFTER_MS + 2 * 60 * 60 * 1000));
    const missed = await (
      await member.client.api('GET /api/publications/{id}', { params: { id: late.id } })
    ).json();
    expect(missed.state).toBe('failed');
    expect(missed.reason).toContain('24 hours');
    expect(pds.records.size).toBe(before + 1);
  });

  test('a campaign read shows each post’s latest publication: scheduled, published with its URL, failed with the reason', async ({
    app,
    member,
  }) => {
    const conn = (await (
      await member.client.api('POST /api/connections', {
        body: { network: 'bluesky', identifier: 'alice.test', appPassword: APP_PASSWORD, service: pds.url },
      })
    ).json()) as { id: string };
    const created = await member.client.api('POST /api/campaigns', {
      body: {
        text: 'Lavender soy candles, hand-poured in Portland: 40 hours of burn time, $18 each until Sunday.',
        startDate: addDays(todayIn('UTC'), 1),
        days: 3,
        networks: ['bluesky'],
      },
    });
    expect(created.status).toBe(201);
    const campaign = await created.json();
    const [now, later, refused] = campaign.posts;
    const read = async () =>
      (await member.client.api('GET /api/campaigns/{id}', { params: { id: campaign.id } })).json();
    expect((await read()).posts.map((post) => post.publication)).toEqual([null, null, null]);

    const publish = (postId: string, at?: string) =>
      member.client.api('POST /api/campaigns/{id}/posts/{postId}/publish', {
        params: { id: campaign.id, postId },
        body: { connectionId: conn.id, ...(at && { at }) },
      });
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    expect((await publish(now!.id)).status).toBe(202);
    expect((await publish(later!.id, at)).status).toBe(202);
    const scheduled = (await read()).posts[1]?.publication;
    expect(scheduled).toMatchObject({
      state: 'scheduled',
      network: 'bluesky',
      handle: 'alice.test',
      connectionId: conn.id,
      at: new Date(at).toISOString(),
      url: null,
      reason: null,
    });
    await schedulerOf(app.database).tick();
    const [published] = (await read()).posts;
    expect(published?.publication).toMatchObject({ state: 'published', handle: 'alice.test', reason: null });
    expect(published?.publication?.url).toContain('/post/');

    // A refusal that is not retried: failed with the network’s words.
    expect((await publish(refused!.id)).status).toBe(202);
    pds.state.failures.push(400);
    await schedulerOf(app.database).tick();
    expect((await read()).posts[2]?.publication).toMatchObject({ state: 'failed', reason: 'try later' });
    // Retried: the newest publication is the one shown.
    const retry = await (await publish(refused!.id)).json();
    expect((await read()).posts[2]?.publication).toMatchObject({ id: retry.id, state: 'scheduled' });

    // Disconnected: the scheduled one fails with our reason in the reader’s language, no handle.
    await member.client.api('DELETE /api/connections/{id}', { params: { id: conn.id } });
    const after = await (
      await member.client.api('GET /api/campaigns/{id}', {
        params: { id: campaign.id },
        headers: { 'Accept-Language': 'pt-BR' },
      })
    ).json();
    expect(after.posts[1]?.publication).toMatchObject({
      state: 'failed',
      handle: null,
      connectionId: null,
      reason: 'A conta foi desconectada antes de o post sair.',
    });
    // Another account’s read of the campaign is a 404, its publications with it.
    const other = await signUpMember(app, { plan: 'premium' });
    expect((await other.client.api('GET /api/campaigns/{id}', { params: { id: campaign.id } })).status).toBe(
      404,
    );
  });

  test('refusals: another account’s ids, private addresses, control characters, huge bodies', async ({
    app,
    member,
  }) => {
    const conn = (await (
      await member.client.api('POST /api/connections', {
        body: { network: 'bluesky', identifier: 'alice.test', appPassword: APP_PASSWORD, service: pds.url },
      })
    ).json()) as { id: string };
    const other = await signUpMember(app, { plan: 'premium' });
    expect(
      (await other.client.api('POST /api/publish', { body: { connectionId: conn.id, text: 'x' } })).status,
    ).toBe(404);
    expect((await other.client.api('DELETE /api/connections/{id}', { params: { id: conn.id } })).status).toBe(
      404,
    );
    const pub = await (
      await member.client.api('POST /api/publish', { body: { connectionId: conn.id, text: 'mine' } })
    ).json();
    expect((await other.client.api('GET /api/publications/{id}', { params: { id: pub.id } })).status).toBe(
      404,
    );
    for (const instance of ['http://10.0.0.1', 'https://192.168.1.20', 'http://127.0.0.1:1']) {
      const res = await member.client.api('POST /api/connections', {
        body: { network: 'mastodon', instance },
      });
      expect(res.status).toBe(400);
      expect((await res.errorBody()).error.code).toBe('connection_failed');
    }
    const nul = await member.client.api('POST /api/publish', {
      body: { connectionId: conn.id, text: 'a\u0000b' },
    });
    expect(nul.status).toBe(400);
    const big = await member.client.post('/api/publish', {
      connectionId: conn.id,
      text: 'x'.repeat(3 * 1024 * 1024),
    });
    expect(big.status).toBe(400);
    const huge = await member.client.post('/api/publish', {
      connectionId: conn.id,
      text: 'x'.repeat(24 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    const long = await member.client.api('POST /api/publish', {
      body: { connectionId: conn.id, text: 'x'.repeat(400) },
    });
    expect(long.status).toBe(400);
  });
});

describe('on the free plan', () => {
  test('connecting and publishing are refused with plan_required, localized', async ({ app }) => {
    const member = await signUpMember(app, { language: 'pt-BR' });
    const res = await member.client.api('POST /api/connections', {
      body: { network: 'bluesky', identifier: 'alice.test', appPassword: APP_PASSWORD, service: pds.url },
    });
    expect(res.status).toBe(403);
    const body = await res.errorBody();
    expect(body.error.code).toBe('plan_required');
    expect(body.error.message).toContain('Bluesky');
  });
});
