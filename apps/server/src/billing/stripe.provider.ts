import type { Language } from '@captia/shared';
import type Stripe from 'stripe';
import type { Env } from '../env';
import type { BillingInterval, PaidTier, SubscriptionState } from '../lib/subscription';
import { BillingError, type CheckoutInput, type PaymentProvider } from './billing.types';

const STRIPE_LOCALES: Record<Language, 'pt-BR' | 'en' | 'es'> = {
  'pt-BR': 'pt-BR',
  'en-US': 'en',
  'es-ES': 'es',
};

export type StripeEnv = Pick<
  Env,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_URL'
  | 'STRIPE_PRICE_PROFISSIONAL_MONTHLY'
  | 'STRIPE_PRICE_PROFISSIONAL_YEARLY'
  | 'STRIPE_PRICE_PREMIUM_MONTHLY'
  | 'STRIPE_PRICE_PREMIUM_YEARLY'
  | 'PUBLIC_URL'
>;

/**
 * Stripe's client. Its SDK is loaded here, not at start: an install without STRIPE_SECRET_KEY
 * never loads it, and one with it starts loading it with the app (app.ts), before a first
 * checkout or webhook needs it.
 */
export async function createStripeClient(env: StripeEnv): Promise<Stripe> {
  const { default: Stripe } = await import('stripe');
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  return new Stripe(env.STRIPE_SECRET_KEY as string, {
    maxNetworkRetries: api ? 0 : 2,
    timeout: 20_000,
    ...(api && {
      host: api.hostname,
      port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
      protocol: api.protocol.replace(':', '') as 'http' | 'https',
    }),
  });
}

function priceFor(env: StripeEnv, tier: PaidTier, interval: BillingInterval): string {
  const key = `STRIPE_PRICE_${tier.toUpperCase()}_${interval.toUpperCase()}` as keyof StripeEnv;
  const price = env[key];
  if (!price) throw new BillingError('payment_not_configured');
  return price;
}

function tierOfPrice(
  env: StripeEnv,
  priceId: string | undefined,
): { tier: PaidTier; interval: BillingInterval } | null {
  for (const tier of ['profissional', 'premium'] as const) {
    for (const interval of ['monthly', 'yearly'] as const) {
      if (priceId && priceFor(env, tier, interval) === priceId) return { tier, interval };
    }
  }
  return null;
}

/** Stripe's errors as the billing messages of docs/product.md: bad key, temporary trouble, portal not set up, other. */
export function billingErrorFrom(error: unknown): BillingError {
  if (error instanceof BillingError) return error;
  const type = (error as { type?: string }).type;
  const message = String((error as { message?: string }).message ?? '');
  if (type === 'StripeAuthenticationError' || type === 'StripePermissionError') {
    return new BillingError('payment_not_configured', error);
  }
  if (type === 'StripeConnectionError' || type === 'StripeAPIError' || type === 'StripeRateLimitError') {
    return new BillingError('verification_temporary', error);
  }
  if (/portal|configuration/i.test(message)) return new BillingError('portal_not_configured', error);
  return new BillingError('billing_failed', error);
}

/** Stripe's subscription in our terms; the tier comes from our metadata, else from the price. */
export function normalizeStripeSubscription(
  env: StripeEnv,
  sub: Stripe.Subscription,
  fallbackUserId?: string,
): SubscriptionState {
  const item = sub.items?.data?.[0];
  const byPrice = tierOfPrice(env, item?.price?.id);
  const metadata = sub.metadata ?? {};
  const tier =
    (metadata.tier === 'premium' || metadata.tier === 'profissional' ? metadata.tier : byPrice?.tier) ??
    'profissional';
  const interval =
    metadata.interval === 'yearly' || metadata.interval === 'monthly'
      ? metadata.interval
      : (byPrice?.interval ?? (item?.price?.recurring?.interval === 'year' ? 'yearly' : 'monthly'));
  const periodEnd =
    (item as { current_period_end?: number } | undefined)?.current_period_end ??
    (sub as unknown as { current_period_end?: number }).current_period_end ??
    Math.floor(Date.now() / 1000);
  const userId = metadata.userId ?? fallbackUserId;
  if (!userId) throw new BillingError('billing_failed');
  return {
    userId,
    provider: 'stripe',
    customerId: typeof sub.customer === 'string' ? sub.customer : (sub.customer?.id ?? null),
    subscriptionId: sub.id,
    tier,
    status: sub.status,
    interval,
    currentPeriodEnd: new Date(periodEnd * 1000),
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
  };
}

export function createStripeProvider(
  env: StripeEnv,
  client: Promise<Stripe> = createStripeClient(env),
): PaymentProvider {
  const call = async <T>(run: (stripe: Stripe) => Promise<T>): Promise<T> => {
    try {
      return await run(await client);
    } catch (error) {
      throw billingErrorFrom(error);
    }
  };
  return {
    kind: 'stripe',
    createCheckout: (input: CheckoutInput) =>
      call(async (stripe) => {
        const metadata = { userId: input.userId, tier: input.tier, interval: input.interval };
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: priceFor(env, input.tier, input.interval), quantity: 1 }],
          client_reference_id: input.userId,
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
          locale: STRIPE_LOCALES[input.language],
          success_url: `${env.PUBLIC_URL}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${env.PUBLIC_URL}/plans?checkout=cancelled`,
          metadata,
          subscription_data: { metadata },
        });
        if (!session.url) throw new BillingError('billing_failed');
        return session.url;
      }),
    createPortal: ({ customerId, language }) =>
      call(async (stripe) => {
        if (!customerId) throw new BillingError('no_subscription');
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: `${env.PUBLIC_URL}/plans`,
          locale: STRIPE_LOCALES[language],
        });
        return session.url;
      }),
    cancelAtPeriodEnd: (current) =>
      call(async (stripe) =>
        normalizeStripeSubscription(
          env,
          await stripe.subscriptions.update(current.subscriptionId, { cancel_at_period_end: true }),
          current.userId,
        ),
      ),
    refresh: (current) =>
      call(async (stripe) =>
        normalizeStripeSubscription(
          env,
          await stripe.subscriptions.retrieve(current.subscriptionId),
          current.userId,
        ),
      ),
  };
}
