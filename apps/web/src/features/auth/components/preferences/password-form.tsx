import { ChangePasswordFormSchema } from '@captia/shared';
import { useId } from 'react';
import { toast } from 'sonner';
import { AccountUsername } from '#web/components/form/account-username.tsx';
import { FormField } from '#web/components/form/form-field.tsx';
import { useAccountForm } from '#web/components/form/use-account-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useChangePassword } from '#web/features/auth/api/change-password.ts';
import { apiErrorMessage } from '#web/features/auth/lib/error-text.ts';
import { fieldForErrorCode } from '#web/features/auth/lib/validation.ts';
import { isApiError } from '#web/lib/api-client.ts';
import type { Me } from '#web/lib/session/types.ts';
import { useTranslation } from '#web/lib/translator.ts';
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
