import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import type { ApiResult } from '#web/lib/api-routes.ts';

export type ReviewNoticeList = ApiResult<'GET /api/review-notices'>;
export type ReviewNotice = ReviewNoticeList['items'][number];

/** How often the bell asks for new reviews while the tab is visible (and on focus). */
export const NOTICES_REFRESH_MS = 60_000;
export const NOTICES_KEY = ['review-notices'] as const;

/**
 * `GET /api/review-notices`: read every minute while the tab is visible (TanStack Query stops
 * interval reads in a hidden tab) and again when the window gets the focus back.
 */
export function useReviewNotices(enabled: boolean) {
  return useQuery({
    queryKey: NOTICES_KEY,
    queryFn: ({ signal }) => apiFetch('GET /api/review-notices', { signal }),
    enabled,
    retry: false,
    refetchInterval: NOTICES_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/**
 * `POST /api/review-notices/seen` up to the newest notice read: the list in the cache has those
 * notices seen at once, and the server's count of the ones still unseen (decided since). A read
 * under way is dropped first (answered before the mark, it would bring the old count back), and
 * the list is read again after it.
 */
export function useMarkNoticesSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (until: string) => apiFetch('POST /api/review-notices/seen', { body: { until } }),
    onMutate: () => queryClient.cancelQueries({ queryKey: NOTICES_KEY }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTICES_KEY }),
    onSuccess: (result, until) =>
      queryClient.setQueryData<ReviewNoticeList>(NOTICES_KEY, (list) =>
        list
          ? {
              unseen: result.unseen,
              // The times are the server's, all in one format (UTC, microseconds): they compare as text.
              items: list.items.map((item) => (item.createdAt <= until ? { ...item, unseen: false } : item)),
            }
          : list,
      ),
  });
}
