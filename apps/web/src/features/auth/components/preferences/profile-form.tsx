import { ProfileFormSchema } from '@captia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FormField } from '#web/components/form/form-field.tsx';
import { useAccountForm } from '#web/components/form/use-account-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { apiErrorMessage } from '#web/features/auth/lib/error-text.ts';
import type { Me } from '#web/lib/session/types.ts';
import { updateMeMutation } from '#web/lib/session/update-me.ts';
import { useTranslation } from '#web/lib/translator.ts';
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
