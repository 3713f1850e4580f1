import type { Language } from '@captia/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyGuardrails, findTells } from './index';

/**
 * Random captions made of ordinary words, the listed phrases (any case), dashes of every kind,
 * hashtags, numbers, emojis, links and punctuation: whatever comes in, no dash and no listed
 * phrase comes out, and a caption with a letter never comes out without one.
 */

const WORDS: Record<Language, string[]> = {
  'en-US': [
    'bread',
    'fresh',
    'Ana',
    'our',
    'the',
    'is',
    'we',
    'bake',
    'daily',
    'coffee',
    'and',
    'a',
    'São Paulo',
    'you',
  ],
  'pt-BR': [
    'pão',
    'fresco',
    'Ana',
    'nosso',
    'o',
    'é',
    'nós',
    'assamos',
    'todo',
    'dia',
    'café',
    'e',
    'uma',
    'Rua Augusta',
  ],
  'es-ES': [
    'pan',
    'fresco',
    'Ana',
    'nuestro',
    'el',
    'es',
    'nosotros',
    'horneamos',
    'cada',
    'día',
    'café',
    'y',
    'un',
    'Madrid',
  ],
};

const PHRASES: Record<Language, string[]> = {
  'en-US': [
    'elevate',
    'elevates',
    'elevated',
    'elevating',
    'unlock',
    'unlocked',
    'unlocks your potential',
    'game-changer',
    'game changing',
    "in today's fast-paced world,",
    "In today's fast-paced world",
    'delve into',
    'delving',
    'look no further',
    'look no further than',
    'seamless',
    'seamlessly',
    'dive into',
    'diving into',
    'dive in',
    'take it to the next level',
    'to the next level',
    'embark on a journey',
    'embarking on a journey of',
    'a rich tapestry of',
    'testament to',
    'is a testament to',
    'in the realm of',
    'unleash',
    'revolutionize',
    'revolutionized',
    'cutting-edge',
    "whether you're a student or a chef,",
    'whether you are new or old',
    "it's not just coffee, it's a ritual",
    "it's not just coffee — it's a ritual",
    'not only bread but also cake',
    'the possibilities are endless',
  ],
  'pt-BR': [
    'eleve',
    'Eleve',
    'eleva',
    'elevar',
    'desbloqueie',
    'desbloquear',
    'desbloqueia',
    'desbloqueado',
    'no mundo de hoje',
    'No mundo atual,',
    'no mundo acelerado de hoje,',
    'mergulhe',
    'mergulhe no',
    'mergulhar em',
    'mergulhe nessa',
    'leve seu café ao próximo nível',
    'ao próximo nível',
    'uma jornada',
    'embarque nessa jornada de',
    'revolucione',
    'revolucionário',
    'não é apenas pão, é um ritual',
    'não é só pão — é um ritual',
    'não apenas pão, mas também bolo',
    'seja você estudante ou chef,',
    'as possibilidades são infinitas',
  ],
  'es-ES': [
    'eleva',
    'Eleva',
    'elevar',
    'desbloquea',
    'desbloquear',
    'desbloqueado',
    'en el mundo actual',
    'En el mundo de hoy,',
    'sumérgete',
    'sumérgete en',
    'sumergirse en',
    'lleva tu café al siguiente nivel',
    'al siguiente nivel',
    'un viaje de sabores',
    'un viaje sensorial',
    'revoluciona',
    'revolucionario',
    'no es solo pan, es un ritual',
    'no es solo pan — es un ritual',
    'no solo pan, sino también bollos',
    'ya seas estudiante o chef,',
    'las posibilidades son infinitas',
  ],
};

const SHARED = [
  ' — ',
  '—',
  ' – ',
  '–',
  ' - ',
  ' -- ',
  '―',
  '-',
  '10-20',
  '10–20',
  'R$ 19,90',
  '12/10',
  '8h',
  '20%',
  '1500',
  '#Cafe',
  '#café',
  '#CAFE',
  '#Pão',
  '#pao',
  '🍞',
  '☕️',
  '👩🏽‍🍳',
  '@padariadaana',
  'https://padaria.com.br/menu',
  '.',
  ',',
  '!',
  '?',
  ':',
  '\n',
  '\n\n',
];

const cased = (phrase: string) =>
  fc
    .constantFrom<(s: string) => string>(
      (s) => s,
      (s) => s.toLocaleUpperCase(),
      (s) => s.charAt(0).toLocaleUpperCase() + s.slice(1),
    )
    .map((f) => f(phrase));

function caption(language: Language) {
  const token = fc.oneof(
    fc.constantFrom(...WORDS[language]),
    fc.constantFrom(...PHRASES[language]).chain(cased),
    fc.constantFrom(...SHARED),
  );
  return fc
    .array(fc.tuple(token, fc.constantFrom(' ', ' ', ' ', '')), { minLength: 1, maxLength: 40 })
    .map((parts) => parts.map(([t, sep]) => t + sep).join(''));
}

/**
 * Inputs a random run once found failing, tried first on every run: a mark after a link that the
 * tidying glued to it, so the link swallowed the next word and hid a tell from the mending.
 */
const FOUND: Record<Language, [string, 'instagram' | 'threads' | 'x' | 'facebook'][]> = {
  'en-US': [["it's not just bread, it's a ritual https://padaria.com.br/menu :elevate ", 'instagram']],
  'pt-BR': [['não é só pão, é um ritual https://padaria.com.br/menu :eleve ', 'instagram']],
  'es-ES': [['no es solo pan, es un ritual https://padaria.com.br/menu :eleva ', 'instagram']],
};

describe('guardrails over random captions', () => {
  for (const language of ['en-US', 'pt-BR', 'es-ES'] as const) {
    it(`${language}: no dash, no listed phrase, never emptied`, () => {
      fc.assert(
        fc.property(
          caption(language),
          fc.constantFrom('instagram', 'threads', 'x', 'facebook' as const),
          (text, network) => {
            const out = applyGuardrails(text, {
              language,
              network,
              brand: null,
            });
            expect(out).not.toMatch(/[—–―]/);
            expect(findTells(out, language)).toEqual([]);
            if (/\p{L}/u.test(text)) expect(out).toMatch(/\p{L}/u);
          },
        ),
        { numRuns: 400, examples: FOUND[language] },
      );
    });
  }
});
