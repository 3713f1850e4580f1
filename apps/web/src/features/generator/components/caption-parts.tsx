import {
  countLength,
  graphemes,
  MAX_SLIDE_BODY,
  MAX_SLIDE_TITLE,
  type NetworkId,
  type Slide,
} from '@captia/shared';
import { Copy } from 'lucide-react';
import { buttonClasses } from '#web/components/ui/button-link.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { copyText } from '../copy';

/**
 * A thread's posts and a carousel's slides, each with its count and its own copy button. Lazy
 * (loaded with the first card that has them): the counting by the network's rules brings
 * twitter-text, which the results' chunk does without.
 */

const overClasses = 'font-medium text-red-700 dark:text-red-400';

/** "Copy", named for what it copies ("Copy post 2"), with the toast that says it was copied. */
function CopyPart({ text, label, copied }: { text: string; label: string; copied: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={buttonClasses('secondary', 'px-2.5 py-1 text-xs')}
      aria-label={label}
      title={label}
      onClick={() => void copyText(text, copied)}
    >
      <Copy className="size-3.5" aria-hidden="true" />
      {t('generator.results.copy')}
    </button>
  );
}

/** A thread's posts in order, each counted as the network counts it against the post's limit. */
export function ThreadPosts({
  posts,
  network,
  limit,
  unit,
  language,
}: {
  posts: string[];
  network: NetworkId;
  /** Each post's limit (the caption's `limit`), in the network's unit. */
  limit: number | undefined;
  unit: string;
  language: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ol aria-label={t('generator.thread.posts')} data-testid="thread-posts" className="space-y-2">
      {posts.map((post, index) => {
        const n = index + 1;
        const length = countLength(network, post);
        const over = limit !== undefined && length > limit;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a post has no identity but its place in the thread
            key={index}
            data-testid="thread-post"
            className="rounded-xl border border-border bg-background p-3"
          >
            <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2 text-xs">
              <span className="font-medium text-muted-foreground">
                {t('generator.thread.post', { n, count: posts.length })}
              </span>
              <span className="flex items-center gap-2">
                {limit !== undefined && (
                  <span
                    data-testid="thread-post-count"
                    className={cn('tabular-nums', over ? overClasses : 'text-muted-foreground')}
                  >
                    {t('generator.results.count', {
                      length: formatNumber(length, i18n.language),
                      limit: formatNumber(limit, i18n.language),
                      unit,
                    }).trim()}
                  </span>
                )}
                <CopyPart
                  text={post}
                  label={t('generator.thread.copyPost', { n })}
                  copied="generator.thread.copied"
                />
              </span>
            </div>
            <p
              lang={language}
              data-testid="thread-post-text"
              className="whitespace-pre-wrap break-words text-[0.95rem] leading-relaxed"
            >
              {post}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/** A slide's title or body count, in user-perceived characters (as the rules bound them). */
function SlideCount({ label, text, max }: { label: string; text: string; max: number }) {
  const { t, i18n } = useTranslation();
  const length = graphemes(text).length;
  return (
    <p className="mt-0.5 text-xs text-muted-foreground">
      {label}
      {' · '}
      <span className={cn('tabular-nums', length > max && overClasses)}>
        {t('generator.carousel.count', {
          length: formatNumber(length, i18n.language),
          max: formatNumber(max, i18n.language),
        })}
      </span>
    </p>
  );
}

/** A carousel's slides in order: title and body each, to paste into a design tool. */
export function CarouselSlides({ slides, language }: { slides: Slide[]; language: string | undefined }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('generator.carousel.slides')} data-testid="carousel-slides" className="mt-3 space-y-2">
      {slides.map((slide, index) => {
        const n = index + 1;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a slide has no identity but its place in the carousel
            key={index}
            data-testid="carousel-slide"
            className="rounded-xl border border-border bg-background p-3"
          >
            <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2 text-xs">
              <span className="font-medium text-muted-foreground">
                {t('generator.carousel.slide', { n, count: slides.length })}
              </span>
              <CopyPart
                text={[slide.title, slide.body].filter(Boolean).join('\n\n')}
                label={t('generator.carousel.copySlide', { n })}
                copied="generator.carousel.copied"
              />
            </div>
            <div lang={language}>
              <p data-testid="carousel-slide-title" className="font-semibold break-words">
                {slide.title}
              </p>
              <SlideCount label={t('generator.carousel.title')} text={slide.title} max={MAX_SLIDE_TITLE} />
              <p
                data-testid="carousel-slide-body"
                className="mt-2 whitespace-pre-wrap break-words text-sm leading-relaxed"
              >
                {slide.body}
              </p>
              <SlideCount label={t('generator.carousel.body')} text={slide.body} max={MAX_SLIDE_BODY} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
