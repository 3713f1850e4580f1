import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import { SESSIONS_QUERY_KEY } from './list-sessions';

/** `POST /api/auth/change-password`; every other session is revoked. */
export function changePassword(input: { currentPassword: string; newPassword: string }): Promise<unknown> {
  return apiFetch('POST /api/auth/change-password', { body: { ...input, revokeOtherSessions: true } });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // This device gets a new session; the list and the current-session read change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['session'] }),
  });
}
