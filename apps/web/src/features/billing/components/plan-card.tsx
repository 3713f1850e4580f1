import type { Tier, TierLimits } from '@captia/shared';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/translator.ts';

/** What a plan allows, read from the shared tier table (docs/product.md, Plans and limits). */
export function useFeatures(limits: TierLimits) {
  const { t } = useTranslation();
  return [
    { text: limits.maxNetworks === 1 ? t('pages.plans.oneNetwork') : t('pages.plans.allNetworks'), on: true },
    { text: limits.longText ? t('pages.plans.shortAndLong') : t('pages.plans.shortOnly'), on: true },
    { text: t('pages.plans.variants', { count: limits.maxVariants }), on: true },
    { text: limits.emojis ? t('billing.emojis') : t('billing.noEmojis'), on: limits.emojis },
    { text: limits.hashtags ? t('billing.hashtags') : t('billing.noHashtags'), on: limits.hashtags },
  ];
}

/** One plan: name, quota, price for the chosen period, what it allows, and its call to action. */
export function PlanCard({
  tier,
  limits,
  price,
  priceNote,
  current,
  featured,
  children,
}: {
  tier: Tier;
  limits: TierLimits;
  /** The formatted price with its period, or null while prices load. */
  price: { amount: string; period: string } | null;
  priceNote?: string | undefined;
  current: boolean;
  featured: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const features = useFeatures(limits);
  return (
    <li
      data-plan={tier}
      aria-current={current ? 'true' : undefined}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
        current ? 'border-primary ring-2 ring-primary/40' : featured ? 'border-primary/50' : 'border-border',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-xl font-semibold">{t(`pages.plans.${tier}`)}</h2>
        {current && (
          <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
            {t('billing.current')}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm font-medium text-muted-foreground">
        {t(limits.period === 'daily' ? 'billing.quotaDaily' : 'billing.quotaMonthly', {
          quota: limits.quota,
        })}
      </p>
      <div className="mt-5 min-h-16" data-testid={`price-${tier}`}>
        {price ? (
          <>
            <p className="flex flex-wrap items-baseline gap-x-1">
              <span className="text-3xl font-bold tracking-tight">{price.amount}</span>
              <span className="text-sm text-muted-foreground">{price.period}</span>
            </p>
            {priceNote && <p className="mt-1 text-xs text-muted-foreground">{priceNote}</p>}
          </>
        ) : (
          <span aria-hidden="true" className="block h-9 w-32 animate-pulse rounded-lg bg-muted" />
        )}
      </div>
      <ul className="mt-5 flex-1 space-y-2.5 text-sm">
        {features.map((feature) => (
          <li
            key={feature.text}
            className={cn('flex gap-2', feature.on ? 'text-foreground' : 'text-muted-foreground')}
          >
            {feature.on ? (
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            ) : (
              <Minus className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            )}
            {feature.text}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex min-h-10 flex-col gap-2">{children}</div>
    </li>
  );
}
