import { Fingerprint } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { useHydrated } from '#web/hooks/use-hydrated.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { isCeremonyCancelled, passkeyAvailability, useSignInWithPasskey } from '../api/passkeys';
import { apiErrorMessage } from '../lib/error-text';

/**
 * "Sign in with a passkey" (decision 0041): the browser offers the passkeys it holds for this
 * site; no address or password typed, and no second-factor code after it (the passkey is both).
 * Not shown where passkeys cannot work (no WebAuthn, or the app opened at an IP address).
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const signIn = useSignInWithPasskey();
  // Whether passkeys work depends on the browser and the address it opened: decided once
  // hydrated, so the prerendered page (which cannot know) and the first client render agree.
  const hydrated = useHydrated();
  if (!hydrated || passkeyAvailability() !== 'available') return null;
  return (
    <Button
      variant="secondary"
      className="w-full"
      data-testid="passkey-sign-in"
      pending={signIn.isPending || signIn.isSuccess}
      pendingLabel={t('account.login.passkeyPending')}
      onClick={() =>
        signIn.mutate(undefined, {
          onSuccess: () => void onSignedIn(),
          onError: (error) => {
            if (isCeremonyCancelled(error)) return;
            toast.error(t('account.login.failed'), {
              description: isApiError(error)
                ? apiErrorMessage(t, error)
                : t('account.passkeys.browserFailed'),
            });
          },
        })
      }
    >
      <Fingerprint className="size-4" aria-hidden="true" />
      {t('account.login.passkey')}
    </Button>
  );
}
