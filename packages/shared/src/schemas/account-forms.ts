import { z } from 'zod';
import { CreateApiKeySchema } from '../contract/keys';
import { PasskeyNameSchema } from '../contract/passkeys';
import { passwordLengthProblem } from '../password';
import { DisplayNameSchema, ProfileFieldsSchema } from './me';
import { EmailSchema, TEXT_MESSAGES } from './text';

/**
 * The web's account forms (sign-in, sign-up, forgot and reset password, change password,
 * delete account, and the preferences' profile, regional and API key forms), built on the rules
 * the server applies. Each field reports one problem, its
 * first, as a catalog key; none aborts, so every field is checked on the same submit.
 */

const REQUIRED = TEXT_MESSAGES.required;

function problem(ctx: z.RefinementCtx, message: string, path?: string[]) {
  ctx.addIssue({ code: 'custom', message, ...(path ? { path } : {}) });
}

/** A typed address: "Required field" when blank, else "Invalid email" for whatever the shared rule refuses. */
export const EmailFieldSchema = z
  .string()
  .superRefine((value, ctx) => {
    if (!value.trim()) problem(ctx, REQUIRED);
    else if (!EmailSchema.safeParse(value).success) problem(ctx, 'validation.invalidEmail');
  })
  .transform((value) => value.trim());

/** A password the user already has: only required (the server judges it). */
export const CurrentPasswordSchema = z.string().min(1, { error: REQUIRED });

/** A new password: the length bounds only, counted as the user sees them; strength is the server's call. */
export const NewPasswordSchema = z.string().superRefine((value, ctx) => {
  if (!value) return problem(ctx, REQUIRED);
  const length = passwordLengthProblem(value);
  if (length === 'too_short') problem(ctx, 'errors.api.password_too_short');
  else if (length === 'too_long') problem(ctx, 'errors.api.password_too_long');
});

/** The repeated password, checked against `password` whatever that field's own problems. */
function confirmMatches(values: { password: string; confirm: string }, ctx: z.RefinementCtx) {
  if (!values.confirm) problem(ctx, REQUIRED, ['confirm']);
  else if (values.confirm !== values.password) problem(ctx, 'validation.passwordsDontMatch', ['confirm']);
}

export const SignInFormSchema = z.object({ email: EmailFieldSchema, password: CurrentPasswordSchema });

export const SignUpFormSchema = z
  .object({
    name: DisplayNameSchema,
    email: EmailFieldSchema,
    password: NewPasswordSchema,
    confirm: z.string(),
  })
  .superRefine(confirmMatches);

export const ForgotPasswordFormSchema = z.object({ email: EmailFieldSchema });

export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirm: z.string() })
  .superRefine(confirmMatches);

export const ChangePasswordFormSchema = z
  .object({ current: CurrentPasswordSchema, password: NewPasswordSchema, confirm: z.string() })
  .superRefine(confirmMatches);

export const DeleteAccountFormSchema = z.object({ password: CurrentPasswordSchema });

/**
 * A second-factor code as typed: six digits from the authenticator app (spaces dropped), or a
 * backup code (`xxxxx-xxxxx`). The server judges it; here only "required" and the shape.
 */
export const TwoFactorCodeSchema = z
  .string()
  .transform((value) => {
    const typed = value.replace(/\s+/g, '');
    // A backup code typed without its dash is still the code.
    return /^[A-Za-z0-9]{10}$/.test(typed) && !/^\d+$/.test(typed)
      ? `${typed.slice(0, 5)}-${typed.slice(5)}`
      : typed;
  })
  .superRefine((value, ctx) => {
    if (!value) problem(ctx, REQUIRED);
    else if (!/^\d{6}$/.test(value) && !/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/.test(value))
      problem(ctx, 'account.twoFactor.codeShape');
  });

/** The sign-in's second step (decision 0038). */
export const TwoFactorSignInFormSchema = z.object({ code: TwoFactorCodeSchema, trustDevice: z.boolean() });

/** Turning two-factor on starts with the password; regenerating backup codes takes it too. */
export const TwoFactorPasswordFormSchema = z.object({ password: CurrentPasswordSchema });

/** The first code from the app, which turns two-factor on. */
export const TwoFactorConfirmFormSchema = z.object({ code: TwoFactorCodeSchema });

/** Turning it off: the password and a code (or a backup code). */
export const TwoFactorDisableFormSchema = z.object({
  password: CurrentPasswordSchema,
  code: TwoFactorCodeSchema,
});

/** The preferences' display name (`PATCH /api/me`). */
export const ProfileFormSchema = z.object({ name: DisplayNameSchema });

/**
 * The preferences' language and time zone, both chosen from lists. The zone is left to the
 * server (TimeZoneSchema): the browser's own list of zones may lack one the server knows, and
 * the saved zone must stay savable whatever browser shows it.
 */
export const RegionalFormSchema = z.object({
  language: ProfileFieldsSchema.shape.language.unwrap(),
  timezone: z.string(),
});

/**
 * A new API key (`POST /api/keys`): the name by the server's rule; the password as typed, for
 * the server to judge (decision 0024), and left out when empty (an account without one).
 */
export const ApiKeyFormSchema = z.object({ name: CreateApiKeySchema.shape.name, password: z.string() });

/**
 * Adding a passkey: an optional name, the password, and a code when two-factor is on (the
 * form shows that field only then and drops it otherwise).
 */
export const PasskeyAddFormSchema = z.object({
  name: PasskeyNameSchema,
  password: CurrentPasswordSchema,
  code: TwoFactorCodeSchema.optional(),
});

/** Renaming one. */
export const PasskeyRenameFormSchema = z.object({ name: PasskeyNameSchema });
