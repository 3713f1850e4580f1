import { countLength, type IsoDate, isLanguage, plannableDates, postRuleProblem } from '@captia/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Save, X } from 'lucide-react';
import { lazy, type Ref, Suspense, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { inputClasses } from '#web/components/ui/input-classes.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDay, formatNumber } from '#web/lib/format.ts';
import { useAuth } from '#web/lib/session/auth-provider.tsx';
import { useTranslation } from '#web/lib/translator.ts';
import { optionsQuery } from '../api/get-options';
import { PreviewToggle, UndoButton } from '../components/caption-actions';
import { CopyButtons } from '../components/copy-buttons';
import { ReworkActions } from '../components/rework-actions';
import { isPublishNetwork, usePublishPost } from '../publishing/api';
import { PublicationStatus } from '../publishing/publication-status';
import { PublishPanel } from '../publishing/publish-panel';
import { zonedInstant } from '../publishing/zoned-time';
import { ReviewComments } from '../review/owner';
import type { CaptionVersion, ReworkChoice } from '../rework';
import { useRework } from '../use-rework';
import { type Campaign, type CampaignPost, campaignQuery, useUpdatePost } from './api';

const NetworkPreview = lazy(() => import('../components/network-preview'));

/**
 * One post of a campaign, open for editing: its text (checked against its network's rules and
 * the campaign's switches as it is typed, and by the server on save), its date and time, the
 * generator's reworks (each counted as in the generator; "Adapt" is left out, since a post's
 * network is its slot's), a preview as the network shows it, and copy. Nothing is saved until
 * "Save": a rework's result is a change like a typed one. A Bluesky or Mastodon post is also
 * published from here, now or at a time (its saved text), and shows its publication.
 */
export function PostEditor({
  campaign,
  post,
  today,
  headingRef,
  onClose,
}: {
  campaign: Campaign;
  post: CampaignPost;
  today: IsoDate;
  headingRef: Ref<HTMLHeadingElement>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { me } = useAuth();
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const update = useUpdatePost(campaign.id);
  const queryClient = useQueryClient();
  const publish = usePublishPost(campaign.id, () =>
    queryClient.invalidateQueries({ queryKey: campaignQuery(campaign.id).queryKey }),
  );
  const options = useQuery(optionsQuery(isLanguage(i18n.language) ? i18n.language : 'en-US'));
  const unit = options.data?.networks.find((n) => n.id === post.network)?.limits.unitLabel ?? '';
  const rework = useRework({
    base: {
      network: post.network,
      text: post.text,
      language: campaign.language,
      length: post.length,
      limit: post.limit,
    },
    brandId: campaign.brandId ?? undefined,
  });
  /** What the user typed over the text shown (null: nothing typed since the last rework or save). */
  const [typed, setTyped] = useState<string | null>(null);
  const [date, setDate] = useState(post.date);
  const [time, setTime] = useState(post.time);
  const [failure, setFailure] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const shown = rework.state.current;
  const reworking = rework.state.busy !== null;
  const text = reworking ? shown.text : (typed ?? shown.text);
  const network = t(`captions.networks.${post.network}`);
  const problem = reworking
    ? null
    : postRuleProblem(text, post.network, { emojis: campaign.emojis, hashtags: campaign.hashtags });
  const changed = text !== post.text || date !== post.date || time !== post.time;
  const dates = plannableDates(today);
  const busy = reworking || update.isPending;

  const runRework = (choice: ReworkChoice) => {
    // A text typed over the shown one is what the rework works on (and what Undo goes back to).
    const from: CaptionVersion | undefined =
      typed !== null && typed !== shown.text
        ? { network: post.network, text: typed, language: shown.language }
        : undefined;
    setTyped(null);
    setFailure(null);
    void rework.run(choice, from);
  };

  async function save() {
    if (problem || !changed) return;
    setFailure(null);
    try {
      await update.mutateAsync({
        postId: post.id,
        body: {
          ...(text !== post.text ? { text } : {}),
          ...(date !== post.date ? { date } : {}),
          ...(time !== post.time ? { time } : {}),
        },
      });
      setTyped(null);
      toast.success(t('planner.editor.saved'));
      // The save button is disabled once nothing is left to save: the text keeps the focus.
      textRef.current?.focus();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('planner.failed'));
    }
  }

  return (
    <section
      aria-labelledby={id('heading')}
      data-testid="post-editor"
      className="space-y-4 rounded-2xl border border-primary/40 bg-card p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h3
            ref={headingRef}
            id={id('heading')}
            tabIndex={-1}
            className="text-lg font-semibold outline-none"
          >
            {t('planner.editor.heading', { network, date: formatDay(post.date, i18n.language) })}
          </h3>
          <p className="text-sm text-muted-foreground">
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
              {t(`planner.angles.${post.angle}`)}
            </span>{' '}
            <span className="tabular-nums">{post.time}</span>
          </p>
        </div>
        <Button variant="ghost" className="px-2.5 py-1.5 text-xs" onClick={onClose}>
          <X className="size-4" aria-hidden="true" />
          {t('planner.editor.close')}
        </Button>
      </div>

      <div>
        <div className="mb-1.5 flex items-end justify-between gap-3">
          <label htmlFor={id('text')} className="text-sm font-medium">
            {t('planner.editor.text')}
          </label>
          <span
            id={id('count')}
            className={cn(
              'text-xs tabular-nums',
              problem?.key === 'tooLong'
                ? 'font-medium text-red-700 dark:text-red-400'
                : 'text-muted-foreground',
            )}
          >
            {t('generator.results.count', {
              length: formatNumber(countLength(post.network, text), i18n.language),
              limit: formatNumber(post.limit, i18n.language),
              unit,
            }).trim()}
          </span>
        </div>
        <textarea
          ref={textRef}
          id={id('text')}
          rows={8}
          lang={shown.language ?? campaign.language}
          value={text}
          readOnly={reworking}
          aria-busy={reworking || undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={cn(problem && id('problem'), id('count')) || undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setFailure(null);
          }}
          className={cn(inputClasses, 'min-h-40 resize-y')}
        />
        {problem && (
          <p id={id('problem')} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
            {t(`planner.rules.${problem.key}`, { ...problem.values, network })}
          </p>
        )}
        <p role="status" className="sr-only">
          {rework.announcement}
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('planner.editor.date')}
          type="date"
          required
          {...dates}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <TextField
          label={t('planner.editor.time')}
          type="time"
          required
          value={time}
          onChange={(event) => setTime(event.target.value)}
        />
      </div>

      {failure && <Alert tone="error">{failure}</Alert>}

      <div className="flex flex-wrap items-center gap-2">
        <Button
          disabled={!changed || problem !== null || reworking}
          pending={update.isPending}
          pendingLabel={t('planner.editor.saving')}
          aria-describedby={changed ? id('unsaved') : undefined}
          onClick={() => void save()}
        >
          <Save className="size-4" aria-hidden="true" />
          {t('planner.editor.save')}
        </Button>
        <CopyButtons text={text} network={post.network} disabled={reworking} />
        <PreviewToggle
          open={previewing}
          controls={id('preview')}
          onToggle={() => setPreviewing((open) => !open)}
        />
        {rework.canUndo && (
          <UndoButton
            disabled={busy}
            onUndo={() => {
              setTyped(null);
              rework.undo();
            }}
          />
        )}
        {changed && (
          <span id={id('unsaved')} className="text-xs text-muted-foreground">
            {t('planner.editor.unsaved')}
          </span>
        )}
      </div>

      <ReworkActions
        version={{ ...shown, text }}
        busy={rework.state.busy}
        disabled={update.isPending}
        adapt={false}
        arrange={false}
        onRun={runRework}
      />

      {post.review && <ReviewComments review={post.review} />}

      {isPublishNetwork(post.network) && (
        <div className="space-y-3 border-t border-border pt-4">
          {post.publication && (
            <PublicationStatus
              publication={post.publication}
              postLabel={{ network, date: formatDay(post.date, i18n.language) }}
              retrying={publish.isPending}
              onRetry={() => {
                const connectionId = post.publication?.connectionId;
                if (connectionId)
                  publish.mutate(
                    { postId: post.id, body: { connectionId } },
                    {
                      onError: (error) =>
                        toast.error(isApiError(error) ? error.message : t('publishing.publish.failed')),
                    },
                  );
              }}
            />
          )}
          {(!post.publication || post.publication.state === 'failed') && (
            <PublishPanel
              network={post.network}
              timeZone={campaign.timezone}
              defaultTime={plannedTime(post, campaign.timezone)}
              disabledReason={changed ? t('publishing.publish.saveFirst') : undefined}
              send={(connectionId, at) =>
                publish.mutateAsync({ postId: post.id, body: { connectionId, ...(at ? { at } : {}) } })
              }
            />
          )}
        </div>
      )}

      {previewing && (
        <div id={id('preview')}>
          <Suspense fallback={<div className="h-24 animate-pulse rounded-xl bg-muted" aria-hidden="true" />}>
            <NetworkPreview
              network={post.network}
              text={text}
              language={shown.language ?? campaign.language}
              name={me?.name || t('generator.preview.account')}
              count={{ limit: post.limit, unit }}
            />
          </Suspense>
        </div>
      )}
    </section>
  );
}

/** The post's own date and time (in the campaign's zone) while it is ahead; else none (an hour from now). */
function plannedTime(post: CampaignPost, timeZone: string): string | undefined {
  const local = `${post.date}T${post.time}`;
  const instant = zonedInstant(local, timeZone);
  return instant && instant.getTime() > Date.now() ? local : undefined;
}
