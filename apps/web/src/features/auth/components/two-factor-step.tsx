import { useEffect, useId, useState } from 'react';
import { FormField } from '#web/components/form/form-field.tsx';
import { useAccountForm } from '#web/components/form/use-account-form.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useTranslation } from '#web/lib/translator.ts';
import { useVerifyBackupCode, useVerifyTotp } from '../api/two-factor';
import { apiErrorMessage } from '../lib/error-text';

/**
 * The sign-in's second step (decision 0038): the password was right and the account has
 * two-factor on, so a code from the authenticator app (or a backup code) finishes the sign-in.
 * Focus lands on the code; a wrong code is shown next to it and announced.
 */
export function TwoFactorStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: () => Promise<unknown>;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const [backup, setBackup] = useState(false);
  const form = useAccountForm(
    () => import('@captia/shared/account-forms').then((forms) => forms.TwoFactorSignInFormSchema),
    { code: '', trustDevice: false },
  );
  const totp = useVerifyTotp();
  const backupCode = useVerifyBackupCode();
  const trustId = useId();
  const headingId = useId();

  // The field the user must fill next: on arrival and after switching code kinds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the kind of code changes.
  useEffect(() => {
    form.setFocus('code');
  }, [backup, form.setFocus]);

  const onSubmit = form.submit(async ({ code, trustDevice }) => {
    try {
      if (backup) await backupCode.mutateAsync({ code, trustDevice });
      else await totp.mutateAsync({ code, trustDevice });
      await onSignedIn();
    } catch (error) {
      form.serverError('code', apiErrorMessage(t, error));
    }
  });

  const pending = totp.isPending || backupCode.isPending || totp.isSuccess || backupCode.isSuccess;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('account.twoFactor.stepTitle')}
      </h2>
      <p className="text-sm text-muted-foreground">
        {backup ? t('account.twoFactor.stepBackupLead') : t('account.twoFactor.stepLead')}
      </p>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField
          key={backup ? 'backup' : 'totp'}
          form={form}
          name="code"
          label={backup ? t('account.twoFactor.backupCode') : t('account.twoFactor.code')}
          autoComplete="one-time-code"
          inputMode={backup ? 'text' : 'numeric'}
          spellCheck={false}
          required
        />
        <div className="flex items-center gap-2">
          <input id={trustId} type="checkbox" className="size-4" {...form.register('trustDevice')} />
          <label htmlFor={trustId} className="text-sm">
            {t('account.twoFactor.trustDevice')}
          </label>
        </div>
        {form.failure && <Alert tone="error">{form.failure}</Alert>}
        <Button
          type="submit"
          className="w-full"
          pending={pending}
          pendingLabel={t('account.twoFactor.verifying')}
        >
          {t('account.twoFactor.verify')}
        </Button>
      </form>
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Button
          variant="ghost"
          onClick={() => {
            form.reset({ code: '', trustDevice: form.getValues('trustDevice') });
            setBackup(!backup);
          }}
        >
          {backup ? t('account.twoFactor.useApp') : t('account.twoFactor.useBackup')}
        </Button>
        <Button variant="ghost" onClick={onRestart}>
          {t('account.twoFactor.restart')}
        </Button>
      </div>
    </section>
  );
}
