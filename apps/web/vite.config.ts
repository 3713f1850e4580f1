import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { contentPlugin } from './content-plugin.ts';

const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/]/;

const apiPort = process.env.API_PORT ?? '3001';

/**
 * The libraries every screen needs before it can render. Left to the automatic splitting they
 * come as a dozen small chunks, and on a mobile connection each request costs a round trip.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/;

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
  plugins: [contentPlugin(), react(), tailwindcss(), stylesheetFirst()],
  build: {
    // The bench reads the manifest to size the initial bundle and each route chunk.
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // @captia/shared is pure TypeScript (no import-time effects): a module whose exports are
      // unused is dropped whole, so the barrel's zod schemas and caption rules stay out of `/`.
      treeshake: { moduleSideEffects: (id) => (SHARED_SOURCE.test(id) ? false : undefined) },
      output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } },
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
