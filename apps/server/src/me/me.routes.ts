import { MeSchema, UpdateMeSchema } from '@captia/shared';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { currentUser, requireUser } from '../auth/session';
import type { AppDb } from '../db/client';
import { usuarios } from '../db/schema/index';
import { AppError } from '../http/errors';
import { COOKIE_ONLY, COOKIE_OR_KEY, errors, json } from '../http/openapi';
import { createRouter } from '../http/router';
import { carryDayToZone } from '../usage/usage.service';
import { loadMe } from './me.service';

const tags = ['Account'];

const read = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Your profile, plan and usage',
  security: COOKIE_OR_KEY,
  request: {
    query: z.object({
      refresh: z
        .enum(['1'])
        .optional()
        .meta({ description: 'A manual usage refresh: no paid reset checks.' }),
    }),
  },
  responses: { 200: json(MeSchema, 'The signed-in account'), ...errors(401, 403, 429) },
});

const update = createRoute({
  method: 'patch',
  path: '/',
  tags,
  summary: 'Change your display name, language or time zone',
  security: COOKIE_ONLY,
  request: { body: { content: { 'application/json': { schema: UpdateMeSchema } }, required: true } },
  responses: { 200: json(MeSchema, 'The updated account'), ...errors(400, 401, 403) },
});

export function meRoutes() {
  const app = createRouter();
  app.use(requireUser);
  return app
    .openapi(read, async (c) => {
      const user = currentUser(c);
      const me = await loadMe(c.get('db'), user.id, user.email, {
        manualRefresh: c.req.valid('query').refresh === '1',
      });
      if (!me) throw new AppError(401, 'unauthorized');
      c.header('Cache-Control', 'no-store');
      return c.json(me, 200);
    })
    .openapi(update, async (c) => {
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
