import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface SignInInput {
  email: string;
  password: string;
}

/** `POST /api/auth/sign-in/email`: sets the session cookie. */
export function signIn(input: SignInInput): Promise<unknown> {
  return apiFetch('/api/auth/sign-in/email', { body: input });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
