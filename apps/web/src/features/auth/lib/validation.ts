/*
 * The forms' rules are the shared zod schemas (@captia/shared, schemas/account-forms.ts), run by
 * react-hook-form (components/form/use-account-form.ts). What is left here places the server's
 * answers.
 */

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
