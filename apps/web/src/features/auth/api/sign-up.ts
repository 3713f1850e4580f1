import type { Language } from '@captia/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  language: Language;
  timezone: string;
}

/** `POST /api/auth/sign-up/email`: creates the account and signs it in. */
export function signUp(input: SignUpInput): Promise<unknown> {
  return apiFetch('/api/auth/sign-up/email', { body: { ...input, callbackURL: '/' } });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
