import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeMastodon, KEY } from '../publishing-fakes';
import { type PrivateCluster, startPrivateCluster } from './cluster';
import {
  call,
  removeWebDist,
  type ServerProcess,
  signUp,
  startServerProcess,
  uniqueEmail,
} from './processes';

/**
 * The scheduler across real processes (docs/decisions/0057): two instances on one PostgreSQL queue
 * threads for a few seconds ahead and are both stopped before they are due; while no instance
 * runs, they fall due; two instances started again on the same database send every one, each post
 * of each thread reaching the Mastodon fake once (it counts every Idempotency-Key received). The
 * in-process cases (a dead instance's lease, 24 h missed) are in publishing-instances.test.ts.
 */
const PUBLIC_URL = 'http://replicas.captia.test';
const THREADS = 8;

let cluster: PrivateCluster;
let masto: Awaited<ReturnType<typeof fakeMastodon>>;
const running: ServerProcess[] = [];

function pair() {
  return Promise.all(
    [0, 1].map(() =>
      startServerProcess(
        {
          DATABASE_URL: cluster.url,
          DATABASE_POOL_MAX: '4',
          CONNECTIONS_KEY: KEY,
          LINK_FETCH_ALLOW: `127.0.0.1:${masto.port}`,
        },
        { publicUrl: PUBLIC_URL },
      ),
    ),
  );
}

beforeAll(async () => {
  masto = await fakeMastodon();
  cluster = await startPrivateCluster();
});

afterAll(async () => {
  const codes = await Promise.all(running.map((s) => s.stop()));
  masto?.server.close();
  cluster?.destroy();
  removeWebDist();
  expect(codes.every((code) => code === 0 || code === null)).toBe(true);
});

describe('publications due while every instance was down', () => {
  it('are sent once each when two instances start again on the database', async () => {
    const first = await pair();
    running.push(...first);
    const [a, b] = first as [ServerProcess, ServerProcess];
    const email = uniqueEmail('publisher');
    const cookie = await signUp(a.base, PUBLIC_URL, email);
    await cluster.query(`update usuarios set complimentary_plan = 'premium' where email = $1`, [email]);

    // Mastodon connected through one instance: its sign-in started there, finished through the other.
    const started = await call(a.base, '/api/connections', {
      json: { network: 'mastodon', instance: masto.url },
      cookie,
      origin: PUBLIC_URL,
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const state = new URL(((await started.json()) as { authorizeUrl: string }).authorizeUrl).searchParams.get(
      'state',
    );
    const back = await fetch(`${b.base}/api/connections/mastodon/callback?code=good-code&state=${state}`, {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe('/preferences?connection=mastodon');
    const { items } = (await (await call(b.base, '/api/connections', { cookie })).json()) as {
      items: { id: string }[];
    };
    const connectionId = items[0]?.id;

    // Threads due a few seconds from now, queued through both instances, which then stop.
    const at = new Date(Date.now() + 4_000).toISOString();
    const queued = await Promise.all(
      Array.from({ length: THREADS }, async (_, i) => {
        const res = await call((i % 2 ? b : a).base, '/api/publish', {
          json: { connectionId, posts: [`thread ${i}, first`, `thread ${i}, second`], at },
          cookie,
          origin: PUBLIC_URL,
        });
        expect(res.status).toBe(202);
        return ((await res.json()) as { id: string }).id;
      }),
    );
    expect(await Promise.all(first.map((server) => server.stop()))).toEqual([0, 0]);
    running.length = 0;
    expect(masto.state.posts).toEqual([]);

    // Down past their time: nothing runs, nothing is sent.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(at) - Date.now()) + 2_000));
    const waiting = await cluster.query<{ state: string }>(`select state from publications`);
    expect(waiting.map((row) => row.state)).toEqual(Array(THREADS).fill('scheduled'));
    expect(masto.state.posts).toEqual([]);

    // Two instances again: both schedulers claim at start, each job taken by one of them.
    running.push(...(await pair()));
    const deadline = Date.now() + 60_000;
    let states: { id: string; state: string; attempts: number }[] = [];
    while (Date.now() < deadline) {
      states = await cluster.query(`select id, state, attempts from publications`);
      if (states.every((row) => row.state === 'published')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(states.map((row) => row.id).sort()).toEqual([...queued].sort());
    expect(states.map((row) => row.state)).toEqual(Array(THREADS).fill('published'));
    expect(states.map((row) => row.attempts)).toEqual(Array(THREADS).fill(1));
    // Each post of each thread reached the instance once, and the thread's second replies to its first.
    expect(masto.state.posts).toHaveLength(THREADS * 2);
    expect(new Set(masto.state.posts).size).toBe(THREADS * 2);
    expect(masto.statuses).toHaveLength(THREADS * 2);
    for (let i = 0; i < THREADS; i++) {
      const firstPost = masto.statuses.find((s) => s.status === `thread ${i}, first`);
      const second = masto.statuses.find((s) => s.status === `thread ${i}, second`);
      expect(second?.in_reply_to_id).toBe(firstPost?.id);
    }
  });
});
