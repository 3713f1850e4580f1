import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <PageShell
      title={t('pages.privacyPolicy.title')}
      heading={t('pages.privacyPolicy.heading')}
      lead={t('pages.privacyPolicy.lead')}
    />
  );
}
