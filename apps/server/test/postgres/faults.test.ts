import http from 'node:http';
import type net from 'node:net';
import type { Language } from '@captia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { isDatabaseUnavailable } from '../../src/db/unavailable';
import { translator } from '../../src/i18n';
import { BRIEF, modelAnswer } from '../process-fixtures';
import { type PrivateCluster, startPrivateCluster } from './cluster';
import {
  call,
  PASSWORD,
  removeWebDist,
  type ServerProcess,
  signUp,
  startServerProcess,
  uniqueEmail,
} from './processes';

/**
 * Faults on a PostgreSQL this file starts for itself: it is stopped under load and started
 * again, and the server is sent SIGTERM under load. Nothing else is disturbed.
 */
const LANGUAGES: Language[] = ['en-US', 'pt-BR', 'es-ES'];
/** No request may take longer than this, database down or not (the pool waits 5 s at most). */
const LATENCY_BOUND_MS = 7000;

let cluster: PrivateCluster;
let server: ServerProcess;
let model: http.Server;
/** How long the fake model takes to answer: 0 while faults are injected, longer to keep requests in flight. */
let modelDelayMs = 0;

beforeAll(async () => {
  model = http.createServer((req, res) => {
    req.resume();
    req.on('end', () =>
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(modelAnswer());
      }, modelDelayMs),
    );
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  cluster = await startPrivateCluster();
  server = await startServerProcess({
    DATABASE_URL: cluster.url,
    DATABASE_POOL_MAX: '5',
    SESSION_CACHE_SECONDS: '1',
    RATE_LIMIT_SCALE: '100',
    AI_BASE_URL: `http://127.0.0.1:${(model.address() as net.AddressInfo).port}/v1`,
    AI_API_KEY: 'test',
    SHUTDOWN_TIMEOUT_MS: '15000',
  });
});

afterAll(async () => {
  try {
    await server?.stop();
  } finally {
    cluster?.destroy();
    removeWebDist();
    await new Promise((resolve) => model?.close(resolve));
  }
});

/** A premium account (250 captions a month), so that generations keep writing throughout. */
async function premiumUser(prefix: string) {
  const email = uniqueEmail(prefix);
  const cookie = await signUp(server.base, server.base, email);
  await cluster.query(`update usuarios set complimentary_plan = 'premium' where email = $1`, [email]);
  return { email, cookie };
}

async function usageAndHistory(email: string) {
  const [row] = await cluster.query<{ monthly: number; history: string }>(
    `select u.monthly_usage as monthly,
            (select count(*) from captions_history h where h.user_id = u.user_id) as history
       from users_usage u join usuarios p on p.id = u.user_id where p.email = $1`,
    [email],
  );
  if (!row) throw new Error(`no usage row for ${email}`);
  return { usage: row.monthly, history: Number(row.history) };
}

interface Sample {
  path: string;
  language: Language;
  startedAt: number;
  endedAt: number;
  status: number | 'failed';
  body: unknown;
  worker: number;
}

