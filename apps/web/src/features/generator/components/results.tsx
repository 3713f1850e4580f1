import type { NetworkId, NetworkOption } from '@captia/shared';
import { RefreshCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { useTranslation } from '#web/lib/translator.ts';
import type { Run } from '../controller';
import { cardKey, type Slot } from '../generation';
import { useResultEntry } from '../history-cache';
import { AltTextSection } from './alt-text';
import { CaptionCard } from './caption-card';

/** The captions of the last run, streamed in as they are written (lazy: loaded with the first run). */
export default function Results({
  run,
  limits,
  onRegenerate,
}: {
  run: Run;
  limits: Partial<Record<NetworkId, NetworkOption['limits']>>;
  onRegenerate: (slot: Slot | null) => void;
}) {
  const { t } = useTranslation();
  const writing = run.busy === 'all';
  // The history entry this run was saved as (found once the history is read after it): its alt
  // text, edited there or here, is the one shown, and it is what Edit saves to.
  const entry = useResultEntry(run.cards, Boolean(run.altText) && !run.busy, run.entryId);
  const altText = entry?.altText ?? run.altText;
  return (
    <div className="space-y-3">
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-muted-foreground">
          {writing
            ? t('generator.results.writing')
            : `${t('generator.results.ready', { count: run.cards.length })} ${
                run.source === 'ai' ? t('generator.results.sourceAi') : t('generator.results.sourceBasic')
              }`}
        </p>
        {!writing && run.cards.length > 0 && (
          <Button
            variant="secondary"
            className="px-3 py-1.5 text-xs"
            disabled={Boolean(run.busy)}
            onClick={() => onRegenerate(null)}
          >
            <RefreshCw className="size-3.5" aria-hidden="true" />
            {t('generator.results.regenerateAll')}
          </Button>
        )}
      </div>
      {writing && run.cards.length === 0 && (
        <div className="h-32 animate-pulse rounded-2xl border border-border bg-muted" aria-hidden="true" />
      )}
      <ul className="space-y-3">
        {run.cards.map((card) => (
          <li key={cardKey(card)}>
            <CaptionCard
              card={card}
              showVariant={run.request.variants > 1}
              writing={run.busy === 'all' || run.busy === cardKey(card)}
              disabled={Boolean(run.busy)}
              limits={limits}
              language={run.request.language}
              brandId={run.request.brandId}
              photo={run.request.image}
              altText={altText?.altText}
              onRegenerate={() => onRegenerate(card)}
            />
          </li>
        ))}
      </ul>
      {altText && !writing && (
        <AltTextSection value={altText} entryId={entry?.id} language={run.request.language} />
      )}
    </div>
  );
}
