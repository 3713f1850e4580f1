import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createApp } from '../src/app';
import { withInstallSecret } from '../src/auth/install-secret';
import type { CaptionService } from '../src/captions/captions.service';
import { type Database, MIGRATIONS_DIR, openDatabase } from '../src/db/client';
import { isAlive } from '../src/db/pglite-lock';
import { type LoadedEnv, loadEnv } from '../src/env';
import type { WorkerTask } from '../src/lib/worker-pool';
import type { LinkReader } from '../src/links/link-reader';
import { createLogger } from '../src/logger';
import type { Mailer } from '../src/mail/mailer';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * The app's configuration for tests: defaults plus overrides, validated like in production.
 * Its session secret, unless given, is resolved from the database as main.ts does.
 */
export function testEnv(overrides: Record<string, string> = {}): LoadedEnv {
  return loadEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    WEB_DIST_DIR: fakeWebDist(),
    // In-process requests all come from one "IP": only the tests of the limits themselves run
    // them at their real size.
    RATE_LIMIT_SCALE: '100',
    // Passwords hashed at the test cost (auth/password-hashing.ts; the standard one has its own
    // test), but where a test plays production, which refuses it.
    ...(overrides.NODE_ENV !== 'production' && { PASSWORD_HASH_COST: 'test' }),
    // The outbox and /metrics without a token, as a developer's machine has them (DEV_TOOLS,
    // decision 0048; refused in production); dev-tools-switch.test.ts tests them off.
    ...(overrides.NODE_ENV !== 'production' && { DEV_TOOLS: 'on' }),
    ...overrides,
  });
}

/**
 * A fresh database for one test file: a PGlite of its own, or — when DATABASE_URL is set — a
 * PostgreSQL database of its own on that server, made from the one it names (the CI creates a
 * throw-away database for the run) and dropped when closed. Files never share a database, so
 * they can run at the same time.
 */
export async function freshDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) return postgresDatabase(process.env.DATABASE_URL);
  const dir = await pgliteDir();
  const database = await openDatabase({ pgliteDir: dir });
  await database.migrate();
  return removedWhenClosed(database, () => fs.rmSync(dir, { recursive: true, force: true }));
}

/**
 * A new PGlite data directory, migrated. A new PGlite spends seconds creating its cluster
 * (initdb, more on a busy machine); a copy of one made and migrated already opens in a fraction
 * of that. Removed when this process exits, if its user has not.
 */
export async function pgliteDir(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), COPY_PREFIX));
  fs.cpSync(await pgliteTemplate(), dir, { recursive: true });
  return dir;
}

/** A test database that removes its storage (a PGlite copy, a PostgreSQL database) once closed. */
function removedWhenClosed(database: Database, remove: () => unknown): Database {
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        await remove();
      }
    },
  };
}

let postgresDatabases = 0;
let leftoversDropped: Promise<void> | undefined;

async function postgresDatabase(url: string): Promise<Database> {
  const base = new URL(url);
  const prefix = `${decodeURIComponent(base.pathname.slice(1))}_t`;
  const admin = async (statement: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ datname: string }>(statement, values)).rows;
    } finally {
      await client.end();
    }
  };
  // Databases of test processes that died before closing them.
  leftoversDropped ??= (async () => {
    for (const { datname } of await admin('select datname from pg_database where starts_with(datname, $1)', [
      prefix,
    ])) {
      const pid = Number(datname.slice(prefix.length).split('_')[0]);
      if (pid && !isAlive(pid)) await admin(`drop database if exists "${datname}" with (force)`);
    }
  })();
  await leftoversDropped;
  postgresDatabases += 1;
  const name = `${prefix}${process.pid}_${postgresDatabases}`;
  if (name.length > 63) throw new Error(`the database name ${name} is longer than PostgreSQL allows`);
  await admin(`create database "${name}"`);
  const own = new URL(url);
  own.pathname = `/${encodeURIComponent(name)}`;
  const database = await openDatabase({ databaseUrl: own.toString(), pgliteDir: 'memory://' });
  await database.migrate();
  return removedWhenClosed(database, () => admin(`drop database if exists "${name}" with (force)`));
}

