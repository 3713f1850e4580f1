import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import type { ApiResult } from '../api-routes';

export type CurrentSession = NonNullable<ApiResult<'GET /api/auth/get-session'>>;

/** `GET /api/auth/get-session`: 200 with `null` when signed out (no 401 noise for visitors). */
export function getSession(): Promise<CurrentSession | null> {
  return apiFetch('GET /api/auth/get-session', { reportSessionLoss: false });
}

/**
 * For `useQuery(sessionQueryOptions)`. No hook in this file: the auth provider imports it,
 * and a hook here would pull the query observer into every page's first load.
 */
export const sessionQueryOptions = queryOptions({ queryKey: ['session'], queryFn: getSession });
