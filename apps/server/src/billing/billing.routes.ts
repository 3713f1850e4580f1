import { isLanguage, type Language, TIERS } from '@captia/shared';
import { CATALOGS, translate } from '@captia/shared/i18n';
import { type Context, Hono } from 'hono';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { AppEnv } from '../app';
import { currentUser, requireUser } from '../auth/session';
import type { AppDb } from '../db/client';
import { AppError } from '../http/errors';
import { parseJson } from '../http/validate';
import {
  applySubscription,
  eventSeen,
  grantsTier,
  markEventApplied,
  subscriptionOf,
  subscriptionStatus,
  userExists,
} from './billing.service';
import { BillingError, type PaymentProvider, type SubscriptionState } from './billing.types';
import { billingErrorFrom, normalizeStripeSubscription, type StripeEnv } from './stripe.provider';

const CheckoutSchema = z
  .object({
    plan: z.enum(TIERS).refine((tier) => tier !== 'free'),
    billingInterval: z.enum(['monthly', 'yearly']).default('monthly'),
    language: z.string().optional(),
  })
  .strict();

/** `{error:{code,message}}`, the same shape as every other API error, in the request's language. */
function billingError(c: Context<AppEnv>, error: unknown) {
  const failure = error instanceof BillingError ? error : billingErrorFrom(error);
  if (failure.code !== 'no_subscription') c.get('logger').warn({ err: error }, 'billing call failed');
  return {
    code: failure.code,
    message: translate(CATALOGS[c.get('language')], `billing.errors.${failure.code}`),
  };
}

/** The four subscription functions of spec §7, at `/api/functions/*`. */
export function billingFunctionRoutes(provider: PaymentProvider) {
  const app = new Hono<AppEnv>();
  app.use('/check-subscription', requireUser);
  app.use('/create-checkout', requireUser);
  app.use('/cancel-subscription', requireUser);
  app.use('/customer-portal', requireUser);

  app.post('/check-subscription', async (c) => {
    const db = c.get('db');
    const stored = await subscriptionOf(db, currentUser(c).id);
    if (!stored) return c.json(subscriptionStatus(null));
    try {
      const fresh = await provider.refresh(stored);
      await applySubscription(db, fresh);
      return c.json(subscriptionStatus(fresh));
    } catch (error) {
      // What we last knew still holds; the error says why it could not be confirmed.
      return c.json({ ...subscriptionStatus(stored), error: billingError(c, error) });
    }
  });

  app.post('/create-checkout', async (c) => {
    const input = await parseJson(c, CheckoutSchema);
    const user = currentUser(c);
    const language: Language = isLanguage(input.language) ? input.language : c.get('language');
    const existing = await subscriptionOf(c.get('db'), user.id);
    try {
      const url = await provider.createCheckout({
        userId: user.id,
        email: user.email,
        customerId: existing?.customerId ?? null,
        tier: input.plan as Exclude<typeof input.plan, 'free'>,
        interval: input.billingInterval,
        language,
      });
      return c.json({ url });
    } catch (error) {
      return c.json({ error: billingError(c, error) }, 502);
    }
  });

  app.post('/cancel-subscription', async (c) => {
    const db = c.get('db');
    const stored = await subscriptionOf(db, currentUser(c).id);
    if (!grantsTier(stored))
      return c.json({ error: billingError(c, new BillingError('no_subscription')) }, 409);
    try {
      await applySubscription(db, await provider.cancelAtPeriodEnd(stored));
      return c.json({});
    } catch (error) {
      return c.json({ error: billingError(c, error) }, 502);
    }
  });

  app.post('/customer-portal', async (c) => {
    const user = currentUser(c);
    const stored = await subscriptionOf(c.get('db'), user.id);
    try {
      const url = await provider.createPortal({
        userId: user.id,
        customerId: stored?.customerId ?? null,
        language: c.get('language'),
      });
      return c.json({ url });
    } catch (error) {
      return c.json({ error: billingError(c, error) }, 502);
    }
  });

  return app;
}

const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
]);

function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.')) return String(object.id);
  const direct = object.subscription;
  if (typeof direct === 'string') return direct;
  if (direct && typeof direct === 'object') return String((direct as { id: string }).id);
  // Newer invoice payloads nest it under parent.subscription_details.
  const parent = object.parent as { subscription_details?: { subscription?: string } } | undefined;
  return parent?.subscription_details?.subscription ?? null;
}

/**
 * `POST /api/webhooks/stripe`: signature checked on the raw body (stale or forged →
 * 400), applied once per event id, and always from the subscription as Stripe has it
 * now — so duplicates and out-of-order deliveries end in the same, latest state.
 */
export function stripeWebhookRoutes(deps: { stripe: Stripe; env: StripeEnv }) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const raw = await c.req.text();
    const signature = c.req.header('stripe-signature') ?? '';
    let event: Stripe.Event;
    try {
      event = deps.stripe.webhooks.constructEvent(raw, signature, deps.env.STRIPE_WEBHOOK_SECRET as string);
    } catch {
      throw new AppError(400, 'invalid_signature');
    }
    const db = c.get('db');
    if (!HANDLED.has(event.type) || (await eventSeen(db, event.id))) {
      return c.json({ received: true });
    }
    const subscriptionId = subscriptionIdOf(event);
    let state: SubscriptionState | null = null;
    if (subscriptionId) {
      const object = event.data.object as unknown as {
        client_reference_id?: string;
        metadata?: { userId?: string };
      };
      const fallbackUser = object.client_reference_id ?? object.metadata?.userId;
      try {
        const sub = await deps.stripe.subscriptions.retrieve(subscriptionId);
        state = normalizeStripeSubscription(deps.env, sub, fallbackUser);
      } catch (error) {
        // Stripe retries the delivery: report the failure, apply nothing.
        c.get('logger').error({ err: error, eventId: event.id }, 'webhook: subscription could not be read');
        throw new AppError(503, 'service_unavailable');
      }
    }
    await db.transaction(async (tx) => {
      if (!(await markEventApplied(tx as unknown as AppDb, event.id, event.type))) return;
      // A subscription of an account deleted since is acknowledged and dropped.
      if (state && (await userExists(tx as unknown as AppDb, state.userId))) {
        await applySubscription(tx as unknown as AppDb, state);
      }
    });
    return c.json({ received: true });
  });
}
