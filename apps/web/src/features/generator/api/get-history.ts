import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import type { ApiResult } from '#web/lib/api-routes.ts';
import { publicationsRefresh } from '../publishing/api';
import { HISTORY_KEY } from './history-key';

export type HistoryPage = ApiResult<'GET /api/history'>;
/** One saved generation; its `request` is read through `mergeIntoForm` (old rows may not match today's options). */
export type HistoryItem = HistoryPage['items'][number];

/** Every caption's publication on the pages read (entries and their versions). */
export function historyPublications(pages: readonly HistoryPage[] | undefined) {
  return (pages ?? []).flatMap((page) =>
    page.items.flatMap((item) =>
      [item, ...(item.versions ?? [])].flatMap((entry) =>
        entry.captions.map((caption) => caption.publication),
      ),
    ),
  );
}

/**
 * `GET /api/history?q=&cursor=`: pinned entries first, then newest first, a page at a time.
 * The search runs on the server (case and accents ignored, input text and captions). Read
 * again while a caption's publication is scheduled or going out, to follow it.
 */
export const historyQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...HISTORY_KEY, q],
    queryFn: ({ pageParam, signal }) =>
      apiFetch('GET /api/history', { query: { q: q || undefined, cursor: pageParam || undefined }, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: (query) => publicationsRefresh(historyPublications(query.state.data?.pages)),
  });
