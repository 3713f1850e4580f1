import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_ACCESS_FILE, BACKUP_PATH } from '../src/db/backup';
import { openDatabase } from '../src/db/client';
import { pgliteDir } from './helpers';
import { BRIEF, freePort, type RunningServer, spawnServer } from './process-fixtures';
import { builtServerArgs } from './server-build';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const REPO_DIR = path.resolve(SERVER_DIR, '../..');
const started: ChildProcess[] = [];
const removed: string[] = [];
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

/** `npm run backup|restore -- …` as the root package.json runs it (node --import tsx scripts/….ts). */
function runScript(script: 'backup' | 'restore', args: string[], dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: REPO_DIR,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PGLITE_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

async function waitForHealth(port: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${port} did not become healthy`);
}

const TABLES = [
  'usuarios',
  'auth_accounts',
  'auth_sessions',
  'users_usage',
  'captions_history',
  'app_secrets',
] as const;
type Counts = Record<(typeof TABLES)[number], number>;

/** Rows per main table, read from the directory itself (no server on it). */
async function countRows(dir: string): Promise<Counts> {
  const database = await openDatabase({ pgliteDir: dir });
  try {
    const counts = {} as Counts;
    for (const table of TABLES) {
      const result = await database.db.execute(`select count(*)::int as n from ${table}`);
      counts[table] = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    }
    return counts;
  } finally {
    await database.close();
  }
}

function lanAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((info) => info && info.family === 'IPv4' && !info.internal)?.address;
}

const temp = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `captia-backup-${name}-`));
  removed.push(dir);
  return dir;
};

afterAll(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of removed) {
    fs.rmSync(dir, { recursive: true, force: true });
    for (const sibling of fs.readdirSync(path.dirname(dir)))
      if (sibling.startsWith(`${path.basename(dir)}.before-restore-`))
        fs.rmSync(path.join(path.dirname(dir), sibling), { recursive: true, force: true });
  }
});

describe('npm run backup / restore on PGlite', { timeout: 150_000 }, () => {
  it('backs up a running server under load, restores into a new directory with every row, and refuses what it must', async () => {
    const source = await pgliteDir();
    removed.push(source);
    const files = temp('files');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // On every address, so that a request from this machine's LAN address (not loopback) can be tried.
    const server = startServer({
      PORT: String(port),
      HOST: '0.0.0.0',
      PGLITE_DIR: source,
      PUBLIC_URL: base,
      RATE_LIMIT_SCALE: '100',
    });
    await waitForHealth(port);

    // The server wrote how to reach it, readable by its own user only.
    const accessFile = path.join(source, BACKUP_ACCESS_FILE);
    for (let i = 0; i < 50 && !fs.existsSync(accessFile); i++) await new Promise((r) => setTimeout(r, 100));
    expect(fs.statSync(accessFile).mode & 0o777).toBe(0o600);
    const { token } = JSON.parse(fs.readFileSync(accessFile, 'utf8')) as { token: string };

    // The endpoint: no token → 401, a wrong one → 401, relayed or from another address → 404.
    const post = (headers: Record<string, string>, url = `${base}${BACKUP_PATH}`) =>
      fetch(url, { method: 'POST', headers });
    expect((await post({})).status).toBe(401);
    expect((await post({ authorization: 'Bearer nope' })).status).toBe(401);
    expect((await post({ authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' })).status).toBe(
      404,
    );
    const lan = lanAddress();
    if (lan)
      expect(
        (await post({ authorization: `Bearer ${token}` }, `http://${lan}:${port}${BACKUP_PATH}`)).status,
      ).toBe(404);

    // Ten accounts, each with one caption saved to its history.
    const users = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify({
            name: `Backup ${i}`,
            email: `backup-${i}@example.com`,
            password: 'quiet harbour lantern 58',
          }),
        });
        expect(signUp.status).toBe(200);
        return signUp.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
      }),
    );
    const generate = (cookie: string) =>
      fetch(`${base}/api/functions/generate-captions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie },
        body: JSON.stringify(BRIEF),
        signal: AbortSignal.timeout(20_000),
      });
    for (const res of await Promise.all(users.map(generate))) expect(res.status).toBe(200);

    // Twenty generations in flight (two per account, within the free plan's three a day) while
    // the backup runs; meanwhile a restore into the directory the server holds is refused.
    const dummy = path.join(files, 'dummy.tar.gz');
    fs.writeFileSync(dummy, Buffer.from([0x1f, 0x8b, 0, 0]));
    const duringLoad = path.join(files, 'during-load.tar.gz');
    const load = Promise.all(
      [...users, ...users].map((cookie) => generate(cookie).then((res) => res.status)),
    );
    const [backedUp, refused] = await Promise.all([
      runScript('backup', [duringLoad], source),
      runScript('restore', [dummy], source),
    ]);
    expect(backedUp.output).toContain('through the running server');
    expect(backedUp.code).toBe(0);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('already in use by another CaptIA server');
    expect(await load).toEqual(Array(20).fill(200));
    expect(fs.statSync(duringLoad).mode & 0o777).toBe(0o600);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(accessFile)).toBe(false);

    // With no server running, the command opens the directory itself; the copy taken under load
    // goes into a new directory; an existing file is not replaced without --force.
    const stopped = path.join(files, 'stopped.tar.gz');
    const restoredDir = path.join(temp('restored'), 'pglite');
    const [offline, intoNew, existing] = await Promise.all([
      runScript('backup', [stopped], source),
      runScript('restore', [duringLoad], restoredDir),
      runScript('backup', [duringLoad], source),
    ]);
    expect(offline.output).toContain('no server was running');
    expect(offline.code).toBe(0);
    expect(intoNew.code).toBe(0);
    expect(existing.code).toBe(1);
    expect(existing.output).toContain('exists already');

    const [before, after] = await Promise.all([
      (async () => {
        const before = await countRows(source);
        // A non-empty directory: refused without --force; with it, the old one is kept aside.
        const notEmpty = await runScript('restore', [stopped], source);
        expect(notEmpty.code).toBe(1);
        expect(notEmpty.output).toContain('is not empty');
        const forced = await runScript('restore', [stopped, '--force'], source);
        expect(forced.code).toBe(0);
        const aside = fs
          .readdirSync(path.dirname(source))
          .filter((name) => name.startsWith(`${path.basename(source)}.before-restore-`));
        expect(aside).toHaveLength(1);
        // The copy of a stopped directory holds exactly what it held.
        expect(await countRows(source)).toEqual(before);
        return before;
      })(),
      (async () => {
        // The copy taken under load: a server starts on it and the accounts' sessions still work.
        const restoredPort = await freePort();
        const restoredBase = `http://127.0.0.1:${restoredPort}`;
        const restored = startServer({
          PORT: String(restoredPort),
          PGLITE_DIR: restoredDir,
          PUBLIC_URL: restoredBase,
        });
        await waitForHealth(restoredPort);
        for (const cookie of users) {
          const me = await fetch(`${restoredBase}/api/me`, { headers: { cookie } });
          expect(me.status).toBe(200);
        }
        restored.child.kill('SIGTERM');
        expect(await restored.exited).toBe(0);
        return countRows(restoredDir);
      })(),
    ]);
    expect(before.usuarios).toBe(10);
    expect(before.captions_history).toBe(30);
    // Every row written before the backup began is in the copy taken under load; of the load's
    // own generations, those committed by then (each one whole: usage and history together).
    expect(after.usuarios).toBe(before.usuarios);
    expect(after.auth_accounts).toBe(before.auth_accounts);
    expect(after.auth_sessions).toBe(before.auth_sessions);
    expect(after.app_secrets).toBe(before.app_secrets);
    expect(after.users_usage).toBe(before.users_usage);
    expect(after.captions_history).toBeGreaterThanOrEqual(10);
    expect(after.captions_history).toBeLessThanOrEqual(before.captions_history);
  });
});
