import type { PostPublicationSchema, z } from '@captia/shared';
import { CircleAlert, CircleCheck, Clock, ExternalLink, LoaderCircle, RotateCcw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { useAuth } from '#web/lib/session/auth-provider.tsx';
import { useTranslation } from '#web/lib/translator.ts';

export type PostPublication = z.output<typeof PostPublicationSchema>;

const TONES = {
  scheduled: {
    icon: Clock,
    classes: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950/50 dark:text-sky-200',
  },
  publishing: {
    icon: LoaderCircle,
    classes:
      'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-200',
  },
  published: {
    icon: CircleCheck,
    classes:
      'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-200',
  },
  failed: {
    icon: CircleAlert,
    classes: 'border-red-300 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200',
  },
} as const;

/**
 * A post's latest publication: scheduled (for when), publishing, published (a link to the post)
 * or failed (the network's reason, and Retry when its account is still connected). Its text is a
 * live region, so a change the calendar reads in the background is announced.
 */
export function PublicationStatus({
  publication,
  postLabel,
  retrying = false,
  onRetry,
  className,
}: {
  publication: PostPublication;
  /** Names the post for the Retry button and the link (`Mastodon, Mon, Dec 7`). */
  postLabel: { network: string; date: string };
  retrying?: boolean;
  onRetry?: (() => void) | undefined;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const { me } = useAuth();
  const { icon: Icon, classes } = TONES[publication.state];
  const label =
    publication.state === 'scheduled'
      ? t('publishing.states.scheduled', {
          date: formatDateTime(publication.at, i18n.language, me?.timezone),
        })
      : t(`publishing.states.${publication.state}`);
  return (
    <div
      data-testid="publication"
      data-state={publication.state}
      className={cn('rounded-lg border px-2.5 py-2 text-xs', classes, className)}
    >
      <p role="status" className="flex items-start gap-1.5">
        <Icon
          className={cn(
            'mt-px size-3.5 shrink-0',
            publication.state === 'publishing' && 'motion-safe:animate-spin',
          )}
          aria-hidden="true"
        />
        <span className="min-w-0 break-words">
          <span className="sr-only">{t('publishing.states.label')}: </span>
          <span className="font-semibold">{label}</span>
          {publication.handle && <> {t('publishing.states.to', { handle: publication.handle })}</>}
        </span>
      </p>
      {publication.state === 'published' && publication.url && (
        <a
          href={publication.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('publishing.states.viewLabel', { network: postLabel.network })}
          className="mt-1 inline-flex items-center gap-1 font-medium underline underline-offset-2 hover:opacity-80"
        >
          {t('publishing.states.view')}
          <ExternalLink className="size-3" aria-hidden="true" />
        </a>
      )}
      {publication.state === 'failed' && (
        <>
          {publication.reason && (
            <p className="mt-1 break-words">
              {t('publishing.states.reason', { reason: publication.reason })}
            </p>
          )}
          {onRetry && publication.connectionId && (
            <Button
              variant="secondary"
              className="mt-1.5 px-2 py-1 text-xs"
              pending={retrying}
              pendingLabel={t('publishing.states.retrying')}
              aria-label={retrying ? undefined : t('publishing.states.retryLabel', postLabel)}
              onClick={onRetry}
            >
              <RotateCcw className="size-3.5" aria-hidden="true" />
              {t('publishing.states.retry')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
