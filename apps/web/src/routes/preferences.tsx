import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';

export default function PreferencesPage() {
  const { t } = useTranslation();
  const sections = [
    t('pages.preferences.profile'),
    t('pages.preferences.password'),
    t('pages.preferences.security'),
  ];
  return (
    <PageShell
      title={t('pages.preferences.title')}
      heading={t('pages.preferences.heading')}
      lead={t('pages.preferences.lead')}
    >
      <div className="space-y-4">
        {sections.map((section) => (
          <section key={section} className="rounded-2xl border border-border bg-card p-6">
            <h2 className="text-lg font-semibold">{section}</h2>
          </section>
        ))}
      </div>
    </PageShell>
  );
}
