import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { currentLanguage } from '../app/i18n';
import { AuthCard } from '../components/layout/page-shell';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/field';
import { useSignUp } from '../features/auth/api/sign-up';
import { browserTimeZone, useAuth } from '../features/auth/components/auth-provider';
import { GoogleButton } from '../features/auth/components/google-button';
import { PasswordStrength } from '../features/auth/components/password-strength';
import { apiErrorMessage, fieldErrorText } from '../features/auth/lib/error-text';
import { loginPath, safeRedirect } from '../features/auth/lib/redirect';
import { focusFirstInvalid, useFormState } from '../features/auth/lib/use-form-state';
import { fieldForErrorCode, validateSignUp } from '../features/auth/lib/validation';
import { isApiError } from '../lib/api-client';

const linkClasses = 'font-medium text-primary underline-offset-4 hover:underline';

export default function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { status, refresh } = useAuth();
  const form = useFormState({ name: '', email: '', password: '', confirm: '' });
  const signUp = useSignUp();
  const [failure, setFailure] = useState<string | null>(null);
  const [awaitingVerification, setAwaitingVerification] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const strengthId = useId();

  const redirect = params.get('redirect');
  const target = safeRedirect(redirect);
  if (status === 'signedIn') return <Navigate to={target} replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const errors = validateSignUp(form.values);
    if (Object.keys(errors).length > 0) {
      form.setErrorKeys(errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    const name = form.values.name.trim();
    try {
      await signUp.mutateAsync({
        name,
        email: form.values.email.trim(),
        password: form.values.password,
        language: currentLanguage(),
        timezone: browserTimeZone(),
      });
      // With REQUIRE_EMAIL_VERIFICATION the account exists but is not signed in until confirmed.
      if (await refresh()) toast.success(t('account.register.welcome', { name }));
      else setAwaitingVerification(form.values.email.trim());
    } catch (error) {
      const field = isApiError(error) ? fieldForErrorCode(error.code) : null;
      if (isApiError(error) && (field === 'email' || field === 'password')) {
        form.setErrors({ [field]: { message: error.message } });
        focusFirstInvalid(formRef.current);
      } else {
        const message = apiErrorMessage(t, error);
        setFailure(message);
        toast.error(t('account.register.failed'), { description: message });
      }
    }
  }

  return (
    <AuthCard
      title={t('pages.register.title')}
      heading={t('pages.register.heading')}
      lead={t('pages.register.lead')}
    >
      {awaitingVerification && (
        <Alert tone="success">{t('account.register.checkEmail', { email: awaitingVerification })}</Alert>
      )}
      <GoogleButton callbackURL={target} errorCallbackURL={loginPath(redirect ?? undefined)} />
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={t('account.fields.name')}
          autoComplete="name"
          required
          {...form.bind('name')}
          error={fieldErrorText(t, form.errors.name)}
        />
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
          autoComplete="new-password"
          required
          hint={t('account.register.passwordHint')}
          {...form.bind('password')}
          error={fieldErrorText(t, form.errors.password)}
          describedById={strengthId}
          after={
            <PasswordStrength
              id={strengthId}
              password={form.values.password}
              userInputs={[form.values.name, form.values.email]}
            />
          }
        />
        <TextField
          label={t('account.fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...form.bind('confirm')}
          error={fieldErrorText(t, form.errors.confirm)}
        />
        {failure && (
          <Alert tone="error" title={t('account.register.failed')}>
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          className="w-full"
          pending={signUp.isPending || (signUp.isSuccess && !awaitingVerification)}
          pendingLabel={t('account.register.pending')}
        >
          {t('account.register.submit')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('account.register.terms')}</p>
      </form>
      <p className="text-muted-foreground">
        {t('pages.register.haveAccount')}{' '}
        <Link to={loginPath(redirect ?? undefined)} className={linkClasses}>
          {t('common.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
