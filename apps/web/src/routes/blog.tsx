import { BLOG_SLUGS } from '@captia/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageShell } from '../components/layout/page-shell';
import { paths } from '../config/paths';

export default function BlogPage() {
  const { t } = useTranslation();
  return (
    <PageShell
      title={t('pages.blog.title')}
      heading={t('pages.blog.heading')}
      lead={t('pages.blog.lead')}
      width="wide"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {BLOG_SLUGS.map((slug) => (
          <li key={slug} className="flex flex-col rounded-2xl border border-border bg-card p-6">
            <h2 className="text-lg font-semibold">
              <Link to={paths.article(slug)} className="hover:underline">
                {t(`pages.articles.${slug}.title`)}
              </Link>
            </h2>
            <p className="mt-2 flex-1 text-muted-foreground">{t(`pages.articles.${slug}.excerpt`)}</p>
            <Link
              to={paths.article(slug)}
              className="mt-4 text-sm font-medium text-primary"
              aria-label={`${t('pages.blog.readArticle')}: ${t(`pages.articles.${slug}.title`)}`}
            >
              {t('pages.blog.readArticle')} →
            </Link>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
