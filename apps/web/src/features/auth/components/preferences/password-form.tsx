import { type FormEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { isApiError } from '../../../../lib/api-client';
import { useChangePassword } from '../../api/change-password';
import { apiErrorMessage, fieldErrorText } from '../../lib/error-text';
import { focusFirstInvalid, useFormState } from '../../lib/use-form-state';
import { fieldForErrorCode, validateChangePassword } from '../../lib/validation';
import type { Me } from '../../types';
import { PasswordStrength } from '../password-strength';
import { Section } from './section';

export function PasswordForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const form = useFormState({ current: '', password: '', confirm: '' });
  const change = useChangePassword();
  const formRef = useRef<HTMLFormElement>(null);
  const strengthId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = validateChangePassword(form.values);
    if (Object.keys(errors).length > 0) {
      form.setErrorKeys(errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await change.mutateAsync({ currentPassword: form.values.current, newPassword: form.values.password });
      form.reset();
      toast.success(t('account.preferences.passwordUpdated'));
    } catch (error) {
      const message = apiErrorMessage(t, error);
      toast.error(t('account.preferences.passwordFailed'), { description: message });
      const field = isApiError(error) ? fieldForErrorCode(error.code) : null;
      if (field === 'current' || field === 'password') {
        form.setErrors({ [field]: { message } });
        focusFirstInvalid(formRef.current);
      }
    }
  }

  return (
    <Section title={t('pages.preferences.password')} lead={t('account.preferences.passwordLead')}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={me.email} readOnly hidden />
        <TextField
          label={t('account.fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          {...form.bind('current')}
          error={fieldErrorText(t, form.errors.current)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('account.fields.newPassword')}
            type="password"
            autoComplete="new-password"
            required
            {...form.bind('password')}
            error={fieldErrorText(t, form.errors.password)}
            describedById={strengthId}
            after={
              <PasswordStrength
                id={strengthId}
                password={form.values.password}
                userInputs={[me.name, me.email]}
              />
            }
          />
          <TextField
            label={t('account.fields.confirmNewPassword')}
            type="password"
            autoComplete="new-password"
            required
            {...form.bind('confirm')}
            error={fieldErrorText(t, form.errors.confirm)}
          />
        </div>
        <Button type="submit" pending={change.isPending} pendingLabel={t('account.preferences.saving')}>
          {t('account.preferences.updatePassword')}
        </Button>
      </form>
    </Section>
  );
}
