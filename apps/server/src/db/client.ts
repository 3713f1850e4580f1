import { EventEmitter } from 'node:events';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { MigrationMeta } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Logger } from 'pino';
import { REPO_ROOT } from '../env';
import { lockDataDir } from './pglite-lock';
import { createClusterApart, hasCluster, PGLITE_SHARED_BUFFERS } from './pglite-memory';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

/** The SQL files, read where they are in the sources (the build does not copy them). */
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/server/src/db/migrations');

/** Any number: all instances agree on it so that only one migrates at a time. */
const MIGRATION_LOCK_ID = 7_424_201;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: AppDb;
  /** Applies pending migrations; safe to call again and from several instances at once. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query, rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Delivers every `notify` on `channel`, from any instance (this one included), to
   * `onMessage`. `onState(false)` means notifications may be missed from now on (the
   * dedicated connection dropped); `onState(true)` that they arrive again. Reconnects by
   * itself; stopped by `close()` of the handle or of the database.
   */
  listen(channel: string, handlers: ListenHandlers): { close(): Promise<void> };
  /**
   * Sends `payload` (at most 8000 bytes) to every listener of `channel`; resolves with how
   * many listeners (of any instance, this one's included) were connected when it was sent.
   */
  notify(channel: string, payload: string): Promise<number>;
  /** PostgreSQL's connection pool as it is now (for /metrics); PGlite has no pool. */
  poolStats?(): PoolStats;
  /**
   * PGlite only: a gzipped tarball of its data directory (PGlite's `dumpDataDir`), taken
   * between two transactions, for `npm run backup` (decision 0040).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open, checked out by a query or transaction, and idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection (every one is busy). */
  waiting: number;
  max: number;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  onState(listening: boolean): void;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /**
   * `transaction`: `databaseUrl` is a pooler in transaction mode (PgBouncer, Supabase's, Neon's),
   * so nothing relies on a connection outliving a transaction (decision 0039). Unset → `session`.
   */
  pooler?: 'session' | 'transaction' | undefined;
  /** A connection of its own to PostgreSQL (no pooler in transaction mode) for migrations and LISTEN. */
  directUrl?: string | undefined;
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

/**
 * Each driver is loaded when its kind of database is opened: an instance on PostgreSQL never
 * loads PGlite (its WebAssembly build), one on PGlite never loads node-postgres.
 */
async function openPglite(dir: string): Promise<Database> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const inMemory = dir.startsWith('memory://');
  const release = inMemory ? () => {} : lockDataDir(dir);
  // Every start with the same smaller buffer pool (see PGLITE_SHARED_BUFFERS).
  const options = {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  };
  const onDisk = path.resolve(dir);
  let client: PGlite;
  try {
    if (!inMemory && !hasCluster(onDisk)) await createClusterApart(onDisk);
    client = inMemory ? new PGlite(options) : new PGlite(onDisk, options);
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  let closed = false;
  // PGlite lives in this process only, so its "instances" are this one: an emitter suffices.
  const channels = new EventEmitter().setMaxListeners(0);
  return {
    kind: 'pglite',
    db,
    // PGlite has a single connection, so migrations cannot race within it.
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async (timeoutMs = 2000) => {
      if (closed) throw new Error('Database is closed');
      await withTimeout(client.query('select 1'), timeoutMs);
    },
    listen: (channel, handlers) => {
      const onMessage = (payload: string) => handlers.onMessage(payload);
      channels.on(channel, onMessage);
      handlers.onState(true);
      return {
        close: async () => {
          channels.off(channel, onMessage);
        },
      };
    },
    notify: async (channel, payload) => {
      const listeners = channels.listenerCount(channel);
      channels.emit(channel, payload);
      return listeners;
    },
    dumpDataDir: async () => {
      if (closed) throw new Error('Database is closed');
      // Written out now, so a restored copy has no WAL to replay (what follows is replayed).
      await client.query('CHECKPOINT');
      // PGlite's one connection runs a transaction to its end before anything else: the copy is
      // taken between two, never halfway through one.
      return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
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
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }, { readMigrationFiles }] =
    await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('drizzle-orm/migrator'),
    ]);
  const pooled = options.pooler === 'transaction';
  // What needs a session of its own (the migration lock, LISTEN) goes here; through a pooler in
  // transaction mode without a direct URL, nothing does (see `migrate` and `listen`).
  const directUrl = options.directUrl ?? (pooled ? undefined : url);
  if (pooled && !options.directUrl)
    options.logger?.warn(
      'DATABASE_POOLER=transaction without DATABASE_DIRECT_URL: no LISTEN, so sessions are read from the database on every request (SESSION_CACHE_SECONDS has no effect)',
    );
  const pool = new pg.Pool({
    // Behind a pooler in transaction mode, consecutive statements of one connection may run on
    // different server connections: a statement named (prepared) on one is unknown to the next
    // ("prepared statement … does not exist") or already there ("… already exists"). The
    // queries built once with `.prepare(name)` then go unnamed: still built once here, parsed
    // by PostgreSQL on each run (decision 0039).
    ...(pooled && { Client: unnamedStatements(pg.Client) }),
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
  const listeners = new Set<{ close(): Promise<void> }>();
  return {
    kind: 'postgres',
    db,
    migrate: async () => {
      if (!directUrl)
        return migrateInOneTransaction(pool, readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }));
      // A connection of the pool, or one of its own to the direct URL (closed after).
      const own =
        directUrl === url
          ? null
          : new pg.Client({ connectionString: directUrl, connectionTimeoutMillis: 5000 });
      // A connection lost mid-migration fails its query; without a listener, 'error' would end the process.
      own?.on('error', (error) => options.logger?.warn({ err: error }, 'postgres migration connection lost'));
      if (own) await own.connect();
      const client = own ?? (await pool.connect());
      try {
        // Instances starting together take turns; the second one then finds nothing to do.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        if (own) await own.end();
        else (client as pg.PoolClient).release();
      }
    },
    ping: async (timeoutMs = 2000) => {
      if (closed) throw new Error('Database is closed');
      await withTimeout(db.execute(sql`select 1`), timeoutMs);
    },
    listen: (channel, handlers) => {
      if (!directUrl) {
        // LISTEN through a pooler in transaction mode would hold on to nothing: the server
        // connection that ran it goes back to the pool at once. Without a direct URL there is
        // no listener, and the session caches are not used (revocations.ts: not trusted).
        handlers.onState(false);
        return { close: async () => {} };
      }
      const listener = listenPostgres(pg.Client, directUrl, channel, handlers, options.logger, () =>
        listeners.delete(listener),
      );
      listeners.add(listener);
      return listener;
    },
    notify: async (channel, payload) => {
      const result = await pool.query<{ listeners: number }>(
        `select pg_notify($1::text, $2::text), (select count(*)::int from pg_stat_activity
           where datname = current_database()
             and left(application_name, length($1::text) + 1) = $1::text || ':') as listeners`,
        [channel, payload],
      );
      return result.rows[0]?.listeners ?? 0;
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: options.poolMax ?? 10,
    }),
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((listener) => listener.close()));
      await pool.end();
    },
  };
}

