import { type BrandVoice, measureTraits } from '@captia/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { opensSentence } from './analyze';
import { WHEN } from './facts';
import { findLeadChain, type LeadChain } from './lead-chain';
import { danglingWordStart, endsWithLink, splitTrimmed, titleOf } from './scanning';
import { breaksVoice, scrubAvoided, voiceOf } from './voice';
import { DATE, findCondition, mend, splitLastClause, twoClauses } from './weave';

/**
 * The one-pass stand-ins of the basic generator's regexes (docs/decisions/0046) give what the
 * regexes they replace gave: each old regex is kept here as the reference, and both are run on
 * random texts made of the pieces that matter to it (kept short: the old ones are slow on long
 * runs, which is why they went).
 */

const RUNS = { numRuns: 1500 };

/** Texts of up to `max` pieces, each piece followed by a separator. */
const textOf = (pieces: readonly string[], separators: readonly string[], max = 12) =>
  fc
    .array(fc.tuple(fc.constantFrom(...pieces), fc.constantFrom(...separators)), { maxLength: max })
    .map((parts) => parts.map(([piece, separator]) => piece + separator).join(''));

const SPACES = [' ', ' ', '  ', '\t', '\n', '', '\u00a0'];

/** The regex the chain stands for: `start lead* body`, searched once from the text's start. */
function oldChain(chain: LeadChain, oldLead: string): RegExp {
  return new RegExp(`${chain.start.source}(?:(?:${oldLead})\\s+)*${chain.body.source}`, 'iu');
}

const asChain = (match: RegExpExecArray | null) => (match ? { index: match.index, text: match[0] } : null);

describe('a date and its lead words, found in one pass', () => {
  const OLD_DATE_LEAD =
    'starting|from|this|next|on|every|a partir d[eo]|a partir de|desde|desde el|no|na|neste|nesta|' +
    'nos|nas|este|esta|el|la|o próximo|a próxima|el próximo|la próxima|próximo|próxima';
  const OLD_WHEN_LEAD =
    'this|next|on|until|till|from|starting|every|by|este|esta|neste|nesta|próximo|próxima|até|a partir de|desde|hasta|el|cada|todo|toda|todos los|todas as|só|solo|sólo';
  const PIECES = [
    ...OLD_DATE_LEAD.replace('d[eo]', 'do').split('|'),
    ...OLD_WHEN_LEAD.split('|'),
    'Desde El',
    'DESDE',
    'monday',
    'Lunes',
    'sábado',
    'sexta-feira',
    'march',
    'mar.',
    'Marzo',
    'dezembro',
    '3',
    '12',
    '3rd',
    '12/3',
    '3/12/2024',
    'de',
    'this weekend',
    'este fin de semana',
    'today',
    'hoje à noite',
    'at',
    'às',
    'a las',
    '7pm',
    '19h30',
    '9',
    'x',
    'Rua',
    'desdex',
    '.',
    '2',
  ];
  const SEPARATORS = [...SPACES, ',', ', ', 'x', '-', '.'];

  it('DATE: as `(?<![\\p{L}])(?:(?:DATE_LEAD)\\s+)*DAY(?![\\p{L}])` with the old leads', () => {
    const old = oldChain(DATE, OLD_DATE_LEAD);
    fc.assert(
      fc.property(textOf(PIECES, SEPARATORS), (text) => {
        expect(findLeadChain(text, DATE)).toEqual(asChain(old.exec(text)));
      }),
      RUNS,
    );
  });

  it('WHEN: as the old regex of the facts', () => {
    const old = oldChain(WHEN, OLD_WHEN_LEAD);
    fc.assert(
      fc.property(textOf(PIECES, SEPARATORS), (text) => {
        expect(findLeadChain(text, WHEN)).toEqual(asChain(old.exec(text)));
      }),
      RUNS,
    );
  });

  it('finds them in ordinary sentences', () => {
    expect(findLeadChain('Abrimos desde el próximo lunes 3 de marzo, a las 9.', DATE)).toEqual({
      index: 8,
      text: 'desde el próximo lunes 3 de marzo',
    });
    expect(findLeadChain('Sale until Sunday, March 3 at 7pm only.', WHEN)?.text).toBe(
      'until Sunday, March 3 at 7pm',
    );
    expect(findLeadChain('desde el '.repeat(5), DATE)).toBeNull();
  });
});

