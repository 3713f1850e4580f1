import type { BlogSlug } from '@captia/shared';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { formatDate } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';
import type { ArticleSummary } from './types';

/** Date and reading time of an article, e.g. "August 12, 2026 · 6 min read". */
export function ArticleDetails({ article, className }: { article: ArticleSummary; className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <p className={className}>
      {article.date && (
        <time dateTime={article.date}>{formatDate(article.date, i18n.language, { timeZone: 'UTC' })}</time>
      )}
      {article.date && ' · '}
      {t('common.readingTime', { count: article.minutes })}
    </p>
  );
}

export function ArticleCard({
  article,
  headingLevel = 2,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as 'h2';
  const to = paths.article(article.slug as BlogSlug);
  return (
    <article className="group relative flex w-full flex-col rounded-2xl border border-border bg-card p-6 transition-shadow hover:shadow-md">
      <ArticleDetails article={article} className="text-sm text-muted-foreground" />
      <Heading className="mt-2 text-lg font-semibold text-balance">
        {/* The whole card is the link's target area; the title is its name. */}
        <Link to={to} className="after:absolute after:inset-0 after:rounded-2xl hover:underline">
          {article.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-muted-foreground">{article.description}</p>
      <span aria-hidden="true" className="mt-4 text-sm font-medium text-primary">
        {t('pages.blog.readArticle')} →
      </span>
    </article>
  );
}
