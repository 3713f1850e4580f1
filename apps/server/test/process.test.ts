import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { appSecrets } from '../src/db/schema/index';
import { pgliteDir } from './helpers';
import { BRIEF, freePort, modelAnswer, type RunningServer, spawnServer } from './process-fixtures';
import { builtServerArgs } from './server-build';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const started: ChildProcess[] = [];
let serverArgs: string[] = [];

// The server as `npm run serve` runs it, built once for the run (server-build.ts).
beforeAll(async () => {
  serverArgs = await builtServerArgs();
}, 60_000);

function startServer(env: Record<string, string>): RunningServer {
  const run = spawnServer(serverArgs, SERVER_DIR, env);
  started.push(run.child);
  return run;
}

async function waitForHealth(port: number, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} did not become healthy`);
}

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

// Each test starts real processes (PGlite takes seconds to boot, more on a busy machine), on a
// data directory made and migrated already: what is tested is not a first start.
describe('the server process', { timeout: 120_000 }, () => {
  it('refuses to start with a list of every configuration problem', async () => {
    const run = startServer({ PORT: 'not-a-port', DATABASE_URL: 'mysql://nope', LOG_LEVEL: 'shouty' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid configuration');
    expect(run.output()).toContain('PORT');
    expect(run.output()).toContain('DATABASE_URL');
    expect(run.output()).toContain('LOG_LEVEL');
  });

  it('a second process on the same PGlite directory refuses to start; SIGTERM stops the first cleanly', async () => {
    const dir = await pgliteDir();
    const port = await freePort();
    const first = startServer({ PORT: String(port), PGLITE_DIR: dir });
    await waitForHealth(port);

    const second = startServer({ PORT: String(await freePort()), PGLITE_DIR: dir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('already in use by another CaptIA server');
    expect(second.output()).toContain(`pid ${first.child.pid}`);

    // The first one was not disturbed.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    // The lock was released: the directory can be opened again, with its data migrated already.
    const third = startServer({ PORT: String(port), PGLITE_DIR: dir });
    await waitForHealth(port);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = await pgliteDir();
    fs.writeFileSync(path.join(dir, 'captia.lock'), '999999999');
    const port = await freePort();
    const run = startServer({ PORT: String(port), PGLITE_DIR: dir });
    await waitForHealth(port);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('SIGTERM lets an in-flight request finish, refuses new ones and exits 0', async () => {
    // A model that takes 1.5 s to answer keeps a generation in flight.
    let reached: () => void = () => {};
    const modelReached = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const slowModel = http.createServer((_req, res) => {
      reached();
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(modelAnswer());
      }, 1500);
    });
    await new Promise<void>((resolve) => slowModel.listen(0, '127.0.0.1', resolve));
    const modelPort = (slowModel.address() as net.AddressInfo).port;
    const dir = await pgliteDir();
    const port = await freePort();
    const run = startServer({
      PORT: String(port),
      PGLITE_DIR: dir,
      AI_BASE_URL: `http://127.0.0.1:${modelPort}/v1`,
      AI_API_KEY: 'test',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    });
    try {
      await waitForHealth(port);
      const base = `http://127.0.0.1:${port}`;
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({
          name: 'Drain',
          email: `drain-${Date.now()}@example.com`,
          password: 'quiet harbour lantern 58',
        }),
      });
      const cookie = signUp.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const inFlight = fetch(`${base}/api/functions/generate-captions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie },
        body: JSON.stringify(BRIEF),
      });
      // In flight for sure once the model has it (a fixed pause was not, on a busy machine).
      await modelReached;
      run.child.kill('SIGTERM');
      // The listener is closed in the same turn as this line is logged.
      const deadline = Date.now() + 30_000;
      while (!run.output().includes('draining in-flight requests') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      // New connections are refused while the in-flight request is still running.
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect((await res.json()).source).toBe('ai');
      expect(await run.exited).toBe(0);
    } finally {
      await new Promise((resolve) => slowModel.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('without BETTER_AUTH_SECRET, generates a secret of its own into its data and keeps it across restarts', async () => {
    const dir = await pgliteDir();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // Nothing in the environment: the process resolves the secret after migrating (start.ts).
    const env = { PORT: String(port), PGLITE_DIR: dir, PUBLIC_URL: base };
    try {
      let run = startServer(env);
      await waitForHealth(port);
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({
          name: 'Restart',
          email: `restart-${Date.now()}@example.com`,
          password: 'quiet harbour lantern 58',
        }),
      });
      expect(signUp.status).toBe(200);
      const cookie = signUp.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);

      // The secret is in the PGlite directory, random, not a value from the source.
      const database = await openDatabase({ pgliteDir: dir });
      const rows = await database.db.select().from(appSecrets);
      await database.close();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.value).toMatch(/^[\w-]{64}$/);

      run = startServer(env);
      await waitForHealth(port);
      expect((await fetch(`${base}/api/me`, { headers: { cookie } })).status).toBe(200);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
