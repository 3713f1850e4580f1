import { accountApi } from '@captia/shared';
import type { Database } from '../db/client';
import { route } from '../http/route';
import { createRouter } from '../http/router';

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
  return createRouter().openapi(route(accountApi.health), async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await ping();
      return c.json({ status: 'ok' as const, db: 'ok' as const }, 200);
    } catch (error) {
      c.get('logger').warn({ err: error }, 'health check: database unreachable');
      return c.json({ status: 'degraded' as const, db: 'down' as const }, 503);
    }
  });
}
