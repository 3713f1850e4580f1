import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { openDatabase } from './client';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './pglite-lock';

/**
 * Backups of the embedded database (decision 0040). PGlite allows one process per directory,
 * so while a server runs, the copy is made by that server (`POST /backup`, this machine only,
 * with the token it keeps in the directory); when none runs, by the command itself.
 */

/** Where a running server says how to reach it for a backup: `{pid, port, host, token}`, mode 0600. */
export const BACKUP_ACCESS_FILE = 'captia.backup-access.json';
/** The operator's endpoint (outside /api, not in the OpenAPI document). */
export const BACKUP_PATH = '/backup';

export interface BackupAccess {
  pid: number;
  port: number;
  /** What the server listens on (HOST), to reach it over loopback. */
  host: string;
  token: string;
}

/** What an operator is told when a backup or restore cannot be made; the commands print it and exit 1. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export const PG_DUMP_HINT = [
  'DATABASE_URL is set: this install uses PostgreSQL, whose own tools make consistent backups while it runs:',
  '  pg_dump -Fc --no-owner -f captia.dump "$DATABASE_URL"',
  'and restore into an empty database (server stopped):',
  '  pg_restore --no-owner --clean --if-exists -d "$DATABASE_URL" captia.dump',
].join('\n');

/**
 * Written by the server once it listens: only the user it runs as can read it (0600), so another
 * user of this machine cannot ask it for the database. Written aside then renamed: never half there.
 */
export function writeBackupAccess(dir: string, access: BackupAccess): void {
  const target = path.join(dir, BACKUP_ACCESS_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  fs.rmSync(temporary, { force: true });
  fs.writeFileSync(temporary, JSON.stringify(access), { mode: 0o600, flag: 'wx' });
  fs.renameSync(temporary, target);
}

/** Removed when the server stops (only its own: a newer server may have written its own since). */
export function removeBackupAccess(dir: string, pid = process.pid): void {
  const target = path.join(dir, BACKUP_ACCESS_FILE);
  try {
    if ((JSON.parse(fs.readFileSync(target, 'utf8')) as BackupAccess).pid === pid) fs.rmSync(target);
  } catch {
    // Gone, or not ours to remove.
  }
}

function readBackupAccess(dir: string): BackupAccess {
  const file = path.join(dir, BACKUP_ACCESS_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM')
      throw new BackupError(`Cannot read ${file}: run the backup as the user that runs the server.`);
    throw new BackupError(
      `A server is running on ${dir} but has not written ${BACKUP_ACCESS_FILE} (it is still starting, or is an older version): try again once it answers, or stop it and run the backup again.`,
    );
  }
  return JSON.parse(text) as BackupAccess;
}

/** The address to reach a server listening on `host` from this machine. */
function loopbackUrl(access: BackupAccess): string {
  const host = access.host === '::1' || access.host === '::' ? '[::1]' : '127.0.0.1';
  return `http://${host}:${access.port}${BACKUP_PATH}`;
}

/** Writes `body` to `file` through a temporary file (0600: it holds the whole database), renamed at the end. */
async function writeAtomically(file: string, body: Readable, expectedBytes?: number): Promise<number> {
  const temporary = `${file}.${process.pid}.partial`;
  let bytes = 0;
  body.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  try {
    await pipeline(body, fs.createWriteStream(temporary, { mode: 0o600, flags: 'wx' }));
    if (expectedBytes !== undefined && bytes !== expectedBytes)
      throw new BackupError(
        `The backup ended early (${bytes} of ${expectedBytes} bytes): nothing was written.`,
      );
    const handle = fs.openSync(temporary, 'r');
    try {
      fs.fsyncSync(handle);
    } finally {
      fs.closeSync(handle);
    }
    fs.renameSync(temporary, file);
    return bytes;
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

function pgliteDirOf(databaseUrl: string | undefined, pgliteDir: string): string {
  if (databaseUrl) throw new BackupError(PG_DUMP_HINT);
  if (pgliteDir.startsWith('memory://'))
    throw new BackupError('PGLITE_DIR is memory://: an in-memory database has nothing to back up.');
  return path.resolve(pgliteDir);
}

export interface BackupOptions {
  databaseUrl?: string | undefined;
  pgliteDir: string;
  file: string;
  /** Replace `file` if it exists. */
  force?: boolean;
}

/**
 * `npm run backup -- <file>`: a gzipped tarball of the embedded database, consistent (taken
 * between two transactions). From the running server if there is one, else from the directory,
 * locked meanwhile as a server would.
 */
export async function backup(
  options: BackupOptions,
): Promise<{ from: 'server' | 'directory'; bytes: number }> {
  const dir = pgliteDirOf(options.databaseUrl, options.pgliteDir);
  const file = path.resolve(options.file);
  if (fs.existsSync(file) && !options.force)
    throw new BackupError(`${file} exists already: name another file, or add --force to replace it.`);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION')))
    throw new BackupError(`There is no database in ${dir} (PGLITE_DIR): nothing to back up.`);

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ pgliteDir: dir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return { from: 'server', bytes: await backupFromServer(dir, file) };
  }
  try {
    const dump = await database.dumpDataDir!();
    const stream = Readable.fromWeb(dump.stream() as WebReadableStream<Uint8Array>);
    return { from: 'directory', bytes: await writeAtomically(file, stream, dump.size) };
  } finally {
    await database.close();
  }
}

async function backupFromServer(dir: string, file: string): Promise<number> {
  const access = readBackupAccess(dir);
  const url = loopbackUrl(access);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${access.token}` } });
  } catch (error) {
    throw new BackupError(
      `The server running on ${dir} (pid ${access.pid}) did not answer at ${url}: ${(error as Error).message}. It must listen on this machine's loopback address (HOST 0.0.0.0, :: or 127.0.0.1).`,
    );
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new BackupError(
      response.status === 401
        ? `The server running on ${dir} refused the token in ${BACKUP_ACCESS_FILE} (the file is older than the server?): try again.`
        : `The server running on ${dir} answered ${response.status} to ${url}.`,
    );
  }
  const length = Number(response.headers.get('content-length'));
  return writeAtomically(
    file,
    Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
    Number.isInteger(length) && length > 0 ? length : undefined,
  );
}

