import { type Me, TIER_LIMITS, TIERS, type Tier } from '@captia/shared';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { paths } from '#web/config/paths.ts';
import { useHydrated } from '#web/hooks/use-hydrated.ts';
import { cn } from '#web/lib/cn.ts';
import { formatPrice } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';
import { type BillingInterval, usePlanCatalog } from '../api';
import { yearlySaving } from '../pricing';
import { useSubscription } from '../use-subscription';
import { IntervalSwitch } from './interval-switch';
import { PlanAction } from './plan-action';
import { PlanCard } from './plan-card';
import { TestModeNotice } from './test-mode-notice';

/**
 * The plans side by side, priced for the chosen period, each with what the visitor can do: sign
 * up, or for a signed-in user upgrade, manage or cancel. `status` and `me` are the session's.
 */
export function PlanCatalogue({
  status,
  me,
}: {
  status: 'loading' | 'signedIn' | 'signedOut';
  me: Me | null;
}) {
  const { t, i18n } = useTranslation();
  const subscription = useSubscription(me);
  const [interval, setBillingInterval] = useState<BillingInterval>('monthly');
  const [searchParams] = useSearchParams();
  // The prerendered page knows no query string: the notice waits for hydration.
  const hydrated = useHydrated();
  const catalog = usePlanCatalog();
  const signedIn = status === 'signedIn';

  const pricesOf = (tier: Tier) => catalog.data?.plans.find((plan) => plan.id === tier)?.prices;
  const saving = Math.max(0, ...(catalog.data?.plans ?? []).map((plan) => yearlySaving(plan.prices)));

  const priceFor = (tier: Tier) => {
    const prices = pricesOf(tier);
    if (!prices || !catalog.data) return null;
    const format = (amount: number) => formatPrice(amount, catalog.data.currency, i18n.language);
    if (tier === 'free') return { amount: format(0), period: t('billing.forever') };
    return {
      amount: format(prices[interval]),
      period: t(interval === 'monthly' ? 'billing.perMonth' : 'billing.perYear'),
      note:
        interval === 'yearly' ? t('billing.billedYearly', { price: format(prices.yearly / 12) }) : undefined,
    };
  };

  return (
    <div className="space-y-6">
      {catalog.data?.provider === 'sandbox' && <TestModeNotice />}
      {hydrated && searchParams.get('checkout') === 'cancelled' && (
        <Alert tone="info">{t('billing.checkoutCancelled')}</Alert>
      )}
      {catalog.isError && (
        <Alert tone="error">
          <span>{t('billing.pricesFailed')}</span>{' '}
          <button
            type="button"
            className="font-medium underline underline-offset-2"
            onClick={() => void catalog.refetch()}
          >
            {t('billing.tryAgain')}
          </button>
        </Alert>
      )}

      <div className="flex flex-wrap items-center justify-between gap-4">
        <IntervalSwitch value={interval} onChange={setBillingInterval} savingPercent={saving} />
        {signedIn && (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium" data-testid="current-plan">
              {t('billing.yourPlan', { plan: t(`pages.plans.${subscription.plan}`) })}
            </span>
            <Button
              variant="ghost"
              className="px-2 py-1"
              pending={subscription.pending === 'refresh'}
              pendingLabel={t('billing.checking')}
              disabled={subscription.pending !== null}
              onClick={() => void subscription.refresh()}
            >
              <RefreshCw className="size-4" aria-hidden="true" />
              {t('billing.refreshStatus')}
            </Button>
          </div>
        )}
      </div>

      <ul className="grid gap-6 md:grid-cols-3">
        {TIERS.map((tier) => {
          const price = priceFor(tier);
          return (
            <PlanCard
              key={tier}
              tier={tier}
              limits={TIER_LIMITS[tier]}
              price={price}
              priceNote={price && 'note' in price ? price.note : undefined}
              current={signedIn && subscription.plan === tier}
              featured={tier === 'premium'}
            >
              {signedIn ? (
                <PlanAction tier={tier} interval={interval} subscription={subscription} />
              ) : (
                // Rendered (hidden) while the session is read, so a prerendered page does not shift.
                <ButtonLink
                  to={`${paths.register}?redirect=${paths.plans}`}
                  variant={tier === 'free' ? 'secondary' : 'primary'}
                  className={cn(status === 'loading' && 'invisible')}
                >
                  {tier === 'free' ? t('common.createFreeAccount') : t('billing.signUpToSubscribe')}
                </ButtonLink>
              )}
            </PlanCard>
          );
        })}
      </ul>
    </div>
  );
}
