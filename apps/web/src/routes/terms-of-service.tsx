import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';

export default function TermsOfServicePage() {
  const { t } = useTranslation();
  return (
    <PageShell
      title={t('pages.termsOfService.title')}
      heading={t('pages.termsOfService.heading')}
      lead={t('pages.termsOfService.lead')}
    />
  );
}
