import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { homeCatalogPlugin } from './catalog-plugin.ts';
import { contentPlugin } from './content-plugin.ts';

const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/]/;

const apiPort = process.env.API_PORT ?? '3001';

/**
 * The libraries every screen needs before it can render. Left to the automatic splitting they
 * come as a dozen small chunks, and on a mobile connection each request costs a round trip.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/;
/**
 * Parts of TanStack Query that only screens behind a click or a sign-in use (infinite lists,
 * hydration…): left to those screens' chunks rather than fetched with every page.
 */
const FRAMEWORK_LAZY_PARTS =
  /[\\/]@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](infiniteQueryObserver|queriesObserver|hydration|streamedQuery|useMutationState|useInfiniteQuery|useSuspense\w*|useQueries|usePrefetch\w*|HydrationBoundary|useIsFetching)\.js$/;

/**
 * Small modules every page runs (icons' base, API client, paths, languages, plans, page title…)
 * and a few `/` needs at once (its draft, the number and date formats): one chunk instead of a
 * dozen requests and gzip streams.
 */
const SHELL =
  /(lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared[\\/]|icons[\\/](info|check)\.mjs)|src[\\/]lib[\\/](api-client|cn|format)\.ts|src[\\/]config[\\/]paths\.ts|src[\\/]hooks[\\/]use-page-title\.ts|src[\\/]components[\\/]ui[\\/]input-classes\.ts|src[\\/]features[\\/]generator[\\/]draft\.ts|packages[\\/]shared[\\/]src[\\/](languages|tiers|captions[\\/]options)\.ts|vite[\\/]preload-helper)/;

/**
 * Vite puts the stylesheet after the entry script and its preloads; the browser then asks for it
 * last, although the first paint waits for it (and only for it). First in <head> it comes first.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'captia:stylesheet-first',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        let out = html;
        for (const sheet of sheets) out = out.replace(sheet, '');
        return out.replace(/(\s*)<script type="module"/, `${sheets.join('')}$1<script type="module"`);
      },
    },
  };
}

export default defineConfig({
  plugins: [contentPlugin(), homeCatalogPlugin(), react(), tailwindcss(), stylesheetFirst()],
  resolve: {
    // zod without its eval probe, which the CSP reports (src/lib/zod-jitless.ts).
    alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod-jitless.ts') }],
  },
  build: {
    // The bench reads the manifest to size the initial bundle and each route chunk.
    manifest: true,
    target: 'es2022',
    // Every browser the app supports preloads modules itself (decision 0023): no polyfill in the entry.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // @captia/shared is pure TypeScript (no import-time effects): a module whose exports are
      // unused is dropped whole, so the barrel's zod schemas and caption rules stay out of `/`.
      treeshake: { moduleSideEffects: (id) => (SHARED_SOURCE.test(id) ? false : undefined) },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: (id) => FRAMEWORK.test(id) && !FRAMEWORK_LAZY_PARTS.test(id),
            },
            // Small modules of the entry that lazy screens import too: otherwise each its own chunk.
            { name: 'shell', test: SHELL },
          ],
        },
      },
      experimental: {
        // Merging common chunks would move code that only lazy screens share (zod schemas…)
        // into the entry, which every page fetches (decision 0023).
        chunkOptimization: { mergeCommonChunks: false, avoidRedundantChunkLoads: true },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/robots.txt': `http://127.0.0.1:${apiPort}`,
      '/sitemap.xml': `http://127.0.0.1:${apiPort}`,
    },
  },
});
