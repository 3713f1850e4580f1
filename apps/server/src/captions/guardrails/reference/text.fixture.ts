/** The implementation before decision 0046 (quadratic on hostile text): the reference its rewrite must agree with on ordinary text. Tests only. */
import { fold } from '@captia/shared';

/** A character that belongs to a word: patterns match only where none touches them. */
export const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}_]';

const LOOSE: Record<string, string> = {
  a: 'aáàâãä',
  e: 'eéèêë',
  i: 'iíìîï',
  o: 'oóòôõö',
  u: 'uúùûü',
  c: 'cç',
  n: 'nñ',
};

/**
 * One to six words, lazily: the `{x}` gap of a pattern. Sentence punctuation ends it, so a
 * phrase never reaches into the next clause.
 */
const GAP = '(?:(?:[^\\s.!?…,;:—–―]+[ \\t\\u00A0]+){0,5}?[^\\s.!?…,;:—–―]+)';

/**
 * A pattern's source made accent-insensitive ("e" also matches "é", "ç" also "c"), with any
 * run of spaces for a space and either apostrophe for "'". Escapes (`\p{L}`, `\s`) are copied.
 */
export function loosen(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i] as string;
    if (ch === '\\') {
      const next = source[i + 1] ?? '';
      if ('pPu'.includes(next) && source[i + 2] === '{') {
        const end = source.indexOf('}', i);
        out += source.slice(i, end + 1);
        i = end;
      } else {
        out += ch + next;
        i++;
      }
      continue;
    }
    if (ch === '[' && !inClass) inClass = true;
    else if (ch === ']' && inClass) inClass = false;
    if (ch === "'") {
      out += inClass ? "'’" : "['’]";
      continue;
    }
    if (ch === ' ' && !inClass) {
      out += '[ \\t\\u00A0]+';
      continue;
    }
    const cls = LOOSE[fold(ch)];
    if (cls && /\p{L}/u.test(ch)) {
      out += inClass ? cls : `[${cls}]`;
      continue;
    }
    out += ch;
  }
  return out.replaceAll('{x}', GAP);
}

