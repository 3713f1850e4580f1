import { Monitor, Moon, Sun } from 'lucide-react';
import { useHydrated } from '#web/hooks/use-hydrated.ts';
import { cn } from '#web/lib/cn.ts';
import { THEMES, type Theme, useTheme } from '#web/lib/theme.tsx';
import { useTranslation } from '#web/lib/translator.ts';
import { Tooltip } from '../ui/tooltip';

const ICONS = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;

export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { theme: stored, setTheme } = useTheme();
  // The stored theme is unknown to a prerendered page: no option is pressed until hydration.
  const theme = useHydrated() ? stored : null;
  return (
    <fieldset className="flex items-center rounded-lg border border-border p-0.5">
      <legend className="sr-only">{t('theme.label')}</legend>
      {THEMES.map((option) => {
        const Icon = ICONS[option];
        const label = t(`theme.${option}`);
        return (
          <Tooltip key={option} label={label}>
            <button
              type="button"
              aria-pressed={theme === option}
              aria-label={label}
              data-theme-option={option}
              onClick={() => setTheme(option)}
              className={cn(
                'rounded-md p-1.5 text-muted-foreground transition-colors hover:text-foreground',
                theme === option && 'bg-muted text-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
            </button>
          </Tooltip>
        );
      })}
    </fieldset>
  );
}
