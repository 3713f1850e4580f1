import { assertLinear, repeatTo } from '@captia/shared/linear-time';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripFences } from './captions.ai';

/** The pattern stripFences replaced (decision 0046): quadratic on a long answer with runs of spaces. */
function oldStripFences(text: string): string {
  const trimmed = text.trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(trimmed);
  return fenced ? (fenced[1] ?? '') : trimmed;
}

describe('stripFences', () => {
  it('gives what the pattern gave', () => {
    const piece = fc.constantFrom(
      '```',
      '`',
      'json',
      'JSON',
      'Json',
      '{',
      '}',
      '"a"',
      ':',
      ' ',
      '\n',
      '\t',
      '\u00A0',
      'x',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const text = pieces.join('');
        expect(stripFences(text)).toBe(oldStripFences(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it('reads a 10,000-character model answer in linear time', () => {
    for (const f of ['``` ', ' \n', '```json ```', '`'])
      assertLinear(`stripFences ${JSON.stringify(f)}`, stripFences, (size) => `\`\`\`${repeatTo(f, size)}x`, {
        maxSize: 10_000,
      });
  });
});
