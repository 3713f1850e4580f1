import type { Language, NetworkId, Slide } from '@captia/shared';
import { Undo2 } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/translator.ts';
import type { PostPublication } from '../publishing/publication-status';
import { useRework } from '../use-rework';
import { CopyButtons } from './copy-buttons';
import { HistoryPublication } from './history-publication';
import { ReworkActions } from './rework-actions';

/**
 * One caption of a history entry, with the same changes as a result card (in a menu, the row
 * being narrow). A change is saved as a version of the entry (`entryId`) and streams in here.
 * Its latest publication (published from the result) shows under it.
 */
export function HistoryCaption({
  entryId,
  createdAt,
  caption,
  language,
  brandId,
  variantLabel,
}: {
  entryId: string;
  /** When the entry was written (names a publication's Retry). */
  createdAt: string;
  caption: {
    network: NetworkId;
    variant: number;
    text: string;
    length: number;
    limit: number;
    posts?: string[] | undefined;
    slides?: Slide[] | undefined;
    publication?: PostPublication | null | undefined;
  };
  language: Language | undefined;
  brandId: string | undefined;
  variantLabel: string | null;
}) {
  const { t } = useTranslation();
  const rework = useRework({
    base: {
      network: caption.network,
      text: caption.text,
      language,
      length: caption.length,
      limit: caption.limit,
      posts: caption.posts,
      slides: caption.slides,
    },
    brandId,
    entryId,
  });
  const shown = rework.state.current;
  const busy = rework.state.busy !== null;

  return (
    <li
      data-testid="history-caption"
      aria-busy={busy || undefined}
      className="flex flex-wrap items-start gap-2 rounded-lg bg-muted/60 px-3 py-2 text-sm"
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold text-muted-foreground">
          {t(`captions.networks.${shown.network}`)}
          {variantLabel && ` · ${variantLabel}`}
        </p>
        <p
          lang={shown.language ?? language}
          className={cn(
            'mt-0.5 whitespace-pre-wrap break-words',
            busy || rework.canUndo ? '' : 'line-clamp-4',
            busy &&
              'after:ml-0.5 after:inline-block after:h-3.5 after:w-1.5 after:animate-pulse after:bg-primary after:align-middle',
          )}
        >
          {shown.text}
        </p>
        <p role="status" className="sr-only">
          {rework.announcement}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center justify-end gap-1">
        {rework.canUndo && (
          <button
            type="button"
            aria-label={t('generator.rework.undoLabel')}
            title={t('generator.rework.undoLabel')}
            onClick={rework.undo}
            className="rounded-md p-1.5 text-muted-foreground hover:bg-background hover:text-foreground"
          >
            <Undo2 className="size-3.5" aria-hidden="true" />
          </button>
        )}
        <ReworkActions
          version={shown}
          busy={rework.state.busy}
          disabled={false}
          menuOnly
          onRun={(choice) => void rework.run(choice)}
        />
        <CopyButtons text={shown.text} network={shown.network} disabled={busy} compact />
      </div>
      {/* The whole row's width under the text and its actions, which stay beside the text. */}
      {caption.publication && (
        <HistoryPublication publication={caption.publication} createdAt={createdAt} className="basis-full" />
      )}
    </li>
  );
}
