import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import type { ActiveSession } from '#web/lib/session/types.ts';

export const SESSIONS_QUERY_KEY = ['sessions'] as const;

/** `GET /api/auth/list-sessions`: the user's active sessions. */
export function listSessions(): Promise<ActiveSession[]> {
  return apiFetch('GET /api/auth/list-sessions');
}

export const sessionsQueryOptions = queryOptions({ queryKey: SESSIONS_QUERY_KEY, queryFn: listSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
