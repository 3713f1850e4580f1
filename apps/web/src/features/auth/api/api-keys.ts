import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import type { ApiResult } from '#web/lib/api-routes.ts';

export type ApiKey = ApiResult<'GET /api/keys'>['items'][number];
export type CreatedApiKey = ApiResult<'POST /api/keys'>;

export const API_KEYS_QUERY_KEY = ['api-keys'] as const;

/** `GET /api/keys`: the account's keys, never their secrets (paid plans; 403 plan_required otherwise). */
export const apiKeysQueryOptions = queryOptions({
  queryKey: API_KEYS_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch('GET /api/keys', { signal }),
  retry: false,
});

export function useApiKeys(enabled: boolean) {
  return useQuery({ ...apiKeysQueryOptions, enabled });
}

/**
 * `POST /api/keys` → the new key with its secret, which the server never shows again. The
 * password confirms it is the owner; an account without one (Google only) sends none.
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, password }: { name: string; password: string }) =>
      apiFetch('POST /api/keys', { body: password ? { name, password } : { name } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

/** `DELETE /api/keys/:id`: refused from the next request on. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch('DELETE /api/keys/{id}', { params: { id } }),
    onSuccess: (_, id) =>
      queryClient.setQueryData(apiKeysQueryOptions.queryKey, (list) =>
        list ? { items: list.items.filter((key) => key.id !== id) } : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
