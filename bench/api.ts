import { execFileSync } from 'node:child_process';
import { load } from './load';
import { rssMb, startServer } from './server';

const PASSWORD = 'bench harbour lantern 58';
const GENERATE = JSON.stringify({
  networks: ['instagram', 'linkedin'],
  postType: 'product-promotion',
  style: 'friendly',
  length: 'short',
  variants: 2,
  emojis: true,
  hashtags: true,
  text: 'Our new cold brew arrives this weekend, with 20% off for the first hundred customers.',
});

/**
 * Premium users hold 250 captions each; the pool is sized for 4,000 generations a second over the
 * measured run (160 users for 10 seconds), and reset after the warm-up, so that the figure is of
 * generations and not of 429s at the quota.
 */
const GENERATIONS_PER_SECOND_ROOM = 4_000;
const PREMIUM_CAPTIONS = 250;
/** Sign-ups at a time: password hashing runs on libuv's pool, so a few at once fill both cores. */
const SIGN_UP_BATCH = 8;
const WARM_UP_SECONDS = 1;
/** How long a started server is left alone before its idle memory is read. */
const IDLE_SETTLE_MS = 3000;

/** A new account's session cookie (also what Lighthouse sends for a signed-in page). */
export async function signUp(
  base: string,
  email: string,
  profile: { language?: string; timezone?: string } = {},
): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Bench', email, password: PASSWORD, ...profile }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Follows the verification link mailed to `email` (the outbox): ADMIN_EMAILS needs a verified address. */
async function verifyFromOutbox(base: string, email: string): Promise<void> {
  const mails = (await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    text: string;
  }[];
  const link = mails.map((mail) => /\/api\/auth\/verify-email\?\S+/.exec(mail.text)?.[0]).find(Boolean);
  if (!link) throw new Error(`no verification mail for ${email}`);
  const res = await fetch(`${base}${link}`, { redirect: 'manual' });
  if (res.status >= 400) throw new Error(`verification failed: ${res.status}`);
}

