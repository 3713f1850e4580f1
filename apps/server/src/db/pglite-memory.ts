import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * PostgreSQL's shared buffers inside PGlite: 32 MB, not PostgreSQL's 128 MB. PGlite touches its
 * whole buffer pool at start, so the default cost every default install (`npm start` on PGlite)
 * about 120 MB more at idle (decision 0028). An instance's data is read through the host's file
 * cache when it is not in the pool; 16 and 8 MB saved nothing more. (PGlite's WebAssembly is
 * compiled by Liftoff only: `--liftoff-only` on node's command line, see node-flags.ts.)
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

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
