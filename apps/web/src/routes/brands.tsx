import { useTranslation } from '#web/lib/translator.ts';
import { PageShell } from '../components/layout/page-shell';
import { RequireAuth } from '../features/auth/components/require-auth';
import { BrandsScreen } from '../features/brands/components/brands-screen';
import { useAuth } from '../lib/session/auth-provider';

/** The brand voices of the signed-in user. */
function Brands() {
  const { me } = useAuth();
  if (!me) return null;
  // Keyed by user: another account never sees the previous one's open form.
  return <BrandsScreen key={me.id} tier={me.tier} />;
}

/** The heading and lead first, whatever the session: prerendered, as the planner's (decision 0055). */
export default function BrandsPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('brands.page.title')} heading={t('brands.page.heading')} lead={t('brands.page.lead')}>
      <RequireAuth>
        <Brands />
      </RequireAuth>
    </PageShell>
  );
}