/** Premium users (250 captions each) so that a load run measures generation, not 429s. */
export async function premiumUsers(base: string, count: number, tag: string) {
  const adminEmail = `admin-${tag}@bench.local`;
  const admin = await signUp(base, adminEmail);
  await verifyFromOutbox(base, adminEmail);
  const premiumUser = async (i: number) => {
    const cookie = await signUp(base, `user-${tag}-${i}@bench.local`);
    const me = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as { id: string };
    const res = await fetch(`${base}/api/admin/users/${me.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: base, cookie: admin },
      body: JSON.stringify({ plan: 'premium' }),
    });
    if (!res.ok) throw new Error(`grant failed: ${res.status}`);
    return { id: me.id, cookie };
  };
  const users: { id: string; cookie: string }[] = [];
  for (let first = 0; first < count; first += SIGN_UP_BATCH) {
    const batch = Array.from({ length: Math.min(SIGN_UP_BATCH, count - first) }, (_, i) =>
      premiumUser(first + i),
    );
    users.push(...(await Promise.all(batch)));
  }
  return { users, admin };
}

/** Gives each user their whole quota back (the admin's reset), e.g. after a warm-up used some. */
export async function resetUsage(base: string, admin: string, users: { id: string }[]) {
  for (const user of users) {
    const res = await fetch(`${base}/api/admin/users/${user.id}/reset-usage`, {
      method: 'POST',
      headers: { origin: base, cookie: admin },
    });
    if (!res.ok) throw new Error(`reset failed: ${res.status}`);
  }
}

export interface ApiBench {
  database: 'pglite' | 'postgres';
  health: { requestsPerSecond: number; p99Ms: number; errors: number };
  me: { requestsPerSecond: number; p99Ms: number; ratio: number; errors: number };
  generate: { requestsPerSecond: number; p99Ms: number; ratio: number; errors: number };
  race: { requests: number; allowed: number; succeeded: number; overspend: number };
  /** Resident memory a few seconds after start, before any request but the health check. */
  idleRssMb: number;
  /** The highest resident memory since start, read after the load below. */
  peakRssMb: number;
  /** PostgreSQL only: the admin's user list with 50,000 users. */
  adminListing?: { users: number; firstPageMs: number; deepPageMs: number; searchMs: number };
}

/** Adds `count` users straight into PostgreSQL (sign-up would take minutes). */
function seedUsers(databaseUrl: string, count: number) {
  const statement = `
    insert into usuarios (id, nome, email, created_at)
      select 'seed-' || g, 'Seed User ' || g, 'seed' || g || '@bench.local', now() - (g || ' seconds')::interval
      from generate_series(1, ${count}) g on conflict do nothing;
    insert into user_roles (user_id) select id from usuarios where id like 'seed-%' on conflict do nothing;
    insert into users_usage (user_id) select id from usuarios where id like 'seed-%' on conflict do nothing;`;
  execFileSync('psql', [databaseUrl, '-qc', statement], { stdio: 'ignore' });
}

async function timed(run: () => Promise<Response>, times = 20): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const res = await run();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`admin listing failed: ${res.status}`);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return Math.round((samples[Math.floor(samples.length / 2)] ?? 0) * 10) / 10;
}

/** Health, an authenticated read and basic generation under load, then a quota race — on one database. */
export async function benchApi(options: { seconds: number; databaseUrl?: string }): Promise<ApiBench> {
  const tag = Date.now().toString(36);
  const env: Record<string, string> = { ADMIN_EMAILS: `admin-${tag}@bench.local`, RATE_LIMIT_SCALE: '1000' };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const server = await startServer(env);
  try {
    const base = server.url;
    // Idle as an operator sees it after `npm start`: started, answering, nothing asked of it yet.
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
    const idleRssMb = rssMb(server.child.pid).now;
    // Enough premium captions that a fast run measures generations, not 429s, and one untouched
    // account for the race below.
    const generatingUsers = Math.ceil((options.seconds * GENERATIONS_PER_SECOND_ROOM) / PREMIUM_CAPTIONS);
    const { users, admin } = await premiumUsers(base, generatingUsers + 1, tag);
    const generating = users.slice(0, generatingUsers);
    // Each route is warmed up for a second before it is measured: the figures are a running
    // server's, not V8 compiling the route's code (decision 0022).
    const measure = async (
      url: string,
      opts: Parameters<typeof load>[1],
      afterWarmUp?: () => Promise<void>,
    ) => {
      await load(url, { ...opts, seconds: WARM_UP_SECONDS });
      await afterWarmUp?.();
      const result = await load(url, opts);
      // A refused request (429 at the cap, say) is not a served one.
      return { ...result, errors: result.errors + result.non2xx };
    };
    const health = await measure(`${base}/api/health`, { seconds: options.seconds });
    const me = await measure(base, {
      seconds: options.seconds,
      requests: users.map((u) => ({ path: '/api/me', headers: { cookie: u.cookie } })),
    });
    const generate = await measure(
      base,
      {
        seconds: options.seconds,
        connections: 20,
        requests: generating.map((u) => ({
          method: 'POST' as const,
          path: '/api/functions/generate-captions',
          headers: { cookie: u.cookie, origin: base, 'content-type': 'application/json' },
          body: GENERATE,
        })),
      },
      () => resetUsage(base, admin, generating),
    );

    // 500 concurrent requests on one premium account with 250 captions left: overspend must be 0.
    const [racer] = users.slice(-1);
    if (!racer) throw new Error('no racer');
    const before = (await (await fetch(`${base}/api/me`, { headers: { cookie: racer.cookie } })).json()) as {
      usage: { current: number; total: number };
    };
    const allowed = before.usage.total - before.usage.current;
    const statuses = await Promise.all(
      Array.from({ length: 500 }, () =>
        fetch(`${base}/api/functions/generate-captions`, {
          method: 'POST',
          headers: { cookie: racer.cookie, origin: base, 'content-type': 'application/json' },
          body: GENERATE,
        }).then((r) => r.status),
      ),
    );
    const succeeded = statuses.filter((s) => s === 200).length;

    let adminListing: ApiBench['adminListing'];
    if (options.databaseUrl) {
      seedUsers(options.databaseUrl, 50_000);
      const admin = await signIn(base, `admin-${tag}@bench.local`);
      const get = (query: string) => () =>
        fetch(`${base}/api/admin/users?${query}`, { headers: { cookie: admin } });
      const total = ((await (await get('page=1')()).json()) as { total: number }).total;
      adminListing = {
        users: total,
        firstPageMs: await timed(get('page=1')),
        deepPageMs: await timed(get(`page=${Math.floor(total / 25)}`)),
        searchMs: await timed(get('q=user%2049')),
      };
    }
    return {
      database: options.databaseUrl ? 'postgres' : 'pglite',
      health,
      me: { ...me, ratio: me.requestsPerSecond / Math.max(health.requestsPerSecond, 1) },
      generate: { ...generate, ratio: generate.requestsPerSecond / Math.max(health.requestsPerSecond, 1) },
      race: { requests: 500, allowed, succeeded, overspend: Math.max(0, succeeded - allowed) },
      idleRssMb,
      peakRssMb: rssMb(server.child.pid).peak,
      ...(adminListing && { adminListing }),
    };
  } finally {
    await server.stop();
  }
}
