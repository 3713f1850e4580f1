// Two instances of the app on one database (createTestApp twice), their schedulers ticking at
// once, then an instance that dies mid-send and a restart (docs/decisions/0057).
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { publications } from '../src/db/schema/index';
import { DEFAULT_POLICY, parseAllowList } from '../src/links';
import { createLogger } from '../src/logger';
import { createScheduler, LEASE_MS, MISSED_AFTER_MS, sealKey } from '../src/publishing';
import type { Member } from './client';
import { test as base } from './fixtures/setup';
import { createTestApp } from './helpers';
import { APP_PASSWORD, fakeMastodon, fakePds, KEY } from './publishing-fakes';

let pds: Awaited<ReturnType<typeof fakePds>>;
let masto: Awaited<ReturnType<typeof fakeMastodon>>;
beforeAll(async () => {
  pds = await fakePds();
  masto = await fakeMastodon();
});
afterAll(() => {
  for (const held of pds.state.held) held.cut();
  pds.server.close();
  masto.server.close();
});

/**
 * The second instance's database: on PostgreSQL a pool of its own on the file's database (as
 * another process would have), on PGlite the file's one database itself (one connection, so
 * the two instances' statements take turns, but their ticks still interleave).
 */
async function secondConnection(database: Database): Promise<{ database: Database; own: boolean }> {
  if (database.kind !== 'postgres' || !process.env.DATABASE_URL) return { database, own: false };
  const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${encodeURIComponent(rows[0]?.name ?? '')}`;
  return { database: await openDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://' }), own: true };
}

const test = base
  .extend('appOptions', { scope: 'file' }, () => ({
    env: { CONNECTIONS_KEY: KEY, LINK_FETCH_ALLOW: `127.0.0.1:${pds.port},127.0.0.1:${masto.port}` },
  }))
  .extend('second', { scope: 'file' }, async ({ database, appOptions }, { onCleanup }) => {
    const other = await secondConnection(database);
    onCleanup(async () => {
      if (other.own) await other.database.close();
    });
    return createTestApp({ ...appOptions, database: other.database });
  });

function schedulerOf(database: Database) {
  return createScheduler({
    database,
    logger: createLogger('silent'),
    policy: { ...DEFAULT_POLICY, allow: parseAllowList(`127.0.0.1:${pds.port},127.0.0.1:${masto.port}`) },
    key: sealKey(KEY),
  });
}

async function connect(member: Member) {
  const bluesky = (await (
    await member.client.api('POST /api/connections', {
      body: { network: 'bluesky', identifier: 'alice.test', appPassword: APP_PASSWORD, service: pds.url },
    })
  ).json()) as { id: string };
  const start = await member.client.api('POST /api/connections', {
    body: { network: 'mastodon', instance: masto.url },
  });
  const { authorizeUrl } = (await start.json()) as { authorizeUrl: string };
  const state = new URL(authorizeUrl).searchParams.get('state') ?? '';
  await member.client.get(`/api/connections/mastodon/callback?code=good-code&state=${state}`);
  const { items } = await (await member.client.api('GET /api/connections')).json();
  const mastodon = items.find((c) => c.network === 'mastodon');
  if (!mastodon) throw new Error('the Mastodon connection was not made');
  return { bluesky: bluesky.id, mastodon: mastodon.id };
}

/** The rows as the scheduler left them: their parts' rkeys, state and progress. */
const rowsOf = (database: Database, ids: string[]) =>
  database.db.select().from(publications).where(inArray(publications.id, ids));

describe('two instances and a restart', () => {
  test.override('plan', 'premium');

  test('both schedulers tick at once, several ticks each: every post sent once, none lost', async ({
    app,
    second,
    member,
  }) => {
    const { bluesky, mastodon } = await connect(member);
    const ids: string[] = [];
    let parts = 0;
    for (let i = 0; i < 24; i++) {
      // Every third one a thread of two posts: a thread's parts are one job.
      const posts = i % 3 === 0 ? [`thread ${i} a`, `thread ${i} b`] : [`post ${i}`];
      parts += posts.length;
      const res = await member.client.api('POST /api/publish', {
        body: { connectionId: i % 2 === 0 ? bluesky : mastodon, posts },
      });
      expect(res.status).toBe(202);
      ids.push((await res.json()).id);
    }
    const creates = pds.state.creates.length;
    const posts = masto.state.posts.length;
    const first = schedulerOf(app.database);
    const other = schedulerOf(second.database);
    const handled = { first: 0, other: 0 };
    // Rounds of three ticks on each instance at once, until none finds anything due.
    for (let round = 0; round < 10; round++) {
      const [a, b] = await Promise.all(
        [first, other].map((scheduler) => Promise.all([0, 1, 2].map(() => scheduler.tick()))),
      );
      const sum = (counts: number[] = []) => counts.reduce((total, n) => total + n, 0);
      handled.first += sum(a);
      handled.other += sum(b);
      if (sum(a) + sum(b) === 0) break;
    }
    // Each job claimed by one tick of one instance, and both instances had a share.
    expect(handled.first + handled.other).toBe(ids.length);
    expect(handled.first).toBeGreaterThan(0);
    expect(handled.other).toBeGreaterThan(0);
    const rows = await rowsOf(app.database, ids);
    expect(rows.map((r) => r.state)).toEqual(ids.map(() => 'published'));
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    // What the networks received: each part once, none twice, none missing.
    const sentToPds = pds.state.creates.slice(creates);
    const sentToMastodon = masto.state.posts.slice(posts);
    expect(sentToPds.length + sentToMastodon.length).toBe(parts);
    expect(new Set(sentToPds).size).toBe(sentToPds.length);
    expect(new Set(sentToMastodon).size).toBe(sentToMastodon.length);
    const expectedRkeys = rows
      .filter((r) => r.network === 'bluesky')
      .flatMap((r) => r.parts.map((p) => p.rkey));
    expect(sentToPds.sort()).toEqual(expectedRkeys.sort());
    const expectedKeys = rows
      .filter((r) => r.network === 'mastodon')
      .flatMap((r) => r.parts.map((_, index) => `captia-${r.id}-${index}`));
    expect(sentToMastodon.sort()).toEqual(expectedKeys.sort());
  });

  test('a restart: a job whose instance died is sent once after its lease; one due while none ran is sent', async ({
    app,
    second,
    member,
  }) => {
    const { bluesky, mastodon } = await connect(member);
    const dying = schedulerOf(app.database);
    const survivor = schedulerOf(second.database);
    const thread = await (
      await member.client.api('POST /api/publish', { body: { connectionId: bluesky, posts: ['one', 'two'] } })
    ).json();
    const [row] = await rowsOf(app.database, [thread.id]);
    const rkeys = row?.parts.map((p) => p.rkey) ?? [];
    // The first instance claims it and sends its first post; the PDS keeps the record, and the
    // instance dies before the answer arrives: its lease is never released.
    const heldAnswers = async (count: number) => {
      for (let i = 0; i < 400 && pds.state.held.length < count; i++)
        await new Promise((r) => setTimeout(r, 25));
      expect(pds.state.held).toHaveLength(count);
    };
    pds.state.hold = true;
    const zombie = dying.tick();
    await heldAnswers(1);
    const [claimed] = await rowsOf(app.database, [thread.id]);
    expect(claimed?.state).toBe('publishing');

    // While the lease holds, the other instance leaves it alone.
    expect(await survivor.tick()).toBe(0);
    // After it, the other instance takes it, finds the first post already there, sends the
    // second (its answer held too, so the first instance wakes while the job is being sent).
    const later = Date.now() + LEASE_MS + 1000;
    const takeover = survivor.tick(new Date(later));
    await heldAnswers(2);
    pds.state.hold = false;
    // The first instance's connection ends at last: its retry must not touch the job it lost.
    pds.state.held[0]?.cut();
    await zombie;
    pds.state.held[1]?.answer();
    expect(await takeover).toBe(1);
    pds.state.held.splice(0);
    const [done] = await rowsOf(app.database, [thread.id]);
    expect(done).toMatchObject({ state: 'published', attempts: 2, lockedUntil: null });
    expect(done?.url).toContain(rkeys[0]);
    expect(pds.state.creates.filter((k) => rkeys.includes(k))).toEqual(rkeys);
    expect(pds.records.get(rkeys[1] ?? '')?.reply).toMatchObject({
      parent: { uri: pds.records.get(rkeys[0] ?? '')?.uri },
    });
    // Nothing left to send: a later tick finds nothing.
    expect(await survivor.tick(new Date(later + LEASE_MS))).toBe(0);

    // No instance runs for two hours across a job's time: the first one back sends it, once.
    const at = new Date(Date.now() + 60 * 60 * 1000);
    const due = await (
      await member.client.api('POST /api/publish', {
        body: { connectionId: mastodon, text: 'while down', at: at.toISOString() },
      })
    ).json();
    // One more than a day late when an instance comes back: failed as missed, never sent.
    const stale = await (
      await member.client.api('POST /api/publish', {
        body: { connectionId: mastodon, text: 'a day late', at: at.toISOString() },
      })
    ).json();
    await app.database.db
      .update(publications)
      .set({ at: new Date(at.getTime() - MISSED_AFTER_MS), dueAt: new Date(at.getTime() - MISSED_AFTER_MS) })
      .where(eq(publications.id, stale.id));
    const posts = masto.state.posts.length;
    const back = schedulerOf(second.database);
    await Promise.all([
      back.tick(new Date(at.getTime() + 2 * 60 * 60 * 1000)),
      back.tick(new Date(at.getTime() + 2 * 60 * 60 * 1000)),
    ]);
    const rows = await rowsOf(app.database, [due.id, stale.id]);
    expect(rows.find((r) => r.id === due.id)?.state).toBe('published');
    expect(masto.state.posts.slice(posts)).toEqual([`captia-${due.id}-0`]);
    const missed = await (
      await member.client.api('GET /api/publications/{id}', { params: { id: stale.id } })
    ).json();
    expect(missed.state).toBe('failed');
    expect(missed.reason).toContain('24 hours');
  });
});
