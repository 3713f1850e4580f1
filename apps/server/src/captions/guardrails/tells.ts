import { fold, type Language } from '@captia/shared';
import { LANGUAGE_DATA } from './data';
import type { TellData, TellEntry } from './data/types';
import { escapeRegExp, wholeWords, wordKey } from './text';
import type { Tell, TellList } from './types';

/** `{verb}` and `{mend}` in a `TellPerForm`'s pattern and replacement. */
const FORM_SLOT = /\{(verb|mend)\}/g;

/** A data file's entry as the tells it stands for (most entries are one tell, as written). */
function expandEntry(entry: TellEntry): Tell[] {
  if ('forms' in entry) {
    return Object.entries(entry.forms).map(([verb, mend]) => {
      const fill = (template: string) =>
        template.replace(FORM_SLOT, (_, slot: string) => (slot === 'verb' ? verb : mend));
      return { pattern: fill(entry.pattern), replace: fill(entry.replace) };
    });
  }
  if ('verbs' in entry) {
    const between = entry.between ?? '';
    const words: Record<string, string> = {};
    for (const [verb, mend] of Object.entries(entry.verbs))
      for (const [preposition, article] of Object.entries(entry.prepositions))
        words[`${verb}${between} ${preposition}`] = article ? `${mend} ${article}` : mend;
    return [{ words }];
  }
  return [entry];
}

const tellList = (data: TellData): TellList => ({ ...data, tells: data.tells.flatMap(expandEntry) });

/** Each language's tells, from its data file (data/<language>/tells.ts). */
export const TELL_LISTS: Readonly<Record<Language, TellList>> = {
  'en-US': tellList(LANGUAGE_DATA['en-US'].tells),
  'pt-BR': tellList(LANGUAGE_DATA['pt-BR'].tells),
  'es-ES': tellList(LANGUAGE_DATA['es-ES'].tells),
};

/** A tell ready to run: its regular expression and what to do with a match. */
export interface CompiledTell {
  re: RegExp;
  /**
   * Words a match always holds, folded: the tell can only match a text whose `foldForTells`
   * holds one of them (null: no such word, the tell is always run). See `mayHold`.
   */
  needs: readonly Need[] | null;
  /** The replacement for a match (and its groups); null when the match is dropped. */
  fix:
    | { kind: 'replace'; replacement: (match: string, groups: readonly (string | undefined)[]) => string }
    | { kind: 'drop'; scope: 'phrase' | 'sentence'; keep: string };
}

/** The longest word of a pattern that every match holds (letters outside groups, never optional); null if none. */
export function mandatoryWord(source: string): string | null {
  const words: string[] = [];
  let word = '';
  let depth = 0;
  const flush = () => {
    if (word) words.push(word);
    word = '';
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i] as string;
    if (ch === '\\') {
      // An escape (\s, \p{L}, \.): never a letter of a word.
      flush();
      if ('pPu'.includes(source[i + 1] ?? '') && source[i + 2] === '{') i = source.indexOf('}', i);
      else i++;
    } else if (ch === '[') {
      flush();
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
    } else if (ch === '(') {
      flush();
      depth++;
    } else if (ch === ')') depth--;
    else if (depth > 0) continue;
    else if (ch === '|') return null;
    else if (ch === '?' || ch === '*' || ch === '{') {
      // The letter before is optional or repeated ("{x}" is a gap, "{0,5}" a count).
      word = word.slice(0, -1);
      flush();
      if (ch === '{') i = source.indexOf('}', i);
    } else if (ch === '+') flush();
    else if (/\p{L}/u.test(ch)) word += ch;
    else flush();
  }
  flush();
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  return longest ? fold(longest) : null;
}

/** A word of `needs`, with the bit of its first three letters in a `FoldedText`'s `runs` (-1: shorter). */
export interface Need {
  word: string;
  run: number;
}

/** A text as the `needs` of the tells are looked for in it (see `foldForTells`). */
export interface FoldedText {
  text: string;
  /**
   * Every run of three characters of `text`, hashed into 4,096 bits (16 in each number: small
   * integers, which a plain array holds unboxed and allocates faster than a typed array). A word
   * whose first three letters' bit is unset is not in the text: most of the tells' words are
   * ruled out by one lookup instead of a search of the whole caption (the searches were a tenth
   * of a basic generation's guardrails).
   */
  runs: number[];
}

