import { isSpace } from '@captia/shared';
import { capitalize, hasContent, splitSentences, withoutSentenceEnd, wordKey } from './text';
import type { TellList } from './types';

/**
 * Em and en dashes (and a spaced hyphen used as one) become the punctuation the sentence
 * needs. Hyphens inside words (e-mail, pão-de-ló) and number ranges written with a hyphen
 * (10-20) are not dashes and stay.
 */

/**
 * A dash with the spaces around it. A hyphen counts only when spaced, or doubled between words.
 * The spaces before it are taken only from where their run starts (the lookbehind): a run with
 * no dash after it was read again from each of its spaces. A dash right after the spaces a match
 * ended with still matches alone, as before.
 */
const DASH =
  /(?:(?<![ \t\u00A0])[ \t\u00A0]+)?(?:[—–―]+|(?<=[ \t\u00A0])-{1,2}(?=[ \t\u00A0])|(?<=[\p{L}\p{N}])--(?=[\p{L}\p{N}]))[ \t\u00A0]*/gu;

const QUANTITY_START = /^(?:R\$|US\$|\p{Sc})?\s?\p{N}/u;
const QUANTITY_UNIT = /(?:h|am|pm|%|k|min)$/iu;
const isQuantityChar = (char: string) => /^[\p{N}.,/:]$/u.test(char);
const isNumber = (char: string) => /^\p{N}$/u.test(char);
const isLetter = (char: string) => /^\p{L}$/u.test(char);

/** The code point that ends at `end` ('' at the start). */
function charBefore(text: string, end: number): string {
  if (end <= 0) return '';
  const low = text.charCodeAt(end - 1);
  if (end >= 2 && low >= 0xdc00 && low <= 0xdfff) return text.slice(end - 2, end);
  return text.charAt(end - 1);
}

/** Where the spaces (`\s`) that end at `end` start: `text.slice(0, end).trimEnd().length`. */
function spacesStart(text: string, end: number): number {
  let at = end;
  while (at > 0 && isSpace(text.charAt(at - 1))) at--;
  return at;
}

/**
 * Whether the text before `end` (spaces aside) ends with a quantity, "10", "8h", "12/10",
 * "19,90", "5pm": the end of a quantity before a range dash (what
 * `/\p{N}[\p{N}.,/:]*(?:h|am|pm|%|k|min)?$/iu` tells of the text before the dash; it read the
 * whole text again at each dash). Reads back over the quantity only.
 */
function quantityBefore(text: string, end: number): boolean {
  let at = spacesStart(text, end);
  const unit = QUANTITY_UNIT.exec(text.slice(Math.max(0, at - 3), at));
  if (unit) at -= unit[0].length;
  for (let char = charBefore(text, at); char && isQuantityChar(char); char = charBefore(text, at)) {
    if (isNumber(char)) return true;
    at -= char.length;
  }
  return false;
}

