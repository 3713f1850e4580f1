import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './content-plugin.ts';

const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/]/;

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [contentPlugin(), react(), tailwindcss()],
  build: {
    // The bench reads the manifest to size the initial bundle and each route chunk.
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // @captia/shared is pure TypeScript (no import-time effects): a module whose exports are
      // unused is dropped whole, so the barrel's zod schemas and caption rules stay out of `/`.
      treeshake: { moduleSideEffects: (id) => (SHARED_SOURCE.test(id) ? false : undefined) },
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
