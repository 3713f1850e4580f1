import { remaining } from '@captia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Tooltip } from '#web/components/ui/tooltip.tsx';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { useAuth } from '#web/lib/session/auth-provider.tsx';
import { useTranslation } from '#web/lib/translator.ts';
import { refreshUsage, useUsage } from '../usage';

/**
 * The signed-in user's plan and the captions left in the period, with the manual refresh.
 * Lazy and browser-only: it shows the cached usage at once while the session is read.
 */
export default function UsageGauge() {
  const { t } = useTranslation();
  const { me } = useAuth();
  const queryClient = useQueryClient();
  const usage = useUsage();
  const [refreshing, setRefreshing] = useState(false);
  if (!usage) return null;
  const left = remaining(usage);
  const text = t(
    usage.period === 'daily' ? 'generator.usage.remainingDaily' : 'generator.usage.remainingMonthly',
    {
      remaining: left,
      total: usage.total,
    },
  );
  const label = t('generator.usage.refresh');
  const refresh = async () => {
    setRefreshing(true);
    await refreshUsage(queryClient);
    setRefreshing(false);
  };
  return (
    <div data-testid="usage" className="w-full space-y-1.5 sm:w-80">
      <div className="flex min-h-6 items-center gap-2 text-xs">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          {me && (
            <span className="rounded-full bg-primary/10 px-2 py-0.5 font-semibold text-primary">
              {t('generator.usage.plan', { plan: t(`pages.plans.${me.tier}`) })}
            </span>
          )}
          <span className="text-muted-foreground" aria-live="polite">
            {text}
          </span>
          {left === 0 && (
            <Link to={paths.plans} className="font-medium text-primary underline underline-offset-2">
              {t('generator.usage.upgrade')}
            </Link>
          )}
        </div>
        <Tooltip label={label}>
          <button
            type="button"
            aria-label={label}
            disabled={refreshing || !me}
            onClick={refresh}
            className="inline-flex size-6 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <RefreshCw className={cn('size-3.5', refreshing && 'animate-spin')} aria-hidden="true" />
          </button>
        </Tooltip>
      </div>
      {/* Decorative: the sentence above says the same in words. */}
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
        <div
          className={cn('h-full rounded-full transition-[width]', left === 0 ? 'bg-red-500' : 'bg-primary')}
          style={{ width: `${usage.total > 0 ? (left / usage.total) * 100 : 0}%` }}
        />
      </div>
    </div>
  );
}