const WORD = /[\p{L}\p{M}\p{N}'’]+/gu;
const words = (text: string) => text.match(WORD) ?? [];

function startsWithSubject(text: string, list: TellList): boolean {
  const ws = words(text.trim()).slice(0, 2).map(wordKey);
  const first = ws[0] ?? '';
  const two = ws.join(' ');
  return list.subjects.some((s) => wordKey(s) === first || wordKey(s) === two);
}

/** The words of a sentence, with where each ends: read once, not again at each dash. */
interface Words {
  list: string[];
  ends: number[];
}

/** What one interior dash at `start` becomes, judging by the text before it and `right` (up to the next dash). */
function interior(
  sentence: string,
  start: number,
  right: string,
  list: TellList,
  before: Words,
  count: number,
): string {
  const last = spacesStart(sentence, start);
  const after = withoutSentenceEnd(right).trim();
  if (/[.!?…,;:]/.test(sentence.charAt(last - 1)) && last > 0) return ' ';
  if (QUANTITY_START.test(after) || /^\uE000/.test(after)) return ': ';
  const lastWord = wordKey(before.list[count - 1] ?? '');
  if (list.announcers.some((a) => wordKey(a) === lastWord)) return ': ';
  const subject = startsWithSubject(after, list);
  if (/,/.test(after) && !subject) return ': ';
  if (subject && count >= 3 && words(after).length >= 3) return '. ';
  return ', ';
}

const CONTENT = /[\p{L}\p{N}\uE000]/u;

/** Where the last letter, digit or token of `text` ends (0: none). */
function contentEnd(text: string): number {
  let at = text.length;
  for (let char = charBefore(text, at); char && !CONTENT.test(char); char = charBefore(text, at))
    at -= char.length;
  return at;
}

/**
 * One sentence's dashes replaced. `lineStart`: the sentence opens its line (a dash there is a bullet).
 * Each dash is judged by what is around it and by where the sentence's content starts and ends,
 * read once: reading the text before (and after) each dash again made a run of dashes quadratic.
 */
function fixSentence(sentence: string, list: TellList, lineStart: boolean): string {
  const matches = [...sentence.matchAll(DASH)];
  if (matches.length === 0) return sentence;
  // A dash has content before it when the first content is before it, after it when the last is.
  const firstContent = sentence.search(CONTENT);
  const lastContent = contentEnd(sentence);
  const contentBefore = (start: number) => firstContent >= 0 && firstContent < start;
  const contentAfter = (end: number) => lastContent > end;
  const sentenceWords: Words = { list: [], ends: [] };
  for (const word of sentence.matchAll(WORD)) {
    sentenceWords.list.push(word[0]);
    sentenceWords.ends.push((word.index ?? 0) + word[0].length);
  }
  let wordsBefore = 0;
  let out = '';
  let outHasContent = false;
  let last = 0;
  // Two dashes around an aside in one sentence ("Our bread — baked daily — is fresh") are a pair of commas.
  const interiorCount = matches.filter((m) => {
    const start = m.index ?? 0;
    return contentBefore(start) && contentAfter(start + m[0].length);
  }).length;
  let capitalizeNext = false;
  for (let i = 0; i < matches.length; i++) {
    const m = matches[i] as RegExpMatchArray;
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const nextStart = matches[i + 1]?.index ?? sentence.length;
    const right = sentence.slice(end, nextStart);
    while (wordsBefore < sentenceWords.ends.length && (sentenceWords.ends[wordsBefore] as number) <= start)
      wordsBefore++;
    let piece = sentence.slice(last, start);
    if (capitalizeNext) piece = capitalize(piece);
    capitalizeNext = false;
    out += piece;
    outHasContent ||= hasContent(piece);
    let replacement: string;
    const glued = !/\s/.test(m[0]);
    if (!contentBefore(start)) {
      replacement = lineStart && !outHasContent ? '- ' : '';
    } else if (!contentAfter(end)) {
      replacement = ''; // A dash with nothing after it in the sentence goes.
    } else if (quantityBefore(sentence, start) && QUANTITY_START.test(right.trimStart())) {
      // A range: "10–20" keeps a hyphen, "8h – 18h" reads "8h to 18h".
      replacement =
        glued && isNumber(charBefore(sentence, start)) && /^\p{N}/u.test(right) ? '-' : ` ${list.rangeWord} `;
    } else if (
      glued &&
      m[0].includes('–') &&
      isLetter(charBefore(sentence, start)) &&
      /^\p{L}/u.test(right)
    ) {
      replacement = '-'; // "São Paulo–Rio": an en dash joining two words is a hyphen.
    } else if (interiorCount >= 2) {
      replacement = ', ';
    } else {
      replacement = interior(sentence, start, right, list, sentenceWords, wordsBefore);
      if (replacement === '. ') capitalizeNext = true;
    }
    out += replacement;
    outHasContent ||= hasContent(replacement);
    last = end;
  }
  let tail = sentence.slice(last);
  if (capitalizeNext) tail = capitalize(tail);
  // Spaces before a mark go: from where their run starts (a run with no mark after it was read
  // again from each of its spaces).
  return (out + tail)
    .replace(/(?<![ \t\u00A0])[ \t\u00A0]+([,.;:!?…])/g, '$1')
    .replace(/([,;:])[ \t\u00A0]*([,;:.!?…])/g, '$2');
}

/** Every dash of a line replaced; none is left, whatever the line holds. */
export function replaceDashes(line: string, list: TellList): string {
  if (!/[—–―]|\s-|--/.test(line)) return line;
  const pieces = splitSentences(line);
  const fixed = pieces.map((piece, i) => fixSentence(piece, list, i === 0)).join('');
  // Whatever the rules above did not reach (a dash inside a token, say) becomes a comma.
  return fixed.replace(/(?:(?<![ \t\u00A0])[ \t\u00A0]+)?[—–―]+[ \t\u00A0]*/g, ', ').replace(/^, /, '');
}
