import { keysApi } from '@captia/shared';
import type { Context } from 'hono';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { type AppEnv, createRouter } from '../http/router';
import { loadAccount } from '../lib/account';
import { confirmIdentity, type IdentityVerifier, limitPasswordProof } from '../lib/confirm-identity';
import { planOf } from '../lib/plan';
import { currentUser, requireUser } from '../lib/session';
import { createKey, deleteKey, listKeys } from './keys.service';

/** API keys are a paid-plan feature: a free account is told which plan it needs. */
async function requirePaidPlan(c: Context<AppEnv>) {
  const account = await loadAccount(c.get('db'), currentUser(c).id);
  if (!account) throw new AppError(401, 'unauthorized');
  if (planOf(account).tier === 'free') throw new AppError(403, 'plan_required');
}

/**
 * `/api/keys`: create, list and revoke the account's API keys (cookie session only). Creating
 * one needs the password (see confirmIdentity); changing or resetting it revokes them all (auth.ts).
 */
export function keysRoutes(auth: IdentityVerifier, limits: { rateLimitScale: number }) {
  return createRouter()
    .openapi(route(keysApi.list, requireUser), async (c) => {
      await requirePaidPlan(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ items: await listKeys(c.get('db'), currentUser(c).id) }, 200);
    })
    .openapi(route(keysApi.create, requireUser), async (c) => {
      await requirePaidPlan(c);
      const { name, password } = c.req.valid('json');
      const session = c.get('session');
      if (!session) throw new AppError(401, 'unauthorized');
      // Counted whether the password is right or not, as Better Auth's own proofs are (PASSWORD_PROOF).
      await limitPasswordProof(c.get('db'), session.user.id, limits.rateLimitScale);
      await confirmIdentity(auth, c.get('db'), session, password);
      const created = await createKey(c.get('db'), currentUser(c).id, name);
      if (!created) throw new AppError(409, 'api_key_limit_reached');
      c.header('Cache-Control', 'no-store');
      return c.json(created, 201);
    })
    .openapi(route(keysApi.remove, requireUser), async (c) => {
      const deleted = await deleteKey(c.get('db'), currentUser(c).id, c.req.valid('param').id);
      if (!deleted) throw new AppError(404, 'not_found');
      return c.body(null, 204);
    });
}
