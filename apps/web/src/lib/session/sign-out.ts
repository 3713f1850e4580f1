import { apiFetch } from '../api-client';

const signingOutListeners = new Set<() => void>();

/**
 * Told when this browser starts signing out, before the request leaves: background work that
 * needs the session (the subscription check a second after sign-in) stops first, instead of
 * racing the sign-out to the server and coming back 401.
 */
export function onSigningOut(listener: () => void): () => void {
  signingOutListeners.add(listener);
  return () => signingOutListeners.delete(listener);
}

/** `POST /api/auth/sign-out`; the client state is cleared by the auth provider. */
export function signOutRequest(): Promise<unknown> {
  for (const listener of signingOutListeners) listener();
  return apiFetch('POST /api/auth/sign-out', { body: {}, reportSessionLoss: false });
}