/**
 * Database copies carry their process's id: removed when closed or when the process exits, else
 * (a test worker is stopped without an exit) by a later process once that one is gone.
 */
const COPY_PREFIX = `captia-test-db-${process.pid}-`;
const removeCopies = (owned: (pid: number) => boolean) => {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(/^captia-test-db-(\d+)-/.exec(name)?.[1]);
    if (pid && owned(pid)) fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
};
process.once('exit', () => removeCopies((pid) => pid === process.pid));
removeCopies((pid) => !isAlive(pid));

let template: Promise<string> | undefined;

/**
 * A migrated PGlite data directory that test databases are copied from. It is only ever read:
 * one directory serves every test process, made once and moved into place in one rename, and
 * named after the migrations and the PGlite build, so a change to either makes a new one.
 */
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const key = createHash('sha256');
    const pglite = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
    key.update(fs.readFileSync(path.join(path.dirname(pglite), '..', 'package.json')));
    for (const file of (fs.readdirSync(MIGRATIONS_DIR, { recursive: true }) as string[]).sort()) {
      const full = path.join(MIGRATIONS_DIR, file);
      if (fs.statSync(full).isFile()) key.update(file).update(fs.readFileSync(full));
    }
    const dir = path.join(os.tmpdir(), `captia-test-pglite-${key.digest('hex').slice(0, 16)}`);
    if (fs.existsSync(dir)) return dir;
    const building = fs.mkdtempSync(path.join(os.tmpdir(), 'captia-test-pglite-build-'));
    const database = await openDatabase({ pgliteDir: building });
    await database.migrate();
    await database.close();
    try {
      fs.renameSync(building, dir);
    } catch {
      fs.rmSync(building, { recursive: true, force: true }); // Another test process was first.
    }
    return dir;
  })();
  return template;
}

/** Versioned: a change to the fake build below needs a new name. */
const FAKE_WEB_DIST = path.join(os.tmpdir(), 'captia-test-web-dist-v1');

/**
 * A minimal built SPA, so tests do not depend on `vite build`. The app only reads it: one
 * directory serves every test process, made once and moved into place in one rename.
 */
export function fakeWebDist(): string {
  if (fs.existsSync(FAKE_WEB_DIST)) return FAKE_WEB_DIST;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'captia-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script>document.documentElement.dataset.boot="1"</script>' +
      '<script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'assets/index-AbC123.js'),
    `console.log(${JSON.stringify('x'.repeat(2000))});`,
  );
  fs.writeFileSync(path.join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  try {
    fs.renameSync(dir, FAKE_WEB_DIST);
  } catch {
    fs.rmSync(dir, { recursive: true, force: true }); // Another test process was first.
  }
  return FAKE_WEB_DIST;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  logs: string[];
  lifecycle: { draining: boolean };
  close(): Promise<void>;
}

/** The real app on a fresh database; logs are captured so tests can inspect them. */
export async function createTestApp(
  options: {
    database?: Database;
    env?: Record<string, string>;
    mailer?: Mailer;
    captions?: CaptionService;
    links?: LinkReader;
    engineTask?: WorkerTask;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await freshDatabase());
  const logs: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void logs.push(line) });
  const lifecycle = { draining: false };
  const app = createApp({
    env: await withInstallSecret(testEnv(options.env), database),
    ...(options.mailer && { mailer: options.mailer }),
    ...(options.captions && { captions: options.captions }),
    ...(options.links && { links: options.links }),
    ...(options.engineTask && { engineTask: options.engineTask }),
    database,
    logger,
    lifecycle,
  });
  return { app, database, logs, lifecycle, close: () => database.close() };
}
