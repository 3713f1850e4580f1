import {
  MAX_PASSKEYS,
  PASSKEY_NAME_MAX,
  type Passkey,
  PasskeyAddFormSchema,
  PasskeyRenameFormSchema,
} from '@captia/shared';
import { Fingerprint } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { AccountUsername } from '#web/components/form/account-username.tsx';
import { FormField } from '#web/components/form/form-field.tsx';
import { useAccountForm } from '#web/components/form/use-account-form.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import {
  isCeremonyCancelled,
  passkeyAvailability,
  useAddPasskey,
  usePasskeys,
  useRemovePasskey,
  useRenamePasskey,
} from '#web/features/auth/api/passkeys.ts';
import { apiErrorMessage } from '#web/features/auth/lib/error-text.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDateTime } from '#web/lib/format.ts';
import type { Me } from '#web/lib/session/types.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { Section } from './section';

/** Where a server answer about the add form belongs. */
function fieldOf(error: unknown): 'password' | 'code' | 'name' {
  if (!isApiError(error)) return 'name';
  if (error.code.startsWith('two_factor_')) return 'code';
  if (error.code.startsWith('current_password') || error.code === 'recent_sign_in_required')
    return 'password';
  return 'name';
}

function AddPasskey({ me, full }: { me: Me; full: boolean }) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const limitId = useId();
  const form = useAccountForm(PasskeyAddFormSchema, {
    name: '',
    password: '',
    code: me.twoFactorEnabled ? '' : undefined,
  });

  const onSubmit = form.submit(async ({ name, password, code }) => {
    try {
      const { passkey } = await add.mutateAsync({
        name,
        password,
        code: me.twoFactorEnabled ? code : undefined,
      });
      toast.success(t('account.passkeys.added', { name: passkey.name ?? t('account.passkeys.unnamed') }));
      form.reset({ name: '', password: '', code: me.twoFactorEnabled ? '' : undefined });
    } catch (error) {
      if (isCeremonyCancelled(error)) {
        toast.info(t('account.passkeys.cancelled'));
        return;
      }
      form.serverError(
        fieldOf(error),
        isApiError(error) ? apiErrorMessage(t, error) : t('account.passkeys.browserFailed'),
      );
    }
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4" data-testid="passkey-add">
      <AccountUsername email={me.email} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={form}
          name="name"
          label={t('account.passkeys.name')}
          autoComplete="off"
          maxLength={PASSKEY_NAME_MAX + 20}
          hint={t('account.passkeys.nameHint', { max: PASSKEY_NAME_MAX })}
        />
        <FormField
          form={form}
          name="password"
          label={t('account.passkeys.password')}
          type="password"
          autoComplete="current-password"
          hint={t('account.apiKeys.passwordHint')}
        />
        {me.twoFactorEnabled && (
          <FormField
            form={form}
            name="code"
            label={t('account.twoFactor.codeOrBackup')}
            autoComplete="one-time-code"
            inputMode="text"
            required
          />
        )}
      </div>
      <Button
        type="submit"
        disabled={full}
        aria-describedby={full ? limitId : undefined}
        pending={add.isPending}
        pendingLabel={t('account.passkeys.adding')}
      >
        {t('account.passkeys.add')}
      </Button>
      {full && (
        <p id={limitId} className="text-sm font-medium text-amber-800 dark:text-amber-300">
          {t('errors.api.passkey_limit_reached')}
        </p>
      )}
    </form>
  );
}

