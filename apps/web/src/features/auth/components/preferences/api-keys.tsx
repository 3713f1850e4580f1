import { API_KEY_NAME_MAX, ApiKeyFormSchema, MAX_API_KEYS } from '@captia/shared';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AccountUsername } from '#web/components/form/account-username.tsx';
import { FormField } from '#web/components/form/form-field.tsx';
import { useAccountForm } from '#web/components/form/use-account-form.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { paths } from '#web/config/paths.ts';
import {
  type ApiKey,
  type CreatedApiKey,
  useApiKeys,
  useCreateApiKey,
  useRevokeApiKey,
} from '#web/features/auth/api/api-keys.ts';
import { apiErrorMessage } from '#web/features/auth/lib/error-text.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDateTime } from '#web/lib/format.ts';
import type { Me } from '#web/lib/session/types.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { NewApiKey } from './new-api-key';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';
import { Section } from './section';

const linkClasses = 'font-medium text-primary underline underline-offset-4 hover:opacity-80';

/** The server's answers about the password (missing, wrong, or a sign-in too old): shown at that field. */
const PASSWORD_CODES = new Set([
  'current_password_required',
  'current_password_incorrect',
  'recent_sign_in_required',
]);

function KeyRow({ apiKey, me, onRevoke }: { apiKey: ApiKey; me: Me; onRevoke: () => void }) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatDateTime(value, i18n.language, me.timezone);
  return (
    <li className="flex items-center gap-4 py-4" data-testid="api-key">
      <KeyRound className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium break-words">{apiKey.name}</span>
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{apiKey.prefix}…</code>
        </p>
        <p className="mt-0.5 text-muted-foreground">
          {t('account.apiKeys.createdAt', { date: date(apiKey.createdAt) })}
          {' · '}
          {apiKey.lastUsedAt
            ? t('account.apiKeys.lastUsed', { date: date(apiKey.lastUsedAt) })
            : t('account.apiKeys.neverUsed')}
        </p>
      </div>
      <Button
        variant="secondary"
        aria-label={t('account.apiKeys.revokeNamed', { name: apiKey.name })}
        onClick={onRevoke}
      >
        {t('account.apiKeys.revoke')}
      </Button>
    </li>
  );
}

/** The free plan's answer: what keys are for, and where to get them. */
function PaidPlansOnly() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" data-testid="api-keys-paid-only">
      <p className="text-sm">{t('account.apiKeys.paidOnly')}</p>
      <ButtonLink to={paths.plans}>{t('common.seePlans')}</ButtonLink>
    </div>
  );
}

function KeyManager({ me }: { me: Me }) {
  const { t } = useTranslation();
  const keys = useApiKeys(true);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const form = useAccountForm(ApiKeyFormSchema, { name: '', password: '' });
  const limitId = useId();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  // The plan ended since the profile was read: the server says so, and so does this section.
  if (isApiError(keys.error, 'plan_required')) return <PaidPlansOnly />;

  const items = keys.data?.items ?? [];
  const full = items.length >= MAX_API_KEYS;
  // After React has drawn the form again (it gives way to a new key's secret).
  const focusName = () => window.setTimeout(() => form.setFocus('name'), 0);

  const onSubmit = form.submit(async (values) => {
    try {
      setCreated(await create.mutateAsync(values));
      form.reset();
    } catch (failure) {
      const field = isApiError(failure) && PASSWORD_CODES.has(failure.code) ? 'password' : 'name';
      form.serverError(field, apiErrorMessage(t, failure));
    }
  });

  async function confirmRevoke(key: ApiKey) {
    try {
      await revoke.mutateAsync(key.id);
      toast.success(t('account.apiKeys.revoked', { name: key.name }));
      if (created?.id === key.id) setCreated(null);
      setRevoking(null);
      // Its row (and the button that opened the dialog) is gone: the form is the next place to be.
      focusName();
    } catch (failure) {
      toast.error(apiErrorMessage(t, failure));
      setRevoking(null);
    }
  }

  return (
    <div className="space-y-5">
      {created ? (
        <NewApiKey
          key={created.id}
          created={created}
          onDone={() => {
            setCreated(null);
            focusName();
          }}
        />
      ) : (
        <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
          <AccountUsername email={me.email} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              form={form}
              name="name"
              label={t('account.apiKeys.name')}
              autoComplete="off"
              maxLength={API_KEY_NAME_MAX + 20}
              required
              hint={t('account.apiKeys.nameHint', { max: API_KEY_NAME_MAX })}
            />
            <FormField
              form={form}
              name="password"
              label={t('account.apiKeys.password')}
              type="password"
              autoComplete="current-password"
              hint={t('account.apiKeys.passwordHint')}
            />
          </div>
          <Button
            type="submit"
            disabled={full || keys.isPending}
            aria-describedby={full ? limitId : undefined}
            pending={create.isPending}
            pendingLabel={t('account.apiKeys.creating')}
          >
            {t('account.apiKeys.create')}
          </Button>
        </form>
      )}

      {keys.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('account.apiKeys.loading')}
        </p>
      ) : keys.isError ? (
        <Alert tone="error">{t('account.apiKeys.loadFailed')}</Alert>
      ) : (
        <div className="border-t border-border pt-4">
          <p className="text-sm text-muted-foreground" data-testid="api-key-count">
            {t('account.apiKeys.count', { count: items.length, max: MAX_API_KEYS })}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{t('account.apiKeys.passwordRevokes')}</p>
          {full && (
            <p id={limitId} className="mt-1 text-sm font-medium text-amber-800 dark:text-amber-300">
              {t('account.apiKeys.limitReached', { max: MAX_API_KEYS })}
            </p>
          )}
          {items.length === 0 ? (
            <p className="mt-3 text-sm">{t('account.apiKeys.empty')}</p>
          ) : (
            <ul className="divide-y divide-border" aria-label={t('account.apiKeys.listLabel')}>
              {items.map((key) => (
                <KeyRow key={key.id} apiKey={key} me={me} onRevoke={() => setRevoking(key)} />
              ))}
            </ul>
          )}
        </div>
      )}
      <RevokeApiKeyDialog
        apiKey={revoking}
        pending={revoke.isPending}
        onConfirm={(key) => void confirmRevoke(key)}
        onClose={() => setRevoking(null)}
      />
    </div>
  );
}

/** "API keys": create, copy once, list and revoke (paid plans); the free plan is told where to get them. */
export function ApiKeys({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <Section title={t('account.apiKeys.title')} lead={t('account.apiKeys.lead')}>
      {me.tier === 'free' ? <PaidPlansOnly /> : <KeyManager me={me} />}
      <p className="mt-5 text-sm">
        <Link to={paths.developers} className={linkClasses}>
          {t('account.apiKeys.guide')}
        </Link>
      </p>
    </Section>
  );
}
