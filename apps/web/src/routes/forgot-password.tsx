import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#web/lib/translator.ts';
import { FormField } from '../components/form/form-field';
import { useAccountForm } from '../components/form/use-account-form';
import { AuthCard } from '../components/layout/page-shell';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { paths } from '../config/paths';
import { useRequestPasswordReset } from '../features/auth/api/request-password-reset';
import { apiErrorMessage } from '../features/auth/lib/error-text';

const linkClasses = 'font-medium text-primary underline-offset-4 hover:underline';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useAccountForm(
    () => import('@captia/shared/account-forms').then((forms) => forms.ForgotPasswordFormSchema),
    { email: '' },
  );
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.submit(async ({ email }) => {
    try {
      // The server answers the same whether or not the account exists, and so do we.
      await request.mutateAsync({ email });
      setSentTo(email);
    } catch (error) {
      form.setFailure(apiErrorMessage(t, error));
    }
  });

  return (
    <AuthCard
      title={t('pages.forgotPassword.title')}
      heading={t('pages.forgotPassword.heading')}
      lead={t('pages.forgotPassword.lead')}
    >
      {sentTo ? (
        <div className="space-y-4">
          <Alert tone="success" title={t('account.forgot.sentHeading')}>
            {t('account.forgot.sentText', { email: sentTo })}
          </Alert>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                setSentTo(null);
                form.reset();
              }}
            >
              {t('account.forgot.otherEmail')}
            </Button>
            <Link to={paths.login} className={`${linkClasses} self-center px-2`}>
              {t('account.forgot.backToSignIn')}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
            <FormField
              form={form}
              name="email"
              label={t('account.fields.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
            />
            {form.failure && <Alert tone="error">{form.failure}</Alert>}
            <Button
              type="submit"
              className="w-full"
              pending={request.isPending}
              pendingLabel={t('account.forgot.pending')}
            >
              {t('account.forgot.submit')}
            </Button>
          </form>
          <p className="text-muted-foreground">
            {t('account.forgot.remembered')}{' '}
            <Link to={paths.login} className={linkClasses}>
              {t('common.signIn')}
            </Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
