import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

describe('worker threads (lib/worker-pool.ts)', () => {
  it('start from a CommonJS file, so that Piscina’s require() links no ES module', () => {
    const entry = path.join(SERVER_DIR, 'src/lib/worker-entry.cjs');
    const required = createRequire(import.meta.url)(entry) as unknown;
    expect(typeof required).toBe('function');
  });

  it('closing pools while their workers start never ends the process', async () => {
    // With the worker's ES module require()d by Piscina, a worker terminated while Node linked it
    // aborted the process ("FATAL ERROR: v8::Module::IsGraphAsync …"): 2 of 4 runs of this churn.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'test/worker-pool-churn.fixture.ts', '40'],
      { cwd: SERVER_DIR },
    );
    expect(stdout).toBe('closed 320 pools');
  }, 60_000);
});
