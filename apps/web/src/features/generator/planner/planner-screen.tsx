import { campaignSlots, type Me, todayIn } from '@captia/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '#web/lib/api-client.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { applyGenerated } from '../usage';
import { type CampaignRequest, campaignQuery, campaignsQuery, streamCampaign } from './api';
import { CampaignList } from './campaign-list';
import type { FocusTarget } from './campaign-panel';
import { type PlanFailure, PlannerForm } from './planner-form';
import { visiblePostButton } from './post-button';

/**
 * The open campaign's panel (calendar, editor, exports, publishing, review links) and its code
 * load when a campaign opens, not with the screen: on a phone, evaluating them with the form was
 * most of `/planner`'s blocking time (decision 0055).
 */
const CampaignPanel = lazy(() =>
  import('./campaign-panel').then((module) => ({ default: module.CampaignPanel })),
);

/** Refusals the plans page answers: the plan's gates, its limits, a campaign larger than what is left. */
const UPGRADE_CODE = /^(plan_|daily_limit|monthly_limit|quota_insufficient)/;

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
   * it renders again whenever the campaign changes; the campaign's panel, whose code arrives
   * later, tries again after each of its own renders.
   */
  const focusNext = useRef<FocusTarget | null>(null);
  const focusWhen = (find: FocusTarget) => {
    focusNext.current = find;
  };
  const campaignHeadingOf = (id: string) =>
    campaignHeading.current?.dataset.campaign === id ? campaignHeading.current : null;
  const focusIfDrawn = () => {
    const element = focusNext.current?.();
    if (!element) return;
    focusNext.current = null;
    element.focus();
  };
  useEffect(focusIfDrawn);

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
        <Suspense
          fallback={
            <p role="status" className="text-sm text-muted-foreground">
              {t('common.loading')}
            </p>
          }
        >
          <CampaignPanel
            query={campaign}
            today={today}
            editing={editing}
            headingRef={campaignHeading}
            editorHeadingRef={editorHeading}
            focusWhen={focusWhen}
            onRendered={focusIfDrawn}
            onEdit={(post) => {
              focusWhen(() => editorHeading.current);
              setEditing(post.id);
            }}
            onCloseEditor={(postId) => {
              focusWhen(() => visiblePostButton(postId));
              setEditing(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
