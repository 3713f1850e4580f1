import { type BrandVoice, type Language, NETWORK_IDS, type NetworkId } from '@captia/shared';
import { assertLinear, repeatTo } from '@captia/shared/linear-time';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { avoidList, removeAvoided } from './avoid';
import { replaceDashes } from './dashes';
import { applyGuardrails, TELL_LISTS } from './index';
import { avoidList as oldAvoidList, removeAvoided as oldRemoveAvoided } from './reference/avoid.fixture';
import { replaceDashes as oldReplaceDashes } from './reference/dashes.fixture';
import { applyGuardrails as oldApplyGuardrails } from './reference/index.fixture';
import {
  hasFacts as oldHasFacts,
  splitSentences as oldSplitSentences,
  splitTrailing as oldSplitTrailing,
  tidySentence as oldTidySentence,
} from './reference/text.fixture';
import { tellsFor } from './tells';
import { hasFacts, splitSentences, splitTrailing, tidySentence } from './text';

/**
 * The guardrails in linear time on hostile text (decision 0046): one pass over a 10,000-character
 * model answer or rework, or a 5,000-character post, made of a fragment repeated, costs per
 * character what a short one does. Each fragment here made one rule quadratic before.
 */

const LANGUAGES: Language[] = ['en-US', 'pt-BR', 'es-ES'];

/** A brand with 30 words to avoid, in the caption's language, some of two words. */
const AVOID: Record<Language, string[]> = {
  'en-US': [
    'cheap',
    'affordable',
    'low cost',
    'best ever',
    'unique',
    'budget',
    'deal',
    'promo',
    'sale',
    'free',
    'basic',
    'simple',
    'easy',
    'quick',
    'fast',
    'instant',
    'amazing',
    'awesome',
    'epic',
    'insane',
    'crazy',
    'wild',
    'mega',
    'super',
    'ultra',
    'hyper',
    'turbo',
    'extreme',
    'total',
    'ultimate',
  ],
  'pt-BR': [
    'barato',
    'acessível',
    'baixo custo',
    'o melhor',
    'único',
    'promoção',
    'oferta',
    'grátis',
    'simples',
    'fácil',
    'rápido',
    'incrível',
    'demais',
    'top',
    'show',
    'massa',
    'mega',
    'super',
    'ultra',
    'total',
    'imperdível',
    'exclusivo',
    'especial',
    'novo',
    'perfeito',
    'ideal',
    'único no mundo',
    'liquidação',
    'desconto',
    'queima',
  ],
  'es-ES': [
    'barato',
    'asequible',
    'bajo coste',
    'el mejor',
    'único',
    'promoción',
    'oferta',
    'gratis',
    'sencillo',
    'fácil',
    'rápido',
    'increíble',
    'genial',
    'top',
    'brutal',
    'mega',
    'súper',
    'ultra',
    'total',
    'imperdible',
    'exclusivo',
    'especial',
    'nuevo',
    'perfecto',
    'ideal',
    'chollo',
    'liquidación',
    'descuento',
    'rebaja',
    'ganga',
  ],
};

const brand = (language: Language): BrandVoice =>
  ({ wordsToAvoid: AVOID[language], hashtags: ['#Brand', '#Café'] }) as unknown as BrandVoice;

/** Tell phrases of the language (a sample of its list's examples), repeated. */
const tellPhrases = (language: Language) => `${TELL_LISTS[language].examples.join(' ')} `;

const FRAGMENTS: Record<string, (language: Language) => string> = {
  'spaced em dashes': () => '— ',
  'glued em dashes': () => 'a—',
  'double hyphens': () => ' -- ',
  'quantity ranges': () => '1 — 2 — ',
  hashtags: () => '#a.',
  'hashtag runs': () => '#a #b ',
  'e-mail halves': () => 'a@b.',
  'dangling at': () => 'x@',
  'a name with no domain': () => 'a.',
  'link starts': () => 'https://a.',
  ellipses: () => '...',
  'mixed marks': () => '!?',
  'short sentences': () => 'a. ',
  'blank runs': () => '  \t\u00A0',
  emoji: () => '😀',
  'avoided words': (language) => `${AVOID[language].join(' ')} `,
  'avoided words and, with the': (language) => `${AVOID[language].map((w) => `the ${w} and`).join(' ')} `,
  'avoided words ending sentences': (language) => `${AVOID[language].map((w) => `It is ${w}.`).join(' ')} `,
  'tell phrases': tellPhrases,
  'not just X -- it is Y': () => "it's not just a- ",
};

const guard = (language: Language, network: NetworkId) => (text: string) =>
  applyGuardrails(text, { language, network, brand: brand(language) });

