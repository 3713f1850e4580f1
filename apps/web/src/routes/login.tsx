import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from '#web/lib/translator.ts';
import { FormField } from '../components/form/form-field';
import { useAccountForm } from '../components/form/use-account-form';
import { AuthCard } from '../components/layout/page-shell';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { paths } from '../config/paths';
import { useSignIn } from '../features/auth/api/sign-in';
import { GoogleButton } from '../features/auth/components/google-button';
import { PasskeySignIn } from '../features/auth/components/passkey-sign-in';
import { TwoFactorStep } from '../features/auth/components/two-factor-step';
import { apiErrorMessage } from '../features/auth/lib/error-text';
import { loginPath, safeRedirect } from '../features/auth/lib/redirect';
import { useHydratedSearchParams } from '../hooks/use-hydrated';
import { useAuth } from '../lib/session/auth-provider';

const linkClasses = 'font-medium text-primary underline-offset-4 hover:underline';

export default function LoginPage() {
  const { t } = useTranslation();
  // Empty until hydrated: the notice and the code step the query asks for come after (0023).
  const params = useHydratedSearchParams();
  const { status, refresh } = useAuth();
  const form = useAccountForm(
    () => import('@captia/shared/account-forms').then((forms) => forms.SignInFormSchema),
    { email: '', password: '' },
  );
  const signIn = useSignIn();
  // The password was right and the account asks for a second factor (decision 0038); or Google
  // signed in an account with two-factor on and the server sent it here for the code (0048).
  const [secondStepChosen, setSecondStep] = useState<boolean | null>(null);
  const secondStep = secondStepChosen ?? params.get('two-factor') === '1';

  const redirect = params.get('redirect');
  const target = safeRedirect(redirect);
  if (status === 'signedIn') return <Navigate to={target} replace />;

  const notice =
    params.get('expired') === '1'
      ? t('errors.api.session_expired')
      : redirect && target !== paths.home
        ? t('account.login.signInToContinue')
        : null;

  const onSubmit = form.submit(async ({ email, password }) => {
    try {
      const answer = await signIn.mutateAsync({ email, password });
      if (answer?.twoFactorRedirect) {
        setSecondStep(true);
        return;
      }
      await refresh();
    } catch (error) {
      const message = apiErrorMessage(t, error);
      form.setFailure(message);
      toast.error(t('account.login.failed'), { description: message });
    }
  });

  if (secondStep) {
    return (
      <AuthCard
        title={t('pages.login.title')}
        heading={t('pages.login.heading')}
        lead={t('pages.login.lead')}
      >
        <TwoFactorStep
          onSignedIn={refresh}
          onRestart={() => {
            signIn.reset();
            form.reset({ email: form.getValues('email'), password: '' });
            setSecondStep(false);
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('pages.login.title')} heading={t('pages.login.heading')} lead={t('pages.login.lead')}>
      {notice && <Alert tone="info">{notice}</Alert>}
      {params.get('error') && (
        <Alert tone="error">
          {t(
            params.get('error') === 'two_factor_required'
              ? 'account.login.googleTwoFactor'
              : 'account.login.googleFailed',
          )}
        </Alert>
      )}
      <GoogleButton callbackURL={target} errorCallbackURL={loginPath(redirect ?? undefined)} />
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
        <FormField
          form={form}
          name="password"
          label={t('account.fields.password')}
          type="password"
          autoComplete="current-password"
          required
        />
        {form.failure && (
          <Alert tone="error" title={t('account.login.failed')}>
            {form.failure}
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
      <PasskeySignIn onSignedIn={refresh} />
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
