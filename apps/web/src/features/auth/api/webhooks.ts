import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import type { ApiBody, ApiResult } from '#web/lib/api-routes.ts';

export type Webhook = ApiResult<'GET /api/webhooks'>['items'][number];
export type CreatedWebhook = ApiResult<'POST /api/webhooks'>;
export type WebhookDelivery = ApiResult<'GET /api/webhooks/{id}/deliveries'>['items'][number];

const WEBHOOKS_KEY = ['webhooks'] as const;

/** `GET /api/webhooks`: the account's endpoints, never their secrets. */
export function useWebhooks() {
  return useQuery({
    queryKey: WEBHOOKS_KEY,
    queryFn: ({ signal }) => apiFetch('GET /api/webhooks', { signal }),
    retry: false,
  });
}

/** `POST /api/webhooks` → the endpoint with its secret, which the server never shows again. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'POST /api/webhooks'>) => apiFetch('POST /api/webhooks', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

export function useRemoveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch('DELETE /api/webhooks/{id}', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

/** `POST /api/webhooks/{id}/test`: a `webhook.test` delivery, queued now; its deliveries are read again. */
export function useTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch('POST /api/webhooks/{id}/test', { params: { id } }),
    onSettled: (_, __, id) =>
      queryClient.invalidateQueries({ queryKey: [...WEBHOOKS_KEY, id, 'deliveries'] }),
  });
}

/** While a delivery shown is waiting or being sent, the list is read again this often. */
export const DELIVERIES_REFRESH_MS = 3_000;

/**
 * The last 50 deliveries of an endpoint, read while they are shown, and again every few seconds
 * while one of them is still waiting or being sent (a test's delivery goes out within seconds).
 */
export function useDeliveries(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...WEBHOOKS_KEY, id, 'deliveries'],
    queryFn: ({ signal }) => apiFetch('GET /api/webhooks/{id}/deliveries', { params: { id }, signal }),
    enabled,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.items.some(
        (delivery) => delivery.state === 'pending' || delivery.state === 'delivering',
      )
        ? DELIVERIES_REFRESH_MS
        : false,
  });
}
