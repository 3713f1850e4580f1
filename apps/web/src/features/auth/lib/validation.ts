import {
  CreateApiKeySchema,
  DisplayNameSchema,
  EmailSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@captia/shared';

/** Field errors as catalog keys, so they follow the interface language. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const REQUIRED = 'validation.required';

/** The server's rules (shared schemas): a bounded address with no control characters. */
export function isValidEmail(value: string): boolean {
  return EmailSchema.safeParse(value).success;
}

function emailError(value: string): string | undefined {
  if (!value.trim()) return REQUIRED;
  return isValidEmail(value) ? undefined : 'validation.invalidEmail';
}

/** Length bounds only: strength is the server's call (the meter shows it as the user types). */
function newPasswordError(value: string): string | undefined {
  if (!value) return REQUIRED;
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH) return 'errors.api.password_too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'errors.api.password_too_long';
  return undefined;
}

function confirmError(password: string, confirm: string): string | undefined {
  if (!confirm) return REQUIRED;
  if (password !== confirm) return 'validation.passwordsDontMatch';
  return undefined;
}

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

function compact<F extends string>(errors: Record<F, string | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => value)) as FieldErrors<F>;
}

export function validateSignIn(values: { email: string; password: string }) {
  return compact({ email: emailError(values.email), password: values.password ? undefined : REQUIRED });
}

export function validateSignUp(values: { name: string; email: string; password: string; confirm: string }) {
  return compact({
    name: displayNameError(values.name),
    email: emailError(values.email),
    password: newPasswordError(values.password),
    confirm: confirmError(values.password, values.confirm),
  });
}

export function validateForgotPassword(values: { email: string }) {
  return compact({ email: emailError(values.email) });
}

export function validateNewPassword(values: { password: string; confirm: string }) {
  return compact({
    password: newPasswordError(values.password),
    confirm: confirmError(values.password, values.confirm),
  });
}

export function validateChangePassword(values: { current: string; password: string; confirm: string }) {
  return compact({
    current: values.current ? undefined : REQUIRED,
    password: newPasswordError(values.password),
    confirm: confirmError(values.password, values.confirm),
  });
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
