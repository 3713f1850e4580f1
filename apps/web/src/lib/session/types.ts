import type { ApiResult } from '../api-routes';

export type { Me, Tier } from '@captia/shared';

/** One row of `GET /api/auth/list-sessions` (Better Auth's). */
export type ActiveSession = ApiResult<'GET /api/auth/list-sessions'>[number];