describe('the rest of the weaving, by index', () => {
  const WORDS = ['a', 'ab', 'and', 'e', 'y', 'E', 'on', 'at', 'de', 'del', 'às', 'from', 'x', 'Of', 'la'];
  const MARKS = [',', ';', ':', '-', '—', '–', '.', '!', '?', ', ,', ' ,', ': ', ' - ', ' — '];
  const text = textOf([...WORDS, ...MARKS], [...SPACES, '\r\n', '\u2028', ''], 14);

  it('the condition with its comma and spaces: `\\s*,?\\s*CONDITION`', () => {
    const old =
      /\s*,?\s*(?<![\p{L}])(?:until|till|through|ends|this (?:week|weekend)(?: only)?|while (?:stocks?|supplies) last|até|enquanto|válido até|solo hasta|hasta|antes del?)(?![\p{L}])[^.!?]*/iu;
    const pieces = [
      'until',
      'Hasta',
      'this week only',
      'this weekend',
      'antes de',
      'até',
      'x',
      'xuntil',
      ',',
      '.',
      '!',
    ];
    fc.assert(
      fc.property(textOf(pieces, [...SPACES, ',', ' , ', ',,', '']), (sentence) => {
        expect(findCondition(sentence)).toBe(old.exec(sentence)?.[0] ?? null);
      }),
      RUNS,
    );
  });

  it('mend: as the chain of replacements it was', () => {
    const oldMend = (input: string) => {
      let out = input
        .replace(/\s+([,.;:!?])/g, '$1')
        .replace(/,(\s*,)+/g, ',')
        .replace(/\s{2,}/g, ' ')
        .trim();
      for (;;) {
        const before = out;
        out = out
          .replace(/[\s,;:–—-]+$/u, '')
          .replace(/\s+(?:on|at|in|from|no|na|em|en|el|la|de|do|da|às|a|y|e|and)$/iu, '')
          .trim();
        if (out === before) break;
      }
      return out.replace(/^[,;:\s]+/u, '');
    };
    fc.assert(
      fc.property(text, (input) => {
        expect(mend(input)).toBe(oldMend(input));
      }),
      RUNS,
    );
  });

  it('a trailing word after spaces: `\\s+(?:de|…)$`', () => {
    const word = /^(?:de|da|do|del|la|of)$/iu;
    fc.assert(
      fc.property(text, (input) => {
        const start = danglingWordStart(input, input.length, word, 3);
        expect(start < 0 ? input : input.slice(0, start)).toBe(
          input.replace(/\s+(?:de|da|do|del|la|of)$/iu, ''),
        );
      }),
      RUNS,
    );
  });

  it('items split at commas and semicolons: `split(/\\s*[,;]\\s*/)`', () => {
    fc.assert(
      fc.property(text, (input) => {
        expect(splitTrimmed(input, ',;')).toEqual(input.split(/\s*[,;]\s*/u));
        expect(splitTrimmed(input, ';')).toEqual(input.split(/\s*;\s*/));
      }),
      RUNS,
    );
  });

  it('the last "and" before three words: `/^(.*\\S)\\s+(?:and|e|y)\\s+(\\S+(?:\\s+\\S+){2,})$/u`', () => {
    const old = /^(.*\S)\s+(?:and|e|y)\s+(\S+(?:\s+\S+){2,})$/u;
    fc.assert(
      fc.property(text, (input) => {
        const match = old.exec(input);
        expect(splitLastClause(input)).toEqual(match ? [match[1], match[2]] : null);
      }),
      RUNS,
    );
  });

  it('two clauses: `/^(.+?)(?::\\s+|\\s+[—–-]\\s+|,\\s+)(.+)$/u`', () => {
    const old = /^(.+?)(?::\s+|\s+[—–-]\s+|,\s+)(.+)$/u;
    fc.assert(
      fc.property(text, (input) => {
        const match = old.exec(input);
        expect(twoClauses(input)).toEqual(match ? [match[1], match[2]] : null);
      }),
      RUNS,
    );
  });

  it('a list title: `/^([^:]{1,60}):\\s+(.+)$/u`', () => {
    const old = /^([^:]{1,60}):\s+(.+)$/u;
    fc.assert(
      fc.property(text, fc.nat(70), (input, pad) => {
        const padded = 'a'.repeat(pad) + input;
        const match = old.exec(padded);
        expect(titleOf(padded)).toEqual(match ? [match[1], match[2]] : null);
      }),
      RUNS,
    );
  });

  it('a link at the end: `/(?:https?:\\/\\/|www\\.)\\S+$/u`', () => {
    const pieces = ['www.', 'www', 'http://', 'https://', 'https:/', 'a', '.', 'é', '🧘'];
    fc.assert(
      fc.property(textOf(pieces, [...SPACES, '', '', '']), (input) => {
        expect(endsWithLink(input)).toBe(/(?:https?:\/\/|www\.)\S+$/u.test(input));
      }),
      RUNS,
    );
  });

  it('the first word of a sentence or a list item', () => {
    const LEAD = '[\\s\\-–—•*▪►✓✔]*(?:\\d{1,2}[.)])?\\s*$';
    const afterBreak = new RegExp(`[.!?…:\\n]${LEAD}`, 'u');
    const atStart = new RegExp(`^${LEAD}`, 'u');
    const pieces = ['.', '!', ':', '\n', '-', '•', '*', '1.', '12)', '123.', '1', 'a', ' ', '  ', '\t', '✓'];
    fc.assert(
      fc.property(textOf(pieces, ['', ' ', '\n']), fc.nat(12), (input, cut) => {
        const start = Math.min(cut, input.length);
        const prefix = input.slice(Math.max(0, start - 8), start);
        const old = (start <= 8 && atStart.test(prefix)) || afterBreak.test(prefix);
        expect(opensSentence(input, start)).toBe(old);
      }),
      RUNS,
    );
  });
});

