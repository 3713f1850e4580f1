import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ApiBody } from '../../../lib/api-routes';

export type SignInInput = ApiBody<'POST /api/auth/sign-in/email'>;

/** `POST /api/auth/sign-in/email`: sets the session cookie. */
export function signIn(input: SignInInput): Promise<unknown> {
  return apiFetch('POST /api/auth/sign-in/email', { body: input });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
