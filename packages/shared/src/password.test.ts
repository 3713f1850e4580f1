import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { describe, expect, it } from 'vitest';
import {
  assessPassword,
  createPasswordChecker,
  PASSWORD_ANALYSED_LENGTH,
  PASSWORD_LEET_SUBSTITUTIONS,
  passwordLengthProblem,
  passwordWordLists,
} from './password';
import { CRAFTED_PASSWORDS } from './password.fixture';

/** Node's, where these tests run (the shared package is typed without Node's types). */
declare const process: { cpuUsage(): { user: number; system: number } };

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

  it.each(['p4$$w0rd', 'P@ssw0rd123', 's3nh@123', 'c0ntr4s3ñ4'])(
    'still sees through the look-alikes of %s',
    async (password) => {
      expect((await assessPassword(password)).problem).toBe('too_weak');
    },
  );

  it('bounds the analysis of a crafted password (7–9 s of CPU with zxcvbn’s defaults)', async () => {
    await assessPassword('load the dictionaries first');
    // This process's CPU time, not the clock's: with the suite's other files on the two cores a
    // check of ~1 s of CPU took 3.2 s of wall time once. The defaults' 7–9 s stay far past the bound.
    const cpuMs = (): number => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
    for (const crafted of CRAFTED_PASSWORDS) {
      const started = cpuMs();
      await assessPassword(crafted);
      // Under a second on the machine this was measured on; the bound leaves room for a slow one.
      expect(cpuMs() - started).toBeLessThan(3000);
    }
  });

  it('scores as zxcvbn does with its own build of the dictionaries', async () => {
    const lists = await passwordWordLists();
    const check = await createPasswordChecker(lists);
    const reference = new ZxcvbnFactory({
      graphs: lists.graphs,
      dictionary: lists.dictionary as Record<string, string[]>,
      maxLength: PASSWORD_ANALYSED_LENGTH,
      l33tMaxSubstitutions: PASSWORD_LEET_SUBSTITUTIONS,
    });
    const look = { a: '4', e: '3', i: '1', o: '0', s: '$' } as Record<string, string>;
    const samples = ['bench harbour lantern 58', 'Tr0ub4dour&3', 's3nh@123', 'mariasilva2024'];
    // A word of every list, as it is, in leetspeak, reversed and capitalized with a year.
    for (const list of Object.values(lists.dictionary))
      for (const at of [0.5]) {
        const word = String(list[Math.floor(list.length * at)]);
        samples.push(
          word,
          `${word.replace(/[aeios]/g, (c) => look[c] ?? c)}1!`,
          [...word].reverse().join(''),
          `${word.charAt(0).toUpperCase()}${word.slice(1)}2024`,
        );
      }
    const inputs = ['Maria Silva', 'maria@example.com'];
    const splitInputs = ['Maria Silva', 'Maria', 'Silva', 'maria@example.com', 'maria', 'example', 'com'];
    for (const sample of samples)
      expect(check(sample, inputs).score, sample).toBe(reference.check(sample, splitInputs).score);
  }, 60_000);
});
