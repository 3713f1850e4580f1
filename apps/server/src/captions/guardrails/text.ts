import { charsOf, fold, isSpace, trailingRunStart } from '@captia/shared';

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

/**
 * `wholeWords(source)` without its lookbehind, sticky: tried at one position only, where the
 * caller knows that no word character comes before (avoid.ts, right after a removed word).
 */
export function stickyWholeWords(source: string): RegExp {
  return new RegExp(`(?:${loosen(source)})(?!${WORD_CHAR})`, 'imuy');
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
    if (afterSentenceEnd(text, index)) continue;
    if (/^\p{Lu}/u.test(word)) return true;
  }
  return false;
}

const SENTENCE_END = charsOf('.!?…');
const CLOSERS = charsOf('"”»\')]');

/** Where the run of characters passing `test` that ends at `end` starts (code unit by unit). */
function runStartBefore(text: string, end: number, test: (char: string) => boolean): number {
  let at = end;
  while (at > 0 && test(text.charAt(at - 1))) at--;
  return at;
}

/**
 * Whether `text` before `index` ends a sentence: a mark, closing quotes or brackets, spaces
 * (`/[.!?…]["”»')\]]*\s*$/u` on the text before it, which read the whole text again at each word).
 * The spaces and closers read here are the ones between two words: each is read once a caption.
 */
function afterSentenceEnd(text: string, index: number): boolean {
  const closers = runStartBefore(text, runStartBefore(text, index, isSpace), CLOSERS);
  return closers > 0 && SENTENCE_END(text.charAt(closers - 1));
}

/**
 * `text` without the end of its sentence: the marks, closing quotes or brackets and spaces it
 * ends with (`.replace(/[.!?…]+["”»')\]]*\s*$/u, '')`, read back in one pass; the pattern read a
 * run of marks again from each of them). Unchanged when it does not end with a mark.
 */
export function withoutSentenceEnd(text: string): string {
  const closers = runStartBefore(text, runStartBefore(text, text.length, isSpace), CLOSERS);
  const marks = runStartBefore(text, closers, SENTENCE_END);
  return marks < closers ? text.slice(0, marks) : text;
}

/**
 * Links, e-mail addresses, @mentions, hashtags and bare domains: facts no rule may touch.
 * They are swapped for private-use placeholders while the text is mended.
 */
