import type { ExportFormat, NetworkId } from '@captia/shared';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, routeUrl } from '#web/lib/api-client.ts';
import type { ApiBody, ApiResult } from '#web/lib/api-routes.ts';

export type Campaign = ApiResult<'GET /api/campaigns/{id}'>;
export type CampaignPost = Campaign['posts'][number];
export type CampaignRequest = ApiBody<'POST /api/campaigns'>;
/** The JSON answer of `POST /api/campaigns`, and its stream's `result` event. */
export type CampaignResult = ApiResult<'POST /api/campaigns'>;

export const CAMPAIGNS_KEY = ['campaigns'] as const;

/** `GET /api/campaigns?cursor=`: the account's campaigns, newest first, a page at a time. */
export const campaignsQuery = infiniteQueryOptions({
  queryKey: [...CAMPAIGNS_KEY, 'list'],
  queryFn: ({ pageParam, signal }) =>
    apiFetch('GET /api/campaigns', { query: { cursor: pageParam || undefined }, signal }),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
  retry: false,
});

/**
 * How soon the calendar reads a campaign again to follow its publications: every 5 s while one is
 * going out or due within a minute, every minute while one waits for later, else never.
 */
export function publicationRefresh(campaign: Campaign | undefined, now = Date.now()): number | false {
  const pending = (campaign?.posts ?? [])
    .map((post) => post.publication)
    .filter((publication) => publication?.state === 'scheduled' || publication?.state === 'publishing');
  if (pending.length === 0) return false;
  const soon = pending.some(
    (publication) => publication?.state === 'publishing' || Date.parse(publication?.at ?? '') - now < 60_000,
  );
  return soon ? 5_000 : 60_000;
}

/** `GET /api/campaigns/{id}`: one campaign with its posts in time order, and their publications. */
export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: [...CAMPAIGNS_KEY, 'one', id],
    queryFn: ({ signal }) => apiFetch('GET /api/campaigns/{id}', { params: { id }, signal }),
    retry: false,
    refetchInterval: (query) => publicationRefresh(query.state.data),
  });

/** What the stream reports as each post is written: how many are done of how many. */
export interface CampaignProgress {
  written: number;
  total: number;
  post: CampaignPost;
}

/**
 * `POST /api/campaigns` as an event stream: `onPost` as each post is written (the progress bar),
 * `onNotice` when the model could not be reached; settles with the campaign and the new usage.
 */
export async function streamCampaign(
  request: CampaignRequest,
  handlers: { onPost: (progress: CampaignProgress) => void; onNotice: (message: string) => void },
  signal?: AbortSignal,
): Promise<CampaignResult> {
  // The stream's reader (zod and the events' schemas) loads when a campaign is planned, not with
  // the screen (decision 0055).
  const { streamEvents } = await import('../api/caption-stream');
  return streamEvents(
    'POST /api/campaigns',
    request,
    (progress) => {
      if (progress.event === 'post') {
        const { index, total, post } = progress.data;
        handlers.onPost({ written: index, total, post });
      } else if (progress.event === 'notice') handlers.onNotice(progress.data.message);
    },
    signal,
  );
}

/** The posts of a campaign with one of them replaced by its saved version, still in time order. */
export function withSavedPost(campaign: Campaign, saved: CampaignPost): Campaign {
  // An edit's answer carries no publication: the one read with the campaign stays. Nor its
  // review: an edited post is pending again, its reviewers' words kept as said of an older text
  // (the server's rule, decision 0058).
  const posts = campaign.posts.map((post) =>
    post.id === saved.id
      ? {
          ...saved,
          publication: saved.publication ?? post.publication,
          ...(post.review && { review: saved.review ?? editedReview(post.review) }),
        }
      : post,
  );
  return { ...campaign, posts: sortPosts(posts) };
}

type PostReview = NonNullable<CampaignPost['review']>;
const editedReview = (review: PostReview): PostReview => ({
  state: 'pending',
  comments: review.comments.map((comment) => ({ ...comment, current: false })),
});

/** Time order, as the server gives them: date, time, then the campaign's network order. */
export function sortPosts(posts: readonly CampaignPost[], networks?: readonly NetworkId[]): CampaignPost[] {
  const rank = (network: NetworkId) => networks?.indexOf(network) ?? 0;
  return [...posts].sort(
    (a, b) =>
      a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || rank(a.network) - rank(b.network),
  );
}

/** `PATCH /api/campaigns/{id}/posts/{postId}`: text, date or time; the saved post replaces the cached one. */
export function useUpdatePost(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      postId,
      body,
    }: {
      postId: string;
      body: ApiBody<'PATCH /api/campaigns/{id}/posts/{postId}'>;
    }) => apiFetch('PATCH /api/campaigns/{id}/posts/{postId}', { params: { id: campaignId, postId }, body }),
    onSuccess: (saved) =>
      queryClient.setQueryData(campaignQuery(campaignId).queryKey, (campaign) =>
        campaign ? withSavedPost(campaign, saved) : campaign,
      ),
  });
}

/** `DELETE /api/campaigns/{id}`: gone from the list and the cache. */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch('DELETE /api/campaigns/{id}', { params: { id } }),
    onSuccess: (_, id) => queryClient.removeQueries({ queryKey: campaignQuery(id).queryKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQuery.queryKey }),
  });
}

/** The export file's URL: a plain link downloads it with the session cookie. */
export function exportUrl(id: string, format: ExportFormat, network?: NetworkId): string {
  return routeUrl('/api/campaigns/{id}/export', { id }, { format, network });
}
