/**
 * Lighthouse (mobile, its default simulated slow 4G + 4× CPU throttling) on the built app, with
 * the system Chromium — never a downloaded one. Scores are 0–100 per category and page.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type Result from 'lighthouse/types/lhr/lhr';
import { CHROMIUM_ARGS } from '../e2e/chromium';
import { signUp } from './api';
import { benchChromium, freePort, startServer } from './server';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The goals of the quality issue (performance ≥ 98, the rest 100). */
export const GOALS: Record<Category, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/** The pages a visitor sees only signed in (the planner): Lighthouse runs them with a new account's cookie. */
export const SIGNED_IN_PAGES = new Set(['/planner', '/brands', '/preferences']);

export interface LighthousePage {
  path: string;
  signedIn: boolean;
  scores: Record<Category, number>;
  /** Audits that cost points, worst first: what to fix next. */
  failing: { id: string; score: number; value?: string }[];
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  /** What the page logged as errors (Lighthouse's errors-in-console audit): costs best practices. */
  consoleErrors: string[];
}

/** Chromium with a DevTools port of its own and a throw-away profile; Lighthouse drives it. */
async function launchChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'captia-lighthouse-'));
  const child: ChildProcess = spawn(
    benchChromium(),
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    // A process group of its own: Chromium's zygote, GPU and renderer processes are its children,
    // and outlived a SIGTERM sent to the browser alone (a run left them spinning on the machine).
    { stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    port,
    close: async () => {
      if (child.pid) await endGroup(child.pid);
      // Chromium may still be writing its profile as its last process ends: tried a few times.
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/** Whether any process of the group `pgid` is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Ends Chromium's process group: SIGTERM, then SIGKILL to what is left after 10 s. The group, not
 * the child: Debian's `chromium-headless-shell` is a `sh -e` script whose Chromium is its child,
 * so the child's exit said nothing of the browser, whose profile was then removed under it
 * (ENOTEMPTY) and the bench died leaving its server running.
 */
async function endGroup(pgid: number): Promise<void> {
  if (!groupAlive(pgid)) return;
  process.kill(-pgid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (groupAlive(pgid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (!groupAlive(pgid)) return;
  process.kill(-pgid, 'SIGKILL');
  // Bounded too: a process already ended but not yet reaped still answers signal 0.
  const killed = Date.now() + 5_000;
  while (groupAlive(pgid) && Date.now() < killed) await new Promise((r) => setTimeout(r, 50));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Runs Lighthouse `runs` times per page (the median of each category is kept). */
export async function benchLighthouse(paths: string[], runs = 1): Promise<LighthousePage[]> {
  const server = await startServer();
  const chromium = await launchChromium();
  try {
    // One account for every signed-in page, its cookie sent with each of Lighthouse's requests.
    const cookie = paths.some((p) => SIGNED_IN_PAGES.has(p))
      ? // As the app's sign-up makes an account: with the language and time zone it saves (an
        // account without them saves them on its first signed-in page, once).
        await signUp(server.url, `lighthouse-${Date.now()}@bench.test`, {
          language: 'en-US',
          timezone: 'America/Sao_Paulo',
        })
      : null;
    const pages: LighthousePage[] = [];
    for (const pagePath of paths) {
      const signedIn = SIGNED_IN_PAGES.has(pagePath) && cookie !== null;
      const lhrs: Result[] = [];
      for (let i = 0; i < runs; i++) {
        // A loaded machine sometimes loses the trace (NO_NAVSTART…): such a run is tried again.
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(`${server.url}${pagePath}`, {
            port: chromium.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
            // A private screen is disallowed to crawlers in robots.txt on purpose: "is crawlable"
            // would cost it a third of its SEO score for being right. Every other SEO audit runs.
            ...(signedIn && cookie ? { extraHeaders: { Cookie: cookie }, skipAudits: ['is-crawlable'] } : {}),
          });
          if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
          if (!result.lhr.runtimeError) {
            lhrs.push(result.lhr);
            // LIGHTHOUSE_REPORT_DIR: each run's full report, to see what an audit found.
            if (process.env.LIGHTHOUSE_REPORT_DIR)
              fs.writeFileSync(
                path.join(
                  process.env.LIGHTHOUSE_REPORT_DIR,
                  `${pagePath === '/' ? 'home' : pagePath.replace(/\W+/g, '_').replace(/^_/, '')}-${i}.json`,
                ),
                JSON.stringify(result.lhr),
              );
            break;
          }
          if (attempt === 3) throw new Error(`${pagePath}: ${result.lhr.runtimeError.message}`);
        }
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [
          category,
          median(lhrs.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100))),
        ]),
      ) as Record<Category, number>;
      // The run whose performance is the median tells which audits cost points.
      const lhr =
        lhrs.find((l) => Math.round((l.categories.performance?.score ?? 0) * 100) === scores.performance) ??
        lhrs[0];
      if (!lhr) continue;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      // A signed-in page that ends on the sign-in form measured the wrong page.
      if (signedIn && new URL(lhr.finalDisplayedUrl).pathname !== pagePath)
        throw new Error(`${pagePath}: Lighthouse ended at ${lhr.finalDisplayedUrl}, not signed in`);
      pages.push({
        path: pagePath,
        signedIn,
        scores,
        failing: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode),
          )
          .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
          .map((a) => ({ id: a.id, score: a.score ?? 0, value: a.displayValue })),
        consoleErrors: (
          (
            lhr.audits['errors-in-console']?.details as {
              items?: { source?: string; description?: string; url?: string }[];
            }
          )?.items ?? []
        ).map((item) => `${item.source ?? ''}: ${item.description ?? ''} ${item.url ?? ''}`.trim()),
        metrics: {
          fcpMs: Math.round(audit('first-contentful-paint')),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        },
      });
    }
    return pages;
  } finally {
    // The server is stopped whatever closing the browser did.
    try {
      await chromium.close();
    } finally {
      await server.stop();
    }
  }
}

// `node --import tsx bench/lighthouse.ts / /plans` runs it alone (after `npm run build`): one line
// per page against the goals, then the audits that cost points (LIGHTHOUSE_JSON=1 prints it all).
if (import.meta.url === `file://${process.argv[1]}`) {
  const paths = process.argv.slice(2);
  const pages = await benchLighthouse(
    paths.length ? paths : ['/', '/login', '/planner', '/plans', '/blog'],
    // The median of three runs a page, as `npm run bench` takes it.
    Number(process.env.LIGHTHOUSE_RUNS ?? 3),
  );
  if (process.env.LIGHTHOUSE_JSON) console.log(JSON.stringify(pages, null, 2));
  for (const page of pages) {
    const scores = CATEGORIES.map(
      (category) =>
        `${category} ${page.scores[category]}${page.scores[category] >= GOALS[category] ? ' ✓' : ` ✗ (goal ${GOALS[category]})`}`,
    ).join(' · ');
    const { fcpMs, lcpMs, tbtMs, cls } = page.metrics;
    console.log(
      `${page.path}${page.signedIn ? ' (signed in)' : ''}: ${scores} · FCP ${fcpMs} ms, LCP ${lcpMs} ms, TBT ${tbtMs} ms, CLS ${cls}`,
    );
    for (const error of page.consoleErrors) console.log(`  console error: ${error}`);
    const costly = page.failing.slice(0, 5).map((a) => `${a.id}${a.value ? ` (${a.value})` : ''}`);
    if (costly.length) console.log(`  costs points: ${costly.join(', ')}`);
  }
}
