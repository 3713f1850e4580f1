import fs from 'node:fs';
import path from 'node:path';
import { TIER_LIMITS } from '@captia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/db/client';
import { BRIEF } from '../process-fixtures';
import { type PrivateCluster, startPrivateCluster } from './cluster';
import { type Bouncer, startPgBouncer } from './pgbouncer';
import {
  call,
  inWaves,
  removeWebDist,
  type ServerProcess,
  signIn,
  signUp,
  startServerProcess,
  uniqueEmail,
} from './processes';

/**
 * Two instances through PgBouncer in transaction mode (DATABASE_POOLER=transaction), as in
 * front of a managed PostgreSQL: three server connections shared by both instances' twenty,
 * statement by statement. One migrates and runs through the pooler alone, the other has a
 * direct URL for migrations and LISTEN (DATABASE_DIRECT_URL); generations, the quota race and
 * sign-outs hold as they do directly. A third instance without the setting shows why it exists.
 * Needs PgBouncer's binary (`apt-get install pgbouncer`; decision 0039), as the other files here
 * need PostgreSQL's.
 */
const PUBLIC_URL = 'http://pooled.captia.test';
/** PgBouncer's server connections: fewer than the instances' own, so that they are shared. */
const POOL_SIZE = 3;
const RACE_WIDTH = 40;
/** Rounds of 40 generations at most, until named statements break without the setting. */
const MAX_ROUNDS = 10;

let cluster: PrivateCluster;
let bouncer: Bouncer;
const servers: ServerProcess[] = [];
const pick = (i: number) => servers[i % servers.length] as ServerProcess;

beforeAll(async () => {
  cluster = await startPrivateCluster();
  bouncer = await startPgBouncer(cluster, POOL_SIZE);
  const pooled = { DATABASE_URL: bouncer.url, DATABASE_POOLER: 'transaction', DATABASE_POOL_MAX: '10' };
  // A fresh database: the first applies every migration through PgBouncer (one transaction, a
  // transaction-level lock); the second, over its direct URL, finds nothing left to do.
  servers.push(await startServerProcess(pooled, { publicUrl: PUBLIC_URL }));
  servers.push(
    await startServerProcess(
      // Migrates and listens over the direct URL; its sessions are cached.
      { ...pooled, DATABASE_DIRECT_URL: cluster.url, SESSION_CACHE_SECONDS: '30' },
      { publicUrl: PUBLIC_URL },
    ),
  );
});

afterAll(async () => {
  const codes = await Promise.all(servers.map((s) => s.stop()));
  await bouncer?.stop();
  cluster?.destroy();
  removeWebDist();
  expect(codes.every((code) => code === 0)).toBe(true);
});

async function generate(server: ServerProcess, cookie: string) {
  const res = await call(server.base, '/api/functions/generate-captions', {
    json: BRIEF,
    cookie,
    origin: PUBLIC_URL,
  });
  const body = (await res.json()) as { error?: { code: string } };
  return `${res.status} ${body.error?.code ?? ''}`.trim();
}

