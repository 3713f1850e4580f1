import { useTranslation } from '#web/lib/translator.ts';
import { PageShell } from '../components/layout/page-shell';
import { PlanCatalogue } from '../features/billing/components/plan-catalogue';
import { useAuth } from '../lib/session/auth-provider';

export default function PlansPage() {
  const { t } = useTranslation();
  const { status, me } = useAuth();
  return (
    <PageShell
      title={t('pages.plans.title')}
      heading={t('pages.plans.heading')}
      lead={t('pages.plans.lead')}
      width="wide"
    >
      <PlanCatalogue status={status} me={me} />
    </PageShell>
  );
}
