import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AuthCard } from '../components/layout/page-shell';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { ButtonLink } from '../components/ui/button-link';
import { TextField } from '../components/ui/field';
import { paths } from '../config/paths';
import { useResetPassword } from '../features/auth/api/reset-password';
import { useAuth } from '../features/auth/components/auth-provider';
import { PasswordStrength } from '../features/auth/components/password-strength';
import { apiErrorMessage, fieldErrorText } from '../features/auth/lib/error-text';
import { focusFirstInvalid, useFormState } from '../features/auth/lib/use-form-state';
import { fieldForErrorCode, validateNewPassword } from '../features/auth/lib/validation';
import { isApiError } from '../lib/api-client';

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
  const [params] = useSearchParams();
  const token = params.get('token');
  const { endSession } = useAuth();
  const form = useFormState({ password: '', confirm: '' });
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [tokenProblem, setTokenProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const strengthId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    setFailure(null);
    const errors = validateNewPassword(form.values);
    if (Object.keys(errors).length > 0) {
      form.setErrorKeys(errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await reset.mutateAsync({ newPassword: form.values.password, token });
      toast.success(t('account.reset.success'));
      // Every session was revoked by the reset, this browser's included.
      await endSession(paths.login);
    } catch (error) {
      if (isApiError(error, 'invalid_token')) setTokenProblem(error.message);
      else if (isApiError(error) && fieldForErrorCode(error.code) === 'password') {
        form.setErrors({ password: { message: error.message } });
        focusFirstInvalid(formRef.current);
      } else setFailure(apiErrorMessage(t, error));
    }
  }

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
        <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField
            label={t('account.fields.newPassword')}
            type="password"
            autoComplete="new-password"
            required
            hint={t('account.register.passwordHint')}
            {...form.bind('password')}
            error={fieldErrorText(t, form.errors.password)}
            describedById={strengthId}
            after={<PasswordStrength id={strengthId} password={form.values.password} />}
          />
          <TextField
            label={t('account.fields.confirmNewPassword')}
            type="password"
            autoComplete="new-password"
            required
            {...form.bind('confirm')}
            error={fieldErrorText(t, form.errors.confirm)}
          />
          {failure && <Alert tone="error">{failure}</Alert>}
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
