import { TIERS, type Tier } from '@captia/shared';
import { Button } from '#web/components/ui/button.tsx';
import { formatDate } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/translator.ts';
import type { BillingInterval, PaidTier } from '../api';
import type { SubscriptionView } from '../use-subscription';
import { CancelSubscriptionButton, ManageSubscriptionButton } from './subscription-actions';

const rank = (tier: Tier) => TIERS.indexOf(tier);

/**
 * The call to action of one plan card for a signed-in user (upgrade, manage, cancel: docs/product.md,
 * Screens and routes).
 */
export function PlanAction({
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
