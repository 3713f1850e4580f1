import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '#web/lib/api-client.ts';
import type { ApiBody, ApiResult } from '#web/lib/api-routes.ts';

export type PublicReview = ApiResult<'GET /api/review/{token}'>;
export type ReviewPost = PublicReview['posts'][number];
export type ReviewDecisionBody = ApiBody<'POST /api/review/{token}/posts/{postId}/decision'>;

/** A review link's token as the server makes them: 32 bytes in base64url. Any other is never asked for. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const reviewKey = (token: string) => ['review', token] as const;

/** `GET /api/review/{token}`: the campaign a link shows (404 for an unknown, expired or revoked one). */
export function useReview(token: string) {
  return useQuery({
    queryKey: reviewKey(token),
    queryFn: ({ signal }) =>
      apiFetch('GET /api/review/{token}', { params: { token }, signal, reportSessionLoss: false }),
    enabled: TOKEN_SHAPE.test(token),
    retry: false,
  });
}

/**
 * `POST …/decision` (with the post's `version` as read): the post's new state goes into the
 * review at once. A post edited since it was read (409 `review_post_changed`) reloads the review,
 * so the reviewer sees the current text before deciding again.
 */
export function useDecide(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, body }: { postId: string; body: ReviewDecisionBody }) =>
      apiFetch('POST /api/review/{token}/posts/{postId}/decision', {
        params: { token, postId },
        body,
        reportSessionLoss: false,
      }),
    onError: (error) => {
      if (isApiError(error, 'review_post_changed'))
        void queryClient.invalidateQueries({ queryKey: reviewKey(token) });
    },
    onSuccess: (result) =>
      queryClient.setQueryData<PublicReview>(reviewKey(token), (review) =>
        review
          ? {
              ...review,
              posts: review.posts.map((post) =>
                post.id === result.postId ? { ...post, state: result.state } : post,
              ),
            }
          : review,
      ),
  });
}

export type ReviewLink = ApiResult<'GET /api/campaigns/{id}/review-links'>['items'][number];
export type CreatedReviewLink = ApiResult<'POST /api/campaigns/{id}/review-links'>;
const linksKey = (campaignId: string) => ['campaigns', campaignId, 'review-links'] as const;

/** `GET /api/campaigns/{id}/review-links`: the owner's links, never their URLs. */
export function useReviewLinks(campaignId: string, enabled: boolean) {
  return useQuery({
    queryKey: linksKey(campaignId),
    queryFn: ({ signal }) =>
      apiFetch('GET /api/campaigns/{id}/review-links', { params: { id: campaignId }, signal }),
    enabled,
    retry: false,
  });
}

/** `POST …/review-links` → the link with its URL, which the server never shows again. */
export function useCreateReviewLink(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'POST /api/campaigns/{id}/review-links'>) =>
      apiFetch('POST /api/campaigns/{id}/review-links', { params: { id: campaignId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linksKey(campaignId) }),
  });
}

/** `DELETE …/review-links/{linkId}`: the link stops working at once. */
export function useRevokeReviewLink(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      apiFetch('DELETE /api/campaigns/{id}/review-links/{linkId}', { params: { id: campaignId, linkId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linksKey(campaignId) }),
  });
}
