import type { NetworkOption } from '@captia/shared';
import { Copy, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { Card } from '../generation';

/**
 * One caption. Its count is the server's, as the network counts it (X weighting, bytes…); while
 * the text is still being written, a plain character count stands in for it.
 */
export function CaptionCard({
  card,
  showVariant,
  writing,
  disabled,
  limit,
  language,
  onRegenerate,
}: {
  card: Card;
  /** The captions' language, which may differ from the interface's. */
  language: string;
  showVariant: boolean;
  writing: boolean;
  disabled: boolean;
  limit: NetworkOption['limits'] | undefined;
  onRegenerate: () => void;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const final = card.length !== undefined && card.limit !== undefined && !writing;
  const count = final ? card.length : card.text.length;
  const max = card.limit ?? limit?.maxLength;
  const over = max !== undefined && count !== undefined && count > max;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(card.text);
      toast.success(t('generator.results.copied'));
    } catch {
      toast.error(t('generator.results.copyFailed'));
    }
  };

  return (
    <article
      data-testid="caption"
      aria-busy={writing || undefined}
      className="rounded-2xl border border-border bg-card p-4 shadow-sm"
    >
      <header className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <h3 className="font-semibold">
          {t(`captions.networks.${card.network}`)}
          {showVariant && (
            <span className="font-normal text-muted-foreground">
              {' · '}
              {t('generator.results.variant', { n: card.variant })}
            </span>
          )}
        </h3>
        {max !== undefined && count !== undefined && (
          <span
            data-testid="caption-count"
            className={cn(
              'text-xs tabular-nums',
              over ? 'font-medium text-red-700 dark:text-red-400' : 'text-muted-foreground',
            )}
          >
            {t('generator.results.count', {
              length: number.format(count),
              limit: number.format(max),
              unit: limit?.unitLabel ?? '',
            }).trim()}
          </span>
        )}
      </header>
      <p
        lang={language}
        data-testid="caption-text"
        className={cn(
          'whitespace-pre-wrap break-words text-[0.95rem] leading-relaxed',
          writing &&
            'after:ml-0.5 after:inline-block after:h-4 after:w-1.5 after:animate-pulse after:bg-primary after:align-middle',
        )}
      >
        {card.text}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" className="px-3 py-1.5 text-xs" disabled={writing} onClick={copy}>
          <Copy className="size-3.5" aria-hidden="true" />
          {t('generator.results.copy')}
        </Button>
        <Button variant="ghost" className="px-3 py-1.5 text-xs" disabled={disabled} onClick={onRegenerate}>
          <RefreshCw className={cn('size-3.5', writing && 'animate-spin')} aria-hidden="true" />
          {t('generator.results.regenerate')}
        </Button>
      </div>
    </article>
  );
}
