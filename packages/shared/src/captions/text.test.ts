import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tidy } from './text';

/** `tidy` as six rewrites on every text, before its no-change scan (decision 0022). */
function tidyEveryTime(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00A0]+/g, ' ')
    .replace(/ +([,.;:!?…)\]])/g, '$1')
    .replace(/([([]) +/g, '$1')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const piece = fc.constantFrom(
  'word',
  'Café',
  ' ',
  '  ',
  '\n',
  '\n\n',
  '\n\n\n',
  '\r',
  '\r\n',
  '\t',
  '\u00A0',
  '\u2003',
  '\u2028',
  '\ufeff',
  '\u200b',
  '.',
  ',',
  '…',
  '!',
  '(',
  ')',
  '[',
  ']',
  '#tag',
  '🎉',
);

describe('tidy', () => {
  it('gives what the six rewrites give, on texts made of every character it touches', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        expect(tidy(text)).toBe(tidyEveryTime(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it('leaves tidy text alone but for its outer spaces, and mends each kind of untidiness', () => {
    expect(tidy('  Fresh bread.\nSee you soon!\n\nBye ')).toBe('Fresh bread.\nSee you soon!\n\nBye');
    for (const [messy, clean] of [
      ['a\r\nb', 'a\nb'],
      ['a\tb', 'a b'],
      ['a\u00A0b', 'a b'],
      ['a  b', 'a b'],
      ['a , b', 'a, b'],
      ['( a )', '(a)'],
      ['a\n b', 'a\nb'],
      ['a \nb', 'a\nb'],
      ['a\u2003\nb', 'a\nb'],
      ['a\n\n\nb', 'a\n\nb'],
    ])
      expect(tidy(messy as string)).toBe(clean);
  });
});
