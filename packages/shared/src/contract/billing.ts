import { z } from 'zod';
import type { TIER_LIMITS } from '../tiers';
import { SubscriptionStatusSchema } from './account';
import { TierSchema } from './common';

/** A billing failure in the check's `{error}` field (same code/message pair as every API error). */
const BillingFailureSchema = z.object({ code: z.string(), message: z.string() });

/** `POST /api/functions/check-subscription`: what we know, plus why it could not be confirmed. */
export const CheckSubscriptionSchema = SubscriptionStatusSchema.extend({
  error: BillingFailureSchema.optional(),
}).meta({ id: 'CheckSubscription' });

export const CheckoutRequestSchema = z
  .object({
    plan: z.enum(['profissional', 'premium']),
    billingInterval: z.enum(['monthly', 'yearly']).default('monthly'),
    language: z.string().optional(),
  })
  .strict();

/** A page to send the user to (Stripe's checkout or portal, or the sandbox's). */
export const RedirectUrlSchema = z.object({ url: z.string() }).meta({ id: 'RedirectUrl' });

const LimitsSchema = z.object({
  quota: z.number().int(),
  period: z.enum(['daily', 'monthly']),
  maxNetworks: z.number().int().nullable(),
  longText: z.boolean(),
  maxVariants: z.number().int(),
  emojis: z.boolean(),
  hashtags: z.boolean(),
  brands: z.number().int(),
  publishing: z.object({ connections: z.number().int(), pending: z.number().int() }),
}) satisfies z.ZodType<(typeof TIER_LIMITS)['free']>;

/** `GET /api/plans`: limits from the shared tier table, prices from configuration. */
export const PlanCatalogSchema = z
  .object({
    provider: z.enum(['stripe', 'sandbox']),
    currency: z.string(),
    plans: z.array(
      z.object({
        id: TierSchema,
        limits: LimitsSchema,
        prices: z.object({ monthly: z.number(), yearly: z.number() }),
      }),
    ),
  })
  .meta({ id: 'PlanCatalog' });
