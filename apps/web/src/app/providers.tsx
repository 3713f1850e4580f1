import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../hooks/use-hydrated';
import { createQueryClient } from './query-client';
import { ThemeProvider, useTheme } from './theme';

/** docs/product.md, Business constants: 3 toasts visible, 4 s each, Alt+T focuses the notification area. */
export const TOASTER_OPTIONS = { visibleToasts: 3, duration: 4000, hotkey: ['altKey', 'KeyT'] } as const;

/**
 * Loaded right after the first render, not with it: sonner is ~10 KiB gzip that no page
 * needs before a user acts. Toasts come from lazy screens, or from `import('sonner')` in the
 * header (the language switcher), so sonner stays out of the first load.
 */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function AppToaster() {
  const { resolvedTheme } = useTheme();
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <Toaster
        visibleToasts={TOASTER_OPTIONS.visibleToasts}
        duration={TOASTER_OPTIONS.duration}
        hotkey={[...TOASTER_OPTIONS.hotkey]}
        theme={resolvedTheme}
        containerAriaLabel={t('common.notifications')}
        richColors
        closeButton
      />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Not in a prerendered page's markup: the toaster is a lazy chunk the server does not wait for.
  const hydrated = useHydrated();
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        {hydrated && <AppToaster />}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