describe('PostgreSQL faults', () => {
  it('PostgreSQL stopped under load: clean 503s while down, the same process recovers, no half-written generation', async () => {
    const generators = [await premiumUser('fault-a'), await premiumUser('fault-b')];
    const reader = await premiumUser('fault-me');
    // One caption first: the process's text-work thread starts and loads the engine (a second or
    // more on a loaded machine), so no generation below spans the outage for that reason.
    const warm = await fetch(`${server.base}/api/functions/generate-captions`, {
      method: 'POST',
      headers: { cookie: reader.cookie, origin: server.base, 'content-type': 'application/json' },
      body: JSON.stringify(BRIEF),
    });
    expect(warm.status).toBe(200);
    const pid = server.child.pid;
    const t0 = performance.now();
    const now = () => performance.now() - t0;
    const samples: Sample[] = [];
    let running = true;

    // Two workers per path, each in a loop with a short pause, three languages in turn.
    const plan = [
      { path: '/api/health', pause: 20 },
      { path: '/api/health', pause: 20 },
      { path: '/api/me', pause: 20, user: reader },
      { path: '/api/me', pause: 20, user: reader },
      { path: '/api/functions/generate-captions', pause: 60, user: generators[0] },
      { path: '/api/functions/generate-captions', pause: 60, user: generators[1] },
    ];
    const workers = plan.map(async (job, worker) => {
      let turn = worker;
      while (running) {
        const language = LANGUAGES[turn++ % LANGUAGES.length] as Language;
        const generate = job.path.endsWith('generate-captions');
        const headers: Record<string, string> = { 'accept-language': language };
        if (job.user) headers.cookie = job.user.cookie;
        if (generate) {
          headers.origin = server.base;
          headers['content-type'] = 'application/json';
        }
        const startedAt = now();
        let status: Sample['status'] = 'failed';
        let body: unknown;
        try {
          const res = await fetch(`${server.base}${job.path}`, {
            method: generate ? 'POST' : 'GET',
            headers,
            ...(generate && { body: JSON.stringify(BRIEF) }),
            signal: AbortSignal.timeout(LATENCY_BOUND_MS * 2),
          });
          status = res.status;
          body = await res.json().catch(() => 'not json');
        } catch (error) {
          body = String(error);
        }
        samples.push({ path: job.path, language, startedAt, endedAt: now(), status, body, worker });
        await new Promise((r) => setTimeout(r, job.pause));
      }
    });

    await new Promise((r) => setTimeout(r, 1500));
    const stopCalled = now();
    await cluster.stop('fast');
    const downAt = now();
    // Better Auth's own endpoints, which reach the database inside Better Auth, answer alike.
    const authWhileDown = await Promise.all(
      [
        call(server.base, '/api/auth/sign-in/email', {
          json: { email: reader.email, password: PASSWORD },
          origin: server.base,
        }),
        call(server.base, '/api/auth/sign-up/email', {
          json: { name: 'Late', email: uniqueEmail('late'), password: PASSWORD },
          origin: server.base,
        }),
        call(server.base, '/api/auth/sign-out', { json: {}, cookie: reader.cookie, origin: server.base }),
        call(server.base, '/api/auth/reset-password/not-a-real-token?callbackURL=/', {}),
      ].map(async (pending) => {
        const res = await pending;
        return { status: res.status, body: (await res.json()) as unknown };
      }),
    );
    await new Promise((r) => setTimeout(r, 3000));
    // PostgreSQL may take connections before pg_ctl reports it started: "down" ends here.
    const startCalled = now();
    await cluster.start();
    const upAt = now();
    // Recovered: every path answered 200 to a request made after PostgreSQL was back.
    const recoveredBy = (path: string) =>
      samples.find((s) => s.path === path && s.startedAt >= upAt && s.status === 200)?.endedAt;
    while (now() - upAt < 20_000 && plan.some((job) => recoveredBy(job.path) === undefined)) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const recoveredAt = Math.max(...plan.map((job) => recoveredBy(job.path) ?? Number.POSITIVE_INFINITY));
    await new Promise((r) => setTimeout(r, 1500));
    running = false;
    await Promise.all(workers);

    const count = (filter: (s: Sample) => boolean) => samples.filter(filter).length;
    const whileDown = samples.filter((s) => s.startedAt >= downAt && s.endedAt <= startCalled);
    const statusesSeen = [...new Set(samples.map((s) => s.status))].sort();
    const answers = new Map<string, number>();
    for (const s of samples) {
      const code = (s.body as { error?: { code?: string } } | undefined)?.error?.code ?? '';
      const key = `${s.status}${code ? ` ${code}` : ''}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
    const slowest = Math.max(...samples.map((s) => s.endedAt - s.startedAt));
    console.info(
      `faults: ${samples.length} requests; pg_ctl stop took ${Math.round(downAt - stopCalled)} ms; ` +
        `${whileDown.length} while down (${[...new Set(whileDown.map((s) => s.status))]}); ` +
        `answers ${JSON.stringify(Object.fromEntries(answers))}; slowest ${Math.round(slowest)} ms; ` +
        `recovered ${Math.round(recoveredAt - upAt)} ms after PostgreSQL was back`,
    );

    for (const answer of authWhileDown) {
      expect(answer).toMatchObject({ status: 503, body: { error: { code: 'service_unavailable' } } });
    }

    // Never a network failure, a hang or a 500: only successes and clean 503s.
    expect(samples.filter((s) => s.status === 'failed')).toEqual([]);
    expect(statusesSeen.every((status) => status === 200 || status === 503)).toBe(true);
    expect(slowest).toBeLessThan(LATENCY_BOUND_MS);

    // While PostgreSQL was down every request failed cleanly, for every path.
    for (const job of plan)
      expect(count((s) => whileDown.includes(s) && s.path === job.path)).toBeGreaterThan(0);
    for (const sample of whileDown) expect(sample).toMatchObject({ status: 503 });
    for (const sample of samples.filter((s) => s.status === 503)) {
      if (sample.path === '/api/health') {
        expect(sample.body).toEqual({ status: 'degraded', db: 'down' });
        continue;
      }
      const { error } = sample.body as { error: { code: string; message: string } };
      // A generation whose captions were made but whose count could not be written says so.
      expect(['service_unavailable', 'usage_update_failed']).toContain(error.code);
      expect(error.message).toBe(translator(sample.language)(`errors.api.${error.code}`));
    }

    // The same process recovered by itself, quickly, and everything after that succeeded.
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();
    expect(recoveredAt - upAt).toBeLessThan(10_000);
    const afterRecovery = samples.filter((s) => s.startedAt > recoveredAt + 200);
    expect(afterRecovery.length).toBeGreaterThan(0);
    expect(afterRecovery.filter((s) => s.status !== 200)).toEqual([]);

    // Counted and saved together, or neither: the counter equals the history rows. A use
    // reserved just before the outage whose history write failed is given back once the
    // database answers again (usage/counted-run.ts retries the release every half second).
    for (const [index, user] of generators.entries()) {
      await expect
        .poll(
          async () => {
            const { usage, history } = await usageAndHistory(user.email);
            return usage - history;
          },
          { timeout: 10_000, interval: 250 },
        )
        .toBe(0);
      const { history } = await usageAndHistory(user.email);
      const succeeded = count((s) => s.worker === 4 + index && s.status === 200);
      expect(history).toBeGreaterThanOrEqual(succeeded);
      expect(succeeded).toBeGreaterThan(0);
    }
  });

  it('a connection cut in the middle of a transaction fails that transaction, not the process', async () => {
    const database = await openDatabase({ databaseUrl: cluster.url, pgliteDir: 'memory://', poolMax: 2 });
    try {
      const transaction = database.db.transaction(async (tx) => {
        const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        // An operator (or a failover) ends this backend while no statement is running on it:
        // node-postgres then emits 'error' on a checked-out client, which nothing else listens to.
        await cluster.query('select pg_terminate_backend($1)', [result.rows[0]?.pid]);
        await new Promise((r) => setTimeout(r, 300));
        await tx.execute(sql`select 1`);
      });
      const error = await transaction.then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      // The pool dropped the broken connection and serves the next request.
      await database.ping();
    } finally {
      await database.close();
    }
  });

  it('SIGTERM under load: in-flight generations finish, new requests are refused, the process exits 0', async () => {
    const user = await premiumUser('drain');
    modelDelayMs = 1500;
    const inFlightCount = 8;
    const inFlight = Array.from({ length: inFlightCount }, () =>
      fetch(`${server.base}/api/functions/generate-captions`, {
        method: 'POST',
        headers: { cookie: user.cookie, origin: server.base, 'content-type': 'application/json' },
        body: JSON.stringify(BRIEF),
        signal: AbortSignal.timeout(20_000),
      }).then(async (res) => ({
        status: res.status,
        source: ((await res.json()) as { source?: string }).source,
      })),
    );
    await new Promise((r) => setTimeout(r, 500));
    const logBefore = server.output().length;
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));

    // Arrivals after SIGTERM: the listener is closed (connection refused) or, on a kept-alive
    // connection, a 503 that asks to retry elsewhere. Never a generation.
    const late = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        fetch(`${server.base}${i % 2 ? '/api/health' : '/api/me'}`, {
          headers: { cookie: user.cookie },
          signal: AbortSignal.timeout(5000),
        }).then(
          async (res) => ({ status: res.status, body: (await res.json()) as unknown }),
          (error: Error) => ({ status: 'refused', body: String(error.cause ?? error) }),
        ),
      ),
    );
    console.info(`SIGTERM: answers to requests arriving after it: ${late.map((a) => a.status)}`);
    for (const answer of late) {
      if (answer.status === 'refused') expect(answer.body).toContain('ECONNREFUSED');
      else expect(answer).toMatchObject({ status: 503, body: { error: { code: 'service_unavailable' } } });
    }

    const finished = await Promise.all(inFlight);
    expect(finished).toEqual(Array.from({ length: inFlightCount }, () => ({ status: 200, source: 'ai' })));
    expect(await server.exited).toBe(0);
    // Nothing went wrong on the way out (no error-level log line).
    expect(server.output().slice(logBefore)).not.toMatch(/"level":50/);
    expect(await usageAndHistory(user.email)).toEqual({ usage: inFlightCount, history: inFlightCount });
  });
});
