import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { REGEXP_FAST_PATH, V8_FLAGS } from './apps/server/src/node-flags.ts';
import { WEB_PROJECTS } from './apps/web/vitest.config.ts';

const SERVER = path.join(import.meta.dirname, 'apps/server');
/** The mark of a server test file the PostgreSQL run leaves out (see filesOnDatabaseUrl). */
const ONCE_ON_PGLITE = '// @once-on-pglite: ';
/**
 * With DATABASE_URL set (`npm run test:integration`, the CI's second run), the server project
 * runs the files that open the database it names: through `createTestApp`/`freshDatabase` (or the
 * fixtures of test/fixtures/setup.ts and model.ts, which use them), or
 * DATABASE_URL itself. The others never read it (pure functions, PGlite processes of their own),
 * so they would run exactly as they did in the PGlite run.
 *
 * A file marked `@once-on-pglite` (with its reason) is left out too: it opens a database only to
 * have an app, and what it tests happens before anything reaches it (bodies and photos refused,
 * a CPU task's deadline). PGlite is PostgreSQL's own server compiled to WebAssembly: its SQL, its
 * types and its errors are PostgreSQL's. What the second run adds is the rest — the driver, the
 * pool, connections and transactions at once — and such a file uses none of it (decision 0059).
 */
function filesOnDatabaseUrl(): string[] {
  return ['src', 'test']
    .flatMap((dir) =>
      (fs.readdirSync(path.join(SERVER, dir), { recursive: true }) as string[]).map((file) =>
        path.join(dir, file),
      ),
    )
    .filter((file) => file.endsWith('.test.ts') && !file.startsWith(path.join('test', 'postgres')))
    .filter((file) => {
      const text = fs.readFileSync(path.join(SERVER, file), 'utf8');
      return (
        /createTestApp|freshDatabase|fixtures\/(setup|model)|process\.env\.DATABASE_URL/.test(text) &&
        !text.includes(ONCE_ON_PGLITE)
      );
    });
}

/**
 * One Vitest run, four projects: pure shared rules, the server (integration through
 * createApp on PGlite, or PostgreSQL when DATABASE_URL is set), server processes on a
 * private PostgreSQL, and the web app in jsdom.
 */
export default defineConfig({
  test: {
    // Vitest keeps a core free by default (one worker on two cores); the main process mostly
    // waits, and every file has a database of its own. One worker more than there are cores: a
    // file that waits (a server process starting, a timing floor, PostgreSQL) leaves its core to
    // the others. On 2 cores, 3 workers ran `npx vitest run` in 192 s against 216 with 2 (and 201
    // with 4, each worker importing the app once more) (decision 0030).
    maxWorkers: os.availableParallelism() + 1,
    // A file does not start from a fresh module graph: re-importing the app (and jsdom) for each
    // of ~130 files cost more than their tests. Each file makes its own app and database, and
    // none replaces a module but a few web files, which keep isolation (apps/web/vitest.config.ts) (decision 0030).
    isolate: false,
    projects: [
      {
        test: {
          name: 'shared',
          isolate: false,
          // Property tests run their cases in one test: on a loaded two-core machine the default
          // 5 s failed one that takes 0.7 s alone. A hang still fails, at 20 s.
          testTimeout: 20_000,
          root: './packages/shared',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          // A file does not start from a fresh module graph: re-importing the app for each file
          // cost more than many files' tests. Each file makes its own app and database, and no
          // server file replaces a module (decision 0030).
          isolate: false,
          // The server's code runs in a process like the server's: V8's flags of `npm run serve`,
          // and twitter-text without the polyfill that would slow every regular expression
          // (apps/server/src/node-flags.ts, decision 0051).
          execArgv: [...V8_FLAGS, ...REGEXP_FAST_PATH],
          root: './apps/server',
          environment: 'node',
          include: process.env.DATABASE_URL
            ? filesOnDatabaseUrl()
            : ['src/**/*.test.ts', 'test/**/*.test.ts'],
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
          isolate: false,
          root: './apps/server',
          environment: 'node',
          include: ['test/postgres/**/*.test.ts'],
          setupFiles: ['../../scripts/vitest-fail-on-console-error.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      ...WEB_PROJECTS,
    ],
  },
});
