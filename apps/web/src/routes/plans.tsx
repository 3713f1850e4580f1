import { TIER_LIMITS, TIERS, type Tier } from '@captia/shared';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../components/layout/page-shell';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { ButtonLink } from '../components/ui/button-link';
import { paths } from '../config/paths';
import { useAuth } from '../features/auth/components/auth-provider';
import { type BillingInterval, getPlans, type PaidTier, PLANS_QUERY_KEY } from '../features/billing/api';
import { IntervalSwitch } from '../features/billing/components/interval-switch';
import { PlanCard } from '../features/billing/components/plan-card';
import {
  CancelSubscriptionButton,
  ManageSubscriptionButton,
} from '../features/billing/components/subscription-actions';
import { TestModeNotice } from '../features/billing/components/test-mode-notice';
import { formatDate, formatPrice, yearlySaving } from '../features/billing/format';
import { type SubscriptionView, useSubscription } from '../features/billing/use-subscription';
import { useHydrated } from '../hooks/use-hydrated';
import { cn } from '../lib/cn';

const rank = (tier: Tier) => TIERS.indexOf(tier);

/**
 * The call to action of one plan card for a signed-in user (upgrade, manage, cancel: docs/product.md,
 * Screens and routes).
 */
function SignedInAction({
  tier,
  interval,
  subscription,
}: {
  tier: Tier;
  interval: BillingInterval;
  subscription: SubscriptionView;
}) {
  const { t, i18n } = useTranslation();
  const busy = subscription.pending !== null;
  const endDate = formatDate(subscription.endDate, i18n.language);

  if (tier === 'free') {
    // Free is where a cancelled subscription lands at the end of its period.
    if (subscription.isSubscribed && subscription.cancelAtPeriodEnd && endDate)
      return <p className="text-sm text-muted-foreground">{t('billing.freeFrom', { date: endDate })}</p>;
    return null;
  }
  if (subscription.isSubscribed) {
    const manage = (
      <ManageSubscriptionButton
        subscription={subscription}
        variant={subscription.tier === tier ? 'primary' : 'secondary'}
      />
    );
    if (subscription.tier !== tier) return manage;
    return (
      <>
        {!subscription.cancelAtPeriodEnd && (
          <p className="text-sm text-muted-foreground" data-testid="subscription-state">
            {t('billing.renewsAt', { date: endDate })}
          </p>
        )}
        {manage}
        <CancelSubscriptionButton
          subscription={subscription}
          planName={t(`pages.plans.${tier}`)}
          endDate={endDate}
        />
      </>
    );
  }
  // No subscription: any plan above the one in use can be bought (an admin's grant included).
  if (rank(tier) <= rank(subscription.plan)) return null;
  const paid = tier as PaidTier;
  return (
    <Button
      variant="primary"
      pending={subscription.pending === `checkout:${paid}`}
      pendingLabel={t('billing.redirecting')}
      disabled={busy}
      onClick={() => void subscription.checkout(paid, interval)}
    >
      {t('billing.upgrade', { plan: t(`pages.plans.${tier}`) })}
    </Button>
  );
}

export default function PlansPage() {
  const { t, i18n } = useTranslation();
  const { status, me } = useAuth();
  const subscription = useSubscription(me);
  const [interval, setBillingInterval] = useState<BillingInterval>('monthly');
  const [searchParams] = useSearchParams();
  // The prerendered page knows no query string: the notice waits for hydration.
  const hydrated = useHydrated();
  const catalog = useQuery({
    queryKey: PLANS_QUERY_KEY,
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 5 * 60_000,
  });
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
    <PageShell
      title={t('pages.plans.title')}
      heading={t('pages.plans.heading')}
      lead={t('pages.plans.lead')}
      width="wide"
    >
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
                  <SignedInAction tier={tier} interval={interval} subscription={subscription} />
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
    </PageShell>
  );
}
