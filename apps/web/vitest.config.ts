import { defineProject } from 'vitest/config';

export default defineProject({
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
