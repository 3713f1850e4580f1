import { Hono } from 'hono';
import type { AppEnv } from '../app';
import type { Database } from '../db/client';

/** `GET /api/health` — `{status, db}`; 503 while the database does not answer. */
export function healthRoutes(database: Database) {
  // Concurrent checks share one round trip: under a burst of probes the database
  // answers once per wave instead of once per request.
  let inflight: Promise<void> | null = null;
  const ping = () => {
    inflight ??= database.ping().finally(() => {
      inflight = null;
    });
    return inflight;
  };
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await ping();
      return c.json({ status: 'ok', db: 'ok' });
    } catch (error) {
      c.get('logger').warn({ err: error }, 'health check: database unreachable');
      return c.json({ status: 'degraded', db: 'down' }, 503);
    }
  });
}
