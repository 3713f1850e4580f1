import { useTranslation } from '#web/lib/translator.ts';
import { PageShell } from '../components/layout/page-shell';
import { RequireAuth } from '../features/auth/components/require-auth';
import { BrandsScreen } from '../features/brands/components/brands-screen';
import { useAuth } from '../lib/session/auth-provider';

function Brands() {
  const { t } = useTranslation();
  const { me } = useAuth();
  if (!me) return null;
  return (
    <PageShell title={t('brands.page.title')} heading={t('brands.page.heading')} lead={t('brands.page.lead')}>
      {/* Keyed by user: another account never sees the previous one's open form. */}
      <BrandsScreen key={me.id} tier={me.tier} />
    </PageShell>
  );
}

export default function BrandsPage() {
  return (
    <RequireAuth>
      <Brands />
    </RequireAuth>
  );
}
