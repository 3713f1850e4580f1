import { isLanguage, type NetworkId, type NetworkOption } from '@captia/shared';
import { RefreshCw, Send } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useAuth } from '#web/lib/session/auth-provider.tsx';
import { useTranslation } from '#web/lib/translator.ts';
import type { Card } from '../generation';
import { isPublishNetwork } from '../publishing/api';
import { useRework } from '../use-rework';
import { PreviewToggle, UndoButton } from './caption-actions';
import { CopyButtons } from './copy-buttons';
import { ReworkActions } from './rework-actions';
import { ShareButton } from './share-button';

const NetworkPreview = lazy(() => import('./network-preview'));
const ResultPublish = lazy(() => import('../publishing/result-publish'));
const ThreadPosts = lazy(() => import('./caption-parts').then((module) => ({ default: module.ThreadPosts })));
const CarouselSlides = lazy(() =>
  import('./caption-parts').then((module) => ({ default: module.CarouselSlides })),
);

/**
 * One caption. Its count is the server's, as the network counts it (X weighting, bytes…); while
 * the text is still being written, a plain character count stands in for it. Reworks stream into
 * the card, Undo takes the previous version back, and Preview shows it as the network's feed does.
 * A Bluesky or Mastodon caption can be published from here ("Publish…"), now or at a time.
 */
export function CaptionCard({
  card,
  showVariant,
  writing,
  disabled,
  limits,
  language,
  brandId,
  photo,
  altText,
  onRegenerate,
}: {
  card: Card;
  /** The run's photo (a `data:` URL) and its alt text, shared with the caption. */
  photo?: string | undefined;
  altText?: string | undefined;
  /** The captions' language, which may differ from the interface's. */
  language: string;
  showVariant: boolean;
  writing: boolean;
  disabled: boolean;
  limits: Partial<Record<NetworkId, NetworkOption['limits']>>;
  /** The brand voice of the run: a rework keeps it. */
  brandId?: string | undefined;
  onRegenerate: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { me } = useAuth();
  const previewId = useId();
  const publishId = useId();
  const [previewing, setPreviewing] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const rework = useRework({
    base: {
      network: card.network,
      text: card.text,
      language: isLanguage(language) ? language : undefined,
      length: card.length,
      limit: card.limit,
      posts: card.posts,
      slides: card.slides,
    },
    brandId,
  });
  const shown = rework.state.current;
  const reworking = rework.state.busy !== null;
  const busy = writing || reworking;
  const limit = limits[shown.network];
  const final = shown.length !== undefined && shown.limit !== undefined && !busy;
  const count = final ? shown.length : shown.text.length;
  const max = shown.limit ?? limit?.maxLength;
  const over = max !== undefined && count !== undefined && count > max;
  // A finished thread shows its posts one by one (while it is written, its text as it comes).
  const posts = !busy && shown.posts && shown.posts.length > 0 ? shown.posts : null;
  const unit = limit?.unitLabel ?? '';
  const text = (
    <p
      lang={shown.language ?? language}
      data-testid="caption-text"
      className={cn(
        'whitespace-pre-wrap break-words text-[0.95rem] leading-relaxed',
        busy &&
          'after:ml-0.5 after:inline-block after:h-4 after:w-1.5 after:animate-pulse after:bg-primary after:align-middle',
      )}
    >
      {shown.text}
    </p>
  );

  return (
    <article
      data-testid="caption"
      aria-busy={busy || undefined}
      className="rounded-2xl border border-border bg-card p-4 shadow-sm"
    >
      <header className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <h3 className="font-semibold">
          {t(`captions.networks.${shown.network}`)}
          {showVariant && (
            <span className="font-normal text-muted-foreground">
              {' · '}
              {t('generator.results.variant', { n: card.variant })}
            </span>
          )}
        </h3>
        {posts ? (
          <span data-testid="thread-count" className="text-xs text-muted-foreground">
            {t('generator.thread.postCount', { count: posts.length })}
          </span>
        ) : (
          max !== undefined &&
          count !== undefined && (
            <span
              data-testid="caption-count"
              className={cn(
                'text-xs tabular-nums',
                over ? 'font-medium text-red-700 dark:text-red-400' : 'text-muted-foreground',
              )}
            >
              {t('generator.results.count', {
                length: formatNumber(count, i18n.language),
                limit: formatNumber(max, i18n.language),
                unit: limit?.unitLabel ?? '',
              }).trim()}
            </span>
          )
        )}
      </header>
      {posts ? (
        <Suspense fallback={text}>
          <ThreadPosts
            posts={posts}
            network={shown.network}
            limit={max}
            unit={unit}
            language={shown.language ?? language}
          />
        </Suspense>
      ) : (
        text
      )}
      {shown.slides && shown.slides.length > 0 && (
        <Suspense fallback={null}>
          <CarouselSlides slides={shown.slides} language={shown.language ?? language} />
        </Suspense>
      )}
      <p role="status" className="sr-only">
        {rework.announcement}
      </p>
      {previewing && (
        <div id={previewId}>
          <Suspense
            fallback={<div className="mt-3 h-24 animate-pulse rounded-xl bg-muted" aria-hidden="true" />}
          >
            {/* A thread's first post, as its feed shows the thread (counted there by the network's rules). */}
            <NetworkPreview
              network={shown.network}
              text={posts?.[0] ?? shown.text}
              language={shown.language ?? language}
              name={me?.name || t('generator.preview.account')}
              count={{
                length: final && !posts ? shown.length : undefined,
                limit: shown.limit,
                unit,
              }}
            />
          </Suspense>
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <CopyButtons text={shown.text} network={shown.network} disabled={busy} />
        <ShareButton text={shown.text} photo={photo} altText={altText} disabled={busy} />
        <PreviewToggle
          open={previewing}
          controls={previewId}
          onToggle={() => setPreviewing((open) => !open)}
        />
        {isPublishNetwork(shown.network) && (
          <Button
            variant="ghost"
            className="px-3 py-1.5 text-xs"
            aria-expanded={publishing}
            aria-controls={publishId}
            disabled={busy}
            onClick={() => setPublishing((open) => !open)}
          >
            <Send className="size-3.5" aria-hidden="true" />
            {t('publishing.publish.toggle')}
          </Button>
        )}
        {rework.canUndo && <UndoButton disabled={writing} onUndo={rework.undo} />}
        <Button
          variant="ghost"
          className="px-3 py-1.5 text-xs"
          disabled={disabled || reworking}
          onClick={onRegenerate}
        >
          <RefreshCw className={cn('size-3.5', writing && 'animate-spin')} aria-hidden="true" />
          {t('generator.results.regenerate')}
        </Button>
      </div>
      {publishing && isPublishNetwork(shown.network) && !busy && (
        <div id={publishId} className="mt-3 border-t border-border pt-3">
          <Suspense fallback={<div className="h-16 animate-pulse rounded-xl bg-muted" aria-hidden="true" />}>
            <ResultPublish
              network={shown.network}
              text={shown.text}
              posts={shown.posts}
              photo={photo}
              altText={altText}
            />
          </Suspense>
        </div>
      )}
      <div className="mt-2">
        <ReworkActions
          version={shown}
          busy={rework.state.busy}
          disabled={disabled || writing}
          onRun={(choice) => void rework.run(choice)}
        />
      </div>
    </article>
  );
}
