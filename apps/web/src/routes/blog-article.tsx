import { isBlogSlug } from '@captia/shared';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { useTranslation } from '#web/lib/translator.ts';
import { PageShell } from '../components/layout/page-shell';
import { paths } from '../config/paths';
import { ArticleCard, ArticleDetails } from '../features/content/article-card';
import { loadArticle, loadArticleSummaries } from '../features/content/docs';
import { Markdown } from '../features/content/markdown-view';
import { currentLanguage } from '../lib/i18n';
import NotFoundPage from './not-found';

/** content/<language>/blog/<slug>.md, and the other articles' summaries for "more from the blog". */
export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  if (!isBlogSlug(slug)) return null;
  const language = currentLanguage();
  const [doc, summaries] = await Promise.all([loadArticle(language, slug), loadArticleSummaries(language)]);
  return { slug, doc, summaries };
}

export default function BlogArticlePage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  if (!data) return <NotFoundPage />;
  const { slug, doc, summaries } = data;
  const others = summaries.filter((summary) => summary.slug !== slug);
  return (
    <PageShell
      title={doc.meta.title}
      heading={doc.meta.title}
      lead={doc.meta.description}
      meta={
        <div className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <ArticleDetails article={{ ...doc.meta, slug }} />
          {doc.meta.author && (
            <>
              <span aria-hidden="true">·</span>
              <span>{t('content.byAuthor', { author: doc.meta.author })}</span>
            </>
          )}
        </div>
      }
    >
      <article>
        <Markdown blocks={doc.blocks} />
      </article>
      {others.length > 0 && (
        <aside aria-labelledby="more-articles" className="mt-16 border-t border-border pt-10">
          <h2 id="more-articles" className="mb-6 text-xl font-semibold">
            {t('content.moreArticles')}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2">
            {others.map((article) => (
              <li key={article.slug} className="flex">
                <ArticleCard article={article} headingLevel={3} />
              </li>
            ))}
          </ul>
        </aside>
      )}
      <Link
        to={paths.blog}
        className="mt-10 inline-flex min-h-6 items-center text-sm font-medium text-primary"
      >
        ← {t('content.allArticles')}
      </Link>
    </PageShell>
  );
}
