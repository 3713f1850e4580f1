import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from '#web/lib/translator.ts';
import { FormField } from '../components/form/form-field';
import { useAccountForm } from '../components/form/use-account-form';
import { AuthCard } from '../components/layout/page-shell';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { ButtonLink } from '../components/ui/button-link';
import { paths } from '../config/paths';
import { useResetPassword } from '../features/auth/api/reset-password';
import { PasswordStrength } from '../features/auth/components/password-strength';
import { apiErrorMessage } from '../features/auth/lib/error-text';
import { fieldForErrorCode } from '../features/auth/lib/validation';
import { useHydratedSearchParams } from '../hooks/use-hydrated';
import { isApiError } from '../lib/api-client';
import { useAuth } from '../lib/session/auth-provider';

function RequestNewLink({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <Alert tone="error">{message}</Alert>
      <ButtonLink to={paths.forgotPassword} className="w-full">
        {t('account.reset.requestNew')}
      </ButtonLink>
    </div>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  // Empty until hydrated: the page is prerendered without a query string (0023).
  const params = useHydratedSearchParams();
  const token = params.get('token');
  const { endSession } = useAuth();
  const form = useAccountForm(
    () => import('@captia/shared/account-forms').then((forms) => forms.ResetPasswordFormSchema),
    { password: '', confirm: '' },
  );
  const reset = useResetPassword();
  const [tokenProblem, setTokenProblem] = useState<string | null>(null);
  const strengthId = useId();

  const password = form.watch('password');

  const onSubmit = form.submit(async (values) => {
    if (!token) return;
    try {
      await reset.mutateAsync({ newPassword: values.password, token });
      toast.success(t('account.reset.success'));
      // Every session was revoked by the reset, this browser's included.
      await endSession(paths.login);
    } catch (error) {
      if (isApiError(error, 'invalid_token')) setTokenProblem(error.message);
      else if (isApiError(error) && fieldForErrorCode(error.code) === 'password') {
        form.serverError('password', error.message);
      } else form.setFailure(apiErrorMessage(t, error));
    }
  });

  return (
    <AuthCard
      title={t('pages.resetPassword.title')}
      heading={t('pages.resetPassword.heading')}
      lead={t('pages.resetPassword.lead')}
    >
      {!token ? (
        <RequestNewLink message={t('account.reset.missingToken')} />
      ) : tokenProblem ? (
        <RequestNewLink message={tokenProblem} />
      ) : (
        <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
          <FormField
            form={form}
            name="password"
            label={t('account.fields.newPassword')}
            type="password"
            autoComplete="new-password"
            required
            hint={t('account.register.passwordHint')}
            describedById={strengthId}
            after={<PasswordStrength id={strengthId} password={password} />}
          />
          <FormField
            form={form}
            name="confirm"
            label={t('account.fields.confirmNewPassword')}
            type="password"
            autoComplete="new-password"
            required
          />
          {form.failure && <Alert tone="error">{form.failure}</Alert>}
          <Button
            type="submit"
            className="w-full"
            pending={reset.isPending || reset.isSuccess}
            pendingLabel={t('account.reset.pending')}
          >
            {t('account.reset.submit')}
          </Button>
        </form>
      )}
      <p>
        <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('account.forgot.backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
