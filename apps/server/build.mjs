/**
 * Builds the server for production: `apps/server/dist/main.js` and its chunks, run with plain
 * node, source maps and V8's flags (`npm start`, decision 0051), so no TypeScript is compiled at
 * run time (decision 0028). `npm run dev` and most tests run the sources through tsx; the tests that
 * start server processes run a build of their own (test/server-build.ts).
 *
 * - The workspace's own TypeScript (this package and @captia/shared) is bundled; every npm package
 *   but one stays an ordinary `import` of node_modules, loaded by Node as it is today. The one is
 *   twitter-text, bundled without core-js's `es6.regexp.split`, which would trip V8's RegExp
 *   species protector (build-plugins.mjs, decisions 0022 and 0051).
 * - Code splitting: what `import()` loads later (the server, an image library, a payment SDK, a
 *   model SDK) is its own chunk, with that package's `import` in it — so a package is read from
 *   disk when its chunk is, not at start.
 * - Source maps beside the files: stack traces point at the `.ts` lines.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { packagesStayExternal, withoutRegExpSplitPolyfill } from './build-plugins.mjs';

const here = import.meta.dirname;
// `--outdir <dir>` (a test builds beside dist/): a directory of apps/server, as deep as src/ (see below).
const outdirAt = process.argv.indexOf('--outdir');
const outdir = path.join(here, outdirAt > 0 ? (process.argv[outdirAt + 1] ?? 'dist') : 'dist');
if (path.dirname(outdir) !== here) throw new Error(`--outdir must be a directory of ${here}`);

fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: here,
  // A worker thread's task is an entry of its own (src/lib/worker-pool.ts): the password checker's,
  // the caption engine's (src/lib/cpu-pool.ts).
  entryPoints: {
    main: 'src/main.ts',
    'password-check.worker': 'src/auth/password-check.worker.ts',
    'engine.worker': 'src/captions/engine.worker.ts',
    'extract.worker': 'src/links/extract.worker.ts',
    'export.worker': 'src/captions/campaigns/export.worker.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  // No `keepNames`: it wraps every function and closure in a `__name()` call that defines its
  // `name` property each time the closure is made, 3 % of a basic generation's CPU. Stack traces
  // still name functions (V8 takes the name of a declaration or of the variable it is assigned
  // to; a name esbuild changed to avoid a clash gains a digit) and point at the .ts lines.
  keepNames: false,
  // Every chunk at the top of dist/, as deep as src/ is: env.ts finds the repository from there.
  chunkNames: '[name]-[hash]',
  plugins: [withoutRegExpSplitPolyfill, packagesStayExternal],
  metafile: true,
  logLevel: 'warning',
});
// Every worker thread starts from this CommonJS file (src/lib/worker-pool.ts): beside the chunks.
fs.copyFileSync(path.join(here, 'src/lib/worker-entry.cjs'), path.join(outdir, 'worker-entry.cjs'));
// What each file imports, statically or not (the tests check what loads at start).
fs.writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile));
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `server built: ${path.relative(process.cwd(), path.join(outdir, 'main.js'))} (${Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js')).length} files, ${(bytes / 1024).toFixed(0)} KiB)`,
);
