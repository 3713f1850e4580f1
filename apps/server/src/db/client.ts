import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { lockDataDir } from './pglite-lock';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any number: all instances agree on it so that only one migrates at a time. */
const MIGRATION_LOCK_ID = 7_424_201;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: AppDb;
  /** Applies pending migrations; safe to call again and from several instances at once. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query, rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** A directory, or `memory://` for a throw-away in-memory database. */
  pgliteDir: string;
  poolMax?: number;
  logger?: Logger;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.pgliteDir);
}

async function openPglite(dir: string): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  const release = inMemory ? () => {} : lockDataDir(dir);
  let client: PGlite;
  try {
    client = inMemory ? new PGlite() : new PGlite(path.resolve(dir));
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    // PGlite has a single connection, so migrations cannot race within it.
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async (timeoutMs = 2000) => {
      if (closed) throw new Error('Database is closed');
      await withTimeout(client.query('select 1'), timeoutMs);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    // A request waits at most this long for a connection (PostgreSQL down, or every
    // connection busy) and then fails as "unavailable" (503), never hangs.
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    // A peer that vanished without closing the socket is noticed by the kernel.
    keepAlive: true,
  });
  // An idle client dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', (error) => options.logger?.warn({ err: error }, 'postgres idle client error'));
  // A checked-out client (inside a transaction) has no pool listener: when its backend is
  // terminated between two statements, node-postgres emits 'error' on it, and an 'error' with
  // no listener ends the process. Its transaction fails on the next statement instead, and
  // the pool discards it on release (it is no longer queryable).
  pool.on('connect', (client) => {
    client.on('error', (error) => options.logger?.warn({ err: error }, 'postgres connection lost'));
  });
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    migrate: async () => {
      const client = await pool.connect();
      try {
        // Instances starting together take turns; the second one then finds nothing to do.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    ping: async (timeoutMs = 2000) => {
      if (closed) throw new Error('Database is closed');
      await withTimeout(db.execute(sql`select 1`), timeoutMs);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
