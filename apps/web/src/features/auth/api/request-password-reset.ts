import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';

/** `POST /api/auth/request-password-reset`: the same answer whether or not the account exists. */
export function requestPasswordReset(input: { email: string }): Promise<unknown> {
  return apiFetch('POST /api/auth/request-password-reset', {
    body: { ...input, redirectTo: '/reset-password' },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
