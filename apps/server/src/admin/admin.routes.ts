import { adminApi } from '@captia/shared';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { type AppEnv, createRouter } from '../http/router';
import { twoFactorOn } from '../lib/account';
import type { Revocations } from '../lib/revocations';
import { currentUser, requireAdmin, type SessionCache } from '../lib/session';
import { changeUser, deleteUser, findUser, listActions, listUsers, resetUsage } from './admin.service';
import { modelUsage } from './model-usage';

/**
 * `/api/admin/*`: admins only (403 'Admin access required' for everyone else), and with
 * ADMIN_REQUIRE_TWO_FACTOR only those who turned two-factor on (decision 0038).
 */
export function adminRoutes(
  sessionCache: SessionCache,
  revocations: Pick<Revocations, 'end'>,
  /** The currency of AI_PRICES (the Models view's costs). */
  pricesCurrency = 'USD',
  /** ADMIN_REQUIRE_TWO_FACTOR: an admin without two-factor on gets 403 `two_factor_required`. */
  requireTwoFactor = false,
) {
  // Read on every request, like the role: turning two-factor off closes the panel at once.
  const adminOnly: MiddlewareHandler<AppEnv> = (c, next) =>
    requireAdmin(c, async () => {
      if (requireTwoFactor && !(await twoFactorOn(c.get('db'), currentUser(c).id)))
        throw new AppError(403, 'two_factor_required');
      await next();
    });

  // A ban, a role change or a deletion must not be hidden by a cached session.
  const forgetSessions: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (c.res.status < 400) sessionCache.clear();
  };

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

  return createRouter()
    .openapi(route(adminApi.listUsers, adminOnly), async (c) => {
      const { q, page = 1 } = c.req.valid('query');
      return c.json(await listUsers(c.get('db'), q, page), 200);
    })
    .openapi(route(adminApi.changeUser, adminOnly, forgetSessions), async (c) => {
      const change = c.req.valid('json');
      const user = await target(c, c.req.valid('param').id);
      if ((change.role === 'user' || change.banned) && currentUser(c).id === user.id) notSelf(c, user.id);
      // A ban's ended sessions are refused on every instance before the answer goes out.
      await revocations.end(await changeUser(c.get('db'), actor(c), user, change));
      return c.json(ok, 200);
    })
    .openapi(route(adminApi.resetUsage, adminOnly, forgetSessions), async (c) => {
      const user = await target(c, c.req.valid('param').id);
      await resetUsage(c.get('db'), actor(c), user);
      return c.json(ok, 200);
    })
    .openapi(route(adminApi.deleteUser, adminOnly, forgetSessions), async (c) => {
      const user = await target(c, c.req.valid('param').id);
      notSelf(c, user.id);
      await revocations.end(await deleteUser(c.get('db'), actor(c), user));
      return c.json(ok, 200);
    })
    .openapi(route(adminApi.actions, adminOnly), async (c) =>
      c.json({ actions: await listActions(c.get('db')) }, 200),
    )
    .openapi(route(adminApi.models, adminOnly), async (c) => {
      const { days } = c.req.valid('query');
      const rows = await modelUsage(c.get('db'), days);
      return c.json({ days, currency: pricesCurrency, rows }, 200);
    });
}