describe("a brand's words to avoid", () => {
  const brand = (wordsToAvoid: string[]): BrandVoice => ({
    name: 'Bean There',
    description: '',
    audience: '',
    callToAction: '',
    wordsToAvoid,
    hashtags: [],
    samples: [],
    traits: measureTraits([]),
  });
  /** The caption's end as scrubAvoided tidied it before. */
  const oldTidy = (text: string) =>
    text
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/ +([,.;:!?…])/g, '$1')
      .replace(/^[ \t]+|[ \t]+$/gm, '');

  it('a phrase with a run of spaces matches what `\\s+` for each space matched', () => {
    const words = ['a  b', 'x   y z', 'e e'];
    const old = new RegExp(
      `(?<![\\p{L}\\p{M}\\p{N}])(?:${['[aàáâãäå]\\s+\\s+b', 'x\\s+\\s+\\s+y\\s+z', '[eèéêë]\\s+[eèéêë]'].join('|')})(?![\\p{L}\\p{M}\\p{N}])`,
      'iu',
    );
    const avoid = voiceOf(brand(words)).avoid as RegExp;
    fc.assert(
      fc.property(textOf(['a', 'b', 'x', 'y', 'z', 'e', 'É', 'ab'], [...SPACES, ',']), (text) => {
        expect(asChain(avoid.exec(text))).toEqual(asChain(old.exec(text)));
      }),
      RUNS,
    );
  });

  it('the caption is tidied as before once the words are gone', () => {
    const voice = voiceOf(brand(['cheap']));
    const pieces = ['cheap', 'good', ',', '.', '!', '…', '?', '#cheap', '#ok'];
    fc.assert(
      fc.property(textOf(pieces, [' ', '  ', ' \t', '\t', '\n', '\r\n', '\u2028', '', ' \n ']), (text) => {
        const removed = text
          .replace(/#[\p{L}\p{M}\p{N}_]+/gu, (tag) => (breaksVoice(tag, voice) ? '' : tag))
          .replace(/(?<![\p{L}\p{M}\p{N}])(?:[cç]h[eèéêë][aàáâãäå]p)(?![\p{L}\p{M}\p{N}])/giu, '');
        expect(scrubAvoided(text, voice)).toBe(oldTidy(removed));
      }),
      RUNS,
    );
  });
});
