import type { Passkey } from '@captia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';

/**
 * Passkeys (decision 0041): each ceremony asks the server for options, hands them to the
 * browser's WebAuthn (`@simplewebauthn/browser`, loaded only then), and sends the answer back.
 */
export const PASSKEYS_QUERY_KEY = ['passkeys'] as const;

export const passkeysQueryOptions = queryOptions({
  queryKey: PASSKEYS_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch('GET /api/auth/passkey/list-user-passkeys', { signal }),
});

export function usePasskeys() {
  return useQuery(passkeysQueryOptions);
}

/**
 * Whether passkeys can be used on this page: the browser needs WebAuthn (a secure context), and
 * WebAuthn refuses an IP address as the site's id — the app opened at http://127.0.0.1 or a LAN
 * address cannot use them (the server answers `passkey_unavailable` there too).
 */
export function passkeyAvailability(): 'available' | 'no-webauthn' | 'ip-address' {
  if (
    typeof window === 'undefined' ||
    !window.isSecureContext ||
    typeof window.PublicKeyCredential !== 'function'
  )
    return 'no-webauthn';
  const host = window.location.hostname;
  if (host.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return 'ip-address';
  return 'available';
}

/** The person closed the browser's passkey prompt or it timed out: not an error to report loudly. */
export function isCeremonyCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

/** Password (and a code with two-factor on) → options → the authenticator makes a key → saved. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, password, code }: { name: string; password: string; code?: string }) => {
      const optionsJSON = await apiFetch('POST /api/auth/passkey/generate-register-options', {
        body: code ? { password, code } : { password },
      });
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON });
      return apiFetch('POST /api/auth/passkey/verify-registration', {
        body: name ? { response, name } : { response },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; name: string }) =>
      apiFetch('POST /api/auth/passkey/update-passkey', { body }),
    onSuccess: ({ passkey }) =>
      queryClient.setQueryData(passkeysQueryOptions.queryKey, (list?: Passkey[]) =>
        list?.map((item) => (item.id === passkey.id ? passkey : item)),
      ),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch('POST /api/auth/passkey/delete-passkey', { body: { id } }),
    onSuccess: (_, id) =>
      queryClient.setQueryData(passkeysQueryOptions.queryKey, (list?: Passkey[]) =>
        list?.filter((item) => item.id !== id),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
  });
}

/** Sign-in with a passkey the authenticator offers for this site: no address typed. */
export function useSignInWithPasskey() {
  return useMutation({
    mutationFn: async () => {
      const optionsJSON = await apiFetch('POST /api/auth/passkey/generate-authenticate-options', {
        body: {},
      });
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const response = await startAuthentication({ optionsJSON });
      return apiFetch('POST /api/auth/passkey/verify-authentication', { body: { response } });
    },
  });
}
