import { accountApi } from '@captia/shared';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { usuarios } from '../db/schema/index';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { createRouter } from '../http/router';
import { currentUser, requireUser } from '../lib/session';
import { carryDayToZone } from '../usage/quota';
import { loadMe } from './me.service';

export function meRoutes() {
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
    });
}
