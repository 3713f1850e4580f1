import { lazy, Suspense } from 'react';
import { withFullCatalog } from '#web/lib/i18n.ts';
import { useAuth } from '#web/lib/session/auth-provider.tsx';

// Only signed-in users have reviews: visitors never download the bell, which comes with the full catalog.
const NoticeBell = lazy(() =>
  withFullCatalog(import('./notice-bell')).then((module) => ({ default: module.NoticeBell })),
);

/**
 * The review notices' bell as the header shows it (app/layout.tsx hands it in; the header knows
 * no feature): nothing for a visitor, the bell once signed in, its place kept while it loads.
 */
export function ReviewNoticesSlot() {
  const { status } = useAuth();
  if (status !== 'signedIn') return null;
  return (
    <Suspense fallback={<div className="size-10" aria-hidden="true" />}>
      <NoticeBell />
    </Suspense>
  );
}