export const TOKEN =
  /https?:\/\/[^\s—–―]+|www\.[^\s—–―]+|(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|(?<![\p{L}\p{N}_])@[\p{L}\p{N}_.]+|(?<![\p{L}\p{N}_&])#[\p{L}\p{M}\p{N}_]+|(?<![\p{L}\p{N}_.@-])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|br|es|io|app|co|shop|store|me|info)(?:\.[a-z]{2})?(?:\/[^\s—–―]*)?(?![\p{L}\p{N}_])/gu;

const MARK = '\uE000';

/** What a token ends with that is not part of it (`/[.,!?;:)\]'"’”]+$/`, in one pass). */
const TOKEN_TRAILING = charsOf('.,!?;:)]\'"’”');

export interface Masked {
  text: string;
  tokens: string[];
}

export function mask(text: string): Masked {
  const tokens: string[] = [];
  // The marker itself is reserved: an input that carries it loses it.
  const masked = replaceTokens(text.replaceAll(MARK, ''), (match) => {
    const trailing = match.slice(trailingRunStart(match, TOKEN_TRAILING));
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
    out += text.slice(last, start) + (MAY_HOLD_TOKEN.test(word) ? replaceInWord(word, replacer) : word);
    last = end;
    TOKEN_ANCHOR.lastIndex = end;
  }
  return out + text.slice(last);
}

/** A character an e-mail address's name may hold. */
const EMAIL_NAME = /[\p{L}\p{N}._%+-]+/uy;
const EMAIL_DOMAIN = /@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/uy;
const LINK_AT = /https?:\/\/[^\s—–―]+|www\.[^\s—–―]+/y;
const isEmailName = (char: string) => /^[\p{L}\p{N}._%+-]$/u.test(char);

/**
 * `word.replace(TOKEN, replacer)` as the TOKEN of old read it, in linear time. Its e-mail branch
 * (`[\p{L}\p{N}._%+-]+@…`, with no lookbehind) read the rest of a long name from each of its
 * characters ("a.a.a.…", "aaa…a@": quadratic); TOKEN now starts it only where a name starts.
 * The one place the old search started one inside a name is right after a match that ended
 * inside it ("#tag.name@mail.com" after "#tag"): there it is tried here, once a name (its "@"
 * and domain decide, whichever character it starts from).
 */
function replaceInWord(word: string, replacer: (match: string) => string): string {
  let out = '';
  let pos = 0;
  // The name (run of EMAIL_NAME characters) holding `pos`, when known, and whether an address
  // ends it (null: not tried yet).
  let nameEnd = -1;
  let nameAddress: string | null = null;
  while (pos < word.length) {
    let index = -1;
    let match = '';
    if (
      pos > 0 &&
      isEmailName(lastChar(word, pos)) &&
      isEmailName(String.fromCodePoint(word.codePointAt(pos) ?? 0))
    ) {
      LINK_AT.lastIndex = pos;
      const link = LINK_AT.exec(word);
      if (link) {
        index = pos;
        match = link[0];
      } else {
        if (pos >= nameEnd) {
          EMAIL_NAME.lastIndex = pos;
          EMAIL_NAME.exec(word);
          nameEnd = EMAIL_NAME.lastIndex;
          nameAddress = null;
        }
        if (nameAddress === null) {
          EMAIL_DOMAIN.lastIndex = nameEnd;
          nameAddress = EMAIL_DOMAIN.exec(word)?.[0] ?? '';
        }
        if (nameAddress) {
          index = pos;
          match = word.slice(pos, nameEnd) + nameAddress;
        }
      }
    }
    if (index < 0) {
      TOKEN.lastIndex = pos;
      const found = TOKEN.exec(word);
      if (!found) break;
      index = found.index;
      match = found[0];
    }
    out += word.slice(pos, index) + replacer(match);
    pos = index + match.length;
  }
  return out + word.slice(pos);
}

/** The code point that ends at `end`. */
function lastChar(text: string, end: number): string {
  const low = text.charCodeAt(end - 1);
  if (end >= 2 && low >= 0xdc00 && low <= 0xdfff) return text.slice(end - 2, end);
  return text.charAt(end - 1);
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
  // Marks, closers, then spaces end a sentence (`/[.!?…]+["”»')\]]*[ \t\u00A0]+/gu`), read in one
  // pass: the pattern read a run of marks again from each of them when no space followed ("...x").
  const pieces: string[] = [];
  let last = 0;
  let at = 0;
  while (at < line.length) {
    if (!SENTENCE_END(line.charAt(at))) {
      at++;
      continue;
    }
    const marks = runEnd(line, at, SENTENCE_END);
    const closers = runEnd(line, marks, CLOSERS);
    const spaces = runEnd(line, closers, BLANK);
    if (spaces > closers) {
      pieces.push(line.slice(last, spaces));
      last = spaces;
    }
    at = closers;
  }
  if (last < line.length) pieces.push(line.slice(last));
  return pieces;
}

/** Spaces and tabs within a line (no line breaks). */
const BLANK = charsOf(' \t\u00A0');

/** Where the run of characters passing `test` that starts at `start` ends (code unit by unit). */
function runEnd(text: string, start: number, test: (char: string) => boolean): number {
  let at = start;
  while (at < text.length && test(text.charAt(at))) at++;
  return at;
}

/** A sentence's text and the spaces that follow it (one pass from the end). */
export function splitTrailing(piece: string): [string, string] {
  const end = trailingRunStart(piece, BLANK);
  return [piece.slice(0, end), piece.slice(end)];
}

/** Spaces and clause marks a tidied sentence does not end with (`/[ \t\u00A0,;:]+$/`, in one pass). */
const CLAUSE_TAIL = charsOf(' \t\u00A0,;:');

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
    // One space at most (the line above): a run here was read again from each of its spaces.
    .replace(/(?<![\uE001-\uF8FF])[ \t\u00A0]([,.;:!?…)\]])/g, '$1')
    .replace(/([,;:])(?:[ \t\u00A0]*[,;:])+/g, '$1')
    .replace(/[,;:][ \t\u00A0]*([.!?…])/g, '$1')
    .replace(/([([])[ \t\u00A0]+/g, '$1')
    .replace(/\([ \t\u00A0]*\)/g, '');
  if (!/^[ \t\u00A0]*[,;:—–―]/.test(original)) out = out.replace(/^[ \t\u00A0,;:—–―]+/, '');
  out = out.slice(0, trailingRunStart(out, CLAUSE_TAIL)).trimStart();
  const end = original.trimEnd();
  if (/[.!?…]$/.test(end) && !/[.!?…]["”»')\]]*$/.test(out) && hasContent(out)) {
    // The sentence lost its end along with the phrase: give it back.
    out += end.slice(trailingRunStart(end, SENTENCE_END));
  }
  if (startsUpper(original)) out = capitalize(out);
  return out;
}
