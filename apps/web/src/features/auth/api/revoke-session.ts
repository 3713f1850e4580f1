import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import type { ActiveSession } from '#web/lib/session/types.ts';
import { SESSIONS_QUERY_KEY } from './list-sessions';

/** `POST /api/auth/revoke-session`: signs one device out. */
export function revokeSession(input: { token: string }): Promise<unknown> {
  return apiFetch('POST /api/auth/revoke-session', { body: input });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: (_, { token }) => {
      queryClient.setQueryData<ActiveSession[]>(SESSIONS_QUERY_KEY, (sessions) =>
        sessions?.filter((session) => session.token !== token),
      );
      return queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
  });
}
