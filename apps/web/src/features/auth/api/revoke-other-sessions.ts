import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import { SESSIONS_QUERY_KEY } from './list-sessions';

/** `POST /api/auth/revoke-other-sessions`: signs every other device out. */
export function revokeOtherSessions(): Promise<unknown> {
  return apiFetch('POST /api/auth/revoke-other-sessions', { body: {} });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
