import { useId, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from '#web/lib/translator.ts';
import { FormField } from '../components/form/form-field';
import { useAccountForm } from '../components/form/use-account-form';
import { AuthCard } from '../components/layout/page-shell';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { useSignUp } from '../features/auth/api/sign-up';
import { GoogleButton } from '../features/auth/components/google-button';
import { PasswordStrength } from '../features/auth/components/password-strength';
import { apiErrorMessage } from '../features/auth/lib/error-text';
import { loginPath, safeRedirect } from '../features/auth/lib/redirect';
import { fieldForErrorCode } from '../features/auth/lib/validation';
import { useHydratedSearchParams } from '../hooks/use-hydrated';
import { isApiError } from '../lib/api-client';
import { currentLanguage } from '../lib/i18n';
import { browserTimeZone, useAuth } from '../lib/session/auth-provider';

const linkClasses = 'font-medium text-primary underline-offset-4 hover:underline';

export default function RegisterPage() {
  const { t } = useTranslation();
  // Empty until hydrated: the page is prerendered without a query string (0023).
  const params = useHydratedSearchParams();
  const { status, refresh } = useAuth();
  const form = useAccountForm(
    () => import('@captia/shared/account-forms').then((forms) => forms.SignUpFormSchema),
    { name: '', email: '', password: '', confirm: '' },
  );
  const signUp = useSignUp();
  const [awaitingVerification, setAwaitingVerification] = useState<string | null>(null);
  const strengthId = useId();

  const redirect = params.get('redirect');
  const target = safeRedirect(redirect);
  if (status === 'signedIn') return <Navigate to={target} replace />;

  const [password, name, email] = form.watch(['password', 'name', 'email']);

  const onSubmit = form.submit(async (values) => {
    try {
      await signUp.mutateAsync({
        name: values.name,
        email: values.email,
        password: values.password,
        language: currentLanguage(),
        timezone: browserTimeZone(),
      });
      // With REQUIRE_EMAIL_VERIFICATION the account exists but is not signed in until confirmed.
      if (await refresh()) toast.success(t('account.register.welcome', { name: values.name }));
      else setAwaitingVerification(values.email);
    } catch (error) {
      const field = isApiError(error) ? fieldForErrorCode(error.code) : null;
      if (isApiError(error) && (field === 'email' || field === 'password')) {
        form.serverError(field, error.message);
      } else {
        const message = apiErrorMessage(t, error);
        form.setFailure(message);
        toast.error(t('account.register.failed'), { description: message });
      }
    }
  });

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
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField form={form} name="name" label={t('account.fields.name')} autoComplete="name" required />
        <FormField
          form={form}
          name="email"
          label={t('account.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <FormField
          form={form}
          name="password"
          label={t('account.fields.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('account.register.passwordHint')}
          describedById={strengthId}
          after={<PasswordStrength id={strengthId} password={password} userInputs={[name, email]} />}
        />
        <FormField
          form={form}
          name="confirm"
          label={t('account.fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
        />
        {form.failure && (
          <Alert tone="error" title={t('account.register.failed')}>
            {form.failure}
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
