import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '#web/lib/session/auth-provider.tsx';
import { useTranslation } from '#web/lib/translator.ts';
import { loginPath } from '../lib/redirect';

/** Shows its screen to signed-in users; others go to sign-in and come back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status, isEnding } = useAuth();
  const location = useLocation();
  if (status === 'loading') {
    return (
      // The rest of the screen below the header: the footer starts below the fold and is not
      // pushed down, in view, when the screen arrives (a layout shift Lighthouse counts).
      <div
        role="status"
        className="flex min-h-[calc(100dvh-4rem)] items-center justify-center text-muted-foreground"
      >
        {t('common.loading')}
      </div>
    );
  }
  if (status === 'signedOut') {
    // Signing out or expiring: the auth provider is already taking the user elsewhere.
    if (isEnding()) return null;
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