/** One passkey: its name (editable in place), when it was added and last used, and Remove. */
function PasskeyRow({ passkey, me, onRemove }: { passkey: Passkey; me: Me; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  const rename = useRenamePasskey();
  const [editing, setEditing] = useState(false);
  const form = useAccountForm(PasskeyRenameFormSchema, { name: passkey.name ?? '' });
  const date = (value: string) => formatDateTime(value, i18n.language, me.timezone);
  const label = passkey.name ?? t('account.passkeys.unnamed');

  useEffect(() => {
    if (editing) form.setFocus('name');
  }, [editing, form.setFocus]);

  const onSubmit = form.submit(async ({ name }) => {
    try {
      await rename.mutateAsync({ id: passkey.id, name });
      toast.success(t('account.passkeys.renamed'));
      setEditing(false);
    } catch (error) {
      form.serverError('name', apiErrorMessage(t, error));
    }
  });

  return (
    <li className="flex flex-wrap items-center gap-4 py-4" data-testid="passkey">
      <Fingerprint className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      {editing ? (
        <form
          ref={form.formRef}
          noValidate
          onSubmit={onSubmit}
          className="flex min-w-0 flex-1 flex-wrap items-end gap-2"
        >
          <div className="min-w-48 flex-1">
            <FormField
              form={form}
              name="name"
              label={t('account.passkeys.name')}
              autoComplete="off"
              maxLength={PASSKEY_NAME_MAX + 20}
            />
          </div>
          <Button type="submit" pending={rename.isPending} pendingLabel={t('account.passkeys.saving')}>
            {t('account.passkeys.save')}
          </Button>
          <Button variant="secondary" onClick={() => setEditing(false)}>
            {t('account.passkeys.cancel')}
          </Button>
        </form>
      ) : (
        <>
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium break-words">{label}</p>
            <p className="mt-0.5 text-muted-foreground">
              {t('account.passkeys.createdAt', { date: date(passkey.createdAt) })}
              {' · '}
              {passkey.lastUsedAt
                ? t('account.passkeys.lastUsed', { date: date(passkey.lastUsedAt) })
                : t('account.passkeys.neverUsed')}
              {passkey.deviceType === 'multiDevice' && ` · ${t('account.passkeys.synced')}`}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              aria-label={t('account.passkeys.renameNamed', { name: label })}
              onClick={() => setEditing(true)}
            >
              {t('account.passkeys.rename')}
            </Button>
            <Button
              variant="secondary"
              aria-label={t('account.passkeys.removeNamed', { name: label })}
              onClick={onRemove}
            >
              {t('account.passkeys.remove')}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

/**
 * Preferences → Passkeys (decision 0041): sign in with the phone's or computer's screen lock or a
 * security key instead of the password. Adding one asks for the password (and the code when
 * two-factor is on); naming and removing them need only the session.
 */
export function Passkeys({ me }: { me: Me }) {
  const { t } = useTranslation();
  const list = usePasskeys();
  const remove = useRemovePasskey();
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const items = list.data ?? [];
  const removingLabel = removing?.name ?? t('account.passkeys.unnamed');
  const availability = passkeyAvailability();

  async function confirmRemove(passkey: Passkey) {
    try {
      await remove.mutateAsync(passkey.id);
      toast.success(t('account.passkeys.removed', { name: passkey.name ?? t('account.passkeys.unnamed') }));
    } catch (error) {
      toast.error(apiErrorMessage(t, error));
    }
    setRemoving(null);
  }

  return (
    <Section title={t('account.passkeys.title')} lead={t('account.passkeys.lead')}>
      <div className="space-y-5">
        {availability === 'available' ? (
          <AddPasskey me={me} full={items.length >= MAX_PASSKEYS} />
        ) : (
          <Alert tone="info">
            {availability === 'ip-address'
              ? t('errors.api.passkey_unavailable')
              : t('account.passkeys.unsupported')}
          </Alert>
        )}
        {list.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('account.passkeys.loading')}
          </p>
        ) : list.isError ? (
          <Alert tone="error">{t('account.passkeys.loadFailed')}</Alert>
        ) : (
          <div className="border-t border-border pt-4">
            {items.length === 0 ? (
              <p className="text-sm">{t('account.passkeys.empty')}</p>
            ) : (
              <ul className="divide-y divide-border" aria-label={t('account.passkeys.listLabel')}>
                {items.map((passkey) => (
                  <PasskeyRow
                    key={passkey.id}
                    passkey={passkey}
                    me={me}
                    onRemove={() => setRemoving(passkey)}
                  />
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={t('account.passkeys.removeTitle', { name: removingLabel })}
        text={t('account.passkeys.removeText')}
        keepLabel={t('account.passkeys.keep')}
        confirmLabel={t('account.passkeys.removeConfirm')}
        pendingLabel={t('account.passkeys.removing')}
        pending={remove.isPending}
        onConfirm={() => removing && void confirmRemove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Section>
  );
}
