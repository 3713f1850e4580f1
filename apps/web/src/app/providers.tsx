import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '#web/lib/translator.ts';
import { ThemeProvider, useTheme } from '../lib/theme';
import { createQueryClient } from './query-client';
import { keepFocusClearOfToasts } from './toast-clearance';

/** docs/product.md, Business constants: 3 toasts visible, 4 s each, Alt+T focuses the notification area. */
export const TOASTER_OPTIONS = { visibleToasts: 3, duration: 4000, hotkey: ['altKey', 'KeyT'] } as const;
/** sonner's own distances from the viewport's edges (px), on wide and narrow screens. */
const TOASTER_OFFSET = { wide: 24, narrow: 16 } as const;

/**
 * sonner (~9 KiB gzip) loads when the page first needs it, not with it: a visitor who only reads
 * the page never fetches it (decision 0023). Every toast follows something the user did (a click,
 * a key, a change) or comes to a signed-in user; the toaster is mounted at the first of those.
 * A toast raised before the toaster subscribed is not lost: sonner replays the active toasts
 * to a new toaster.
 */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** What counts as the user acting on the page (a select changed by script included). */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'change', 'input'] as const;
let toasterWanted = false;
const toasterListeners = new Set<() => void>();

/** Mounts the toaster now (a signed-in user, whose screens may toast on their own). */
export function wantToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of toasterListeners) listener();
}

function subscribeToaster(listener: () => void) {
  toasterListeners.add(listener);
  const onInteraction = () => wantToaster();
  for (const type of INTERACTIONS)
    window.addEventListener(type, onInteraction, { capture: true, once: true });
  return () => {
    toasterListeners.delete(listener);
    for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true });
  };
}

/** False on the server, during hydration and until the page needs a toaster. */
function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribeToaster,
    () => toasterWanted,
    () => false,
  );
}

function AppToaster() {
  const { resolvedTheme } = useTheme();
  const { t } = useTranslation();
  // The toasts never hide the focused element (toast-clearance.ts): the page makes room for them,
  // and where it cannot, they rise above the focus.
  const region = useRef<HTMLDivElement>(null);
  const [lift, setLift] = useState(0);
  useEffect(() => (region.current ? keepFocusClearOfToasts(region.current, setLift) : undefined), []);
  return (
    <div ref={region} className="contents">
      <Suspense fallback={null}>
        <Toaster
          visibleToasts={TOASTER_OPTIONS.visibleToasts}
          duration={TOASTER_OPTIONS.duration}
          hotkey={[...TOASTER_OPTIONS.hotkey]}
          theme={resolvedTheme}
          containerAriaLabel={t('common.notifications')}
          offset={{ bottom: TOASTER_OFFSET.wide + lift }}
          mobileOffset={{ bottom: TOASTER_OFFSET.narrow + lift }}
          richColors
          closeButton
        />
      </Suspense>
    </div>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Not in a prerendered page's markup: the toaster is a lazy chunk the server does not wait for.
  const wanted = useToasterWanted();
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        {wanted && <AppToaster />}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