const RUN_BITS = 12;

/**
 * The bit of three characters: five bits of each (a letter's place in the alphabet), the
 * fifteen folded into `RUN_BITS`. Any three characters have one bit; unrelated ones may share it.
 */
function runBit(a: number, b: number, c: number): number {
  const code = ((a & 31) << 10) | ((b & 31) << 5) | (c & 31);
  return (code ^ (code >>> RUN_BITS)) & ((1 << RUN_BITS) - 1);
}

function need(word: string): Need {
  return {
    word,
    run: word.length >= 3 ? runBit(word.charCodeAt(0), word.charCodeAt(1), word.charCodeAt(2)) : -1,
  };
}

/**
 * A text as the `needs` of the tells are looked for in it: folded (lower case, no accents,
 * which covers every letter a loosened, case-insensitive pattern accepts for a plain one),
 * plus the two letters Unicode case folding maps onto ASCII ones: the long s and the Kelvin sign
 * (which `fold` turns into "k" already).
 */
export function foldForTells(text: string): FoldedText {
  // Without an accented Latin letter or a combining mark, lower case is the fold: no other
  // character is one a pattern's letters match (the Kelvin sign lower-cases to "k").
  const folded = /[\u00C0-\u024F]|[\u0300-\u036F]/.test(text)
    ? fold(text).replace(/\u017F/g, 's')
    : text.toLowerCase();
  const runs = new Array<number>(1 << (RUN_BITS - 4)).fill(0);
  let a = folded.charCodeAt(0);
  let b = folded.charCodeAt(1);
  for (let at = 2; at < folded.length; at++) {
    const c = folded.charCodeAt(at);
    const bit = runBit(a, b, c);
    runs[bit >>> 4] = (runs[bit >>> 4] as number) | (1 << (bit & 15));
    a = b;
    b = c;
  }
  return { text: folded, runs };
}

/** Whether `tell` can match a text whose `foldForTells` is `folded` (false: it cannot). */
export function mayHold(tell: CompiledTell, folded: FoldedText): boolean {
  if (tell.needs === null) return true;
  for (const { word, run } of tell.needs) {
    if (run >= 0 && ((folded.runs[run >>> 4] as number) & (1 << (run & 15))) === 0) continue;
    if (folded.text.includes(word)) return true;
  }
  return false;
}

/**
 * The words to look for: one that holds another is dropped ("elevates" holds "elevate"), since a
 * text that holds it holds the other too. Fewer, shorter searches, ruling out no less.
 */
function shortest(words: readonly string[]): string[] {
  const unique = [...new Set(words)];
  return unique.filter((word) => !unique.some((other) => other !== word && word.includes(other)));
}

function needsOf(pattern: string): Need[] | null {
  const word = mandatoryWord(pattern);
  return word ? [need(word)] : null;
}

function compile(list: TellList): CompiledTell[] {
  return list.tells.map((tell): CompiledTell => {
    if ('words' in tell) {
      const lookup = new Map(Object.entries(tell.words).map(([k, v]) => [wordKey(k), v]));
      // Longest first, so "dive deep into" wins over "dive".
      const keys = Object.keys(tell.words).sort((a, b) => b.length - a.length);
      const needs = keys.map(mandatoryWord);
      return {
        re: wholeWords(keys.map(escapeRegExp).join('|')),
        needs: needs.every((word) => word !== null) ? shortest(needs).map(need) : null,
        fix: { kind: 'replace', replacement: (match) => lookup.get(wordKey(match)) ?? '' },
      };
    }
    if ('replace' in tell) {
      const template = tell.replace;
      return {
        re: wholeWords(tell.pattern),
        needs: needsOf(tell.pattern),
        fix: {
          kind: 'replace',
          replacement: (_match, groups) =>
            template.replace(/\$(\d)/g, (_, n: string) => groups[Number(n) - 1] ?? ''),
        },
      };
    }
    return {
      re: wholeWords(tell.pattern),
      needs: needsOf(tell.pattern),
      fix: { kind: 'drop', scope: tell.drop, keep: tell.keep },
    };
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
