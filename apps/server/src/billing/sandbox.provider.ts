import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { BillingInterval, PaidTier, SubscriptionState } from '../lib/subscription';
import type { CheckoutInput, PaymentProvider } from './billing.types';

/** A checkout the sandbox page may complete: who, what, until when (signed, so it cannot be edited). */
export interface SandboxCheckout {
  userId: string;
  tier: PaidTier;
  interval: BillingInterval;
  expiresAt: number;
}

const CHECKOUT_TTL_MS = 30 * 60 * 1000;

export function signCheckout(secret: string, checkout: SandboxCheckout): string {
  const payload = Buffer.from(JSON.stringify(checkout)).toString('base64url');
  const mac = createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

export function verifyCheckout(secret: string, token: string, now = Date.now()): SandboxCheckout | null {
  const [payload = '', mac = ''] = token.split('.');
  const expected = createHmac('sha256', secret).update(payload).digest('base64url');
  if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected)))
    return null;
  try {
    const checkout = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SandboxCheckout;
    if (checkout.expiresAt < now) return null;
    if (checkout.tier !== 'profissional' && checkout.tier !== 'premium') return null;
    if (checkout.interval !== 'monthly' && checkout.interval !== 'yearly') return null;
    return checkout;
  } catch {
    return null;
  }
}

export function addInterval(from: Date, interval: BillingInterval): Date {
  const next = new Date(from);
  if (interval === 'yearly') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** What a paid checkout produces in the sandbox: an active subscription for one period. */
export function sandboxSubscription(checkout: SandboxCheckout, now = new Date()): SubscriptionState {
  return {
    userId: checkout.userId,
    provider: 'sandbox',
    customerId: `sbx_cus_${checkout.userId}`,
    subscriptionId: `sbx_sub_${randomUUID()}`,
    tier: checkout.tier,
    status: 'active',
    interval: checkout.interval,
    currentPeriodEnd: addInterval(now, checkout.interval),
    cancelAtPeriodEnd: false,
  };
}

/** The sandbox's time machine: the next renewal (a paid invoice) or the end of the period. */
export function advanceSandbox(
  state: SubscriptionState,
  to: 'renewal' | 'end',
  now = new Date(),
): SubscriptionState {
  if (to === 'renewal' && !state.cancelAtPeriodEnd && state.status === 'active') {
    return { ...state, currentPeriodEnd: addInterval(state.currentPeriodEnd, state.interval) };
  }
  return { ...state, status: 'canceled', currentPeriodEnd: now, cancelAtPeriodEnd: false };
}

export function createSandboxProvider(options: { publicUrl: string; secret: string }): PaymentProvider {
  return {
    kind: 'sandbox',
    createCheckout: async (input: CheckoutInput) => {
      const token = signCheckout(options.secret, {
        userId: input.userId,
        tier: input.tier,
        interval: input.interval,
        expiresAt: Date.now() + CHECKOUT_TTL_MS,
      });
      return `${options.publicUrl}/sandbox/checkout?token=${encodeURIComponent(token)}`;
    },
    createPortal: async () => `${options.publicUrl}/sandbox/portal`,
    cancelAtPeriodEnd: async (current) => ({ ...current, cancelAtPeriodEnd: true }),
    // The sandbox's own table is its truth.
    refresh: async (current) => current,
  };
}
