import { DeleteAccountFormSchema } from '@captia/shared';
import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { FormField } from '#web/components/form/form-field.tsx';
import { useAccountForm } from '#web/components/form/use-account-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useDeleteUser } from '#web/features/auth/api/delete-user.ts';
import { apiErrorMessage } from '#web/features/auth/lib/error-text.ts';
import { useAuth } from '#web/lib/session/auth-provider.tsx';
import { useTranslation } from '#web/lib/translator.ts';
import { Section } from './section';

/** Deletion asks for the password in a modal dialog (native <dialog>: focus trap, Escape, inert page). */
export function DeleteAccount() {
  const { t } = useTranslation();
  const { endSession } = useAuth();
  const remove = useDeleteUser();
  const form = useAccountForm(DeleteAccountFormSchema, { password: '' });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  function open() {
    form.reset();
    remove.reset();
    dialogRef.current?.showModal();
  }

  const onSubmit = form.submit(async ({ password }) => {
    try {
      await remove.mutateAsync({ password });
      dialogRef.current?.close();
      toast.success(t('account.preferences.deleted'));
      await endSession(paths.home);
    } catch (error) {
      form.serverError('password', apiErrorMessage(t, error));
    }
  });

  return (
    <Section
      title={t('account.preferences.deleteHeading')}
      lead={t('account.preferences.deleteLead')}
      tone="danger"
    >
      <Button ref={triggerRef} variant="danger" onClick={open}>
        {t('account.preferences.deleteButton')}
      </Button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={textId}
        onClose={() => triggerRef.current?.focus()}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-border bg-card p-6 text-foreground shadow-xl backdrop:bg-black/50"
      >
        <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('account.preferences.deleteDialogTitle')}
          </h2>
          <p id={textId} className="text-sm text-muted-foreground">
            {t('account.preferences.deleteDialogText')}
          </p>
          <FormField
            form={form}
            name="password"
            label={t('account.fields.password')}
            type="password"
            autoComplete="current-password"
            required
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => dialogRef.current?.close()}>
              {t('account.preferences.cancel')}
            </Button>
            <Button
              type="submit"
              variant="danger"
              pending={remove.isPending || remove.isSuccess}
              pendingLabel={t('account.preferences.deletePending')}
            >
              {t('account.preferences.deleteConfirm')}
            </Button>
          </div>
        </form>
      </dialog>
    </Section>
  );
}
