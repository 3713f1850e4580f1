import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { inputClasses } from '#web/components/ui/field.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { deleteEntry } from '../api/delete-entry';
import { type HistoryItem, type HistoryPage, historyQuery } from '../api/get-history';
import { HISTORY_KEY } from '../api/history-key';
import { setPinned } from '../api/pin-entry';
import { hide, isPending, pendingDeletes, subscribePending, unhide } from '../pending-deletes';
import { HistoryEntry } from './history-entry';

const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The signed-in user's generations (lazy: below the form): pinned first, then newest first;
 * searched on the server; pin, unpin, delete with undo, use again; more pages as the end of
 * the list comes into view (or with the button).
 */
export default function History({ onUse }: { onUse: (request: HistoryItem['request']) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const history = useInfiniteQuery({ ...historyQuery(q), placeholderData: keepPreviousData });
  const hidden = useSyncExternalStore(subscribePending, pendingDeletes, pendingDeletes);
  const [working, setWorking] = useState<string | null>(null);
  const items = (history.data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((item) => !hidden.has(item.id));
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;

  // Infinite scroll: the next page loads as the end of the list comes into view.
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const failed = () => toast.error(t('generator.history.actionFailed'));

  const togglePin = async (item: HistoryItem) => {
    setWorking(item.id);
    try {
      await setPinned(item.id, !item.pinned);
      // Shown at once; the order (pinned first) comes with the list read again.
      queryClient.setQueriesData<{ pages: HistoryPage[]; pageParams: unknown[] }>(
        { queryKey: HISTORY_KEY },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((entry) =>
                entry.id === item.id ? { ...entry, pinned: !item.pinned } : entry,
              ),
            })),
          },
      );
      await queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
    } catch {
      failed();
    } finally {
      setWorking(null);
    }
  };

  // Hidden at once; the DELETE is sent when the undo toast closes, unless undone.
  const remove = (item: HistoryItem) => {
    hide(item.id);
    let undone = false;
    const commit = async () => {
      if (undone || !isPending(item.id)) return;
      try {
        await deleteEntry(item.id);
      } catch (error) {
        // Already gone (sent when a tab was hidden, or from another tab) is what was asked.
        if (!isApiError(error, 'not_found')) {
          unhide(item.id);
          failed();
          return;
        }
      }
      await queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
      unhide(item.id);
    };
    toast(t('generator.history.deleted'), {
      action: {
        label: t('generator.history.undo'),
        onClick: () => {
          undone = true;
          unhide(item.id);
        },
      },
      onAutoClose: () => void commit(),
      onDismiss: () => void commit(),
    });
  };

  return (
    <section aria-labelledby={headingId} className="mt-12">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {t('generator.history.heading')}
        </h2>
        <div className="relative w-full sm:w-80">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <input
            type="search"
            value={search}
            aria-label={t('generator.history.search')}
            placeholder={t('generator.history.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
            className={cn(inputClasses, 'pl-9')}
          />
        </div>
      </div>

      {history.isError && !history.data ? (
        <div className="flex flex-wrap items-center gap-3 text-sm" role="alert">
          {t('generator.history.loadFailed')}
          <Button variant="secondary" className="px-3 py-1.5 text-xs" onClick={() => void history.refetch()}>
            {t('generator.history.retry')}
          </Button>
        </div>
      ) : history.isPending ? (
        <p className="text-sm text-muted-foreground">{t('generator.history.loading')}</p>
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          {q ? t('generator.history.noMatch', { q }) : t('generator.history.empty')}
        </p>
      ) : (
        <ul
          className={cn('space-y-3', history.isPlaceholderData && 'opacity-60')}
          aria-busy={history.isFetching || undefined}
        >
          {items.map((item) => (
            <li key={item.id}>
              <HistoryEntry
                item={item}
                busy={working === item.id}
                onPin={() => void togglePin(item)}
                onUse={() => onUse(item.request)}
                onDelete={() => remove(item)}
              />
            </li>
          ))}
        </ul>
      )}

      <div ref={end} />
      {hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            pending={isFetchingNextPage}
            pendingLabel={t('generator.history.loading')}
            onClick={() => void fetchNextPage()}
          >
            {t('generator.history.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
