import { ChevronDown, LogOut, Megaphone, Settings, ShieldCheck } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { useAuth } from '#web/lib/session/auth-provider.tsx';
import { useTranslation } from '#web/lib/translator.ts';

const itemClasses =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-foreground hover:bg-muted focus:bg-muted focus:outline-none';

function menuItems(menu: HTMLElement | null) {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

function initial(name: string) {
  return [...name.trim()][0]?.toUpperCase() ?? '?';
}

function useSignOut() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  return () =>
    signOut().then(
      () => toast.success(t('account.menu.signedOut')),
      () => toast.error(t('account.menu.signOutFailed')),
    );
}

/**
 * The signed-in user's menu in the header (WAI-ARIA menu button): arrows move between
 * items, Escape closes it and gives focus back to the button, a click outside closes it.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { me } = useAuth();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a followed link closes the menu
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    (focusOnOpen === 'first' ? items[0] : items.at(-1))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusOnOpen]);

  if (!me) return null;

  function openWith(focus: 'first' | 'last') {
    setFocusOnOpen(focus);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="user-menu"
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-2 rounded-full border border-border bg-card py-1 pr-3 pl-1 text-sm font-medium text-foreground hover:bg-muted"
      >
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
        >
          {initial(me.name)}
        </span>
        <span className="max-w-[10rem] truncate" data-testid="user-name">
          {me.name}
        </span>
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('account.menu.label')}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-border bg-card p-1.5 shadow-lg"
        >
          <p className="truncate px-3 pt-1.5 pb-2 text-xs text-muted-foreground" role="none" title={me.email}>
            {t('account.menu.signedInAs', { name: me.email })}
          </p>
          <Link to={paths.preferences} role="menuitem" tabIndex={-1} className={itemClasses}>
            <Settings className="size-4 text-muted-foreground" aria-hidden="true" />
            {t('account.menu.preferences')}
          </Link>
          <Link to={paths.brands} role="menuitem" tabIndex={-1} className={itemClasses}>
            <Megaphone className="size-4 text-muted-foreground" aria-hidden="true" />
            {t('brands.menu')}
          </Link>
          {me.isAdmin && (
            <Link to={paths.admin} role="menuitem" tabIndex={-1} className={itemClasses}>
              <ShieldCheck className="size-4 text-muted-foreground" aria-hidden="true" />
              {t('account.menu.admin')}
            </Link>
          )}
          <hr className="my-1 border-border" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={itemClasses}
            onClick={() => {
              close(false);
              void signOut();
            }}
          >
            <LogOut className="size-4 text-muted-foreground" aria-hidden="true" />
            {t('account.menu.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}

/** The same choices as plain links for the mobile menu panel. */
export function MobileAccountLinks() {
  const { t } = useTranslation();
  const { me } = useAuth();
  const signOut = useSignOut();
  if (!me) return null;
  return (
    <div className="mt-3 space-y-1 border-t border-border pt-3">
      <p className="truncate px-3 pb-1 text-sm font-medium">
        {t('account.menu.signedInAs', { name: me.name })}
      </p>
      <Link to={paths.preferences} className={itemClasses}>
        <Settings className="size-4 text-muted-foreground" aria-hidden="true" />
        {t('account.menu.preferences')}
      </Link>
      <Link to={paths.brands} className={itemClasses}>
        <Megaphone className="size-4 text-muted-foreground" aria-hidden="true" />
        {t('brands.menu')}
      </Link>
      {me.isAdmin && (
        <Link to={paths.admin} className={itemClasses}>
          <ShieldCheck className="size-4 text-muted-foreground" aria-hidden="true" />
          {t('account.menu.admin')}
        </Link>
      )}
      <button type="button" className={itemClasses} onClick={() => void signOut()}>
        <LogOut className="size-4 text-muted-foreground" aria-hidden="true" />
        {t('account.menu.signOut')}
      </button>
    </div>
  );
}
