import { MAX_REVIEW_COMMENT, MAX_REVIEWER_NAME, NETWORK_LIMITS, type ReviewDecision } from '@captia/shared';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { PageShell } from '#web/components/layout/page-shell.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { inputClasses } from '#web/components/ui/input-classes.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDate } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { type PublicReview, type ReviewPost, TOKEN_SHAPE, useDecide, useReview } from './api';

const NetworkPreview = lazy(() => import('../components/network-preview'));

/** The reviewer's name, asked once and kept in this browser (no account). */
const NAME_KEY = 'captia_reviewer_name';

function savedName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

const STATE_CLASSES = {
  pending: 'border-border bg-muted text-foreground',
  approved:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-200',
  changes:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-200',
} as const;

/**
 * A campaign's review for someone with its link and no account (decision 0058): the title,
 * dates and posts as the networks show them, each approved or sent back with a comment. A
 * token that cannot be one is never sent to the server; an unknown, expired or revoked one
 * gets the server's one 404, shown as the same message.
 */
export function ReviewScreen({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const review = useReview(token);
  const [name, setName] = useState(savedName);
  const [missingName, setMissingName] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const nameId = useId();
  /** An answer without a name: the name field says why and takes the focus. */
  const askName = () => {
    setMissingName(true);
    nameRef.current?.focus();
  };
  const invalid = !TOKEN_SHAPE.test(token) || isApiError(review.error, 'not_found');
  const data = review.data;

  return (
    <PageShell
      title={t('pages.review.title')}
      heading={data?.campaign.title ?? t('pages.review.heading')}
      lead={t('integrations.reviewPage.lead')}
    >
      {invalid ? (
        <Alert tone="info">{t('integrations.reviewPage.invalid')}</Alert>
      ) : review.error ? (
        <Alert tone="error">{review.error.message}</Alert>
      ) : !data ? (
        <p role="status" className="text-muted-foreground">
          {t('integrations.reviewPage.loading')}
        </p>
      ) : (
        <div className="space-y-6">
          <p className="text-sm text-muted-foreground">
            {t('integrations.reviewPage.dates', {
              start: formatDate(data.campaign.startDate, i18n.language, { timeZone: 'UTC' }),
              count: data.campaign.days,
            })}{' '}
            {t('integrations.reviewPage.expires', {
              date: formatDate(data.expiresAt, i18n.language, { style: 'medium' }),
            })}{' '}
            {t('integrations.reviewPage.timezone', { zone: data.campaign.timezone })}
          </p>
          <div className="space-y-1.5">
            <label htmlFor={nameId} className="block text-sm font-medium text-foreground">
              {t('integrations.reviewPage.nameLabel')}
            </label>
            <input
              id={nameId}
              className={inputClasses}
              value={name}
              maxLength={MAX_REVIEWER_NAME}
              autoComplete="name"
              ref={nameRef}
              aria-invalid={missingName || undefined}
              aria-describedby={missingName ? `${nameId}-error ${nameId}-hint` : `${nameId}-hint`}
              onChange={(event) => {
                setName(event.target.value);
                if (event.target.value.trim()) setMissingName(false);
                try {
                  localStorage.setItem(NAME_KEY, event.target.value);
                } catch {
                  // Private mode: asked again next time.
                }
              }}
            />
            {missingName && (
              <p id={`${nameId}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
                {t('integrations.reviewPage.nameRequired')}
              </p>
            )}
            <p id={`${nameId}-hint`} className="text-sm text-muted-foreground">
              {t('integrations.reviewPage.nameHint')}
            </p>
          </div>
          {data.posts.length === 0 ? (
            <p>{t('integrations.reviewPage.empty')}</p>
          ) : (
            <ol className="space-y-6">
              {data.posts.map((post) => (
                <li key={post.id}>
                  <PostReviewCard
                    token={token}
                    review={data}
                    post={post}
                    name={name}
                    onMissingName={askName}
                  />
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </PageShell>
  );
}

function PostReviewCard({
  token,
  review,
  post,
  name,
  onMissingName,
}: {
  token: string;
  review: PublicReview;
  post: ReviewPost;
  name: string;
  onMissingName: () => void;
}) {
  const { t, i18n } = useTranslation();
  const decide = useDecide(token);
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState(false);
  const ids = useId();
  const headingId = `${ids}-heading`;
  const network = t(`captions.networks.${post.network}`);

  const send = (decision: ReviewDecision) => {
    const reviewerName = name.trim();
    setSent(false);
    if (!reviewerName) {
      onMissingName();
      return;
    }
    const text = comment.trim();
    decide.mutate(
      {
        postId: post.id,
        body: {
          decision,
          reviewerName,
          version: post.version,
          ...(review.allowComments && text ? { comment: text } : {}),
        },
      },
      { onSuccess: () => setSent(true) },
    );
  };

  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {t('integrations.reviewPage.postHeading', {
            network,
            date: formatDate(post.date, i18n.language, { style: 'medium', timeZone: 'UTC' }),
            time: post.time,
          })}
        </h2>
        <span
          data-testid="review-state"
          className={cn('rounded-full border px-2.5 py-0.5 text-xs font-medium', STATE_CLASSES[post.state])}
        >
          {t(`integrations.reviewPage.state.${post.state}`)}
        </span>
      </div>
      <Suspense fallback={<p className="whitespace-pre-wrap break-words">{post.text}</p>}>
        <NetworkPreview
          network={post.network}
          text={post.text}
          language={undefined}
          name={review.campaign.title || t('integrations.reviewPage.account')}
          count={{
            length: post.length,
            limit: post.limit,
            unit: t(`captions.units.${NETWORK_LIMITS[post.network].unit}`),
          }}
        />
      </Suspense>
      {review.allowComments && (
        <div className="space-y-1.5">
          <label htmlFor={`${ids}-comment`} className="block text-sm font-medium text-foreground">
            {t('integrations.reviewPage.commentLabel')}
          </label>
          <textarea
            id={`${ids}-comment`}
            className={cn(inputClasses, 'min-h-20')}
            value={comment}
            maxLength={MAX_REVIEW_COMMENT}
            onChange={(event) => setComment(event.target.value)}
          />
        </div>
      )}
      {decide.error && <Alert tone="error">{decide.error.message}</Alert>}
      {sent && <Alert tone="success">{t('integrations.reviewPage.sent')}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button
          pending={decide.isPending && decide.variables?.body.decision === 'approved'}
          pendingLabel={t('integrations.reviewPage.sending')}
          disabled={decide.isPending}
          onClick={() => send('approved')}
        >
          {t('integrations.reviewPage.approve')}
        </Button>
        <Button
          variant="secondary"
          pending={decide.isPending && decide.variables?.body.decision === 'changes'}
          pendingLabel={t('integrations.reviewPage.sending')}
          disabled={decide.isPending}
          onClick={() => send('changes')}
        >
          {t('integrations.reviewPage.requestChanges')}
        </Button>
      </div>
    </article>
  );
}