describe(`two instances through PgBouncer in transaction mode`, () => {
  it('every migration was applied once through the pooler, and a generation passes on each', async () => {
    console.info(`pooler: ${bouncer.version}, pool of ${POOL_SIZE}`);
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    const applied = await cluster.query<{ created_at: string }>(
      'select created_at from drizzle.__drizzle_migrations order by id',
    );
    expect(applied.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));

    const cookie = await signUp(pick(0).base, PUBLIC_URL, uniqueEmail('pooled'));
    expect(await generate(pick(0), cookie)).toBe('200');
    expect(await generate(pick(1), cookie)).toBe('200');
  });

  it('the quota race over both: exactly the remaining uses succeed', async () => {
    const email = uniqueEmail('pooled-race');
    const cookie = await signUp(pick(1).base, PUBLIC_URL, email);
    await cluster.query(`update usuarios set complimentary_plan = 'premium' where email = $1`, [email]);
    const cap = TIER_LIMITS.premium.quota;
    // One use already spent: the race is for the rest.
    expect(await generate(pick(0), cookie)).toBe('200');
    const started = performance.now();
    const statuses = await inWaves(cap + 50, RACE_WIDTH, (i) => generate(pick(i), cookie));
    const succeeded = statuses.filter((s) => s === '200').length;
    console.info(
      `pooled quota race: ${cap + 50} requests over 2 instances in ${Math.round(performance.now() - started)} ms → ` +
        `${succeeded} × 200 (remaining ${cap - 1}); ${[...new Set(statuses)].sort()}`,
    );
    expect(succeeded).toBe(cap - 1);
    // The cap reached, or a request for more than is left: never anything else.
    for (const status of new Set(statuses))
      expect(status).toMatch(/^(200|429 monthly_limit_(reached|exceeded))$/);
    const [row] = await cluster.query<{ monthly: number; history: string }>(
      `select u.monthly_usage as monthly,
              (select count(*) from captions_history h where h.user_id = u.user_id) as history
         from users_usage u join usuarios p on p.id = u.user_id where p.email = $1`,
      [email],
    );
    expect(row).toMatchObject({ monthly: cap, history: String(cap) });
  });

  it('a sign-out on the instance without a listener is honoured at once by the one with a cache', async () => {
    const email = uniqueEmail('pooled-session');
    await signUp(pick(0).base, PUBLIC_URL, email);
    const { cookie } = await signIn(pick(1).base, PUBLIC_URL, email);
    // The listening instance caches the session (for 30 s)…
    expect((await call(pick(1).base, '/api/me', { cookie })).status).toBe(200);
    expect((await call(pick(0).base, '/api/me', { cookie })).status).toBe(200);
    // …and the other one's NOTIFY (through the pooler) reaches it before the sign-out answers.
    const signOut = await call(pick(0).base, '/api/auth/sign-out', { json: {}, cookie, origin: PUBLIC_URL });
    expect(signOut.status).toBe(200);
    expect((await call(pick(1).base, '/api/me', { cookie })).status).toBe(401);
    expect((await call(pick(0).base, '/api/me', { cookie })).status).toBe(401);
  });

  it('without DATABASE_POOLER=transaction, named statements break through the same pooler', async () => {
    const unaware = await startServerProcess(
      // Migrations over the direct URL: only the app's queries go through the pooler.
      { DATABASE_URL: bouncer.url, DATABASE_DIRECT_URL: cluster.url, DATABASE_POOL_MAX: '10' },
      { publicUrl: PUBLIC_URL },
    );
    try {
      const email = uniqueEmail('unaware');
      const cookie = await signUp(pick(0).base, PUBLIC_URL, email);
      await cluster.query(`update usuarios set complimentary_plan = 'premium' where email = $1`, [email]);
      // Generations, 20 at once: their named statements (the grouped account read, the quota's
      // reservation, the history insert) run on several of the instance's connections at the same
      // time. `/api/me` alone no longer does: its reads are grouped into one statement at a time.
      // How many run side by side depends on the machine's load: on a busy one, a round of 40 once
      // broke none. So rounds go on (the quota reset before each) until one breaks, at most 10.
      let failed = 0;
      let sent = 0;
      for (let round = 0; round < MAX_ROUNDS && failed === 0; round++) {
        await cluster.query(
          'update users_usage set daily_usage = 0, monthly_usage = 0 where user_id = (select id from usuarios where email = $1)',
          [email],
        );
        const statuses = await inWaves(40, 20, () => generate(unaware, cookie));
        sent += statuses.length;
        failed += statuses.filter((s) => s !== '200').length;
      }
      console.info(`without the setting: ${failed} of ${sent} generations failed`);
      expect(failed).toBeGreaterThan(0);
      expect(unaware.output()).toContain('Failed query');
      // Why, in PostgreSQL's own words: a named statement looked for (or made again) on a server
      // connection other than the one it was made on.
      const serverLog = fs.readFileSync(path.join(cluster.dir, 'postgres.log'), 'utf8');
      const why = serverLog.match(/prepared statement "\w+" (does not exist|already exists)/g) ?? [];
      console.info(`PostgreSQL said: ${[...new Set(why)].join('; ')}`);
      expect(why.length).toBeGreaterThan(0);
    } finally {
      await unaware.stop();
    }
  });
});
