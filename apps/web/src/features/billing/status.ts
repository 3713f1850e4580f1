import type { SubscriptionStatus, Tier } from '@captia/shared';

/** The subscription as the screens use it (the flags of docs/product.md, Billing). */
export interface ClientSubscription {
  isSubscribed: boolean;
  /** The subscribed plan; null without a subscription. */
  tier: Tier | null;
  /** ISO date the paid period ends (renewal, or the end of access when cancelled). */
  endDate: string | null;
  cancelAtPeriodEnd: boolean;
}

/** Nothing known, or signed out: every value cleared. */
export const NO_SUBSCRIPTION: ClientSubscription = {
  isSubscribed: false,
  tier: null,
  endDate: null,
  cancelAtPeriodEnd: false,
};

export function toClientSubscription(status: SubscriptionStatus | null | undefined): ClientSubscription {
  if (!status?.subscribed) return NO_SUBSCRIPTION;
  return {
    isSubscribed: true,
    tier: status.subscription_tier,
    endDate: status.subscription_end,
    cancelAtPeriodEnd: status.cancel_at_period_end,
  };
}

/** Whether two answers describe the same subscription (the profile is re-read when not). */
export function sameStatus(a: SubscriptionStatus | null | undefined, b: SubscriptionStatus): boolean {
  const x = toClientSubscription(a);
  const y = toClientSubscription(b);
  return (
    x.isSubscribed === y.isSubscribed &&
    x.tier === y.tier &&
    x.endDate === y.endDate &&
    x.cancelAtPeriodEnd === y.cancelAtPeriodEnd
  );
}

/** The status with the cancellation applied at once, before the server is asked again. */
export function withCancellation(status: SubscriptionStatus): SubscriptionStatus {
  return status.subscribed ? { ...status, cancel_at_period_end: true } : status;
}
