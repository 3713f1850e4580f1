/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

/**
 * CaptIA's service worker (decision 0054), bundled by scripts/pwa.ts. It keeps the app shell and
 * the code of every screen that can work offline (precached, by content hash), and the public
 * pages in this browser's language; pages are asked of the network first, so an online user
 * always gets the server's answer. Nothing under /api is touched: answers that hold personal
 * data never reach a cache. A new version waits until the page asks it to take over (the
 * update prompt), so a page never runs with code of two versions.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };
/** The public pages' URLs, written in by the build. */
declare const OFFLINE_PAGES: string[];

const SHELL = '/app-shell.html';
const PAGES = 'captia-pages';
/**
 * Never through this worker: the API, development and payment tools, the share target, metrics,
 * and review pages (their address is a review link's secret token: kept in Cache Storage it would
 * outlive the link's revocation on this device).
 */
const NOT_PAGES = [/^\/(api|dev|sandbox|share|metrics|backup|review)(\/|$)/];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The public pages, fetched as this browser would be sent them: the server picks the language
// from its cookie or Accept-Language. One that fails is simply not kept.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(PAGES).then((cache) =>
      Promise.all(
        OFFLINE_PAGES.map(async (url) => {
          try {
            const response = await fetch(url, { credentials: 'same-origin' });
            if (response.ok) await cache.put(url, response);
          } catch {
            // Offline while installing: the page is cached when it is next opened.
          }
        }),
      ),
    ),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const pages = new NetworkFirst({
  cacheName: PAGES,
  // A page is kept by its path: `?share=…`, `?lang=…` or `?redirect=…` do not make new copies.
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    {
      cacheKeyWillBeUsed: async ({ request }) => {
        const url = new URL(request.url);
        return `${url.origin}${url.pathname}`;
      },
    },
  ],
  // The server varies pages by cookie and language: offline, the one kept is the one to show.
  matchOptions: { ignoreVary: true },
});

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        // Offline, a page never opened: the app shell, which shows the screen (or its offline state).
        return (await matchPrecache(SHELL)) ?? Response.error();
      }
    },
    { denylist: NOT_PAGES },
  ),
);
