import type { Language } from '@captia/shared';
import { EN_US } from './tells.en-US';
import { ES_ES } from './tells.es-ES';
import { PT_BR } from './tells.pt-BR';
import { escapeRegExp, wholeWords, wordKey } from './text';
import type { TellList } from './types';

export const TELL_LISTS: Readonly<Record<Language, TellList>> = {
  'en-US': EN_US,
  'pt-BR': PT_BR,
  'es-ES': ES_ES,
};

/** A tell ready to run: its regular expression and what to do with a match. */
export interface CompiledTell {
  re: RegExp;
  /** The replacement for a match (and its groups); null when the match is dropped. */
  fix:
    | { kind: 'replace'; replacement: (match: string, groups: readonly (string | undefined)[]) => string }
    | { kind: 'drop'; scope: 'phrase' | 'sentence'; keep: string };
}

function compile(list: TellList): CompiledTell[] {
  return list.tells.map((tell): CompiledTell => {
    if ('words' in tell) {
      const lookup = new Map(Object.entries(tell.words).map(([k, v]) => [wordKey(k), v]));
      // Longest first, so "dive deep into" wins over "dive".
      const keys = Object.keys(tell.words).sort((a, b) => b.length - a.length);
      return {
        re: wholeWords(keys.map(escapeRegExp).join('|')),
        fix: { kind: 'replace', replacement: (match) => lookup.get(wordKey(match)) ?? '' },
      };
    }
    if ('replace' in tell) {
      const template = tell.replace;
      return {
        re: wholeWords(tell.pattern),
        fix: {
          kind: 'replace',
          replacement: (_match, groups) =>
            template.replace(/\$(\d)/g, (_, n: string) => groups[Number(n) - 1] ?? ''),
        },
      };
    }
    return { re: wholeWords(tell.pattern), fix: { kind: 'drop', scope: tell.drop, keep: tell.keep } };
  });
}

const compiled = new Map<Language, CompiledTell[]>();

/** The language's tells, compiled once. */
export function tellsFor(language: Language): CompiledTell[] {
  let tells = compiled.get(language);
  if (!tells) {
    tells = compile(TELL_LISTS[language]);
    compiled.set(language, tells);
  }
  return tells;
}
