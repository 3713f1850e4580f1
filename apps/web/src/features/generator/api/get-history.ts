import type { Caption, CaptionSource } from '@captia/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { GenerateRequest } from '../form';
import { HISTORY_KEY } from './history-key';

export interface HistoryItem {
  id: string;
  createdAt: string;
  pinned: boolean;
  source: CaptionSource;
  request: GenerateRequest;
  captions: Caption[];
}

export interface HistoryPage {
  items: HistoryItem[];
  nextCursor: string | null;
}

/**
 * `GET /api/history?q=&cursor=`: pinned entries first, then newest first, a page at a time.
 * The search runs on the server (case and accents ignored, input text and captions).
 */
export const historyQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...HISTORY_KEY, q],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return apiFetch<HistoryPage>(`/api/history${query ? `?${query}` : ''}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
