import { accountApi, todayIn } from '@captia/shared';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { usuarios } from '../db/schema/index';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { createRouter } from '../http/router';
import { consumeRateLimit } from '../lib/rate-limit';
import { currentUser, requireUser } from '../lib/session';
import { carryDayToZone } from '../usage';
import { exportJson, loadExportHead } from './export.service';
import { loadMe } from './me.service';

/** Data exports an hour per account (times RATE_LIMIT_SCALE), shared by every instance. */
export const EXPORTS_PER_HOUR = 5;

export function meRoutes(limits: { rateLimitScale: number }) {
  return createRouter()
    .openapi(route(accountApi.me, requireUser), async (c) => {
      const user = currentUser(c);
      const me = await loadMe(c.get('db'), user.id, user.email, {
        manualRefresh: c.req.valid('query').refresh === '1',
      });
      if (!me) throw new AppError(401, 'unauthorized');
      c.header('Cache-Control', 'no-store');
      return c.json(me, 200);
    })
    .openapi(route(accountApi.updateMe, requireUser), async (c) => {
      const user = currentUser(c);
      const input = c.req.valid('json');
      if (Object.keys(input).length > 0) {
        await c.get('db').transaction(async (tx) => {
          const db = tx as unknown as AppDb;
          // The row lock of this UPDATE orders concurrent zone changes: each sees the last one's zone.
          const [previous] = await db
            .select({ timezone: usuarios.timezone })
            .from(usuarios)
            .where(eq(usuarios.id, user.id))
            .for('update');
          await db
            .update(usuarios)
            .set({
              ...(input.name !== undefined && { nome: input.name }),
              ...(input.language !== undefined && { language: input.language }),
              ...(input.timezone !== undefined && { timezone: input.timezone }),
              updatedAt: new Date(),
            })
            .where(eq(usuarios.id, user.id));
          if (input.timezone !== undefined && previous && previous.timezone !== input.timezone) {
            await carryDayToZone(db, user.id, { from: previous.timezone, to: input.timezone });
          }
        });
      }
      const me = await loadMe(c.get('db'), user.id, user.email);
      if (!me) throw new AppError(401, 'unauthorized');
      return c.json(me, 200);
    })
    .openapi(route(accountApi.exportData, requireUser), async (c) => {
      const user = currentUser(c);
      const db = c.get('db');
      const decision = await consumeRateLimit(db, `export:user:${user.id}`, {
        window: 3600,
        max: Math.ceil(EXPORTS_PER_HOUR * limits.rateLimitScale),
      });
      if (!decision.allowed)
        throw new AppError(429, 'rate_limited', {
          retryAfter: Math.max(1, decision.retryAfterSeconds),
          values: { minutes: Math.max(1, Math.ceil(decision.retryAfterSeconds / 60)) },
        });
      const head = await loadExportHead(db, user.id, user.email, c.get('language'));
      if (!head) throw new AppError(401, 'unauthorized');
      // Written as it is read (decision 0037): a long history never sits in memory whole.
      const pieces = exportJson(db, user.id, head);
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await pieces.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        },
        async cancel() {
          await pieces.return(undefined);
        },
      });
      const day = todayIn(head.account.timezone ?? 'UTC');
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', 'application/json; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="captia-export-${day}.json"`);
      // The declared JSON, written piece by piece rather than through c.json (hence the cast).
      return c.body(body, 200) as never;
    });
}
