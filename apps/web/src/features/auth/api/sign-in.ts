import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import type { ApiBody, ApiResult } from '#web/lib/api-routes.ts';

export type SignInInput = ApiBody<'POST /api/auth/sign-in/email'>;

/**
 * `POST /api/auth/sign-in/email`: sets the session cookie, or (two-factor on) answers
 * `twoFactorRedirect` and the second step's cookie instead.
 */
export function signIn(input: SignInInput): Promise<ApiResult<'POST /api/auth/sign-in/email'>> {
  return apiFetch('POST /api/auth/sign-in/email', { body: input });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
