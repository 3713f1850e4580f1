import { Copy, Pin, PinOff, RotateCcw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { HistoryItem } from '../api/get-history';

/** One past generation: when, how (AI or basic), what was asked, and its captions. */
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
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(item.createdAt),
  );
  const settings = [
    t(`captions.postTypes.${request.postType}`),
    t(`captions.styles.${request.style}`),
    t(`captions.lengths.${request.length}`),
    t(`captions.languages.${request.language}`),
  ].join(' · ');
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('generator.results.copied'));
    } catch {
      toast.error(t('generator.results.copyFailed'));
    }
  };
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
      <p className="mt-2 line-clamp-3 text-sm font-medium">{request.text}</p>
      <p className="mt-1 text-xs text-muted-foreground">{settings}</p>
      <ul className="mt-3 space-y-2">
        {item.captions.map((caption) => (
          <li
            key={`${caption.network}:${caption.variant}`}
            className="group flex items-start gap-2 rounded-lg bg-muted/60 px-3 py-2 text-sm"
          >
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold text-muted-foreground">
                {t(`captions.networks.${caption.network}`)}
                {request.variants > 1 && ` · ${t('generator.results.variant', { n: caption.variant })}`}
              </p>
              <p lang={request.language} className="mt-0.5 line-clamp-4 whitespace-pre-wrap break-words">
                {caption.text}
              </p>
            </div>
            <button
              type="button"
              aria-label={t('generator.results.copy')}
              title={t('generator.results.copy')}
              onClick={() => void copy(caption.text)}
              className="shrink-0 rounded-md p-1.5 text-muted-foreground hover:bg-background hover:text-foreground"
            >
              <Copy className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </article>
  );
}
