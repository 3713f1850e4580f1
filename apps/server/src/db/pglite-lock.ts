import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'captia.lock';
const heldInThisProcess = new Set<string>();

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number | 'this process') {
    super(
      `The embedded database directory ${dir} is already in use by another CaptIA server (${
        pid === 'this process' ? 'this process' : `pid ${pid}`
      }). PGlite allows one process per directory: stop the other server, set PGLITE_DIR to another directory, or set DATABASE_URL to use PostgreSQL.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else — still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its data directory, and two processes writing one directory
 * corrupt it. A pid file created with O_EXCL gives one owner; a file left by a process
 * that died is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const resolved = path.resolve(dir);
  if (heldInThisProcess.has(resolved)) throw new DataDirLockedError(resolved, 'this process');
  fs.mkdirSync(resolved, { recursive: true });
  const lockPath = path.join(resolved, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldInThisProcess.add(resolved);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldInThisProcess.delete(resolved);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(resolved, owner);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${resolved}`);
}