describe('the guardrails run in linear time on hostile text (decision 0046)', () => {
  for (const [name, fragment] of Object.entries(FRAGMENTS)) {
    it(`${name}: a 10,000-character answer in English`, () => {
      const f = fragment('en-US');
      assertLinear(name, guard('en-US', 'instagram'), (size) => repeatTo(f, size), {
        maxSize: 10_000,
        runs: 3,
      });
    });
  }

  for (const language of ['pt-BR', 'es-ES'] as const) {
    it(`${language}: its avoided words, its tells and dashes`, () => {
      for (const name of [
        'avoided words',
        'avoided words ending sentences',
        'tell phrases',
        'spaced em dashes',
      ]) {
        const f = (FRAGMENTS[name] as (l: Language) => string)(language);
        assertLinear(`${language} ${name}`, guard(language, 'instagram'), (size) => repeatTo(f, size), {
          maxSize: 10_000,
          runs: 3,
        });
      }
    });
  }

  it('every network: a 5,000-character post of every fragment in turn', () => {
    for (const [i, network] of NETWORK_IDS.entries()) {
      const language = LANGUAGES[i % LANGUAGES.length] as Language;
      const f = Object.values(FRAGMENTS)
        .map((fragment) => fragment(language))
        .join('');
      assertLinear(`${language} ${network}`, guard(language, network), (size) => repeatTo(f, size), {
        maxSize: 5_000,
      });
    }
  });

  for (const language of LANGUAGES) {
    it(`${language}: each tell with a gap of words, alone, on its own words repeated`, () => {
      for (const tell of tellsFor(language).filter((t) => t.re.source.includes('{0,5}?'))) {
        // The tell's own letters and spaces, its classes and groups taken out: "take your to the next level".
        const words = tell.re.source.replace(/\\p\{[A-Za-z]+\}|\[[^\]]*\]|\(\?<?[=!:]|[()?*+|{}\d,\\]/g, ' ');
        for (const f of [`${words} `, `${words}-`])
          assertLinear(
            tell.re.source.slice(0, 60),
            (text) => text.replace(tell.re, ''),
            (size) => repeatTo(f, size),
            {
              maxSize: 10_000,
              runs: 2,
            },
          );
      }
    });
  }
});

/** Realistic captions: words, tells, avoided words, dashes, numbers, links and tags. */
const captionText = (language: Language) => {
  const piece = fc.constantFrom(
    'Our',
    'bread',
    'is',
    'baked',
    'daily',
    'we',
    'nós',
    'o',
    'a',
    'the',
    'and',
    'e',
    'y',
    'an',
    'of',
    'with',
    'for',
    'Ana',
    'São Paulo',
    'R$ 5,00',
    '10',
    '8h',
    '19,90',
    '5pm',
    '20%',
    ...AVOID[language].slice(0, 8),
    ...TELL_LISTS[language].examples.slice(0, 6),
    '—',
    '–',
    '-',
    '--',
    ' — ',
    ' – ',
    ' - ',
    '10–20',
    '8h – 18h',
    ',',
    '.',
    '...',
    '!',
    '?',
    '…',
    ':',
    ';',
    '"',
    '”',
    ')',
    '(',
    'https://a.com/menu',
    'www.site.com.br',
    'ana@site.es',
    '@ana',
    '#pão',
    '#Cafe',
    ' ',
    ' ',
    ' ',
    ' ',
    '  ',
    '\t',
    '\u00A0',
    '\n',
    '\n\n',
    '😀',
  );
  return fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(' ').replace(/ {3,}/g, '  '));
};

describe('the rewritten rules give what the old ones gave on ordinary text', () => {
  for (const language of LANGUAGES) {
    it(`applyGuardrails, ${language}`, () => {
      fc.assert(
        fc.property(captionText(language), fc.constantFrom(...NETWORK_IDS), (text, network) => {
          const context = { language, network, brand: brand(language) };
          expect(applyGuardrails(text, context)).toBe(oldApplyGuardrails(text, context));
        }),
        { numRuns: 1500 },
      );
    });

    it(`replaceDashes and removeAvoided, ${language}`, () => {
      const list = TELL_LISTS[language];
      const avoid = avoidList(AVOID[language]);
      const oldAvoid = oldAvoidList(AVOID[language]);
      fc.assert(
        fc.property(captionText(language), fc.boolean(), (text, keep) => {
          const line = text.replace(/\n/g, ' ');
          expect(replaceDashes(line, list)).toBe(oldReplaceDashes(line, list));
          const english = language === 'en-US';
          if (avoid && oldAvoid)
            expect(removeAvoided(line, avoid, list, english, keep)).toBe(
              oldRemoveAvoided(line, oldAvoid, list, english, keep),
            );
        }),
        { numRuns: 3000 },
      );
    });
  }

  it('splitSentences, splitTrailing, tidySentence, hasFacts', () => {
    fc.assert(
      fc.property(captionText('en-US'), captionText('en-US'), (text, other) => {
        const line = text.replace(/\n/g, ' ');
        expect(splitSentences(line)).toEqual(oldSplitSentences(line));
        expect(splitTrailing(line)).toEqual(oldSplitTrailing(line));
        expect(tidySentence(line, other)).toBe(oldTidySentence(line, other));
        expect(hasFacts(line)).toBe(oldHasFacts(line));
      }),
      { numRuns: 5000 },
    );
  });
});
