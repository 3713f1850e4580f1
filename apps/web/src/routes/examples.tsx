import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';

export default function ExamplesPage() {
  const { t } = useTranslation();
  return (
    <PageShell
      title={t('pages.examples.title')}
      heading={t('pages.examples.heading')}
      lead={t('pages.examples.lead')}
    />
  );
}
