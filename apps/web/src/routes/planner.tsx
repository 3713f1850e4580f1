import { useTranslation } from '#web/lib/translator.ts';
import { PageShell } from '../components/layout/page-shell';
import { RequireAuth } from '../features/auth/components/require-auth';
import { PlannerScreen } from '../features/generator/planner/planner-screen';
import { useAuth } from '../lib/session/auth-provider';

/** The planner of the signed-in user. */
function Planner() {
  const { me } = useAuth();
  if (!me) return null;
  // Keyed by user: another account never sees the previous one's campaign or form.
  return <PlannerScreen key={me.id} me={me} />;
}

/**
 * The page's heading and lead come first, whatever the session: they are the largest text on a
 * phone's screen (its LCP), and waited for the session's answer before (decision 0055).
 */
export default function PlannerPage() {
  const { t } = useTranslation();
  return (
    <PageShell
      title={t('planner.page.title')}
      heading={t('planner.page.heading')}
      lead={t('planner.page.lead')}
      width="wide"
    >
      <RequireAuth>
        <Planner />
      </RequireAuth>
    </PageShell>
  );
}
