import { LANGUAGES, type Language } from '@captia/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldForTells, mandatoryWord, mayHold, TELL_LISTS, tellsFor } from './tells';

/** Phrases each list's patterns match (and near misses), written as a caption would have them. */
const PHRASES: Record<Language, string[]> = {
  'en-US': [
    "in today's fast-paced world,",
    'in the digital age',
    'look no further than',
    'take your mornings to the next level',
    'embark on a journey through',
    'a rich tapestry of',
    'is a testament to',
    'unlock your full potential',
    "whether you're a pro or a beginner,",
    "it's not just coffee, it's a ritual",
    'not only fresh but also local',
    'the possibilities are endless',
    'buckle up',
    "let's face it",
    "it's worth noting that",
    'nestled in the heart of',
    'dive deeper into',
    'game changer',
  ],
  'pt-BR': [
    'no mundo cada vez mais acelerado de hoje,',
    'nos dias de hoje,',
    'na era digital',
    'leve seu café ao próximo nível',
    'ao próximo patamar',
    'desbloqueie seu potencial',
    'embarque conosco nessa jornada de sabores',
    'uma verdadeira jornada',
    'não é apenas café, é um ritual',
    'não só fresco, mas também local',
    'seja você iniciante ou profissional,',
    'as possibilidades são infinitas',
    'em resumo,',
    'mergulhe de cabeça no',
  ],
  'es-ES': [
    'en este mundo cada vez más acelerado,',
    'en la era digital',
    'lleva tu café al siguiente nivel',
    'a otro nivel',
    'desbloquea tu potencial',
    'sumérgete de lleno en',
    'todo un viaje',
    'no es solo café, es un ritual',
    'no solo fresco, sino también local',
    'ya seas principiante o experto,',
    'las posibilidades son infinitas',
    'en resumen,',
  ],
};

const ACCENTED: Record<string, string> = { a: 'áâã', e: 'éê', i: 'í', o: 'óôõ', u: 'úü', c: 'ç', n: 'ñ' };

/** Every spelling a loosened, case-insensitive pattern accepts for a letter, and some it does not. */
const spelling = (text: string) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: text.length, maxLength: text.length }).map((rolls) =>
    [...text]
      .map((ch, i) => {
        const roll = rolls[i] as number;
        if (roll === 0) return ch.toUpperCase();
        if (roll === 1 && ACCENTED[ch]) return ACCENTED[ch][0];
        if (roll === 2 && ch === 's') return '\u017F';
        if (roll === 2 && ch === 'k') return '\u212A';
        if (roll === 3 && ch === ' ') return '\u00A0 ';
        if (roll === 3 && ch === "'") return '’';
        return ch;
      })
      .join(''),
  );

describe('tell prefilter (mayHold)', () => {
  it('finds the longest word every match of a pattern holds, and none when a match may hold none', () => {
    expect(mandatoryWord('look no further[.!]*')).toBe('further');
    expect(mandatoryWord('(?:take|takes) ({x}) (?:up )?to (?:the|a) (?:next|whole new|new) level')).toBe(
      'level',
    );
    expect(mandatoryWord('sumérgete(?: de lleno)? en')).toBe('sumergete');
    expect(mandatoryWord('levels?')).toBe('level');
    expect(mandatoryWord('a|b')).toBeNull();
    expect(mandatoryWord('(?:a|ao|para o) (?:um )?(?:próximo|outro) (?:nível|patamar)')).toBeNull();
    expect(mandatoryWord('\\p{L}+ journey')).toBe('journey');
  });

  for (const language of LANGUAGES) {
    it(`never rules out a ${language} tell that matches (random captions of its phrases, any spelling)`, () => {
      const tells = tellsFor(language);
      const words = TELL_LISTS[language].tells.flatMap((tell) =>
        'words' in tell ? Object.keys(tell.words) : [],
      );
      const piece = fc.oneof(
        fc.constantFrom(...PHRASES[language], ...words, ...TELL_LISTS[language].examples).chain(spelling),
        fc.constantFrom(' ', ', ', '. ', '\n', '#tag ', 'https://example.com ', 'café ', '20% ', '— '),
      );
      let matched = 0;
      fc.assert(
        fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
          const text = pieces.join(' ');
          const folded = foldForTells(text);
          for (const tell of tells) {
            tell.re.lastIndex = 0;
            if (!tell.re.test(text)) continue;
            matched++;
            expect(mayHold(tell, folded)).toBe(true);
          }
        }),
        { numRuns: 3_000 },
      );
      // The property was tried on real matches, not only on texts without any.
      expect(matched).toBeGreaterThan(1_000);
    });
  }

  it('rules out the tells whose words a caption does not hold', () => {
    const folded = foldForTells('Our new cold brew arrives this weekend, with 20% off.');
    const run = tellsFor('en-US').filter((tell) => mayHold(tell, folded));
    expect(run.length).toBeLessThan(tellsFor('en-US').length / 4);
  });
});
