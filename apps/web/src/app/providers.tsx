import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { createQueryClient } from './query-client';
import { ThemeProvider, useTheme } from './theme';

/** Spec §9: 3 toasts visible, 4 s each, Alt+T focuses the notification area. */
export const TOASTER_OPTIONS = { visibleToasts: 3, duration: 4000, hotkey: ['altKey', 'KeyT'] } as const;

function AppToaster() {
  const { resolvedTheme } = useTheme();
  const { t } = useTranslation();
  return (
    <Toaster
      visibleToasts={TOASTER_OPTIONS.visibleToasts}
      duration={TOASTER_OPTIONS.duration}
      hotkey={[...TOASTER_OPTIONS.hotkey]}
      theme={resolvedTheme}
      containerAriaLabel={t('common.notifications')}
      richColors
      closeButton
    />
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
