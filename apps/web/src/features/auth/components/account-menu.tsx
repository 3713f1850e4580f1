import { lazy, Suspense } from 'react';
import { withFullCatalog } from '#web/lib/i18n.ts';
import { useAuth } from '#web/lib/session/auth-provider.tsx';

// Only signed-in users need the account menu: visitors never download it.
// With the full catalog: `/` starts with only the texts a visitor sees (lib/i18n.ts).
const UserMenu = lazy(() =>
  withFullCatalog(import('./user-menu')).then((module) => ({ default: module.UserMenu })),
);
const MobileAccountLinks = lazy(() =>
  withFullCatalog(import('./user-menu')).then((module) => ({ default: module.MobileAccountLinks })),
);

/**
 * The signed-in user's menu, as the header shows it (app/layout.tsx hands it to the header, which
 * knows no feature): nothing for a visitor, the menu (or, in the mobile menu, its links) once
 * signed in.
 */
export function AccountMenu({ mobile = false }: { mobile?: boolean }) {
  const { status } = useAuth();
  if (status !== 'signedIn') return null;
  return (
    <Suspense fallback={<div className="h-9 w-32" aria-hidden="true" />}>
      {mobile ? <MobileAccountLinks /> : <UserMenu />}
    </Suspense>
  );
}
