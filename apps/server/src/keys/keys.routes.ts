import { ApiKeyListSchema, CreateApiKeySchema, CreatedApiKeySchema } from '@captia/shared';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Auth } from '../auth/auth';
import { confirmIdentity } from '../auth/confirm-identity';
import { currentUser, requireUser } from '../auth/session';
import { AppError } from '../http/errors';
import { COOKIE_ONLY, errors, json } from '../http/openapi';
import { type AppEnv, createRouter } from '../http/router';
import { loadAccount } from '../usage/account';
import { planOf } from '../usage/usage.service';
import { createKey, deleteKey, listKeys } from './keys.service';

const tags = ['API keys'];

const list = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'List your API keys (never the secrets)',
  security: COOKIE_ONLY,
  responses: { 200: json(ApiKeyListSchema, 'Your keys, oldest first'), ...errors(401, 403) },
});

const create = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Create an API key (paid plans; at most 10; needs your password)',
  security: COOKIE_ONLY,
  request: { body: { content: { 'application/json': { schema: CreateApiKeySchema } }, required: true } },
  responses: {
    201: json(CreatedApiKeySchema, 'The new key; `key` is shown only this once'),
    // 400 current_password_required | current_password_incorrect, 403 recent_sign_in_required too.
    ...errors(400, 401, 403, 409),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Revoke an API key (refused from the next request on)',
  security: COOKIE_ONLY,
  request: { params: z.object({ id: z.string().max(64) }) },
  responses: { 204: { description: 'Revoked' }, ...errors(401, 404) },
});

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
export function keysRoutes(auth: Auth) {
  const app = createRouter();
  app.use(requireUser);
  return app
    .openapi(list, async (c) => {
      await requirePaidPlan(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ items: await listKeys(c.get('db'), currentUser(c).id) }, 200);
    })
    .openapi(create, async (c) => {
      await requirePaidPlan(c);
      const { name, password } = c.req.valid('json');
      const session = c.get('session');
      if (!session) throw new AppError(401, 'unauthorized');
      await confirmIdentity(auth, c.get('db'), session, password);
      const created = await createKey(c.get('db'), currentUser(c).id, name);
      if (!created) throw new AppError(409, 'api_key_limit_reached');
      c.header('Cache-Control', 'no-store');
      return c.json(created, 201);
    })
    .openapi(remove, async (c) => {
      const deleted = await deleteKey(c.get('db'), currentUser(c).id, c.req.valid('param').id);
      if (!deleted) throw new AppError(404, 'not_found');
      return c.body(null, 204);
    });
}
