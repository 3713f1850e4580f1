import { apiFetch } from '../api-client';

/** `POST /api/auth/sign-out`; the client state is cleared by the auth provider. */
export function signOutRequest(): Promise<unknown> {
  return apiFetch('POST /api/auth/sign-out', { body: {}, reportSessionLoss: false });
}
