import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AuthCard } from '../components/layout/page-shell';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/field';
import { paths } from '../config/paths';
import { useSignIn } from '../features/auth/api/sign-in';
import { useAuth } from '../features/auth/components/auth-provider';
import { GoogleButton } from '../features/auth/components/google-button';
import { apiErrorMessage, fieldErrorText } from '../features/auth/lib/error-text';
import { loginPath, safeRedirect } from '../features/auth/lib/redirect';
import { focusFirstInvalid, useFormState } from '../features/auth/lib/use-form-state';
import { validateSignIn } from '../features/auth/lib/validation';

const linkClasses = 'font-medium text-primary underline-offset-4 hover:underline';

export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { status, refresh } = useAuth();
  const form = useFormState({ email: '', password: '' });
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const redirect = params.get('redirect');
  const target = safeRedirect(redirect);
  if (status === 'signedIn') return <Navigate to={target} replace />;

  const notice =
    params.get('expired') === '1'
      ? t('errors.api.session_expired')
      : redirect && target !== paths.home
        ? t('account.login.signInToContinue')
        : null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const errors = validateSignIn(form.values);
    if (Object.keys(errors).length > 0) {
      form.setErrorKeys(errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await signIn.mutateAsync({ email: form.values.email.trim(), password: form.values.password });
      await refresh();
    } catch (error) {
      const message = apiErrorMessage(t, error);
      setFailure(message);
      toast.error(t('account.login.failed'), { description: message });
    }
  }

  return (
    <AuthCard title={t('pages.login.title')} heading={t('pages.login.heading')} lead={t('pages.login.lead')}>
      {notice && <Alert tone="info">{notice}</Alert>}
      {params.get('error') && <Alert tone="error">{t('account.login.googleFailed')}</Alert>}
      <GoogleButton callbackURL={target} errorCallbackURL={loginPath(redirect ?? undefined)} />
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={t('account.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.bind('email')}
          error={fieldErrorText(t, form.errors.email)}
        />
        <TextField
          label={t('account.fields.password')}
          type="password"
          autoComplete="current-password"
          required
          {...form.bind('password')}
          error={fieldErrorText(t, form.errors.password)}
        />
        {failure && (
          <Alert tone="error" title={t('account.login.failed')}>
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          className="w-full"
          pending={signIn.isPending || signIn.isSuccess}
          pendingLabel={t('account.login.pending')}
        >
          {t('account.login.submit')}
        </Button>
      </form>
      <p>
        <Link to={paths.forgotPassword} className={linkClasses}>
          {t('pages.login.forgot')}
        </Link>
      </p>
      <p className="text-muted-foreground">
        {t('pages.login.noAccount')}{' '}
        <Link
          to={redirect ? `${paths.register}?${new URLSearchParams({ redirect })}` : paths.register}
          className={linkClasses}
        >
          {t('common.signUp')}
        </Link>
      </p>
    </AuthCard>
  );
}
