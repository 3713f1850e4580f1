import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';

/** `POST /api/auth/delete-user`: deletes the account and all its data. */
export function deleteUser(input: { password: string }): Promise<unknown> {
  return apiFetch('POST /api/auth/delete-user', { body: input });
}

export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser });
}
