import { defineProject } from 'vitest/config';
import { homeCatalogPlugin } from './catalog-plugin.ts';
import { contentPlugin } from './content-plugin.ts';

export default defineProject({
  plugins: [contentPlugin(), homeCatalogPlugin()],
  resolve: {
    // react-router ships CJS and ESM builds; loading both breaks the data router under Vitest.
    conditions: ['module-sync', 'module', 'browser', 'development|production'],
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../scripts/vitest-fail-on-console-error.ts', './src/test-setup.ts'],
  },
});
