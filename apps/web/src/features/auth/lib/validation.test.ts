import { describe, expect, it } from 'vitest';
import {
  apiKeyNameError,
  displayNameError,
  fieldForErrorCode,
  isValidEmail,
  validateChangePassword,
  validateForgotPassword,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
} from './validation';

const good = {
  name: 'Ana',
  email: 'ana@example.com',
  password: 'correct horse battery',
  confirm: 'correct horse battery',
};

describe('form validation (docs/product.md, Errors and messages)', () => {
  it('accepts a complete sign-up', () => {
    expect(validateSignUp(good)).toEqual({});
  });

  it('reports every required field as "Required field"', () => {
    expect(validateSignUp({ name: ' ', email: '', password: '', confirm: '' })).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      password: 'validation.required',
      confirm: 'validation.required',
    });
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
  });

  it('reports a malformed e-mail as "Invalid email"', () => {
    for (const email of ['ana', 'ana@', '@example.com', 'ana@example', 'a na@example.com']) {
      expect(validateForgotPassword({ email }), email).toEqual({ email: 'validation.invalidEmail' });
    }
    expect(isValidEmail('  ana@example.com ')).toBe(true);
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
    expect(isValidEmail('ana\u0000@example.com')).toBe(false);
    expect(validateSignIn({ email: 'ana\u001b@example.com', password: 'x' })).toEqual({
      email: 'validation.invalidEmail',
    });
  });

  it('reports different passwords as "Passwords don\'t match"', () => {
    expect(validateSignUp({ ...good, confirm: 'correct horse battery!' })).toEqual({
      confirm: 'validation.passwordsDontMatch',
    });
    expect(validateNewPassword({ password: 'correct horse battery', confirm: 'other' })).toEqual({
      confirm: 'validation.passwordsDontMatch',
    });
  });

  it('checks the password length bounds (8–128 characters, counted as the user sees them)', () => {
    expect(validateNewPassword({ password: 'short', confirm: 'short' })).toEqual({
      password: 'errors.api.password_too_short',
    });
    const long = 'x'.repeat(129);
    expect(validateNewPassword({ password: long, confirm: long })).toEqual({
      password: 'errors.api.password_too_long',
    });
    // Eight emoji are eight characters, though sixteen UTF-16 units.
    const emoji = '🙂'.repeat(8);
    expect(validateNewPassword({ password: emoji, confirm: emoji })).toEqual({});
  });

  it('needs the current password to change it', () => {
    expect(validateChangePassword({ current: '', password: good.password, confirm: good.confirm })).toEqual({
      current: 'validation.required',
    });
  });

  it('checks the display name', () => {
    expect(displayNameError('Ana')).toBeUndefined();
    expect(displayNameError('   ')).toBe('validation.required');
    expect(displayNameError('a'.repeat(81))).toBe('validation.tooLong');
    // The server's rule (shared): no control characters, wherever the name is typed or pasted.
    expect(displayNameError('Ana\u0000')).toBe('validation.invalidCharacters');
    expect(displayNameError('Ana\u2028Souza')).toBe('validation.invalidCharacters');
  });

  it('checks an API key name with the server rule: one line, 1–60 characters', () => {
    expect(apiKeyNameError('Zapier')).toBeUndefined();
    expect(apiKeyNameError('  ')).toBe('validation.required');
    expect(apiKeyNameError('k'.repeat(60))).toBeUndefined();
    expect(apiKeyNameError('k'.repeat(61))).toBe('validation.tooLong');
    expect(apiKeyNameError('CI\nbot')).toBe('validation.invalidCharacters');
  });

  it('puts server errors next to their field', () => {
    expect(fieldForErrorCode('email_taken')).toBe('email');
    expect(fieldForErrorCode('weak_password')).toBe('password');
    expect(fieldForErrorCode('current_password_incorrect')).toBe('current');
    expect(fieldForErrorCode('rate_limited')).toBeNull();
  });
});
