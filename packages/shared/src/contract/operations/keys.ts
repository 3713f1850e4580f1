import { z } from 'zod';
import { COOKIE_ONLY, errors, json, jsonBody, operation } from '../declare';
import { ApiKeyListSchema, CreateApiKeySchema, CreatedApiKeySchema } from '../keys';

const tags = ['API keys'];

/** `/api/keys`: create, list and revoke the account's API keys (cookie session only, paid plans). */
export const keysApi = {
  list: operation({
    method: 'get',
    path: '/api/keys',
    tags,
    summary: 'List your API keys (never the secrets)',
    security: COOKIE_ONLY,
    responses: { 200: json(ApiKeyListSchema, 'Your keys, oldest first'), ...errors(401, 403) },
  }),
  create: operation({
    method: 'post',
    path: '/api/keys',
    tags,
    summary: 'Create an API key (paid plans; at most 10; needs your password)',
    security: COOKIE_ONLY,
    request: jsonBody(CreateApiKeySchema),
    responses: {
      201: json(CreatedApiKeySchema, 'The new key; `key` is shown only this once'),
      // 400 current_password_required | current_password_incorrect, 403 recent_sign_in_required too.
      ...errors(400, 401, 403, 409),
    },
  }),
  remove: operation({
    method: 'delete',
    path: '/api/keys/{id}',
    tags,
    summary: 'Revoke an API key (refused from the next request on)',
    security: COOKIE_ONLY,
    request: { params: z.object({ id: z.string().max(64) }) },
    responses: { 204: { description: 'Revoked' }, ...errors(401, 404) },
  }),
};
