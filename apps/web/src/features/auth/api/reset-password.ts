import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';

/** `POST /api/auth/reset-password` with the token from the e-mailed link. */
export function resetPassword(input: { newPassword: string; token: string }): Promise<unknown> {
  return apiFetch('POST /api/auth/reset-password', { body: input, reportSessionLoss: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
