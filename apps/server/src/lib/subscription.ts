import type { CheckoutRequestSchema, z } from '@captia/shared';
import type { subscriptions } from '../db/schema/index';

type Checkout = z.output<typeof CheckoutRequestSchema>;
/** A plan one pays for, and how often: as a checkout asks for them (the contract's schema). */
export type PaidTier = Checkout['plan'];
export type BillingInterval = Checkout['billingInterval'];

/**
 * A subscription as the provider reports it, in our terms. Billing writes it (checkout,
 * webhooks, the sandbox); the plan is read from it wherever a request needs one.
 */
export interface SubscriptionState {
  userId: string;
  provider: 'stripe' | 'sandbox';
  customerId: string | null;
  subscriptionId: string;
  tier: PaidTier;
  status: string;
  interval: BillingInterval;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

export const ACTIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

export function subscriptionFromRow(row: typeof subscriptions.$inferSelect): SubscriptionState {
  return {
    userId: row.userId,
    provider: row.provider === 'stripe' ? 'stripe' : 'sandbox',
    customerId: row.customerId,
    subscriptionId: row.subscriptionId,
    tier: row.tier as PaidTier,
    status: row.status,
    interval: row.billingInterval === 'yearly' ? 'yearly' : 'monthly',
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

/** The subscription grants its tier while it is active and its paid period has not ended. */
export function grantsTier(
  state: SubscriptionState | null,
  now: Date = new Date(),
): state is SubscriptionState {
  return Boolean(
    state && ACTIVE_STATUSES.has(state.status) && state.currentPeriodEnd.getTime() > now.getTime(),
  );
}

/**
 * The check-subscription answer (docs/product.md, Billing): a subscription counts while it
 * grants its tier.
 */
export function subscriptionStatus(state: SubscriptionState | null) {
  const active = grantsTier(state);
  return {
    subscribed: active,
    subscription_tier: active ? state.tier : null,
    subscription_end: active ? state.currentPeriodEnd.toISOString() : null,
    cancel_at_period_end: active ? state.cancelAtPeriodEnd : false,
  };
}
