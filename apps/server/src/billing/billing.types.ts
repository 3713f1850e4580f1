import type { Language } from '@captia/shared';
import type { BillingInterval, PaidTier, SubscriptionState } from '../lib/subscription';

/** Why a billing call failed, as the messages of docs/product.md, Errors and messages. */
export type BillingErrorCode =
  | 'payment_not_configured'
  | 'verification_temporary'
  | 'portal_not_configured'
  | 'billing_failed'
  | 'no_subscription';

export class BillingError extends Error {
  constructor(
    readonly code: BillingErrorCode,
    cause?: unknown,
  ) {
    super(code, { cause });
    this.name = 'BillingError';
  }
}

export interface CheckoutInput {
  userId: string;
  email: string;
  customerId: string | null;
  tier: PaidTier;
  interval: BillingInterval;
  language: Language;
}

/** Stripe in production, the sandbox by default: one interface, one service above it. */
export interface PaymentProvider {
  kind: 'stripe' | 'sandbox';
  createCheckout(input: CheckoutInput): Promise<string>;
  createPortal(input: { userId: string; customerId: string | null; language: Language }): Promise<string>;
  /** Sets cancel-at-period-end and returns the provider's new state. */
  cancelAtPeriodEnd(current: SubscriptionState): Promise<SubscriptionState>;
  /** The provider's current view of a subscription (Stripe is re-read, never trusted from an event). */
  refresh(current: SubscriptionState): Promise<SubscriptionState>;
}
