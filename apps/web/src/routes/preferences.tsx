import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { useAuth } from '../features/auth/components/auth-provider';
import { DeleteAccount } from '../features/auth/components/preferences/delete-account';
import { PasswordForm } from '../features/auth/components/preferences/password-form';
import { ProfileForm } from '../features/auth/components/preferences/profile-form';
import { RegionalForm } from '../features/auth/components/preferences/regional-form';
import { Section } from '../features/auth/components/preferences/section';
import { SessionsList } from '../features/auth/components/preferences/sessions-list';
import { RequireAuth } from '../features/auth/components/require-auth';
import { SubscriptionPanel } from '../features/billing/components/subscription-panel';

function Preferences() {
  const { t } = useTranslation();
  const { me } = useAuth();
  if (!me) return null;
  return (
    <PageShell
      title={t('pages.preferences.title')}
      heading={t('pages.preferences.heading')}
      lead={t('pages.preferences.lead')}
    >
      <div className="space-y-6">
        {/* Keyed by user so a different account never sees the previous one's drafts. */}
        <ProfileForm key={`profile-${me.id}`} me={me} />
        <Section title={t('billing.sectionTitle')} lead={t('billing.sectionLead')}>
          <SubscriptionPanel me={me} />
        </Section>
        <RegionalForm key={`regional-${me.id}`} me={me} />
        <PasswordForm me={me} />
        <SessionsList me={me} />
        <DeleteAccount />
      </div>
    </PageShell>
  );
}

export default function PreferencesPage() {
  return (
    <RequireAuth>
      <Preferences />
    </RequireAuth>
  );
}
