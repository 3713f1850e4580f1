import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mask, unmask } from './text';

/**
 * TOKEN as it was before its e-mail branch got a lookbehind (decision 0046): the reference the
 * mask must still agree with. Its e-mail branch read a long name again from each character.
 */
const OLD_TOKEN =
  /https?:\/\/[^\s—–―]+|www\.[^\s—–―]+|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|(?<![\p{L}\p{N}_])@[\p{L}\p{N}_.]+|(?<![\p{L}\p{N}_&])#[\p{L}\p{M}\p{N}_]+|(?<![\p{L}\p{N}_.@-])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|br|es|io|app|co|shop|store|me|info)(?:\.[a-z]{2})?(?:\/[^\s—–―]*)?(?![\p{L}\p{N}_])/gu;

/** The mask as one search of the whole text, by the old TOKEN: what the word-by-word search must give (decisions 0022, 0046). */
function maskWholeText(text: string): string {
  const tokens: string[] = [];
  return text.replaceAll('\uE000', '').replace(OLD_TOKEN, (match) => {
    const trailing = /[.,!?;:)\]'"’”]+$/.exec(match)?.[0] ?? '';
    const token = match.slice(0, match.length - trailing.length);
    if (!token || token === '@' || token === '#') return match;
    tokens.push(token);
    return `\uE000${String.fromCharCode(0xe001 + tokens.length - 1)}${trailing}`;
  });
}

const piece = fc.constantFrom(
  'day',
  'Café',
  '.',
  '..',
  '...',
  ',',
  ':',
  '/',
  '@',
  '#',
  '&',
  '-',
  '_',
  '%',
  '+',
  'www',
  'www.',
  'http',
  'https://',
  'example',
  '.com',
  '.br',
  '.org',
  '.co.uk',
  'shop',
  'ana@site.es',
  '#tag',
  '@ana',
  '—',
  '–',
  ' ',
  '\n',
  '\u00A0',
  '\u2003',
  '\uE000',
  '20',
  '!',
  ')',
  '’',
);

describe('mask', () => {
  it('finds the same links, addresses, mentions, hashtags and domains as a search of the whole text', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        const masked = mask(text);
        expect(masked.text).toBe(maskWholeText(text));
        expect(unmask(masked.text, masked.tokens)).toBe(text.replaceAll('\uE000', ''));
      }),
      { numRuns: 30_000 },
    );
  });

  it('leaves words whose only dot ends a sentence as they are', () => {
    expect(mask('Open all day... See you at noon. Or www.site.com.br, or ana@site.es!').tokens).toEqual([
      'www.site.com.br',
      'ana@site.es',
    ]);
  });
});
