import { z } from 'zod';
import { DateTimeSchema, LanguageSchema, TierSchema, UsageViewSchema } from './common';

/** The check-subscription answer (`POST /api/functions/check-subscription`), snake_case as outside clients know it. */
export const SubscriptionStatusSchema = z
  .object({
    subscribed: z.boolean(),
    subscription_tier: TierSchema.nullable(),
    subscription_end: DateTimeSchema.nullable(),
    cancel_at_period_end: z.boolean(),
  })
  .meta({ id: 'SubscriptionStatus' });

/** `GET /api/me`. */
export const MeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    /** An authenticator app's code is asked after the password (decision 0038). */
    twoFactorEnabled: z.boolean(),
    role: z.enum(['user', 'admin']),
    isAdmin: z.boolean(),
    language: LanguageSchema.nullable(),
    timezone: z.string().nullable(),
    tier: TierSchema,
    subscription: SubscriptionStatusSchema,
    usage: UsageViewSchema,
    createdAt: DateTimeSchema,
  })
  .meta({ id: 'Me' });

/** `GET /api/config`: what the sign-in screens need to know before anyone signs in. */
export const PublicConfigSchema = z
  .object({ googleSignIn: z.boolean(), requireEmailVerification: z.boolean() })
  .meta({ id: 'PublicConfig' });

/** `GET /api/health`. */
export const HealthSchema = z
  .object({ status: z.enum(['ok', 'degraded']), db: z.enum(['ok', 'down']) })
  .meta({ id: 'Health' });
