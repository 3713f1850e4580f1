import {
  ApiKeyFormSchema,
  ChangePasswordFormSchema,
  DeleteAccountFormSchema,
  ForgotPasswordFormSchema,
  ProfileFormSchema,
  RegionalFormSchema,
  ResetPasswordFormSchema,
  SignInFormSchema,
  SignUpFormSchema,
} from '@captia/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { fieldForErrorCode } from './validation';

/** What the account forms show: each field's first problem (a catalog key), as the resolver gives it. */
async function formErrors<T extends FieldValues>(
  schema: Parameters<typeof zodResolver<T, unknown, T>>[0],
  values: T,
): Promise<Record<string, string>> {
  const { errors } = await zodResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, String(error?.message)]));
}

const validateSignIn = (values: { email: string; password: string }) => formErrors(SignInFormSchema, values);
const validateSignUp = (values: { name: string; email: string; password: string; confirm: string }) =>
  formErrors(SignUpFormSchema, values);
const validateForgotPassword = (values: { email: string }) => formErrors(ForgotPasswordFormSchema, values);
const validateNewPassword = (values: { password: string; confirm: string }) =>
  formErrors(ResetPasswordFormSchema, values);
const validateChangePassword = (values: { current: string; password: string; confirm: string }) =>
  formErrors(ChangePasswordFormSchema, values);
const isValidEmail = async (email: string) => (await validateForgotPassword({ email })).email === undefined;

const good = {
  name: 'Ana',
  email: 'ana@example.com',
  password: 'correct horse battery',
  confirm: 'correct horse battery',
};

describe('form validation (docs/product.md, Errors and messages)', () => {
  it('accepts a complete sign-up', async () => {
    expect(await validateSignUp(good)).toEqual({});
  });

  it('reports every required field as "Required field"', async () => {
    expect(await validateSignUp({ name: ' ', email: '', password: '', confirm: '' })).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      password: 'validation.required',
      confirm: 'validation.required',
    });
    expect(await validateSignIn({ email: '', password: '' })).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
  });

  it('reports a malformed e-mail as "Invalid email"', async () => {
    for (const email of ['ana', 'ana@', '@example.com', 'ana@example', 'a na@example.com']) {
      expect(await validateForgotPassword({ email }), email).toEqual({ email: 'validation.invalidEmail' });
    }
    expect(await isValidEmail('  ana@example.com ')).toBe(true);
    expect(await isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
    expect(await isValidEmail('ana\u0000@example.com')).toBe(false);
    expect(await validateSignIn({ email: 'ana\u001b@example.com', password: 'x' })).toEqual({
      email: 'validation.invalidEmail',
    });
  });

  it('reports different passwords as "Passwords don\'t match"', async () => {
    expect(await validateSignUp({ ...good, confirm: 'correct horse battery!' })).toEqual({
      confirm: 'validation.passwordsDontMatch',
    });
    expect(await validateNewPassword({ password: 'correct horse battery', confirm: 'other' })).toEqual({
      confirm: 'validation.passwordsDontMatch',
    });
  });

  it('checks the password length bounds (8–128 characters, counted as the user sees them)', async () => {
    expect(await validateNewPassword({ password: 'short', confirm: 'short' })).toEqual({
      password: 'errors.api.password_too_short',
    });
    const long = 'x'.repeat(129);
    expect(await validateNewPassword({ password: long, confirm: long })).toEqual({
      password: 'errors.api.password_too_long',
    });
    // Eight emoji are eight characters, though sixteen UTF-16 units.
    const emoji = '🙂'.repeat(8);
    expect(await validateNewPassword({ password: emoji, confirm: emoji })).toEqual({});
  });

  it('needs the current password to change it', async () => {
    expect(
      await validateChangePassword({ current: '', password: good.password, confirm: good.confirm }),
    ).toEqual({
      current: 'validation.required',
    });
  });

  it('needs the password to delete the account', async () => {
    expect(await formErrors(DeleteAccountFormSchema, { password: '' })).toEqual({
      password: 'validation.required',
    });
    expect(await formErrors(DeleteAccountFormSchema, { password: ' ' })).toEqual({});
  });

  it('sends the name and e-mail trimmed, the password as typed', () => {
    expect(
      SignUpFormSchema.parse({
        ...good,
        name: ' Ana ',
        email: ' ana@example.com ',
        password: ' correct horse battery',
        confirm: ' correct horse battery',
      }),
    ).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      password: ' correct horse battery',
      confirm: ' correct horse battery',
    });
  });

  it('checks the display name with the server rule', async () => {
    const nameError = async (name: string) => (await formErrors(ProfileFormSchema, { name })).name;
    expect(await nameError('Ana')).toBeUndefined();
    expect(await nameError('   ')).toBe('validation.required');
    expect(await nameError('a'.repeat(81))).toBe('validation.tooLong');
    // The server's rule (shared): no control characters, wherever the name is typed or pasted.
    expect(await nameError('Ana\u0000')).toBe('validation.invalidCharacters');
    expect(await nameError('Ana\u2028Souza')).toBe('validation.invalidCharacters');
    expect(ProfileFormSchema.parse({ name: ' Ana Souza ' })).toEqual({ name: 'Ana Souza' });
  });

  it("checks an API key name with the server rule: one line, 1–60 characters; the password is the server's", async () => {
    const keyErrors = (name: string, password = '') => formErrors(ApiKeyFormSchema, { name, password });
    expect(await keyErrors('Zapier')).toEqual({});
    expect(await keyErrors('  ')).toEqual({ name: 'validation.required' });
    expect(await keyErrors('k'.repeat(60))).toEqual({});
    expect(await keyErrors('k'.repeat(61))).toEqual({ name: 'validation.tooLong' });
    expect(await keyErrors('CI\nbot')).toEqual({ name: 'validation.invalidCharacters' });
    expect(await keyErrors('CI', ' '.repeat(200))).toEqual({});
    expect(ApiKeyFormSchema.parse({ name: ' Zapier ', password: ' secret ' })).toEqual({
      name: 'Zapier',
      password: ' secret ',
    });
  });

  it('leaves the time zone to the server, whatever this browser knows', async () => {
    expect(
      await formErrors(RegionalFormSchema, { language: 'pt-BR', timezone: 'Mars/Olympus_Mons' }),
    ).toEqual({});
  });

  it('puts server errors next to their field', () => {
    expect(fieldForErrorCode('email_taken')).toBe('email');
    expect(fieldForErrorCode('weak_password')).toBe('password');
    expect(fieldForErrorCode('current_password_incorrect')).toBe('current');
    expect(fieldForErrorCode('rate_limited')).toBeNull();
  });
});
