import { useTranslation } from '#web/lib/translator.ts';
import { PageShell } from '../components/layout/page-shell';
import { ButtonLink } from '../components/ui/button-link';
import { paths } from '../config/paths';
import { ApiKeys } from '../features/auth/components/preferences/api-keys';
import { DataExport } from '../features/auth/components/preferences/data-export';
import { DeleteAccount } from '../features/auth/components/preferences/delete-account';
import { Passkeys } from '../features/auth/components/preferences/passkeys';
import { PasswordForm } from '../features/auth/components/preferences/password-form';
import { ProfileForm } from '../features/auth/components/preferences/profile-form';
import { RegionalForm } from '../features/auth/components/preferences/regional-form';
import { Section, SectionGroup } from '../features/auth/components/preferences/section';
import { SessionsList } from '../features/auth/components/preferences/sessions-list';
import { TwoFactor } from '../features/auth/components/preferences/two-factor';
import { Webhooks } from '../features/auth/components/preferences/webhooks';
import { RequireAuth } from '../features/auth/components/require-auth';
import { SubscriptionPanel } from '../features/billing/components/subscription-panel';
import { CONNECTIONS_ANCHOR } from '../features/generator/publishing/api';
import { Connections } from '../features/generator/publishing/connections';
import { useAuth } from '../lib/session/auth-provider';

/** The signed-in user's preferences. */
function Preferences() {
  const { t } = useTranslation();
  const { me } = useAuth();
  if (!me) return null;
  return (
    <div className="space-y-6">
      {/* Keyed by user so a different account never sees the previous one's drafts. */}
      <ProfileForm key={`profile-${me.id}`} me={me} />
      <Section title={t('billing.sectionTitle')} lead={t('billing.sectionLead')}>
        <SubscriptionPanel me={me} />
      </Section>
      <Section title={t('brands.preferences.title')} lead={t('brands.preferences.lead')}>
        <ButtonLink to={paths.brands} variant="secondary">
          {t('brands.preferences.link')}
        </ButtonLink>
      </Section>
      {/* The anchor the publish panels link to, and where Mastodon's sign-in comes back to. */}
      <div id={CONNECTIONS_ANCHOR} className="scroll-mt-20">
        <Section title={t('publishing.connections.title')} lead={t('publishing.connections.lead')}>
          <Connections key={`connections-${me.id}`} me={me} />
        </Section>
      </div>
      <RegionalForm key={`regional-${me.id}`} me={me} />
      <SectionGroup title={t('pages.preferences.security')} lead={t('account.preferences.securityGroupLead')}>
        <PasswordForm me={me} />
        {/* Keyed by user: a secret or backup codes shown to one account never stay for the next. */}
        <TwoFactor key={`two-factor-${me.id}`} me={me} />
        <Passkeys key={`passkeys-${me.id}`} me={me} />
        <SessionsList me={me} />
      </SectionGroup>
      {/* Keyed by user: a secret shown to one account is never left on screen for the next. */}
      <ApiKeys key={`api-keys-${me.id}`} me={me} />
      {/* Integrations: the automations' endpoints; keyed by user like the keys (a secret shown once). */}
      <div id="integrations" className="scroll-mt-20">
        <Webhooks key={`webhooks-${me.id}`} me={me} />
      </div>
      <DataExport />
      <DeleteAccount />
    </div>
  );
}

/** The heading and lead first, whatever the session: prerendered, as the planner's (decision 0055). */
export default function PreferencesPage() {
  const { t } = useTranslation();
  return (
    <PageShell
      title={t('pages.preferences.title')}
      heading={t('pages.preferences.heading')}
      lead={t('pages.preferences.lead')}
    >
      <RequireAuth>
        <Preferences />
      </RequireAuth>
    </PageShell>
  );
}
