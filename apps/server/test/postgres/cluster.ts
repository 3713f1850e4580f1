import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../process-fixtures';

/**
 * A private PostgreSQL for one test file: `initdb` in a temporary directory, its own free
 * port on 127.0.0.1, started and stopped with `pg_ctl`. Stopping it disturbs nothing else
 * (the machine's cluster on 5432 is never touched), which is what fault tests need.
 * initdb and postgres refuse to run as root: as root, they run as the `postgres` user.
 */
export interface PrivateCluster {
  port: number;
  url: string;
  dir: string;
  /** Async, so that the test's own requests keep flowing while PostgreSQL starts or stops. */
  start(): Promise<void>;
  /** `fast`: open connections are terminated (57P01), like an operator's restart. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Rows of one SQL query, through a short-lived connection. */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** Stops the cluster if it runs and removes its directory; safe to call twice. */
  destroy(): void;
}

const CANDIDATE_BIN_DIRS = [
  '/usr/lib/postgresql/17/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/15/bin',
];

function binDir(): string {
  const fromEnv = process.env.PG_BIN_DIR;
  const candidates = fromEnv ? [fromEnv] : CANDIDATE_BIN_DIRS;
  for (const dir of candidates) if (fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  try {
    const dir = execFileSync('pg_config', ['--bindir']).toString().trim();
    if (fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  } catch {
    // no pg_config on PATH
  }
  throw new Error(
    'These tests start a private PostgreSQL and need its server binaries (initdb, pg_ctl). ' +
      'Install them (`sudo apt-get install -y postgresql`) or set PG_BIN_DIR to their directory.',
  );
}

/** uid/gid of the `postgres` user when we are root (initdb refuses root), else nothing. */
export function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

const live = new Set<PrivateCluster>();
// A worker that ends without afterAll (a crash, a timeout) still stops what it started.
process.once('exit', () => {
  for (const cluster of live) cluster.destroy();
});

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = binDir();
  const user = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'captia-pg-'));
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'postgres.log');
  const port = await freePort();
  const run = (tool: string, args: string[], timeoutMs: number) => {
    const result = spawnSync(path.join(bin, tool), args, {
      cwd: dir,
      ...user,
      env: { PATH: process.env.PATH ?? '', LANG: 'C', LC_ALL: 'C' },
      timeout: timeoutMs,
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      const logTail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : '';
      throw new Error(
        `${tool} ${args.join(' ')} failed (${result.status ?? result.signal ?? result.error}):\n` +
          `${result.stdout}${result.stderr}\n${logTail}`,
      );
    }
  };

  const runAsync = (tool: string, args: string[], timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      const options = {
        cwd: dir,
        ...user,
        env: { PATH: process.env.PATH ?? '', LANG: 'C', LC_ALL: 'C' },
        timeout: timeoutMs,
      };
      execFile(path.join(bin, tool), args, options, (error, stdout, stderr) => {
        if (!error) return resolve();
        const logTail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : '';
        reject(
          new Error(`${tool} ${args.join(' ')} failed (${error.message}):\n${stdout}${stderr}\n${logTail}`),
        );
      });
    });

  run(
    'initdb',
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'],
    60_000,
  );
  // Durability is not what these tests measure; a small, quick cluster on its own port.
  fs.appendFileSync(
    path.join(data, 'postgresql.conf'),
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'max_connections = 60',
      'shared_buffers = 32MB',
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      "log_min_messages = 'warning'",
      '',
    ].join('\n'),
  );

  let running = false;
  let destroyed = false;
  const cluster: PrivateCluster = {
    port,
    dir,
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      running = true;
      await runAsync('pg_ctl', ['start', '-D', data, '-l', log, '-w', '-t', '60'], 70_000);
    },
    async stop(mode = 'fast') {
      await runAsync('pg_ctl', ['stop', '-D', data, '-m', mode, '-w', '-t', '60'], 70_000);
      running = false;
    },
    async query<T>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: cluster.url, connectionTimeoutMillis: 5000 });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as T[];
      } finally {
        await client.end();
      }
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      live.delete(cluster);
      if (running || fs.existsSync(path.join(data, 'postmaster.pid'))) {
        spawnSync(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '30'], {
          ...user,
          timeout: 40_000,
        });
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  live.add(cluster);
  try {
    await cluster.start();
  } catch (error) {
    cluster.destroy();
    throw error;
  }
  return cluster;
}
