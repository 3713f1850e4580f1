import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { HISTORY_KEY } from '../api/history-key';
import { useRetryPublication } from '../publishing/api';
import { type PostPublication, PublicationStatus } from '../publishing/publication-status';

/**
 * A history caption's latest publication, as the calendar shows a post's: scheduled, publishing,
 * published (a link to it) or failed (the reason, and Retry to the same account while it is
 * connected, which sends the same text and photo again and reads the history again).
 */
export function HistoryPublication({
  publication,
  createdAt,
  className = 'mt-2',
}: {
  publication: PostPublication;
  /** When the caption was written: names it for the link and Retry, with its network. */
  createdAt: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const retry = useRetryPublication(() => queryClient.invalidateQueries({ queryKey: HISTORY_KEY }));
  return (
    <PublicationStatus
      publication={publication}
      postLabel={{
        network: t(`captions.networks.${publication.network}`),
        date: formatDateTime(createdAt, i18n.language),
      }}
      retrying={retry.isPending}
      onRetry={() =>
        retry.mutate(publication.id, {
          onError: (error) => toast.error(isApiError(error) ? error.message : t('publishing.publish.failed')),
        })
      }
      className={className}
    />
  );
}
