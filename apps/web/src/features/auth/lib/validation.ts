import { CreateApiKeySchema, DisplayNameSchema } from '@captia/shared';

/*
 * The account forms' rules are the shared zod schemas (@captia/shared, schemas/account-forms.ts),
 * run by react-hook-form (use-account-form.ts). What is left here serves the one-field forms of
 * the preferences and the server's answers.
 */

const REQUIRED = 'validation.required';

/** The server's rule for the name (shared): the first problem's catalog key, if any. */
export function displayNameError(value: string): string | undefined {
  const result = DisplayNameSchema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? REQUIRED);
}

/** The server's rule for an API key's name (shared): one line, 1–60 characters. */
export function apiKeyNameError(value: string): string | undefined {
  const result = CreateApiKeySchema.shape.name.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? REQUIRED);
}

/** Which form field a server error belongs to, so it shows next to that field. */
export function fieldForErrorCode(code: string): 'email' | 'password' | 'current' | null {
  switch (code) {
    case 'email_taken':
    case 'invalid_email':
      return 'email';
    case 'weak_password':
    case 'password_too_short':
    case 'password_too_long':
      return 'password';
    case 'current_password_incorrect':
      return 'current';
    default:
      return null;
  }
}
