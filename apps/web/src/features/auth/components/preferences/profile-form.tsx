import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { updateMeMutation } from '../../api/update-me';
import { apiErrorMessage, fieldErrorText } from '../../lib/error-text';
import { focusFirstInvalid, useFormState } from '../../lib/use-form-state';
import { displayNameError } from '../../lib/validation';
import type { Me } from '../../types';
import { Section } from './section';

export function ProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const form = useFormState({ name: me.name });
  const queryClient = useQueryClient();
  const update = useMutation(updateMeMutation(queryClient));
  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const error = displayNameError(form.values.name);
    if (error) {
      form.setErrorKeys({ name: error });
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const next = await update.mutateAsync({ name: form.values.name.trim() });
      form.reset({ name: next.name });
      toast.success(t('account.preferences.nameSaved'));
    } catch (failure) {
      form.setErrors({ name: { message: apiErrorMessage(t, failure) } });
    }
  }

  return (
    <Section title={t('pages.preferences.profile')} lead={t('account.preferences.profileLead')}>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 sm:flex-row sm:items-start"
      >
        <TextField
          className="flex-1"
          label={t('account.fields.displayName')}
          autoComplete="nickname"
          maxLength={120}
          required
          hint={t('account.preferences.emailHelp', { email: me.email })}
          {...form.bind('name')}
          error={fieldErrorText(t, form.errors.name)}
        />
        <Button
          type="submit"
          className="sm:mt-7"
          pending={update.isPending}
          pendingLabel={t('account.preferences.saving')}
          disabled={form.values.name.trim() === me.name}
        >
          {t('account.preferences.saveName')}
        </Button>
      </form>
    </Section>
  );
}
