import { type ReactNode, useDeferredValue } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '#web/lib/session/auth-provider.tsx';
import { useTranslation } from '#web/lib/translator.ts';
import { loginPath } from '../lib/redirect';

/**
 * Shows its screen to signed-in users; others go to sign-in and come back here afterwards.
 *
 * The session arrives through a query store, whose updates React renders at once, in one task:
 * the whole screen appearing was the longest task of `/planner` on a phone (~330 ms with a 4×
 * slower CPU). Read deferred, the store's update renders "Loading…" again (nothing changes), and
 * the screen comes in a deferred render that React does in slices, between which the browser
 * paints and answers input (docs/decisions/0055).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const status = useDeferredValue(auth.status);
  const { isEnding } = auth;
  const location = useLocation();
  if (status === 'loading') {
    return (
      // The rest of the screen below the header: the footer starts below the fold and is not
      // pushed down, in view, when the screen arrives (a layout shift Lighthouse counts). The
      // words at its top, under the page's prerendered heading and lead: centred in a screen's
      // height, they were at the bottom of a phone's screen, or below it.
      <div
        role="status"
        className="flex min-h-[calc(100dvh-4rem)] items-start justify-center pt-2 text-muted-foreground"
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
