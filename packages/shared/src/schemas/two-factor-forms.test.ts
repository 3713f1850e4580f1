import { describe, expect, it } from 'vitest';
import { TwoFactorCodeSchema, TwoFactorDisableFormSchema } from './account-forms';

describe('second-factor codes as typed (decision 0038)', () => {
  it('takes six digits, spaces dropped', () => {
    expect(TwoFactorCodeSchema.parse('123 456')).toBe('123456');
  });

  it('takes a backup code with or without its dash', () => {
    expect(TwoFactorCodeSchema.parse('abcde-12345')).toBe('abcde-12345');
    expect(TwoFactorCodeSchema.parse(' aB3de 9Z345 ')).toBe('aB3de-9Z345');
  });

  it('says "required" for nothing and names the shape for anything else', () => {
    const issue = (value: string) => TwoFactorCodeSchema.safeParse(value).error?.issues[0]?.message;
    expect(issue('  ')).toBe('validation.required');
    expect(issue('12345')).toBe('account.twoFactor.codeShape');
    expect(issue('1234567890')).toBe('account.twoFactor.codeShape');
    expect(issue('abc-def')).toBe('account.twoFactor.codeShape');
  });

  it('turning it off needs both the password and a code', () => {
    const result = TwoFactorDisableFormSchema.safeParse({ password: '', code: '' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['password', 'code']);
  });
});
