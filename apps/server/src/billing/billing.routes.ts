import { billingApi, isLanguage, type Language } from '@captia/shared';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type Stripe from 'stripe';
import type { AppDb } from '../db/client';
import { AppError, errorBody } from '../http/errors';
import { route } from '../http/route';
import { type AppEnv, createRouter } from '../http/router';
import { currentUser, requireUser } from '../lib/session';
import { grantsTier, type SubscriptionState, subscriptionStatus } from '../lib/subscription';
import {
  applySubscription,
  eventSeen,
  markEventApplied,
  subscriptionOf,
  userExists,
} from './billing.service';
import { BillingError, type PaymentProvider } from './billing.types';
import { billingErrorFrom, normalizeStripeSubscription, type StripeEnv } from './stripe.provider';

/** A failed billing call as an AppError: the one error handler answers it like every other error. */
function billingFailure(c: Context<AppEnv>, error: unknown, status: ContentfulStatusCode = 502): AppError {
  const failure = error instanceof BillingError ? error : billingErrorFrom(error);
  if (failure.code !== 'no_subscription') c.get('logger').warn({ err: error }, 'billing call failed');
  return new AppError(status, failure.code, { messageKey: `billing.errors.${failure.code}` });
}

/** The four subscription functions (docs/product.md, Billing), at `/api/functions/*`. */
export function billingFunctionRoutes(provider: PaymentProvider) {
  return createRouter()
    .openapi(route(billingApi.checkSubscription, requireUser), async (c) => {
      const db = c.get('db');
      const stored = await subscriptionOf(db, currentUser(c).id);
      if (!stored) return c.json(subscriptionStatus(null), 200);
      try {
        const fresh = await provider.refresh(stored);
        await applySubscription(db, fresh);
        return c.json(subscriptionStatus(fresh), 200);
      } catch (error) {
        // This answer stays a 200 (docs/product.md): what we last knew still holds, and `error` (built
        // by the same errorBody as every error answer) says why it could not be confirmed.
        const { code, details } = billingFailure(c, error);
        return c.json(
          { ...subscriptionStatus(stored), error: errorBody(c.get('language'), code, details).error },
          200,
        );
      }
    })
    .openapi(route(billingApi.createCheckout, requireUser), async (c) => {
      const input = c.req.valid('json');
      const user = currentUser(c);
      const language: Language = isLanguage(input.language) ? input.language : c.get('language');
      const existing = await subscriptionOf(c.get('db'), user.id);
      try {
        const url = await provider.createCheckout({
          userId: user.id,
          email: user.email,
          customerId: existing?.customerId ?? null,
          tier: input.plan,
          interval: input.billingInterval,
          language,
        });
        return c.json({ url }, 200);
      } catch (error) {
        throw billingFailure(c, error);
      }
    })
    .openapi(route(billingApi.cancelSubscription, requireUser), async (c) => {
      const db = c.get('db');
      const stored = await subscriptionOf(db, currentUser(c).id);
      if (!grantsTier(stored)) throw billingFailure(c, new BillingError('no_subscription'), 409);
      try {
        await applySubscription(db, await provider.cancelAtPeriodEnd(stored));
        return c.json({}, 200);
      } catch (error) {
        throw billingFailure(c, error);
      }
    })
    .openapi(route(billingApi.customerPortal, requireUser), async (c) => {
      const user = currentUser(c);
      const stored = await subscriptionOf(c.get('db'), user.id);
      try {
        const url = await provider.createPortal({
          userId: user.id,
          customerId: stored?.customerId ?? null,
          language: c.get('language'),
        });
        return c.json({ url }, 200);
      } catch (error) {
        throw billingFailure(c, error);
      }
    });
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
export function stripeWebhookRoutes(deps: { stripe: Promise<Stripe>; env: StripeEnv }) {
  return createRouter().openapi(route(billingApi.stripeWebhook), async (c) => {
    const stripe = await deps.stripe;
    const raw = await c.req.text();
    const signature = c.req.header('stripe-signature') ?? '';
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(raw, signature, deps.env.STRIPE_WEBHOOK_SECRET as string);
    } catch {
      throw new AppError(400, 'invalid_signature');
    }
    const db = c.get('db');
    if (!HANDLED.has(event.type) || (await eventSeen(db, event.id))) {
      return c.json({ received: true as const }, 200);
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
        const sub = await stripe.subscriptions.retrieve(subscriptionId);
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
    return c.json({ received: true as const }, 200);
  });
}
