import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { sendError } from '../http/errors';
import { fromThisMachine } from '../http/local-only';
import type { AppEnv } from '../http/router';
import { BACKUP_PATH } from './backup';
import type { Database } from './client';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `POST /backup` — the embedded database as a gzipped tarball, for `npm run backup` while the
 * server runs (decision 0040). Only this machine (judged by the socket, as the development tools
 * are; anyone else gets the ordinary 404), and only with the token the server wrote at start into
 * its data directory, readable by its own user only: another user of the machine gets a 401.
 */
export function backupRoutes(database: Database, token: string) {
  const expected = digest(token);
  return new Hono<AppEnv>().post(BACKUP_PATH, async (c) => {
    if (!fromThisMachine(c) || !database.dumpDataDir) return sendError(c, 404, 'not_found');
    const given = /^Bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    // Digests of equal length, so timingSafeEqual compares whatever length was sent.
    if (!timingSafeEqual(digest(given), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="backup"');
      return sendError(c, 401, 'unauthorized');
    }
    const started = performance.now();
    const dump = await database.dumpDataDir();
    c.get('logger').info(
      { bytes: dump.size, ms: Math.round(performance.now() - started) },
      'backup: database copied',
    );
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'application/gzip');
    c.header('Content-Length', String(dump.size));
    c.header('Content-Disposition', 'attachment; filename="captia-backup.tar.gz"');
    return c.body(dump.stream(), 200);
  });
}
