import { useQueryClient } from '@tanstack/react-query';
import { Pin, PinOff, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button-link';
import type { GenerateBody } from './generate';
import { type HistoryItem, hideEntry, useDeleteEntry, useHistory, usePin } from './history-api';

const UNDO_MS = 5000;

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The signed-in user's generations: search, pin, delete with undo, use again. */
export function History({ onUse }: { onUse: (request: GenerateBody & { language: string }) => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 250);
  const history = useHistory(q, true);
  const pin = usePin();
  const remove = useDeleteEntry();
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  const deleteWithUndo = async (item: HistoryItem) => {
    hideEntry(queryClient, item.id, true);
    let undone = false;
    const { toast } = await import('sonner');
    toast(t('generator.deleted'), {
      duration: UNDO_MS,
      action: {
        label: t('generator.undo'),
        onClick: () => {
          undone = true;
          hideEntry(queryClient, item.id, false);
        },
      },
      onAutoClose: () => {
        if (!undone) remove.mutate(item.id);
      },
      onDismiss: () => {
        if (!undone) remove.mutate(item.id);
      },
    });
  };

  return (
    <section aria-labelledby="history-heading" className="mx-auto max-w-6xl px-4 pb-12">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id="history-heading" className="text-xl font-semibold">
          {t('generator.history')}
        </h2>
        <label className="flex flex-col gap-1 text-sm">
          <span className="sr-only">{t('generator.searchHistory')}</span>
          <input
            type="search"
            value={search}
            placeholder={t('generator.searchHistory')}
            aria-label={t('generator.searchHistory')}
            onChange={(e) => setSearch(e.target.value)}
            className="w-72 rounded-md border border-border bg-card px-3 py-2"
          />
        </label>
      </div>
      {history.isSuccess && items.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('generator.noHistory')}</p>
      )}
      <ul className="space-y-3">
        {items.map((item) => (
          <li
            key={item.id}
            data-testid="history-item"
            className="rounded-2xl border border-border bg-card p-4"
          >
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
              <span>
                {item.pinned && <strong className="mr-2 text-primary">{t('generator.pinned')}</strong>}
                {new Date(item.createdAt).toLocaleString(i18n.language)} ·{' '}
                {item.source === 'ai' ? t('generator.sourceAi') : t('generator.sourceBasic')}
              </span>
              <span className="flex gap-1">
                <button
                  type="button"
                  className={buttonClasses('ghost', 'px-2 py-1 text-xs')}
                  onClick={() => pin.mutate({ id: item.id, pinned: !item.pinned })}
                >
                  {item.pinned ? (
                    <PinOff className="size-3" aria-hidden="true" />
                  ) : (
                    <Pin className="size-3" aria-hidden="true" />
                  )}
                  {item.pinned ? t('generator.unpin') : t('generator.pin')}
                </button>
                <button
                  type="button"
                  className={buttonClasses('ghost', 'px-2 py-1 text-xs')}
                  onClick={() => onUse(item.request)}
                >
                  <RotateCcw className="size-3" aria-hidden="true" />
                  {t('generator.useAgain')}
                </button>
                <button
                  type="button"
                  className={buttonClasses('ghost', 'px-2 py-1 text-xs')}
                  onClick={() => void deleteWithUndo(item)}
                >
                  <Trash2 className="size-3" aria-hidden="true" />
                  {t('generator.delete')}
                </button>
              </span>
            </div>
            <p className="mb-2 text-sm font-medium">{item.request.text}</p>
            {item.captions.map((caption) => (
              <p
                key={`${caption.network}-${caption.variant}`}
                className="mt-1 whitespace-pre-wrap text-sm text-muted-foreground"
              >
                <span className="font-medium text-foreground">
                  {t(`captions.networks.${caption.network}`)}:
                </span>{' '}
                {caption.text}
              </p>
            ))}
          </li>
        ))}
      </ul>
      {history.hasNextPage && (
        <button
          type="button"
          className={buttonClasses('secondary', 'mt-4')}
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('generator.loadMore')}
        </button>
      )}
    </section>
  );
}
