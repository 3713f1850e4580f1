import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';

/** `POST /api/auth/sign-in/social` (Google through OpenID discovery) → the provider's URL, where the browser goes next. */
export async function signInWithGoogle(input: { callbackURL: string; errorCallbackURL: string }) {
  const { url } = await apiFetch('POST /api/auth/sign-in/social', {
    body: { provider: 'google', ...input },
  });
  return url;
}

export function useSignInWithGoogle() {
  return useMutation({
    mutationFn: signInWithGoogle,
    onSuccess: (url) => window.location.assign(url),
  });
}
