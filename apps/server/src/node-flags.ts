import { fileURLToPath } from 'node:url';

/**
 * How node runs the server (decision 0051): V8's flags on the command line that starts it, not
 * set from code. `npm run serve` (root package.json) runs the build with them; the tests
 * (vitest.config.ts), the browser tests' server (e2e/playwright.config.ts) and the bench
 * (bench/server.ts, which reads `serve` itself) run with the same. V8 reads no flag of these two
 * from NODE_OPTIONS ("is not allowed in NODE_OPTIONS"): they go on node's own command line. They
 * hold for the whole process, worker threads included.
 *
 * - `--heap-growing-percent=25`: the old generation grows 1.25× past what survived the last full
 *   collection before the next one, whatever the machine (V8 allows up to 4× on a machine of
 *   2 GB or more): the peak was garbage (decision 0028).
 * - `--liftoff-only`: WebAssembly compiled by V8's baseline compiler only. PGlite's PostgreSQL is
 *   the server's one WebAssembly program; without it V8 also recompiles its hot functions with its
 *   optimizing compiler, ~85–100 MB more at idle (decision 0028).
 */
export const V8_FLAGS: readonly string[] = ['--heap-growing-percent=25', '--liftoff-only'];

/**
 * The environment `npm run serve` gives node (`NAME=value` before it on the command line): glibc's
 * malloc reads it once, before node starts, so no code of the server could set it.
 *
 * - `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates at once an arena of its own, up
 *   to eight a core, and keeps what each frees for later. The server's worker threads (text work,
 *   password checks) and libuv's pool each took one: with two, the hostile bench's peak was 288–291
 *   MB against 310–311, and the API's rates were the same (decision 0051). Without effect where
 *   malloc is not glibc's (macOS, musl).
 */
export const SERVER_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };

/**
 * For the sources only (tsx, vitest): twitter-text loaded without core-js 2's `es6.regexp.split`,
 * which would trip V8's RegExp species protector (regexp-fast-path.hooks.mjs, decisions 0022 and
 * 0051). The build leaves that module out itself (build.mjs), so `npm run serve` has no hook.
 */
export const REGEXP_FAST_PATH: readonly string[] = [
  '--import',
  new URL('./regexp-fast-path.mjs', import.meta.url).href,
];

/** node's arguments for the server from its sources (`node --import tsx src/main.ts`), run as the build is. */
export const SOURCE_SERVER_ARGS: readonly string[] = [
  ...V8_FLAGS,
  ...REGEXP_FAST_PATH,
  '--import',
  'tsx',
  fileURLToPath(new URL('./main.ts', import.meta.url)),
];
