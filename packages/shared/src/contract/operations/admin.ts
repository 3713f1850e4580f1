import { z } from 'zod';
import { RecordIdSchema, SearchQuerySchema } from '../../schemas/text';
import { AdminActionListSchema, AdminChangeSchema, AdminUserPageSchema, ModelUsageSchema } from '../admin';
import { OkSchema } from '../common';
import { COOKIE_ONLY, errors, json, jsonBody, operation, wholeNumberQuery } from '../declare';

const tags = ['Admin'];
const params = z.object({ id: RecordIdSchema });

/** `/api/admin/*`: admins only (403 'Admin access required' for everyone else). */
export const adminApi = {
  listUsers: operation({
    method: 'get',
    path: '/api/admin/users',
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
  }),
  changeUser: operation({
    method: 'patch',
    path: '/api/admin/users/{id}',
    tags,
    summary: 'Change a user’s role, complimentary plan or ban',
    security: COOKIE_ONLY,
    request: { params, ...jsonBody(AdminChangeSchema) },
    responses: { 200: json(OkSchema, 'Changed'), ...errors(400, 401, 403, 404, 409) },
  }),
  resetUsage: operation({
    method: 'post',
    path: '/api/admin/users/{id}/reset-usage',
    tags,
    summary: 'Reset a user’s usage counters',
    security: COOKIE_ONLY,
    request: { params },
    responses: { 200: json(OkSchema, 'Reset'), ...errors(401, 403, 404) },
  }),
  deleteUser: operation({
    method: 'delete',
    path: '/api/admin/users/{id}',
    tags,
    summary: 'Delete a user and everything they own',
    security: COOKIE_ONLY,
    request: { params },
    responses: { 200: json(OkSchema, 'Deleted'), ...errors(401, 403, 404, 409) },
  }),
  actions: operation({
    method: 'get',
    path: '/api/admin/actions',
    tags,
    summary: 'The audit log of admin actions, newest first',
    security: COOKIE_ONLY,
    responses: { 200: json(AdminActionListSchema, 'The last 50 actions'), ...errors(401, 403) },
  }),
  models: operation({
    method: 'get',
    path: '/api/admin/models',
    tags,
    summary: 'Model calls, tokens, estimated cost and fallbacks per day, provider, model and plan',
    security: COOKIE_ONLY,
    request: { query: z.object({ days: wholeNumberQuery(1, 365).default(30) }) },
    responses: {
      200: json(ModelUsageSchema, 'The last `days` days (30 unless told), oldest first'),
      ...errors(400, 401, 403),
    },
  }),
};
