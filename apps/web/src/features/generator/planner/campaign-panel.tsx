import { addDays, type IsoDate } from '@captia/shared';
import { type useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Download } from 'lucide-react';
import { type RefObject, useEffect, useId } from 'react';
import { toast } from 'sonner';
import { Alert } from '#web/components/ui/alert.tsx';
import { buttonClasses } from '#web/components/ui/button-link.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDay } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { usePublishPost } from '../publishing/api';
import { ReviewLinks } from '../review/owner';
import { type Campaign, type CampaignPost, campaignQuery, exportUrl, useUpdatePost } from './api';
import { CampaignCalendar } from './campaign-calendar';
import { visiblePostButton } from './post-button';
import { PostEditor } from './post-editor';

/** Finds where the focus goes next once it is drawn; null until then. */
export type FocusTarget = () => HTMLElement | null;

/** The open campaign: its title and dates, its exports, the calendar, and the post being edited. */
export function CampaignPanel({
  query,
  today,
  editing,
  headingRef,
  editorHeadingRef,
  focusWhen,
  onRendered,
  onEdit,
  onCloseEditor,
}: {
  query: ReturnType<typeof useQuery<Campaign>>;
  today: IsoDate;
  editing: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  editorHeadingRef: RefObject<HTMLHeadingElement | null>;
  focusWhen: (find: FocusTarget) => void;
  /** After each render of the panel: the screen moves the focus it was waiting to move. */
  onRendered: () => void;
  onEdit: (post: CampaignPost) => void;
  onCloseEditor: (postId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const campaign = query.data;
  const queryClient = useQueryClient();
  const update = useUpdatePost(campaign?.id ?? '');
  const retry = usePublishPost(campaign?.id ?? '', () =>
    queryClient.invalidateQueries({ queryKey: campaignQuery(campaign?.id ?? '').queryKey }),
  );
  useEffect(onRendered);

  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t('common.loading')}
      </p>
    );
  }
  if (!campaign) {
    return (
      <Alert tone="error">
        {isApiError(query.error, 'not_found') ? t('planner.list.notFound') : t('planner.failed')}
      </Alert>
    );
  }

  const post = campaign.posts.find((p) => p.id === editing) ?? null;
  const last = campaign.posts.reduce(
    (end, p) => (p.date > end ? p.date : end),
    addDays(campaign.startDate, campaign.days - 1),
  );

  async function move(moved: CampaignPost, date: IsoDate) {
    // The post's button in its new day (a new element): focused once the move is drawn.
    const id = campaign?.id ?? '';
    focusWhen(() =>
      queryClient.getQueryData(campaignQuery(id).queryKey)?.posts.find((p) => p.id === moved.id)?.date ===
      date
        ? visiblePostButton(moved.id)
        : null,
    );
    try {
      await update.mutateAsync({ postId: moved.id, body: { date } });
      toast.success(t('planner.week.moved', { date: formatDay(date, i18n.language) }));
    } catch (error) {
      // It stays where it was, and so does the focus (on its menu's button).
      focusWhen(() => null);
      toast.error(isApiError(error) ? error.message : t('planner.failed'));
    }
  }

  async function publishAgain(failed: CampaignPost) {
    const connectionId = failed.publication?.connectionId;
    if (!connectionId) return;
    try {
      await retry.mutateAsync({ postId: failed.id, body: { connectionId } });
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('publishing.publish.failed'));
    }
  }

  const hootsuite =
    campaign.networks.length === 1
      ? [{ href: exportUrl(campaign.id, 'hootsuite'), label: t('planner.exports.hootsuite') }]
      : campaign.networks.map((network) => ({
          href: exportUrl(campaign.id, 'hootsuite', network),
          label: t('planner.exports.hootsuiteFor', { network: t(`captions.networks.${network}`) }),
        }));
  const downloads = [
    { href: exportUrl(campaign.id, 'csv'), label: t('planner.exports.csv') },
    ...hootsuite,
    { href: exportUrl(campaign.id, 'ics'), label: t('planner.exports.ics') },
  ];

  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="campaign">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h2
            ref={headingRef}
            id={headingId}
            tabIndex={-1}
            data-campaign={campaign.id}
            lang={campaign.language}
            className="flex items-center gap-2 text-xl font-semibold break-words outline-none"
          >
            <CalendarDays className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {campaign.title}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('planner.week.summary', {
              start: formatDay(campaign.startDate, i18n.language),
              end: formatDay(last, i18n.language),
              count: campaign.posts.length,
            })}
          </p>
        </div>
        <div className="space-y-1.5">
          <h3 className="text-sm font-medium">{t('planner.exports.heading')}</h3>
          <ul className="flex flex-wrap gap-2">
            {downloads.map((file) => (
              <li key={file.href}>
                <a href={file.href} download className={buttonClasses('secondary', 'px-3 py-1.5 text-xs')}>
                  <Download className="size-3.5" aria-hidden="true" />
                  {file.label}
                </a>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">{t('planner.exports.hint')}</p>
        </div>
        <ReviewLinks campaignId={campaign.id} />
      </div>

      <CampaignCalendar
        campaign={campaign}
        today={today}
        editing={editing}
        onEdit={onEdit}
        onMove={(moved, date) => void move(moved, date)}
        onRetry={(failed) => void publishAgain(failed)}
        retrying={retry.isPending ? (retry.variables?.postId ?? null) : null}
      />

      {post && (
        <PostEditor
          key={post.id}
          campaign={campaign}
          post={post}
          today={today}
          headingRef={editorHeadingRef}
          onClose={() => onCloseEditor(post.id)}
        />
      )}
    </section>
  );
}
