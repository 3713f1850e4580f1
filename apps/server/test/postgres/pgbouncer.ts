import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../process-fixtures';
import { type PrivateCluster, runAs } from './cluster';

/**
 * PgBouncer in transaction mode in front of a private cluster, on its own free port, with a
 * small pool: the app's connections really share a few server connections, statement by
 * statement, as behind a managed PostgreSQL's pooler. Stopped by its pid.
 */
export interface Bouncer {
  port: number;
  url: string;
  version: string;
  log(): string;
  /** SIGTERM (an immediate shutdown: the instances are stopped first) and waits for the exit. */
  stop(): Promise<void>;
}

function binary(): string {
  for (const candidate of [process.env.PGBOUNCER_BIN, '/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'])
    if (candidate && fs.existsSync(candidate)) return candidate;
  throw new Error(
    'This test starts PgBouncer and needs its binary. Install it (`sudo apt-get install -y pgbouncer`; ' +
      'its system service need not run) or set PGBOUNCER_BIN.',
  );
}

const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export async function startPgBouncer(cluster: PrivateCluster, poolSize: number): Promise<Bouncer> {
  const bin = binary();
  const version = execFileSync(bin, ['--version']).toString().split('\n')[0] ?? '';
  // PgBouncer refuses to run as root: as root, it runs as the `postgres` user (as the cluster does).
  const user = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'captia-pgbouncer-'));
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const port = await freePort();
  const log = path.join(dir, 'pgbouncer.log');
  fs.writeFileSync(path.join(dir, 'userlist.txt'), '"postgres" ""\n');
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=127.0.0.1 port=${cluster.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      "unix_socket_dir = ''",
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'min_pool_size = 0',
      'reserve_pool_size = 0',
      'max_client_conn = 500',
      `logfile = ${log}`,
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  if (user) for (const file of fs.readdirSync(dir)) fs.chownSync(path.join(dir, file), user.uid, user.gid);

  const child = spawn(bin, [path.join(dir, 'pgbouncer.ini')], { cwd: dir, ...user, stdio: 'ignore' });
  live.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const readLog = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    live.delete(child);
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      const text = readLog();
      await stop();
      throw new Error(`pgbouncer exited with ${child.exitCode}:\n${text}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) {
        const text = readLog();
        await stop();
        throw new Error(`pgbouncer did not answer on ${port}: ${(error as Error).message}\n${text}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { port, url, version, log: readLog, stop };
}
