import { TIERS } from '@captia/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app';
import { currentUser, requireAdmin, type SessionCache } from '../auth/session';
import { AppError } from '../http/errors';
import { parseJson } from '../http/validate';
import { changeUser, deleteUser, findUser, listActions, listUsers, resetUsage } from './admin.service';

const ChangeSchema = z
  .object({
    role: z.enum(['user', 'admin']).optional(),
    plan: z.enum(TIERS).optional(),
    banned: z.boolean().optional(),
  })
  .strict();

const ListQuery = z.object({
  q: z.string().max(200).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** `/api/admin/*`: admins only (403 'Admin access required' for everyone else). */
export function adminRoutes(sessionCache: SessionCache) {
  const app = new Hono<AppEnv>().use(requireAdmin);
  // A ban, a role change or a deletion must not be hidden by a cached session.
  app.use(async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.res.status < 400) sessionCache.clear();
  });

  const target = async (c: { get(key: 'db'): AppEnv['Variables']['db'] }, id: string) => {
    const user = await findUser(c.get('db'), id);
    if (!user) throw new AppError(404, 'not_found');
    return user;
  };
  const actor = (c: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(c);
    return { id: user.id, email: user.email };
  };
  /** An admin cannot lock themselves out (demote, ban or delete their own account). */
  const notSelf = (c: Parameters<typeof currentUser>[0], id: string) => {
    if (currentUser(c).id === id) throw new AppError(409, 'admin_self_action');
  };

  return app
    .get('/users', async (c) => {
      const parsed = ListQuery.safeParse(c.req.query());
      if (!parsed.success) throw new AppError(400, 'bad_request');
      return c.json(await listUsers(c.get('db'), parsed.data.q, parsed.data.page));
    })
    .patch('/users/:id', async (c) => {
      const change = await parseJson(c, ChangeSchema);
      const user = await target(c, c.req.param('id'));
      if ((change.role === 'user' || change.banned) && currentUser(c).id === user.id) notSelf(c, user.id);
      await changeUser(c.get('db'), actor(c), user, change);
      return c.json({ ok: true });
    })
    .post('/users/:id/reset-usage', async (c) => {
      const user = await target(c, c.req.param('id'));
      await resetUsage(c.get('db'), actor(c), user);
      return c.json({ ok: true });
    })
    .delete('/users/:id', async (c) => {
      const user = await target(c, c.req.param('id'));
      notSelf(c, user.id);
      await deleteUser(c.get('db'), actor(c), user);
      return c.json({ ok: true });
    })
    .get('/actions', async (c) => c.json({ actions: await listActions(c.get('db')) }));
}
