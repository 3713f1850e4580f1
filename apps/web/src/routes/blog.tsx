import { useLoaderData } from 'react-router';
import { useTranslation } from '#web/lib/translator.ts';
import { PageShell } from '../components/layout/page-shell';
import { ArticleCard } from '../features/content/article-card';
import { loadArticleSummaries } from '../features/content/docs';
import { currentLanguage } from '../lib/i18n';

/** The front matter of every article of content/<language>/blog/ (not their text). */
export function loader() {
  return loadArticleSummaries(currentLanguage());
}

export default function BlogPage() {
  const { t } = useTranslation();
  const articles = useLoaderData<typeof loader>();
  return (
    <PageShell
      title={t('pages.blog.title')}
      heading={t('pages.blog.heading')}
      lead={t('pages.blog.lead')}
      width="wide"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {articles.map((article) => (
          <li key={article.slug} className="flex">
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
