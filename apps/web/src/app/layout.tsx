import { resolveDocumentTitle } from '@captia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useNavigation, useRevalidator } from 'react-router';
import { useTranslation } from '#web/lib/translator.ts';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { AccountMenu } from '../features/auth/components/account-menu';
import { ReviewNoticesSlot } from '../features/review-notices/bell-slot';
import { loadFullCatalog } from '../lib/i18n';
import { AuthProvider, useAuth } from '../lib/session/auth-provider';
import { wantToaster } from './providers';

/** Shown while a screen's code loads (docs/product.md, Screens and routes). */
export function LoadingScreen() {
  const { t } = useTranslation();
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

function NavigationStatus() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-16 z-30 mx-auto w-fit rounded-b-lg bg-primary px-3 py-1 text-xs font-medium text-primary-foreground shadow"
    >
      {t('common.loading')}
    </div>
  );
}

/**
 * docs/product.md, Billing: the subscription is checked ~1 s after sign-in and forgotten on
 * sign-out. The code loads on demand, and only once someone signs in (a visitor never needs it).
 */
function SubscriptionWatcher() {
  const { me } = useAuth();
  const queryClient = useQueryClient();
  const userId = me?.id ?? null;
  const watching = useRef(false);
  useEffect(() => {
    if (userId === null && !watching.current) return;
    watching.current = true;
    // A signed-in user's screens may toast without a click (subscription checks): mount the toaster.
    wantToaster();
    // …and show texts that `/` leaves out of its part of the catalog (the account menu, usage, brands).
    void loadFullCatalog();
    void import('../features/billing/subscription-watch').then((m) => m.watchUser(userId, queryClient));
  }, [userId, queryClient]);
  return null;
}

export function AppLayout() {
  const { t, i18n } = useTranslation();

  // The language-wide title applies only where no page has set its own (docs/product.md,
  // Languages, titles and theme).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the language changes
  useEffect(() => {
    document.title = resolveDocumentTitle(document.title, t('meta.defaultTitle'));
  }, [t, i18n.language]);

  // Content screens load their text in the active language: reload it when the language changes.
  const { revalidate } = useRevalidator();
  const loadedLanguage = useRef(i18n.language);
  useEffect(() => {
    if (loadedLanguage.current === i18n.language) return;
    loadedLanguage.current = i18n.language;
    void revalidate();
  }, [i18n.language, revalidate]);

  return (
    // Inside the router, so a lost session can send the user to sign-in from anywhere.
    <AuthProvider>
      <SubscriptionWatcher />
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {t('common.skipToContent')}
        </a>
        <Header
          accountMenu={<AccountMenu />}
          mobileAccountMenu={<AccountMenu mobile />}
          notices={<ReviewNoticesSlot />}
        />
        <NavigationStatus />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <Footer />
        <ScrollRestoration />
      </div>
    </AuthProvider>
  );
}
