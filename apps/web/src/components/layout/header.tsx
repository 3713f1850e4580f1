import { Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { useAuth } from '#web/lib/session/auth-provider.tsx';
import { useTranslation } from '#web/lib/translator.ts';
import { ButtonLink } from '../ui/button-link';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { ThemeSwitcher } from './theme-switcher';

function NavLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { status } = useAuth();
  const links = [
    { to: paths.home, label: t('nav.generator'), end: true },
    // The planner needs an account: it is in the header once signed in.
    ...(status === 'signedIn' ? [{ to: paths.planner, label: t('nav.planner') }] : []),
    { to: paths.plans, label: t('nav.plans') },
    { to: paths.examples, label: t('nav.examples') },
    { to: paths.blog, label: t('nav.blog') },
    { to: paths.faq, label: t('nav.faq') },
  ];
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.end ?? false}
            className={({ isActive }) =>
              cn(
                'block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted',
                isActive ? 'text-foreground' : 'text-muted-foreground',
              )
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function AuthLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { status } = useAuth();
  // Nothing until the first session read, so a signed-in user never sees "Sign in" flash.
  if (status === 'loading') return <div className={cn(className, 'min-w-40')} aria-hidden="true" />;
  if (status === 'signedIn') return null;
  return (
    <div className={className}>
      <ButtonLink to={paths.login} variant="ghost">
        {t('common.signIn')}
      </ButtonLink>
      <ButtonLink to={paths.register}>{t('common.signUp')}</ButtonLink>
    </div>
  );
}

/**
 * The site's header. The signed-in user's menu is a feature's (features/auth), which a component
 * does not import: the layout hands it in, for the wide header and for the mobile menu; so is
 * `notices` (features/review-notices), shown in the bar at every width.
 */
export function Header({
  accountMenu,
  mobileAccountMenu,
  notices,
}: {
  accountMenu?: ReactNode;
  mobileAccountMenu?: ReactNode;
  notices?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();

  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the mobile menu, as it closes every other menu, and the focus goes back to its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // A followed link closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Logo />
        <nav aria-label={t('common.mainNavigation')} className="hidden xl:block">
          <NavLinks className="flex items-center gap-1" />
        </nav>
        <div className="ml-auto hidden items-center gap-3 xl:flex">
          <LanguageSwitcher />
          <ThemeSwitcher />
          <AuthLinks className="flex items-center gap-1 *:whitespace-nowrap" />
          {accountMenu}
        </div>
        {notices && <div className="ml-auto xl:ml-0">{notices}</div>}
        <button
          ref={toggle}
          type="button"
          className={cn('rounded-md p-2 xl:hidden', !notices && 'ml-auto')}
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t('common.closeMenu') : t('common.openMenu')}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <X className="size-5" aria-hidden="true" />
          ) : (
            <Menu className="size-5" aria-hidden="true" />
          )}
        </button>
      </div>
      {open && (
        <div id="mobile-menu" className="border-t border-border px-4 pb-4 xl:hidden">
          <nav aria-label={t('common.mainNavigation')}>
            <NavLinks className="flex flex-col py-2" />
          </nav>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
            <LanguageSwitcher />
            <ThemeSwitcher />
          </div>
          <AuthLinks className="mt-3 grid grid-cols-2 gap-2" />
          {mobileAccountMenu}
        </div>
      )}
    </header>
  );
}
