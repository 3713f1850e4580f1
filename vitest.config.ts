import { configDefaults, defineConfig } from 'vitest/config';

/**
 * One Vitest run, four projects: pure shared rules, the server (integration through
 * createApp on PGlite, or PostgreSQL when DATABASE_URL is set), server processes on a
 * private PostgreSQL, and the web app in jsdom.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/postgres/**'],
          setupFiles: ['../../scripts/vitest-fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Real server processes on a private PostgreSQL each file starts for itself (replicas,
        // faults). They never read DATABASE_URL, so they run once, in `npm test`, and not again
        // in `npm run test:integration`.
        test: {
          name: 'server-postgres',
          root: './apps/server',
          environment: 'node',
          include: ['test/postgres/**/*.test.ts'],
          setupFiles: ['../../scripts/vitest-fail-on-console-error.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
