import { isBlogSlug } from '@captia/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageShell } from '../components/layout/page-shell';
import { paths } from '../config/paths';
import NotFoundPage from './not-found';

export default function BlogArticlePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  if (!isBlogSlug(slug)) return <NotFoundPage />;
  const title = t(`pages.articles.${slug}.title`);
  return (
    <PageShell title={title} heading={title} lead={t(`pages.articles.${slug}.excerpt`)}>
      <Link to={paths.blog} className="text-sm font-medium text-primary">
        ← {t('pages.blog.heading')}
      </Link>
    </PageShell>
  );
}
