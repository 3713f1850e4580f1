import {
  AdminActionListSchema,
  AdminChangeSchema,
  AdminUserPageSchema,
  OkSchema,
  RecordIdSchema,
  SearchQuerySchema,
} from '@captia/shared';
import { createRoute, z } from '@hono/zod-openapi';
import type { Revocations } from '../auth/revocations';
import { currentUser, requireAdmin, type SessionCache } from '../auth/session';
import { AppError } from '../http/errors';
import { COOKIE_ONLY, errors, json } from '../http/openapi';
import { wholeNumberQuery } from '../http/query-values';
import { type AppEnv, createRouter } from '../http/router';
import { changeUser, deleteUser, findUser, listActions, listUsers, resetUsage } from './admin.service';

const tags = ['Admin'];
const UserParams = z.object({ id: RecordIdSchema });

const listUsersRoute = createRoute({
  method: 'get',
  path: '/users',
  tags,
  summary: 'Users, newest first, 25 a page; `q` searches name and e-mail',
  security: COOKIE_ONLY,
  request: {
    query: z.object({
      q: SearchQuerySchema.default(''),
      page: wholeNumberQuery(1, 100_000).optional(),
    }),
  },
  responses: { 200: json(AdminUserPageSchema, 'One page of users'), ...errors(400, 401, 403) },
});

const changeUserRoute = createRoute({
  method: 'patch',
  path: '/users/{id}',
  tags,
  summary: 'Change a user’s role, complimentary plan or ban',
  security: COOKIE_ONLY,
  request: {
    params: UserParams,
    body: { content: { 'application/json': { schema: AdminChangeSchema } }, required: true },
  },
  responses: { 200: json(OkSchema, 'Changed'), ...errors(400, 401, 403, 404, 409) },
});

const resetUsageRoute = createRoute({
  method: 'post',
  path: '/users/{id}/reset-usage',
  tags,
  summary: 'Reset a user’s usage counters',
  security: COOKIE_ONLY,
  request: { params: UserParams },
  responses: { 200: json(OkSchema, 'Reset'), ...errors(401, 403, 404) },
});

const deleteUserRoute = createRoute({
  method: 'delete',
  path: '/users/{id}',
  tags,
  summary: 'Delete a user and everything they own',
  security: COOKIE_ONLY,
  request: { params: UserParams },
  responses: { 200: json(OkSchema, 'Deleted'), ...errors(401, 403, 404, 409) },
});

const actionsRoute = createRoute({
  method: 'get',
  path: '/actions',
  tags,
  summary: 'The audit log of admin actions, newest first',
  security: COOKIE_ONLY,
  responses: { 200: json(AdminActionListSchema, 'The last 50 actions'), ...errors(401, 403) },
});

/** `/api/admin/*`: admins only (403 'Admin access required' for everyone else). */
export function adminRoutes(sessionCache: SessionCache, revocations: Pick<Revocations, 'end'>) {
  const app = createRouter();
  app.use(requireAdmin);
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
  const ok = { ok: true as const };

  return app
    .openapi(listUsersRoute, async (c) => {
      const { q, page = 1 } = c.req.valid('query');
      return c.json(await listUsers(c.get('db'), q, page), 200);
    })
    .openapi(changeUserRoute, async (c) => {
      const change = c.req.valid('json');
      const user = await target(c, c.req.valid('param').id);
      if ((change.role === 'user' || change.banned) && currentUser(c).id === user.id) notSelf(c, user.id);
      // A ban's ended sessions are refused on every instance before the answer goes out.
      await revocations.end(await changeUser(c.get('db'), actor(c), user, change));
      return c.json(ok, 200);
    })
    .openapi(resetUsageRoute, async (c) => {
      const user = await target(c, c.req.valid('param').id);
      await resetUsage(c.get('db'), actor(c), user);
      return c.json(ok, 200);
    })
    .openapi(deleteUserRoute, async (c) => {
      const user = await target(c, c.req.valid('param').id);
      notSelf(c, user.id);
      await revocations.end(await deleteUser(c.get('db'), actor(c), user));
      return c.json(ok, 200);
    })
    .openapi(actionsRoute, async (c) => c.json({ actions: await listActions(c.get('db')) }, 200));
}
