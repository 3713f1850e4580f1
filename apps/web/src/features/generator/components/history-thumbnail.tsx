import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/translator.ts';

/**
 * An entry's brief beside the thumbnail of the photo it was written from (decision 0018: the
 * history keeps a small WebP, served to its owner only). Without a photo, the brief alone.
 */
export function HistoryThumbnail({ src, children }: { src: string | null | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  if (!src) return children;
  return (
    <div className="flex items-start gap-3">
      <img
        src={src}
        alt={t('generator.photo.historyAlt')}
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
        data-testid="history-thumbnail"
        className="mt-2 size-16 shrink-0 rounded-lg border border-border bg-muted object-cover"
      />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
