import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';

export default function AdminPage() {
  const { t } = useTranslation();
  return (
    <PageShell
      title={t('pages.admin.title')}
      heading={t('pages.admin.heading')}
      lead={t('pages.admin.lead')}
    />
  );
}
