import type { AltText, NetworkId } from '@captia/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { HistoryItem, HistoryPage } from './api/get-history';
import { HISTORY_KEY } from './api/history-key';

type HistoryData = { pages: HistoryPage[]; pageParams: unknown[] };

/** Every history entry the cache holds, whatever search each list was read with. */
export function cachedEntries(queryClient: QueryClient): HistoryItem[] {
  return queryClient
    .getQueriesData<HistoryData>({ queryKey: HISTORY_KEY })
    .flatMap(([, data]) => data?.pages.flatMap((page) => page.items) ?? []);
}

/**
 * The history entry a fresh result with a photo was saved as: the one the answer names
 * (`entryId`), else — an answer without it — the entry with an alt text holding one of the
 * result's captions (the newest first, as the history lists them). Undefined until the history
 * read after it has it.
 */
export function findResultEntry(
  entries: Iterable<HistoryItem>,
  captions: readonly { network: NetworkId; text: string }[],
  /** The entry the answer names (`entryId`): the one, when given. */
  entryId?: string | null,
): HistoryItem | undefined {
  if (entryId) {
    for (const entry of entries) if (entry.id === entryId) return entry;
    return undefined;
  }
  for (const entry of entries) {
    if (!entry.altText) continue;
    if (
      captions.some((caption) =>
        entry.captions.some((saved) => saved.network === caption.network && saved.text === caption.text),
      )
    )
      return entry;
  }
  return undefined;
}

/**
 * The history caption a result's text was saved as: the newest entry (or version of one, a
 * rework's) with a caption of that network and text, and that caption's variant. A publication
 * made from the result names it, so the history shows the publication on it.
 */
export function findSavedCaption(
  entries: Iterable<HistoryItem>,
  caption: { network: NetworkId; text: string },
): { historyId: string; variant: number } | undefined {
  const match = (id: string, captions: readonly { network: NetworkId; text: string; variant: number }[]) => {
    const saved = captions.find((c) => c.network === caption.network && c.text === caption.text);
    return saved ? { historyId: id, variant: saved.variant } : undefined;
  };
  for (const entry of entries) {
    const found =
      match(entry.id, entry.captions) ??
      [...(entry.versions ?? [])]
        .reverse()
        .map((version) => match(version.id, version.captions))
        .find(Boolean);
    if (found) return found;
  }
  return undefined;
}

/** The entry of `findResultEntry`, followed as the history cache changes (read again, edited). */
export function useResultEntry(
  captions: readonly { network: NetworkId; text: string }[],
  enabled: boolean,
  entryId?: string | null,
): HistoryItem | undefined {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => (enabled ? findResultEntry(cachedEntries(queryClient), captions, entryId) : undefined),
    () => undefined,
  );
}

/** Puts an entry's saved alt text in every cached history list (the results and the history show it). */
export function setCachedAltText(queryClient: QueryClient, id: string, altText: AltText) {
  queryClient.setQueriesData<HistoryData>(
    { queryKey: HISTORY_KEY },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((entry) => (entry.id === id ? { ...entry, altText } : entry)),
        })),
      },
  );
}
