import { REVIEW_LINK_DAYS } from '@captia/shared';
import { Link2, MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { paths } from '#web/config/paths.ts';
import { usePanelFocus } from '#web/hooks/use-panel-focus.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDate, formatDateTime } from '#web/lib/format.ts';
import { useAuth } from '#web/lib/session/auth-provider.tsx';
import { useTranslation } from '#web/lib/translator.ts';
import type { CampaignPost } from '../planner/api';
import { type CreatedReviewLink, useCreateReviewLink, useReviewLinks, useRevokeReviewLink } from './api';

type PostReview = NonNullable<CampaignPost['review']>;

const STATE_CLASSES = {
  pending: 'text-muted-foreground',
  approved: 'text-emerald-800 dark:text-emerald-300',
  changes: 'text-amber-800 dark:text-amber-300',
} as const;

/** A post's review on the calendar: its state once reviewed, and how many comments it has. */
export function ReviewBadge({ review, className }: { review: PostReview; className?: string }) {
  const { t } = useTranslation();
  const comments = review.comments.filter((c) => c.comment).length;
  if (review.state === 'pending' && review.comments.length === 0) return null;
  return (
    <p data-testid="post-review" className={cn('flex flex-wrap items-center gap-1.5 text-xs', className)}>
      <span className={cn('font-medium', STATE_CLASSES[review.state])}>
        {t(`integrations.reviewPage.state.${review.state}`)}
      </span>
      {comments > 0 && (
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <MessageSquare className="size-3" aria-hidden="true" />
          {t('integrations.reviewOwner.comments', { count: comments })}
        </span>
      )}
    </p>
  );
}

/** What reviewers said of a post, newest first, in its editor. */
export function ReviewComments({ review }: { review: PostReview }) {
  const { t, i18n } = useTranslation();
  const { me } = useAuth();
  if (review.comments.length === 0) return null;
  return (
    <section className="space-y-2" data-testid="review-comments">
      <h4 className="text-sm font-medium">{t('integrations.reviewOwner.heading')}</h4>
      <ul className="space-y-2 text-sm">
        {review.comments.map((comment) => (
          <li key={`${comment.at}-${comment.reviewerName}`} className="rounded-lg bg-muted px-3 py-2">
            <p className="text-xs text-muted-foreground">
              <span className="font-medium text-foreground">{comment.reviewerName}</span>
              {' · '}
              {t(`integrations.reviewPage.state.${comment.decision}`)}
              {' · '}
              {formatDateTime(comment.at, i18n.language, me?.timezone)}
              {!comment.current && ` · ${t('integrations.reviewOwner.olderText')}`}
            </p>
            {comment.comment && <p className="mt-1 whitespace-pre-wrap break-words">{comment.comment}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The campaign's review links (paid plans): make one (its URL shown once, to copy and send),
 * see those made, revoke one. The free plan is told they come with the paid plans.
 */
export function ReviewLinks({ campaignId }: { campaignId: string }) {
  const { t, i18n } = useTranslation();
  const { me } = useAuth();
  const paid = me !== null && me.tier !== 'free';
  const links = useReviewLinks(campaignId, paid);
  const create = useCreateReviewLink(campaignId);
  const revoke = useRevokeReviewLink(campaignId);
  const [created, setCreated] = useState<CreatedReviewLink | null>(null);
  const urlId = useId();
  // The new link's field takes the place of "Make": the focus goes to it (selected, to copy), and
  // back to "Make" after "Done", which goes away with it.
  const focus = usePanelFocus<HTMLInputElement, HTMLButtonElement>(created !== null);

  if (!paid || isApiError(links.error, 'plan_required'))
    return (
      <div className="space-y-2">
        <h3 className="text-sm font-medium">{t('integrations.reviewOwner.linksHeading')}</h3>
        <p className="text-xs text-muted-foreground">{t('integrations.review.errors.planRequired')}</p>
        <ButtonLink to={paths.plans} variant="secondary" className="px-3 py-1.5 text-xs">
          {t('common.seePlans')}
        </ButtonLink>
      </div>
    );

  const make = () =>
    create.mutate(
      { expiresInDays: REVIEW_LINK_DAYS.default, allowComments: true },
      {
        onSuccess: setCreated,
        onError: (failure) => toast.error(failure.message),
      },
    );

  return (
    <div className="space-y-2" data-testid="review-links">
      <h3 className="text-sm font-medium">{t('integrations.reviewOwner.linksHeading')}</h3>
      {created ? (
        <div className="space-y-2">
          <label htmlFor={urlId} className="block text-xs text-muted-foreground">
            {t('integrations.reviewOwner.linkOnce', { days: REVIEW_LINK_DAYS.default })}
          </label>
          <input
            ref={focus.panel}
            id={urlId}
            readOnly
            value={created.url}
            className="block w-full rounded-lg border border-border bg-muted px-3 py-1.5 font-mono text-xs"
            onFocus={(event) => event.target.select()}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              className="px-3 py-1.5 text-xs"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(created.url)
                  .then(() => toast.success(t('integrations.reviewOwner.copied')))
              }
            >
              {t('integrations.reviewOwner.copy')}
            </Button>
            <Button
              className="px-3 py-1.5 text-xs"
              onClick={() => {
                setCreated(null);
                focus.returnFocus();
              }}
            >
              {t('integrations.webhooks.ui.done')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          ref={focus.back}
          variant="secondary"
          className="px-3 py-1.5 text-xs"
          pending={create.isPending}
          onClick={make}
        >
          <Link2 className="size-3.5" aria-hidden="true" />
          {t('integrations.reviewOwner.make')}
        </Button>
      )}
      {(links.data?.items.length ?? 0) > 0 && (
        <ul className="space-y-1 text-xs">
          {links.data?.items.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center gap-2">
              <span className={link.expired ? 'text-muted-foreground' : ''}>
                {link.expired
                  ? t('integrations.reviewOwner.expired', {
                      date: formatDate(link.expiresAt, i18n.language, { style: 'medium' }),
                    })
                  : t('integrations.reviewOwner.until', {
                      date: formatDate(link.expiresAt, i18n.language, { style: 'medium' }),
                    })}
              </span>
              <Button
                variant="ghost"
                className="px-2 py-1 text-xs"
                // Made to the minute: two links made the same day still sound different.
                aria-label={t('integrations.reviewOwner.revokeNamed', {
                  date: formatDateTime(link.createdAt, i18n.language, me?.timezone),
                })}
                pending={revoke.isPending && revoke.variables === link.id}
                onClick={() =>
                  revoke.mutate(link.id, {
                    onSuccess: () => toast.success(t('integrations.reviewOwner.revoked')),
                    onError: (failure) => toast.error(failure.message),
                  })
                }
              >
                {t('integrations.reviewOwner.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