export interface RestoreOptions {
  databaseUrl?: string | undefined;
  pgliteDir: string;
  file: string;
  /** Restore over a non-empty directory, which is kept aside as `<dir>.before-restore-<timestamp>`. */
  force?: boolean;
  now?: Date;
}

/**
 * `npm run restore -- <file> [--force]`: the backup becomes the database in PGLITE_DIR, for a
 * server started afterwards. Refused while a server runs on that directory, and over one that
 * holds anything unless forced — then the old one is kept aside, never deleted.
 */
export async function restore(options: RestoreOptions): Promise<{ dir: string; aside: string | null }> {
  const dir = pgliteDirOf(options.databaseUrl, options.pgliteDir);
  const file = path.resolve(options.file);
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const head = Buffer.alloc(2);
  const handle = fs.openSync(file, 'r');
  try {
    fs.readSync(handle, head, 0, 2, 0);
  } finally {
    fs.closeSync(handle);
  }
  if (head[0] !== 0x1f || head[1] !== 0x8b)
    throw new BackupError(`${file} is not a backup made by npm run backup (a gzipped tarball).`);

  const lock = () => {
    try {
      return lockDataDir(dir);
    } catch (error) {
      if (error instanceof DataDirLockedError)
        throw new BackupError(`${error.message}\nStop that server before restoring into its directory.`);
      throw error;
    }
  };
  let release = lock();
  let aside: string | null = null;
  try {
    const contents = fs.readdirSync(dir).filter((name) => name !== LOCK_FILE);
    if (contents.length > 0) {
      const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
      const asideDir = `${dir}.before-restore-${stamp}`;
      if (!options.force)
        throw new BackupError(
          `${dir} is not empty. Add --force to restore anyway: what is there now is kept as ${asideDir}.`,
        );
      // Still locked by us (the lock file moves with it): no server starts on it meanwhile.
      fs.renameSync(dir, asideDir);
      aside = asideDir;
      release();
      fs.rmSync(path.join(asideDir, LOCK_FILE), { force: true });
      release = lock();
    }
  } catch (error) {
    release();
    throw error;
  }

  try {
    await loadInto(dir, file);
  } catch (error) {
    release();
    fs.rmSync(dir, { recursive: true, force: true });
    if (aside) fs.renameSync(aside, dir);
    throw new BackupError(`The restore failed, nothing was changed: ${(error as Error).message}`);
  }
  // The tarball brought the lock and access files of the server it was taken from: neither is ours.
  fs.rmSync(path.join(dir, BACKUP_ACCESS_FILE), { force: true });
  fs.rmSync(path.join(dir, LOCK_FILE), { force: true });
  release();
  return { dir, aside };
}

async function loadInto(dir: string, file: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(dir, { loadDataDir: await fs.openAsBlob(file) });
  try {
    await client.waitReady;
    await client.query('select 1');
  } finally {
    await client.close().catch(() => {});
  }
}
