import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import type { ApiBody } from '#web/lib/api-routes.ts';

export type SignUpInput = Omit<ApiBody<'POST /api/auth/sign-up/email'>, 'callbackURL'>;

/** `POST /api/auth/sign-up/email`: creates the account and signs it in. */
export function signUp(input: SignUpInput): Promise<unknown> {
  return apiFetch('POST /api/auth/sign-up/email', { body: { ...input, callbackURL: '/' } });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
