import { addDays, todayIn } from '@captia/shared';
import { premiumUsers } from './api';
import { rssMb, startServer } from './server';

/** The campaign the bench writes: 14 slots (a day each) for 3 networks, offline. */
const CAMPAIGN = {
  text: 'Our new cold brew arrives this weekend at Rosa Market, with 20% off for the first hundred customers. $4 a bottle.',
  days: 14,
  postsPerDay: 1,
  networks: ['instagram', 'linkedin', 'x'],
};
const ACCOUNTS = 20;
const TIMED_RUNS = 5;

export interface PlannerBench {
  slots: number;
  posts: number;
  /** Median time of one campaign, the request end to end (counting, writing, storing). */
  medianMs: number;
  /** 20 accounts writing one campaign each at once: how long until the last answered. */
  concurrent: { accounts: number; wallMs: number; failed: number };
  /** The server's resident memory before the concurrent campaigns and its peak since start. */
  rssBeforeMb: number;
  peakRssMb: number;
}

/**
 * The planner on the built server: a 14-slot × 3-network campaign offline (median of five, each
 * by a premium account of its own), then 20 accounts writing one each at once, with the
 * server's memory around them (decision 0029).
 */
export async function benchPlanner(options: { databaseUrl?: string } = {}): Promise<PlannerBench> {
  const tag = `planner-${Date.now().toString(36)}`;
  const env: Record<string, string> = { ADMIN_EMAILS: `admin-${tag}@bench.local`, RATE_LIMIT_SCALE: '1000' };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const server = await startServer(env);
  try {
    const base = server.url;
    const { users } = await premiumUsers(base, ACCOUNTS + TIMED_RUNS, tag);
    const body = JSON.stringify({ ...CAMPAIGN, startDate: addDays(todayIn('UTC'), 1) });
    const write = (cookie: string) =>
      fetch(`${base}/api/campaigns`, {
        method: 'POST',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        body,
      });
    const times: number[] = [];
    let posts = 0;
    for (const user of users.slice(0, TIMED_RUNS)) {
      const started = performance.now();
      const res = await write(user.cookie);
      if (res.status !== 201) throw new Error(`campaign answered ${res.status}: ${await res.text()}`);
      posts = ((await res.json()) as { posts: unknown[] }).posts.length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const rssBeforeMb = rssMb(server.child.pid).now;
    const started = performance.now();
    const statuses = await Promise.all(
      users.slice(TIMED_RUNS).map((u) => write(u.cookie).then((r) => r.status)),
    );
    return {
      slots: CAMPAIGN.days * CAMPAIGN.postsPerDay,
      posts,
      medianMs: Math.round(times[Math.floor(times.length / 2)] ?? 0),
      concurrent: {
        accounts: ACCOUNTS,
        wallMs: Math.round(performance.now() - started),
        failed: statuses.filter((s) => s !== 201).length,
      },
      rssBeforeMb,
      peakRssMb: rssMb(server.child.pid).peak,
    };
  } finally {
    await server.stop();
  }
}
