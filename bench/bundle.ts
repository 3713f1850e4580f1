/**
 * The JavaScript a visitor's browser fetches to show a page and settle: each route is loaded in
 * headless Chromium (the system one, a fresh profile per route) against the built server, and
 * every script response until the network is idle is counted at its gzip size — entry, preloads,
 * lazy screens, catalogs and whatever the page imports once it is on screen, not only the
 * entry's static graph (decision 0023).
 *
 *   node --import tsx bench/bundle.ts [/ /login …]   (after `npm run build`)
 */

import http from 'node:http';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../e2e/chromium';
import { benchChromium, startServer } from './server';

const KiB = 1024;
/** Decision 0023: the JS fetched to show `/` and settle, gzip. */
export const INITIAL_BUDGET_BYTES = 150 * KiB;

/** The pages measured: every screen once (an article for the blog), signed out, in English. */
export const BUNDLE_ROUTES = [
  '/',
  '/plans',
  '/faq',
  '/blog',
  '/blog/legendas-engajamento-instagram',
  '/examples',
  '/seo-instructions',
  '/sitemap',
  '/privacy-policy',
  '/terms-of-service',
  '/developers',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/preferences',
  '/brands',
  '/admin',
  '/subscription-success',
  '/no-such-page',
];

export interface RouteScripts {
  route: string;
  /** gzip bytes of every script fetched until network idle. */
  gzipBytes: number;
  scripts: { url: string; gzipBytes: number }[];
}

export interface BundleReport {
  /** gzip bytes of the JS fetched to show `/` and settle (the budget's figure). */
  initialForHome: number;
  routes: RouteScripts[];
  /** What the service worker fetches once it installs: after the first load, not part of it. */
  precache: PrecacheSize;
}

export interface PrecacheSize {
  files: number;
  /** gzip bytes of every precached file (scripts, stylesheet, app shell, icons, manifests). */
  gzipBytes: number;
  /** …of which scripts. */
  scriptGzipBytes: number;
}

/** The size of a file as the server sends it gzip-compressed (its precompressed `.gz` form). */
function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

/** Loads each route in Chromium against a server already running at `baseUrl`. */
export async function measureRoutes(baseUrl: string, routes = BUNDLE_ROUTES): Promise<RouteScripts[]> {
  const browser = await chromium.launch({ executablePath: benchChromium(), args: CHROMIUM_ARGS });
  const sizes = new Map<string, Promise<number>>();
  try {
    const measured: RouteScripts[] = [];
    for (const route of routes) {
      // A new context per route: an empty cache, no cookies, as a first visit.
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      const urls = new Set<string>();
      page.on('response', (response) => {
        const type = response.request().resourceType();
        const contentType = response.headers()['content-type'] ?? '';
        if (type === 'script' || /javascript/.test(contentType)) urls.add(response.url());
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      await context.close();
      const scripts = await Promise.all(
        [...urls].sort().map(async (url) => {
          if (!sizes.has(url)) sizes.set(url, gzipSize(url));
          return { url: new URL(url).pathname, gzipBytes: await (sizes.get(url) as Promise<number>) };
        }),
      );
      measured.push({ route, gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0), scripts });
    }
    return measured;
  } finally {
    await browser.close();
  }
}

/**
 * The service worker's precache, read from the `/sw.js` the server sends (apps/web/scripts/pwa.ts
 * writes Workbox's list of URLs into it), each file at its gzip size. The worker registers on
 * `load` and fetches these itself: they never delay the page, so they are printed beside the
 * budget, not in it (decision 0054).
 */
export async function measurePrecache(baseUrl: string): Promise<PrecacheSize> {
  const worker = await (await fetch(`${baseUrl}/sw.js`)).text();
  const urls = [...new Set([...worker.matchAll(/"?url"?:"(\/[^"]+)"/g)].map((match) => match[1] as string))];
  if (urls.length === 0) throw new Error('/sw.js lists no precached file');
  const sizes = await Promise.all(
    urls.map(async (url) => ({ url, bytes: await gzipSize(`${baseUrl}${url}`) })),
  );
  return {
    files: urls.length,
    gzipBytes: sizes.reduce((sum, s) => sum + s.bytes, 0),
    scriptGzipBytes: sizes.filter((s) => s.url.endsWith('.js')).reduce((sum, s) => sum + s.bytes, 0),
  };
}

/** Starts the built server, measures every route and the service worker's precache, stops it. */
export async function measureBundle(routes = BUNDLE_ROUTES): Promise<BundleReport> {
  const server = await startServer();
  try {
    const measured = await measureRoutes(server.url, routes);
    return {
      initialForHome: measured.find((r) => r.route === '/')?.gzipBytes ?? 0,
      routes: measured,
      precache: await measurePrecache(server.url),
    };
  } finally {
    await server.stop();
  }
}

// `node --import tsx bench/bundle.ts [routes…]` prints each route's figure and its scripts.
if (import.meta.url === `file://${process.argv[1]}`) {
  const routes = process.argv.slice(2);
  const report = await measureBundle(routes.length ? routes : BUNDLE_ROUTES);
  const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
  for (const route of report.routes) {
    const goal =
      route.route === '/'
        ? `  (goal ≤ ${kib(INITIAL_BUDGET_BYTES)} ${route.gzipBytes <= INITIAL_BUDGET_BYTES ? '✓' : '✗'})`
        : '';
    console.log(
      `${route.route.padEnd(40)} ${kib(route.gzipBytes).padStart(10)} (${route.gzipBytes} B, ${route.scripts.length} files)${goal}`,
    );
    if (process.env.BUNDLE_VERBOSE)
      for (const script of [...route.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes))
        console.log(`    ${kib(script.gzipBytes).padStart(10)}  ${script.url}`);
  }
  const { precache } = report;
  console.log(
    `${'service worker precache (after load, not counted)'.padEnd(40)} ${kib(precache.gzipBytes).padStart(10)} (${precache.files} files, ${kib(precache.scriptGzipBytes)} of scripts)`,
  );
}