/**
 * pg's Client, with every query sent unnamed: the `name` drizzle's `.prepare(name)` gives is
 * dropped (for a pooler in transaction mode, where a named statement outlives its server
 * connection's turn with us).
 */
function unnamedStatements(Client: typeof pg.Client): typeof pg.Client {
  return class UnnamedStatementsClient extends Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query() overloads, passed through as they are
    override query(config: any, ...rest: any[]): any {
      const named =
        typeof config === 'object' && config !== null && 'name' in config && !('submit' in config);
      return (super.query as (...args: unknown[]) => unknown)(
        named ? { ...config, name: undefined } : config,
        ...rest,
      );
    }
  };
}

/**
 * drizzle's migrator (its checks, then the pending migrations in a transaction) in a single
 * transaction, serialised by a transaction-level advisory lock: through a pooler in transaction
 * mode a session's lock would stay on whichever server connection took it, and its unlock could
 * run on another. Applies what drizzle's `migrate` would, and records it the same way.
 */
async function migrateInOneTransaction(pool: pg.Pool, migrations: MigrationMeta[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    try {
      // Instances starting together take turns; the second one then finds nothing to do.
      await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      await client.query('create schema if not exists drizzle');
      await client.query(`create table if not exists drizzle.__drizzle_migrations (
        id serial primary key, hash text not null, created_at bigint)`);
      const { rows } = await client.query<{ created_at: string }>(
        'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
      );
      const last = rows[0] ? Number(rows[0].created_at) : undefined;
      for (const migration of migrations) {
        if (last !== undefined && last >= migration.folderMillis) continue;
        for (const statement of migration.sql) await client.query(statement);
        await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
          migration.hash,
          migration.folderMillis,
        ]);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  } finally {
    client.release();
  }
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5000;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to queries and lose it).
 * When it drops (PostgreSQL restarted, connection killed) it reconnects with a growing
 * pause; the outage is logged once as a warning, not once per attempt.
 */
function listenPostgres(
  Client: typeof pg.Client,
  url: string,
  channel: string,
  handlers: ListenHandlers,
  logger: Logger | undefined,
  onClosed: () => void,
): { close(): Promise<void> } {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  let pause = RECONNECT_MIN_MS;
  let listening = false;
  let warned = false;

  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    handlers.onState(value);
  };

  const lost = (current: pg.Client, error?: unknown) => {
    if (client !== current) return; // already handled ('error' and 'end' both come)
    client = null;
    setListening(false);
    void current.end().catch(() => {});
    if (stopped) return;
    if (!warned) {
      warned = true;
      logger?.warn({ err: error, channel }, 'postgres listener lost; reconnecting');
    } else logger?.debug({ err: error, channel }, 'postgres listener still down');
    timer = setTimeout(connect, pause);
    timer.unref();
    pause = Math.min(pause * 2, RECONNECT_MAX_MS);
  };

  const connect = async () => {
    timer = undefined;
    if (stopped) return;
    const current = new Client({
      connectionString: url,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      // Counted by `notify` (pg_stat_activity), and findable per process.
      application_name: `${channel}:${process.pid}`,
    });
    client = current;
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    current.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${current.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(current, error);
      return;
    }
    if (client !== current || stopped) return;
    pause = RECONNECT_MIN_MS;
    if (warned) logger?.info({ channel }, 'postgres listener reconnected');
    warned = false;
    setListening(true);
  };

  void connect();
  return {
    close: async () => {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      setListening(false);
      onClosed();
      await current?.end().catch(() => {});
    },
  };
}
