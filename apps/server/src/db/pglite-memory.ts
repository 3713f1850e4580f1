import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setV8FlagUnlessGiven } from '../v8-flag';

/**
 * PostgreSQL's shared buffers inside PGlite: 32 MB, not PostgreSQL's 128 MB. PGlite touches its
 * whole buffer pool at start, so the default cost every default install (`npm start` on PGlite)
 * about 120 MB more at idle (decision 0028). An instance's data is read through the host's file
 * cache when it is not in the pool; 16 and 8 MB saved nothing more.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * PGlite's WebAssembly compiled by V8's baseline compiler (Liftoff) only: by default V8 also
 * recompiles the functions PostgreSQL runs most with its optimizing compiler, which costs the
 * memory of that code and of compiling it. On the
 * bench (decision 0028) the server on PGlite then held 224–231 MB at idle instead of 311–325, and
 * answered 6–15 % fewer requests a second under full load. A flag of the whole process, read when
 * a WebAssembly module is compiled: set before PGlite is loaded, it touches nothing else (the
 * server runs no other WebAssembly). An operator who passes any Liftoff or tier-up flag to node
 * keeps their own choice.
 */
export function compileWasmOnce(execArgv: readonly string[] = process.execArgv): boolean {
  return setV8FlagUnlessGiven(
    '--liftoff-only',
    /^--(no-)?(liftoff|wasm-tier-up|wasm-dynamic-tiering)/,
    execArgv,
  );
}

/** Whether `dir` holds a PostgreSQL cluster already (initdb writes PG_VERSION). */
export function hasCluster(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'PG_VERSION'));
}

/** Run by a child `node`: PGlite from the URL it is given creates the cluster in the directory, then ends. */
const CREATE_CLUSTER = `
const [pglite, dir] = process.argv.slice(1);
const { PGlite } = await import(pglite);
const db = new PGlite(dir);
await db.waitReady;
await db.close();
`;

/**
 * Creates PGlite's cluster in `dir` (a first start) in a short-lived process of its own. PGlite
 * runs initdb as a second WebAssembly program, and a process that ran it keeps ~500 MB more
 * than one that opened the cluster afterwards (measured: 850 MB against 350 MB after the same
 * start), so the server never runs it: it opens what the child made. A first start takes ~4 s
 * instead of ~3.5 s (a process, and one more open), once per data directory.
 */
export async function createClusterApart(dir: string): Promise<void> {
  const pglite = import.meta.resolve('@electric-sql/pglite');
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', CREATE_CLUSTER, pglite, dir],
      // The parent's NODE_OPTIONS (a test runner's loader, say) are not the child's business.
      { env: { ...process.env, NODE_OPTIONS: '' }, maxBuffer: 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        reject(
          new Error(`PGlite could not create its database in ${dir}: ${stderr.trim() || error.message}`),
        );
      },
    );
  });
}
