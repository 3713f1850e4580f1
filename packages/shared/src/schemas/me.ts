import { z } from 'zod';
import type { MeSchema, SubscriptionStatusSchema } from '../contract/account';
import { LANGUAGES } from '../languages';
import { singleLineText } from './text';

export const DISPLAY_NAME_MAX = 80;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Longest IANA zone name is 32 characters (America/Argentina/ComodRivadavia); room to spare. */
export const TIME_ZONE_MAX = 64;

/** The display name: one line, trimmed, 1–80 characters. */
export const DisplayNameSchema = singleLineText(DISPLAY_NAME_MAX);

/** An IANA time zone this runtime knows. */
export const TimeZoneSchema = singleLineText(TIME_ZONE_MAX).refine(isTimeZone, 'errors.api.invalid_timezone');

/**
 * The profile's user-editable fields, each optional, with the one set of rules every way in
 * applies: `PATCH /api/me`, and Better Auth's sign-up and update-user (checked in auth.routes.ts).
 */
export const ProfileFieldsSchema = z.object({
  name: DisplayNameSchema.optional(),
  language: z.enum(LANGUAGES).optional(),
  timezone: TimeZoneSchema.optional(),
});

/** `PATCH /api/me`; messages are catalog keys. */
export const UpdateMeSchema = ProfileFieldsSchema.strict();
export type UpdateMe = z.infer<typeof UpdateMeSchema>;

/** The check-subscription answer (docs/product.md, Billing); the shape is the contract's schema. */
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** `GET /api/me` (docs/architecture.md, HTTP contract); the shape is the contract's schema. */
export type Me = z.infer<typeof MeSchema>;
