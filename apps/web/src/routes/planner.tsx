import { useTranslation } from '#web/lib/translator.ts';
import { PageShell } from '../components/layout/page-shell';
import { RequireAuth } from '../features/auth/components/require-auth';
import { PlannerScreen } from '../features/generator/planner/planner-screen';
import { useAuth } from '../lib/session/auth-provider';

function Planner() {
  const { t } = useTranslation();
  const { me } = useAuth();
  if (!me) return null;
  return (
    <PageShell
      title={t('planner.page.title')}
      heading={t('planner.page.heading')}
      lead={t('planner.page.lead')}
      width="wide"
    >
      {/* Keyed by user: another account never sees the previous one's campaign or form. */}
      <PlannerScreen key={me.id} me={me} />
    </PageShell>
  );
}

export default function PlannerPage() {
  return (
    <RequireAuth>
      <Planner />
    </RequireAuth>
  );
}
