import { PUBLISH_NETWORKS, type PublishNetwork } from '@captia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import type { ApiBody, ApiResult } from '#web/lib/api-routes.ts';

export type Connection = ApiResult<'GET /api/connections'>['items'][number];
export type Publication = ApiResult<'POST /api/publish'>;

export const CONNECTIONS_KEY = ['connections'] as const;

/** Where Preferences lists the connections (the section's anchor). */
export const CONNECTIONS_ANCHOR = 'connections';

/** Whether CaptIA can publish to a network (Bluesky and Mastodon; docs/decisions/0057). */
export function isPublishNetwork(network: string): network is PublishNetwork {
  return (PUBLISH_NETWORKS as readonly string[]).includes(network);
}

/** `GET /api/connections`: the account's Bluesky and Mastodon accounts, never a token. */
export const connectionsQuery = queryOptions({
  queryKey: CONNECTIONS_KEY,
  queryFn: ({ signal }) => apiFetch('GET /api/connections', { signal }),
  retry: false,
});

export function useConnections(enabled = true) {
  return useQuery({ ...connectionsQuery, enabled });
}

/**
 * `POST /api/connections`: Bluesky answers the connection; Mastodon answers where the browser
 * signs in (the instance sends it back to the preferences).
 */
export function useCreateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'POST /api/connections'>) => apiFetch('POST /api/connections', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY }),
  });
}

/** `DELETE /api/connections/{id}`: its scheduled publications fail (the calendar reads them again). */
export function useRemoveConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch('DELETE /api/connections/{id}', { params: { id } }),
    onSuccess: (_, id) =>
      queryClient.setQueryData(connectionsQuery.queryKey, (list) =>
        list ? { items: list.items.filter((connection) => connection.id !== id) } : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY }),
  });
}

/** `POST /api/publish`: a generator result, now or at a time. */
export function usePublish() {
  return useMutation({
    mutationFn: (body: ApiBody<'POST /api/publish'>) => apiFetch('POST /api/publish', { body }),
  });
}

/** `POST /api/publications/{id}/retry`: a failed publication sent again; `onDone` reads its list again. */
export function useRetryPublication(onDone: () => unknown) {
  return useMutation({
    mutationFn: (id: string) => apiFetch('POST /api/publications/{id}/retry', { params: { id } }),
    onSettled: onDone,
  });
}

/**
 * How soon a list showing publications is read again to follow them: every 5 s while one is going
 * out or due within a minute, every minute while one waits for later, else never.
 */
export function publicationsRefresh(
  publications: Iterable<{ state: string; at: string } | null | undefined>,
  now = Date.now(),
): number | false {
  let pending = false;
  for (const publication of publications) {
    if (publication?.state === 'publishing') return 5_000;
    if (publication?.state !== 'scheduled') continue;
    if (Date.parse(publication.at) - now < 60_000) return 5_000;
    pending = true;
  }
  return pending ? 60_000 : false;
}

/** `POST /api/campaigns/{id}/posts/{postId}/publish`; `onDone` reads the campaign again. */
export function usePublishPost(campaignId: string, onDone: () => unknown) {
  return useMutation({
    mutationFn: ({
      postId,
      body,
    }: {
      postId: string;
      body: ApiBody<'POST /api/campaigns/{id}/posts/{postId}/publish'>;
    }) =>
      apiFetch('POST /api/campaigns/{id}/posts/{postId}/publish', {
        params: { id: campaignId, postId },
        body,
      }),
    onSettled: onDone,
  });
}
