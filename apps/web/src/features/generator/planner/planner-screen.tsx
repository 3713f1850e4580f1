import { addDays, campaignSlots, type IsoDate, type Me, todayIn } from '@captia/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Download } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '#web/components/ui/alert.tsx';
import { buttonClasses } from '#web/components/ui/button-link.tsx';
import { ApiError, isApiError } from '#web/lib/api-client.ts';
import { formatDay, formatNumber } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { usePublishPost } from '../publishing/api';
import { ReviewLinks } from '../review/owner';
import { applyGenerated } from '../usage';
import {
  type Campaign,
  type CampaignPost,
  type CampaignRequest,
  campaignQuery,
  campaignsQuery,
  exportUrl,
  streamCampaign,
  useUpdatePost,
} from './api';
import { CampaignCalendar, visiblePostButton } from './campaign-calendar';
import { CampaignList } from './campaign-list';
import { type PlanFailure, PlannerForm } from './planner-form';
import { PostEditor } from './post-editor';

/** Refusals the plans page answers: the plan's gates, its limits, a campaign larger than what is left. */
const UPGRADE_CODE = /^(plan_|daily_limit|monthly_limit|quota_insufficient)/;

/** Finds where the focus goes next once it is drawn; null until then. */
type FocusTarget = () => HTMLElement | null;

/**
 * The Planner: the form, the progress while a campaign is written (n of N posts, as the server
 * streams them), the campaign on a calendar with its exports, the editor of the post picked, and
 * the account's campaigns. The open campaign is in the address (`?campaign=`), so a reload or a
 * shared link shows it again.
 */
export function PlannerScreen({ me }: { me: Me }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const openId = params.get('campaign');
  const [progress, setProgress] = useState<{ written: number; total: number } | null>(null);
  const [failure, setFailure] = useState<PlanFailure | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const campaignHeading = useRef<HTMLHeadingElement>(null);
  const editorHeading = useRef<HTMLHeadingElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const progressId = useId();
  const campaign = useQuery({ ...campaignQuery(openId ?? ''), enabled: openId !== null });
  const today = todayIn(me.timezone);

  /**
   * Where the focus goes once it is on screen (the campaign written, the editor opened or closed,
   * a post moved): tried after every render until it is found. The screen reads the campaign, so
   * it renders again whenever the campaign changes.
   */
  const focusNext = useRef<FocusTarget | null>(null);
  const focusWhen = (find: FocusTarget) => {
    focusNext.current = find;
  };
  const campaignHeadingOf = (id: string) =>
    campaignHeading.current?.dataset.campaign === id ? campaignHeading.current : null;
  useEffect(() => {
    const element = focusNext.current?.();
    if (!element) return;
    focusNext.current = null;
    element.focus();
  });

  useEffect(() => () => abort.current?.abort(), []);

  const open = (id: string | null) => {
    setEditing(null);
    setParams(id ? { campaign: id } : {}, { replace: false });
  };

  async function plan(request: CampaignRequest) {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setFailure(null);
    setEditing(null);
    setAnnouncement('');
    const slots = campaignSlots(request.startDate, request.days, request.postsPerDay ?? 1).length;
    setProgress({ written: 0, total: slots * request.networks.length });
    let lastNotice: string | null = null;
    try {
      const result = await streamCampaign(
        request,
        {
          onPost: ({ written, total }) => setProgress({ written, total }),
          onNotice: (message) => {
            lastNotice = message;
            toast.warning(message);
          },
        },
        controller.signal,
      );
      const { usage, notice, ...written } = result;
      queryClient.setQueryData(campaignQuery(written.id).queryKey, written);
      applyGenerated(queryClient, usage);
      void queryClient.invalidateQueries({ queryKey: campaignsQuery.queryKey });
      if (notice && notice !== lastNotice) toast.warning(notice);
      setAnnouncement(t('planner.progress.done', { count: written.posts.length }));
      focusWhen(() => campaignHeadingOf(written.id));
      open(written.id);
    } catch (error) {
      if (controller.signal.aborted) return;
      // The button was disabled while writing, which took the focus from it: it gets it back.
      focusWhen(() => (submitRef.current?.disabled === false ? submitRef.current : null));
      setFailure({
        message: error instanceof ApiError ? error.message : t('planner.failed'),
        plans: error instanceof ApiError && UPGRADE_CODE.test(error.code),
      });
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setProgress(null);
      }
    }
  }

  const writing = progress !== null;
  return (
    <div className="space-y-8">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <PlannerForm
          me={me}
          busy={writing}
          failure={failure}
          submitRef={submitRef}
          onPlan={(request) => void plan(request)}
        />
        <CampaignList
          openId={openId}
          onOpen={(id) => {
            // The heading of the campaign asked for, not of the one still on screen.
            focusWhen(() => campaignHeadingOf(id));
            open(id);
          }}
          onDeleted={(id) => {
            if (id === openId) open(null);
          }}
        />
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>
      {progress && (
        <div
          className="space-y-2 rounded-2xl border border-border bg-card p-5 shadow-sm"
          data-testid="campaign-progress"
        >
          <p id={progressId} className="text-sm font-medium">
            {progress.written === 0
              ? t('planner.progress.starting')
              : t('planner.progress.writing', {
                  n: formatNumber(progress.written, i18n.language),
                  total: formatNumber(progress.total, i18n.language),
                })}
          </p>
          <progress
            aria-labelledby={progressId}
            max={progress.total}
            value={progress.written}
            className="h-2 w-full overflow-hidden rounded-full accent-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
          />
        </div>
      )}

      {openId && !writing && (
        <CampaignPanel
          query={campaign}
          today={today}
          editing={editing}
          headingRef={campaignHeading}
          editorHeadingRef={editorHeading}
          focusWhen={focusWhen}
          onEdit={(post) => {
            focusWhen(() => editorHeading.current);
            setEditing(post.id);
          }}
          onCloseEditor={(postId) => {
            focusWhen(() => visiblePostButton(postId));
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}

/** The open campaign: its title and dates, its exports, the calendar, and the post being edited. */
function CampaignPanel({
  query,
  today,
  editing,
  headingRef,
  editorHeadingRef,
  focusWhen,
  onEdit,
  onCloseEditor,
}: {
  query: ReturnType<typeof useQuery<Campaign>>;
  today: IsoDate;
  editing: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  editorHeadingRef: RefObject<HTMLHeadingElement | null>;
  focusWhen: (find: FocusTarget) => void;
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
