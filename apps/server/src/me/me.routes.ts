import { UpdateMeSchema } from '@captia/shared';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app';
import { currentUser, requireUser } from '../auth/session';
import { usuarios } from '../db/schema/index';
import { AppError } from '../http/errors';
import { parseJson } from '../http/validate';
import { loadMe } from './me.service';

export function meRoutes() {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => {
      const user = currentUser(c);
      // `?refresh=1` is the user's manual usage refresh: no paid reset checks (spec §4).
      const me = await loadMe(c.get('db'), user.id, user.email, {
        manualRefresh: c.req.query('refresh') === '1',
      });
      if (!me) throw new AppError(401, 'unauthorized');
      c.header('Cache-Control', 'no-store');
      return c.json(me);
    })
    .patch('/', async (c) => {
      const user = currentUser(c);
      const input = await parseJson(c, UpdateMeSchema);
      if (Object.keys(input).length > 0) {
        await c
          .get('db')
          .update(usuarios)
          .set({
            ...(input.name !== undefined && { nome: input.name }),
            ...(input.language !== undefined && { language: input.language }),
            ...(input.timezone !== undefined && { timezone: input.timezone }),
            updatedAt: new Date(),
          })
          .where(eq(usuarios.id, user.id));
      }
      const me = await loadMe(c.get('db'), user.id, user.email);
      return c.json(me);
    });
}
