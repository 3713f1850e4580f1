import { type FormEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { paths } from '../../../../config/paths';
import { useDeleteUser } from '../../api/delete-user';
import { apiErrorMessage, fieldErrorText } from '../../lib/error-text';
import { focusFirstInvalid, useFormState } from '../../lib/use-form-state';
import { useAuth } from '../auth-provider';
import { Section } from './section';

/** Deletion asks for the password in a modal dialog (native <dialog>: focus trap, Escape, inert page). */
export function DeleteAccount() {
  const { t } = useTranslation();
  const { endSession } = useAuth();
  const remove = useDeleteUser();
  const form = useFormState({ password: '' });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const textId = useId();

  function open() {
    form.reset();
    remove.reset();
    dialogRef.current?.showModal();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.values.password) {
      form.setErrorKeys({ password: 'validation.required' });
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await remove.mutateAsync({ password: form.values.password });
      dialogRef.current?.close();
      toast.success(t('account.preferences.deleted'));
      await endSession(paths.home);
    } catch (error) {
      form.setErrors({ password: { message: apiErrorMessage(t, error) } });
      focusFirstInvalid(formRef.current);
    }
  }

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
        <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('account.preferences.deleteDialogTitle')}
          </h2>
          <p id={textId} className="text-sm text-muted-foreground">
            {t('account.preferences.deleteDialogText')}
          </p>
          <TextField
            label={t('account.fields.password')}
            type="password"
            autoComplete="current-password"
            required
            {...form.bind('password')}
            error={fieldErrorText(t, form.errors.password)}
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
