import type { Caption } from '@captia/shared';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import type { GenerateBody } from './generate';
import { HISTORY_KEY } from './history-key';

export { HISTORY_KEY };

export interface HistoryItem {
  id: string;
  createdAt: string;
  pinned: boolean;
  source: 'ai' | 'basic';
  request: GenerateBody & { language: string };
  captions: Caption[];
}

interface HistoryPage {
  items: HistoryItem[];
  nextCursor: string | null;
}

/** `GET /api/history?q=&cursor=`: newest first, pinned on top, one page at a time. */
export function useHistory(q: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...HISTORY_KEY, q],
    queryFn: ({ pageParam }) =>
      apiFetch<HistoryPage>(
        `/api/history?${new URLSearchParams({ q, ...(pageParam ? { cursor: pageParam } : {}) })}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function usePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pinned }: { id: string; pinned: boolean }) =>
      apiFetch(`/api/history/${id}/pin`, { method: pinned ? 'POST' : 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
  });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/history/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
  });
}

/** Hides an entry at once (the delete itself waits for the undo toast to close). */
export function hideEntry(queryClient: ReturnType<typeof useQueryClient>, id: string, hidden: boolean) {
  queryClient.setQueriesData<InfiniteData<HistoryPage>>({ queryKey: HISTORY_KEY }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: hidden ? page.items.filter((item) => item.id !== id) : page.items,
          })),
        }
      : data,
  );
  if (!hidden) void queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
}
