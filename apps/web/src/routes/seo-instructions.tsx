import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';

export default function SeoInstructionsPage() {
  const { t } = useTranslation();
  return (
    <PageShell
      title={t('pages.seoInstructions.title')}
      heading={t('pages.seoInstructions.heading')}
      lead={t('pages.seoInstructions.lead')}
    />
  );
}
