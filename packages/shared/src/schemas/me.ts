import { z } from 'zod';
import { LANGUAGES, type Language } from '../languages';
import type { Tier } from '../tiers';
import type { UsageView } from '../usage-rules';

export const DISPLAY_NAME_MAX = 80;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** `PATCH /api/me`; messages are catalog keys. */
export const UpdateMeSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(DISPLAY_NAME_MAX, 'validation.tooLong')
      .optional(),
    language: z.enum(LANGUAGES).optional(),
    timezone: z.string().refine(isTimeZone, 'errors.api.invalid_timezone').optional(),
  })
  .strict();
export type UpdateMe = z.infer<typeof UpdateMeSchema>;

/** The check-subscription answer (spec §3, §7). */
export interface SubscriptionStatus {
  subscribed: boolean;
  subscription_tier: Tier | null;
  subscription_end: string | null;
  cancel_at_period_end: boolean;
}

/** `GET /api/me` (ARCHITECTURE.md §4). */
export interface Me {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: 'user' | 'admin';
  isAdmin: boolean;
  language: Language | null;
  timezone: string | null;
  tier: Tier;
  subscription: SubscriptionStatus;
  usage: UsageView;
  createdAt: string;
}
