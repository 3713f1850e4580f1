import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface CurrentSession {
  session: { id: string; userId: string; expiresAt: string };
  user: { id: string; email: string; name: string };
}

/** `GET /api/auth/get-session`: 200 with `null` when signed out (no 401 noise for visitors). */
export function getSession(): Promise<CurrentSession | null> {
  return apiFetch<CurrentSession | null>('/api/auth/get-session', { reportSessionLoss: false });
}

/**
 * For `useQuery(sessionQueryOptions)`. No hook in this file: the auth provider imports it,
 * and a hook here would pull the query observer into every page's first load.
 */
export const sessionQueryOptions = queryOptions({ queryKey: ['session'], queryFn: getSession });
