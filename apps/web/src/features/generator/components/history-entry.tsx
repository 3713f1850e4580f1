import { isLanguage, LENGTH_IDS, POST_TYPE_IDS, STYLE_IDS } from '@captia/shared';
import { Pin, PinOff, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { type TFunction, useTranslation } from '#web/lib/translator.ts';
import type { HistoryItem } from '../api/get-history';
import { AltTextSection } from './alt-text';
import { HistoryCaption } from './history-caption';
import { HistoryThumbnail } from './history-thumbnail';
import { HistoryVersions } from './history-versions';

const known = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/**
 * The saved request's settings in words. The contract gives the request as it was stored, so
 * a value from an older version (an option since removed) is left out rather than mislabelled.
 */
function describeRequest(t: TFunction, request: HistoryItem['request']) {
  const { postType, style, length, language } = request;
  return [
    known(POST_TYPE_IDS, postType) && t(`captions.postTypes.${postType}`),
    known(STYLE_IDS, style) && t(`captions.styles.${style}`),
    known(LENGTH_IDS, length) && t(`captions.lengths.${length}`),
    isLanguage(language) && t(`captions.languages.${language}`),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** One past generation: when, how (AI or basic), what was asked, its captions and their versions. */
export function HistoryEntry({
  item,
  busy,
  onPin,
  onUse,
  onDelete,
}: {
  item: HistoryItem;
  busy: boolean;
  onPin: () => void;
  onUse: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { request } = item;
  const language = isLanguage(request.language) ? request.language : undefined;
  const showVariant = typeof request.variants === 'number' && request.variants > 1;
  const date = formatDateTime(item.createdAt, i18n.language);
  const settings = describeRequest(t, request);
  const action = 'px-2.5 py-1 text-xs';

  return (
    <article
      data-testid="history-item"
      className={cn(
        'rounded-2xl border bg-card p-4 shadow-sm',
        item.pinned ? 'border-primary/50' : 'border-border',
      )}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {item.pinned && (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 font-semibold text-primary">
              <Pin className="size-3" aria-hidden="true" />
              {t('generator.history.pinned')}
            </span>
          )}
          <time dateTime={item.createdAt}>{date}</time>
          <span className="rounded-full border border-border px-2 py-0.5">
            {item.source === 'ai' ? t('generator.history.sourceAi') : t('generator.history.sourceBasic')}
          </span>
        </div>
        <div className="flex flex-wrap gap-1">
          <Button variant="ghost" className={action} disabled={busy} onClick={onPin}>
            {item.pinned ? (
              <PinOff className="size-3.5" aria-hidden="true" />
            ) : (
              <Pin className="size-3.5" aria-hidden="true" />
            )}
            {item.pinned ? t('generator.history.unpin') : t('generator.history.pin')}
          </Button>
          <Button variant="ghost" className={action} onClick={onUse}>
            <RotateCcw className="size-3.5" aria-hidden="true" />
            {t('generator.history.useAgain')}
          </Button>
          <Button variant="ghost" className={action} onClick={onDelete}>
            <Trash2 className="size-3.5" aria-hidden="true" />
            {t('generator.history.delete')}
          </Button>
        </div>
      </header>
      <HistoryThumbnail src={item.thumbnail}>
        <p className="mt-2 line-clamp-3 text-sm font-medium">
          {typeof request.text === 'string' ? request.text : ''}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{settings}</p>
      </HistoryThumbnail>
      <ul className="mt-3 space-y-2">
        {item.captions.map((caption) => (
          <HistoryCaption
            key={`${caption.network}:${caption.variant}`}
            entryId={item.id}
            createdAt={item.createdAt}
            caption={caption}
            language={language}
            brandId={typeof request.brandId === 'string' ? request.brandId : undefined}
            variantLabel={showVariant ? t('generator.results.variant', { n: caption.variant }) : null}
          />
        ))}
      </ul>
      {item.altText && <AltTextSection value={item.altText} entryId={item.id} language={language} inline />}
      <HistoryVersions versions={item.versions ?? []} />
    </article>
  );
}
