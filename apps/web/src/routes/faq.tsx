import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';

export default function FaqPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('pages.faq.title')} heading={t('pages.faq.heading')} lead={t('pages.faq.lead')} />
  );
}
