import { ProfileFormSchema } from '@captia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '../../../../components/form/form-field';
import { useAccountForm } from '../../../../components/form/use-account-form';
import { Button } from '../../../../components/ui/button';
import type { Me } from '../../../../lib/session/types';
import { updateMeMutation } from '../../../../lib/session/update-me';
import { apiErrorMessage } from '../../lib/error-text';
import { Section } from './section';

export function ProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const form = useAccountForm(ProfileFormSchema, { name: me.name });
  const queryClient = useQueryClient();
  const update = useMutation(updateMeMutation(queryClient));

  const onSubmit = form.submit(async ({ name }) => {
    try {
      const next = await update.mutateAsync({ name });
      form.reset({ name: next.name });
      toast.success(t('account.preferences.nameSaved'));
    } catch (failure) {
      form.serverError('name', apiErrorMessage(t, failure));
    }
  });

  return (
    <Section title={t('pages.preferences.profile')} lead={t('account.preferences.profileLead')}>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 sm:flex-row sm:items-start"
      >
        <FormField
          form={form}
          name="name"
          className="flex-1"
          label={t('account.fields.displayName')}
          autoComplete="nickname"
          maxLength={120}
          required
          hint={t('account.preferences.emailHelp', { email: me.email })}
        />
        <Button
          type="submit"
          className="sm:mt-7"
          pending={update.isPending}
          pendingLabel={t('account.preferences.saving')}
          disabled={form.watch('name').trim() === me.name}
        >
          {t('account.preferences.saveName')}
        </Button>
      </form>
    </Section>
  );
}