/** A whole-word, case- and accent-insensitive regular expression from a pattern's source. */
export function wholeWords(source: string): RegExp {
  // Multiline: a phrase that must end its sentence may end its line.
  return new RegExp(`(?<!${WORD_CHAR})(?:${loosen(source)})(?!${WORD_CHAR})`, 'gimu');
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** How a matched phrase is looked up in a word list: folded, one space, one apostrophe. */
export function wordKey(text: string): string {
  return fold(text.replace(/[\s\u00A0]+/g, ' ').replace(/’/g, "'"));
}

/** The template with its `$n` groups filled in (a missing group is empty). */
export function expand(template: string, groups: readonly (string | undefined)[]): string {
  return template.replace(/\$(\d)/g, (_, n: string) => groups[Number(n) - 1] ?? '');
}

/** The replacement in the case of what it replaces: "Elevate" → "Improve", "ELEVATE" → "IMPROVE". */
export function matchCase(replacement: string, original: string): string {
  if (!replacement) return replacement;
  const letters = original.replace(/[^\p{L}]/gu, '');
  if (
    letters.length > 1 &&
    letters === letters.toLocaleUpperCase() &&
    letters !== letters.toLocaleLowerCase()
  )
    return replacement.toLocaleUpperCase();
  if (/^\P{L}*\p{Lu}/u.test(original)) return capitalize(replacement);
  return replacement;
}

/** Upper-cases the first letter, if nothing but punctuation, emoji or spaces comes before it. */
export function capitalize(text: string): string {
  const match = /^([^\p{L}\p{N}\uE000]*)(\p{Ll})/u.exec(text);
  if (!match) return text;
  const [, before = '', letter = ''] = match;
  return before + letter.toLocaleUpperCase() + text.slice(before.length + letter.length);
}

export function startsUpper(text: string): boolean {
  return /^[^\p{L}\p{N}\uE000]*\p{Lu}/u.test(text);
}

export function hasLetter(text: string): boolean {
  return /\p{L}/u.test(text);
}

/** Something worth keeping: a letter, a digit or a masked token (link, @mention, hashtag). */
export function hasContent(text: string): boolean {
  return /[\p{L}\p{N}\uE000]/u.test(text);
}

/**
 * Facts a mend must keep: numbers, prices, dates, masked tokens (links, @mentions, hashtags),
 * and names, i.e. a capitalized word that does not start the text ("I" aside).
 */
export function hasFacts(text: string): boolean {
  if (/[\p{N}\p{Sc}\uE000]/u.test(text)) return true;
  const words = text.match(/[\p{L}\p{M}'’]+/gu) ?? [];
  const first = /^[^\p{L}]*/u.exec(text)?.[0].length ?? 0;
  let offset = 0;
  for (const word of words) {
    const index = text.indexOf(word, offset);
    offset = index + word.length;
    if (index <= first) continue;
    if (/^I(?:['’]\p{L}+)?$/u.test(word)) continue;
    // A capital right after a sentence end starts a sentence, it is not a name.
    if (/[.!?…]["”»')\]]*\s*$/u.test(text.slice(0, index))) continue;
    if (/^\p{Lu}/u.test(word)) return true;
  }
  return false;
}

/**
 * Links, e-mail addresses, @mentions, hashtags and bare domains: facts no rule may touch.
 * They are swapped for private-use placeholders while the text is mended.
 */
export const TOKEN =
  /https?:\/\/[^\s—–―]+|www\.[^\s—–―]+|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|(?<![\p{L}\p{N}_])@[\p{L}\p{N}_.]+|(?<![\p{L}\p{N}_&])#[\p{L}\p{M}\p{N}_]+|(?<![\p{L}\p{N}_.@-])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|br|es|io|app|co|shop|store|me|info)(?:\.[a-z]{2})?(?:\/[^\s—–―]*)?(?![\p{L}\p{N}_])/gu;

const MARK = '\uE000';

export interface Masked {
  text: string;
  tokens: string[];
}

export function mask(text: string): Masked {
  const tokens: string[] = [];
  // The marker itself is reserved: an input that carries it loses it.
  const masked = replaceTokens(text.replaceAll(MARK, ''), (match) => {
    const trailing = /[.,!?;:)\]'"’”]+$/.exec(match)?.[0] ?? '';
    const token = match.slice(0, match.length - trailing.length);
    if (!token || token === '@' || token === '#') return match;
    tokens.push(token);
    return `${MARK}${String.fromCharCode(0xe001 + tokens.length - 1)}${trailing}`;
  });
  return { text: masked, tokens };
}

/**
 * What a word must hold for TOKEN to find anything in it: a link's ":" or "www.", an "@", a "#",
 * or a "." with something after it (a domain's). A word whose only "." ends a sentence ("day.",
 * "wait...") holds no token, and most anchors are those.
 */
const MAY_HOLD_TOKEN = /[@#:]|\.[^.]|www\./;

/** What every token holds: the "." of a domain, the ":" of a scheme, an "@" or a "#". */
const TOKEN_ANCHOR = /[.:@#]/g;
const SPACE = /\s/;

/**
 * `text.replace(TOKEN, replacer)`, run only on the words (runs of non-space characters) that
 * hold a `TOKEN_ANCHOR`: a token never holds a space, and TOKEN's lookarounds (all negative,
 * none about spaces) read a space like the start or end of the text, so a word matches alone
 * exactly as it does in the whole text, and the other words (most of a caption) are not scanned.
 */
function replaceTokens(text: string, replacer: (match: string) => string): string {
  let out = '';
  let last = 0;
  TOKEN_ANCHOR.lastIndex = 0;
  for (let anchor = TOKEN_ANCHOR.exec(text); anchor; anchor = TOKEN_ANCHOR.exec(text)) {
    let start = anchor.index;
    while (start > last && !SPACE.test(text.charAt(start - 1))) start--;
    let end = anchor.index + 1;
    while (end < text.length && !SPACE.test(text.charAt(end))) end++;
    const word = text.slice(start, end);
    out += text.slice(last, start) + (MAY_HOLD_TOKEN.test(word) ? word.replace(TOKEN, replacer) : word);
    last = end;
    TOKEN_ANCHOR.lastIndex = end;
  }
  return out + text.slice(last);
}

export function unmask(text: string, tokens: readonly string[]): string {
  return text.replace(/\uE000([\uE001-\uF8FF])/g, (match, code: string) => {
    return tokens[code.charCodeAt(0) - 0xe001] ?? match;
  });
}

/**
 * A line cut into sentences: each piece keeps its closing punctuation and the spaces after
 * it, so joining the pieces gives the line back.
 */
export function splitSentences(line: string): string[] {
  const pieces: string[] = [];
  let last = 0;
  for (const match of line.matchAll(/[.!?…]+["”»')\]]*[ \t\u00A0]+/gu)) {
    const end = (match.index ?? 0) + match[0].length;
    pieces.push(line.slice(last, end));
    last = end;
  }
  if (last < line.length) pieces.push(line.slice(last));
  return pieces;
}

/** A sentence's text and the spaces that follow it. */
export function splitTrailing(piece: string): [string, string] {
  const trailing = /[ \t\u00A0]*$/.exec(piece)?.[0] ?? '';
  return [piece.slice(0, piece.length - trailing.length), trailing];
}

/**
 * Tidies a sentence after words were taken out or replaced: single spaces, no space before
 * punctuation, no orphaned or doubled commas, no comma before the full stop, no clause mark
 * left at the start, and a capital where the sentence had one. A space after a masked token (a
 * link, a mention) stays: a mark glued to it would become part of the link once unmasked
 * ("https://a.com/menu :eleva" must not turn into the one link "https://a.com/menu:mejora").
 */
export function tidySentence(text: string, original: string): string {
  let out = text
    .replace(/[ \t\u00A0]{2,}/g, ' ')
    .replace(/(?<![\uE001-\uF8FF])[ \t\u00A0]+([,.;:!?…)\]])/g, '$1')
    .replace(/([,;:])(?:[ \t\u00A0]*[,;:])+/g, '$1')
    .replace(/[,;:][ \t\u00A0]*([.!?…])/g, '$1')
    .replace(/([([])[ \t\u00A0]+/g, '$1')
    .replace(/\([ \t\u00A0]*\)/g, '');
  if (!/^[ \t\u00A0]*[,;:—–―]/.test(original)) out = out.replace(/^[ \t\u00A0,;:—–―]+/, '');
  out = out.replace(/[ \t\u00A0,;:]+$/, '').trimStart();
  if (/[.!?…]$/.test(original.trimEnd()) && !/[.!?…]["”»')\]]*$/.test(out) && hasContent(out)) {
    // The sentence lost its end along with the phrase: give it back.
    out += original.trimEnd().match(/[.!?…]+$/)?.[0] ?? '';
  }
  if (startsUpper(original)) out = capitalize(out);
  return out;
}
