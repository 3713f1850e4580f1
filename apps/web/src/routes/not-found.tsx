import { useTranslation } from '#web/lib/translator.ts';
import { PageShell } from '../components/layout/page-shell';
import { ButtonLink } from '../components/ui/button-link';
import { paths } from '../config/paths';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageShell
      title={t('pages.notFound.title')}
      heading={t('pages.notFound.heading')}
      lead={t('pages.notFound.text')}
    >
      <ButtonLink to={paths.home}>{t('common.backHome')}</ButtonLink>
    </PageShell>
  );
}
