import { describe, expect, it } from 'vitest';
import { assessPassword, passwordLengthProblem } from './password';

describe('password policy', () => {
  it('bounds the length to 8–128 characters, counting code points', () => {
    expect(passwordLengthProblem('a'.repeat(7))).toBe('too_short');
    expect(passwordLengthProblem('a'.repeat(8))).toBeNull();
    expect(passwordLengthProblem('a'.repeat(128))).toBeNull();
    expect(passwordLengthProblem('a'.repeat(129))).toBe('too_long');
    expect(passwordLengthProblem('🔒🔒🔒🔒🔒🔒🔒🔒')).toBeNull();
  });

  it.each([
    'password',
    'password123',
    '12345678',
    'qwertyuiop',
    'iloveyou1',
    'senha123',
    'contraseña',
    'futebol10',
  ])('refuses the common password %s', async (password) => {
    expect((await assessPassword(password)).problem).toBe('too_weak');
  });

  it('refuses a password built from the user name or e-mail', async () => {
    expect((await assessPassword('mariasilva', ['Maria Silva', 'maria.silva@example.com'])).problem).toBe(
      'too_weak',
    );
  });

  it('accepts a long passphrase without any composition rule', async () => {
    const result = await assessPassword('correct horse battery staple river');
    expect(result.problem).toBeNull();
    expect(result.score).toBeGreaterThanOrEqual(3);
  });
});
