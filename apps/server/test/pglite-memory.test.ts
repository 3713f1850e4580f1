import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { createClusterApart, hasCluster } from '../src/db/pglite-memory';
import { V8_FLAGS } from '../src/node-flags';

/** PGlite's memory on a first start and on every start (decision 0028). */
describe('PGlite: its cluster made apart, a smaller buffer pool, its code compiled once', () => {
  // Each start runs initdb (a process of its own on disk, in this one in memory): seconds of CPU
  // that stretch to tens when the suite's other files share the two cores, so each start is a
  // test of its own with room for that.
  const INITDB_BUDGET_MS = 90_000;
  const dirs: string[] = [];
  let database: Database | undefined;
  const emptyDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'captia-cluster-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    await database?.close();
    database = undefined;
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it(
    'a first start leaves initdb’s memory in a process of its own, and the data stays',
    async () => {
      const dir = emptyDir();
      expect(hasCluster(dir)).toBe(false);
      // A process that opens an empty directory as the server does, with its flags. Had it run
      // initdb itself, its WebAssembly memory would have stayed: ~660 MB of array buffers after such
      // a start, against ~150–210 MB for a cluster made apart and then opened.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [...V8_FLAGS, '--import', 'tsx', 'test/pglite-memory.fixture.ts', dir],
        { cwd: path.resolve(import.meta.dirname, '..') },
      );
      expect(hasCluster(dir)).toBe(true);
      expect((JSON.parse(stdout) as { external: number }).external).toBeLessThan(400 * 1024 * 1024);

      database = await openDatabase({ pgliteDir: dir });
      await database.migrate();
      await database.db.execute('create table kept (n int)');
      await database.db.execute('insert into kept values (42)');
      await database.close();

      database = await openDatabase({ pgliteDir: dir });
      const { rows } = (await database.db.execute('select n from kept')) as { rows: { n: number }[] };
      expect(rows).toEqual([{ n: 42 }]);
    },
    INITDB_BUDGET_MS,
  );

  it.each([
    ['on disk', () => emptyDir()],
    ['in memory', () => 'memory://'],
  ])(
    'runs with 32 MB of shared buffers, %s',
    async (_where, dir) => {
      database = await openDatabase({ pgliteDir: dir() });
      const { rows } = (await database.db.execute("select current_setting('shared_buffers') as size")) as {
        rows: { size: string }[];
      };
      expect(rows).toEqual([{ size: '32MB' }]);
    },
    INITDB_BUDGET_MS,
  );

  it('says what went wrong when the cluster cannot be made, and leaves no half-made one', async () => {
    const file = path.join(emptyDir(), 'a-file');
    fs.writeFileSync(file, 'not a directory');
    await expect(createClusterApart(file)).rejects.toThrow(
      /PGlite could not create its database in .*a-file/,
    );
    expect(fs.readFileSync(file, 'utf8')).toBe('not a directory');
  });

  it('has its WebAssembly compiled by Liftoff only: a flag of node’s command line, this process’s as the server’s', () => {
    // Set by vitest.config.ts from node-flags.ts, as `npm run serve` passes it (decision 0051).
    expect(V8_FLAGS).toContain('--liftoff-only');
    expect(process.execArgv).toContain('--liftoff-only');
  });
});
