import { z } from 'zod';
import {
  CheckoutRequestSchema,
  CheckSubscriptionSchema,
  PlanCatalogSchema,
  RedirectUrlSchema,
} from '../billing';
import { EmptySchema } from '../common';
import { COOKIE_ONLY, errors, json, jsonBody, operation, PUBLIC } from '../declare';

const tags = ['Billing'];
const billingErrors = errors(401, 403, 409, 502);

/** The plans and the four subscription functions (docs/product.md, Billing), and Stripe's events. */
export const billingApi = {
  plans: operation({
    method: 'get',
    path: '/api/plans',
    tags,
    summary: 'The plans: limits and prices',
    security: PUBLIC,
    responses: { 200: json(PlanCatalogSchema, 'Every plan with its limits and prices') },
  }),
  checkSubscription: operation({
    method: 'post',
    path: '/api/functions/check-subscription',
    tags,
    summary: 'Confirm the subscription with the payment provider and return its state',
    description:
      'Always 200 with what is known; when the provider could not confirm it, `error` says why (the last known state still holds).',
    security: COOKIE_ONLY,
    responses: { 200: json(CheckSubscriptionSchema, 'The subscription state'), ...errors(401, 403) },
  }),
  createCheckout: operation({
    method: 'post',
    path: '/api/functions/create-checkout',
    tags,
    summary: 'Start a checkout for a paid plan',
    security: COOKIE_ONLY,
    request: jsonBody(CheckoutRequestSchema),
    responses: {
      200: json(RedirectUrlSchema, 'The checkout page to open'),
      ...errors(400),
      ...billingErrors,
    },
  }),
  cancelSubscription: operation({
    method: 'post',
    path: '/api/functions/cancel-subscription',
    tags,
    summary: 'Cancel the subscription at the end of the paid period',
    security: COOKIE_ONLY,
    responses: { 200: json(EmptySchema, 'Cancelled at period end'), ...billingErrors },
  }),
  customerPortal: operation({
    method: 'post',
    path: '/api/functions/customer-portal',
    tags,
    summary: 'Open the payment provider’s customer portal',
    security: COOKIE_ONLY,
    responses: { 200: json(RedirectUrlSchema, 'The portal page to open'), ...billingErrors },
  }),
  /** Served only when Stripe is configured. */
  stripeWebhook: operation({
    method: 'post',
    path: '/api/webhooks/stripe',
    tags,
    summary: 'Stripe events (signature-verified on the raw body, applied once per event id)',
    security: PUBLIC,
    request: { headers: z.object({ 'stripe-signature': z.string().optional() }) },
    responses: {
      200: json(z.object({ received: z.literal(true) }), 'Received (or already applied)'),
      ...errors(400, 503),
    },
  }),
};
