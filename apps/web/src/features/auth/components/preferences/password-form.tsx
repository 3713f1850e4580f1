import { ChangePasswordFormSchema } from '@captia/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AccountUsername } from '../../../../components/form/account-username';
import { FormField } from '../../../../components/form/form-field';
import { useAccountForm } from '../../../../components/form/use-account-form';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api-client';
import type { Me } from '../../../../lib/session/types';
import { useChangePassword } from '../../api/change-password';
import { apiErrorMessage } from '../../lib/error-text';
import { fieldForErrorCode } from '../../lib/validation';
import { PasswordStrength } from '../password-strength';
import { Section } from './section';

export function PasswordForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const form = useAccountForm(ChangePasswordFormSchema, { current: '', password: '', confirm: '' });
  const change = useChangePassword();
  const strengthId = useId();

  const password = form.watch('password');

  const onSubmit = form.submit(async (values) => {
    try {
      await change.mutateAsync({ currentPassword: values.current, newPassword: values.password });
      form.reset();
      toast.success(t('account.preferences.passwordUpdated'));
    } catch (error) {
      const message = apiErrorMessage(t, error);
      toast.error(t('account.preferences.passwordFailed'), { description: message });
      const field = isApiError(error) ? fieldForErrorCode(error.code) : null;
      if (field === 'current' || field === 'password') form.serverError(field, message);
    }
  });

  return (
    <Section title={t('pages.preferences.password')} lead={t('account.preferences.passwordLead')}>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        {/* Lets password managers file the new password under the right account. */}
        <AccountUsername email={me.email} />
        <FormField
          form={form}
          name="current"
          label={t('account.fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            form={form}
            name="password"
            label={t('account.fields.newPassword')}
            type="password"
            autoComplete="new-password"
            required
            describedById={strengthId}
            after={<PasswordStrength id={strengthId} password={password} userInputs={[me.name, me.email]} />}
          />
          <FormField
            form={form}
            name="confirm"
            label={t('account.fields.confirmNewPassword')}
            type="password"
            autoComplete="new-password"
            required
          />
        </div>
        <Button type="submit" pending={change.isPending} pendingLabel={t('account.preferences.saving')}>
          {t('account.preferences.updatePassword')}
        </Button>
      </form>
    </Section>
  );
}
