import type { Language } from '@captia/shared';
import { anglesEnUS } from './en-US/angle-phrases';
import { lexiconEnUS } from './en-US/lexicon';
import { phrasesEnUS } from './en-US/phrases';
import { anglesEsES } from './es-ES/angle-phrases';
import { lexiconEsES } from './es-ES/lexicon';
import { phrasesEsES } from './es-ES/phrases';
import { anglesPtBR } from './pt-BR/angle-phrases';
import { lexiconPtBR } from './pt-BR/lexicon';
import { phrasesPtBR } from './pt-BR/phrases';
import type { BasicLanguageData } from './types';

/**
 * The basic generator's language data, one folder per language holding the same files with the
 * same keys (captions/language-data.test.ts): phrases (the stock lines), angle-phrases (a
 * campaign's angles), lexicon (the words of the brief analysis). Data only: the logic files
 * (../phrases.ts, ../angle-phrases.ts, ../lexicon.ts, ../generator.ts) read it from here.
 */
export const LANGUAGE_DATA = {
  'en-US': { phrases: phrasesEnUS, angles: anglesEnUS, lexicon: lexiconEnUS },
  'pt-BR': { phrases: phrasesPtBR, angles: anglesPtBR, lexicon: lexiconPtBR },
  'es-ES': { phrases: phrasesEsES, angles: anglesEsES, lexicon: lexiconEsES },
} as const satisfies Readonly<Record<Language, BasicLanguageData>>;

/** The topics' order, emojis and kind, which every language shares. */
export { TOPIC_TABLE } from './topics';

export { phrasesEnUS, phrasesEsES, phrasesPtBR };
