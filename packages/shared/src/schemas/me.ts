import { z } from 'zod';
import { LANGUAGES } from '../languages';

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
