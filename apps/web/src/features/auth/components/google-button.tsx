import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { useTranslation } from '#web/lib/translator.ts';
import { useAuthConfig } from '../api/get-config';
import { useSignInWithGoogle } from '../api/sign-in-google';
import { apiErrorMessage } from '../lib/error-text';

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}

/** "Continue with Google", shown only when the server has Google sign-in configured. */
export function GoogleButton({
  callbackURL,
  errorCallbackURL,
}: {
  callbackURL: string;
  errorCallbackURL: string;
}) {
  const { t } = useTranslation();
  const { data: config } = useAuthConfig();
  const google = useSignInWithGoogle();
  if (!config?.googleSignIn) return null;
  return (
    <>
      <Button
        variant="secondary"
        className="w-full"
        pending={google.isPending || google.isSuccess}
        pendingLabel={t('account.login.googlePending')}
        onClick={() =>
          google.mutate(
            { callbackURL, errorCallbackURL },
            {
              onError: (error) =>
                toast.error(t('account.login.failed'), { description: apiErrorMessage(t, error) }),
            },
          )
        }
      >
        <GoogleLogo />
        {t('account.login.google')}
      </Button>
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('account.login.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
    </>
  );
}
