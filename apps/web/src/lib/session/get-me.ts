import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../api-client';
import { getSession } from './get-session';
import type { Me } from './types';

export const ME_QUERY_KEY = ['me'] as const;

/**
 * The signed-in user, or null for a visitor. The session is read first because it
 * answers 200/null when signed out, where `/api/me` would answer 401 on every visit.
 */
export async function getMe(): Promise<Me | null> {
  if (!(await getSession())) return null;
  try {
    return await apiFetch('GET /api/me', { reportSessionLoss: false });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** Read through `useAuth()` (the auth provider holds it); no hook here, see get-session.ts. */
export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: getMe,
  staleTime: 60_000,
  // Never collected: the auth provider reads it from the cache without an observer.
  gcTime: Number.POSITIVE_INFINITY,
  retry: 1,
});
