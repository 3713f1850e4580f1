import { describe, expect, it } from 'vitest';
import { assertLinear, repeatTo } from './linear-time.fixture';
import { charsOf, endsWithRun, isSpace, trailingRunStart, trimEndWhile, trimStartWhile } from './scan';

describe('trimming by a set of characters', () => {
  it('does what the regexes did', () => {
    const commas = charsOf(',;');
    for (const text of ['', 'a', 'a,;', ',;,', 'a,b,', 'x;;;,', 'é,', '🙂;,']) {
      expect(trimEndWhile(text, commas)).toBe(text.replace(/[,;]+$/, ''));
      expect(trimStartWhile(text, commas)).toBe(text.replace(/^[,;]+/, ''));
      expect(endsWithRun(text, commas)).toBe(/[,;]+$/.test(text));
    }
    expect(trimEndWhile('a \t\n\u00A0', isSpace)).toBe('a');
    expect(trimEndWhile('a🙂🙂', charsOf('🙂'))).toBe('a');
    expect(trailingRunStart('ab…!', charsOf('!…'))).toBe(2);
  });

  it('takes linear time where the regex took quadratic', () => {
    const commas = charsOf(',;');
    assertLinear(
      'trimEndWhile',
      (s) => trimEndWhile(s, commas),
      (n) => `${repeatTo(',', n - 1)}a`,
      {
        maxSize: 10_000,
      },
    );
  });
});
