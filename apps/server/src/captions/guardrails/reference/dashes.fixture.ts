/** The implementation before decision 0046 (quadratic on hostile text): the reference its rewrite must agree with on ordinary text. Tests only. */

import type { TellList } from '../types';
import { capitalize, hasContent, splitSentences, wordKey } from './text.fixture';

/**
 * Em and en dashes (and a spaced hyphen used as one) become the punctuation the sentence
 * needs. Hyphens inside words (e-mail, pão-de-ló) and number ranges written with a hyphen
 * (10-20) are not dashes and stay.
 */

/** A dash with the spaces around it. A hyphen counts only when spaced, or doubled between words. */
const DASH =
  /[ \t\u00A0]*(?:[—–―]+|(?<=[ \t\u00A0])-{1,2}(?=[ \t\u00A0])|(?<=[\p{L}\p{N}])--(?=[\p{L}\p{N}]))[ \t\u00A0]*/gu;

/** "10", "8h", "12/10", "19,90", "5pm": the end of a quantity before a range dash. */
const QUANTITY_END = /\p{N}[\p{N}.,/:]*(?:h|am|pm|%|k|min)?$/iu;
const QUANTITY_START = /^(?:R\$|US\$|\p{Sc})?\s?\p{N}/u;

const words = (text: string) => text.match(/[\p{L}\p{M}\p{N}'’]+/gu) ?? [];

function startsWithSubject(text: string, list: TellList): boolean {
  const ws = words(text.trim()).slice(0, 2).map(wordKey);
  const first = ws[0] ?? '';
  const two = ws.join(' ');
  return list.subjects.some((s) => wordKey(s) === first || wordKey(s) === two);
}

/** What one interior dash becomes, judging by the text before and after it (within the sentence). */
function interior(left: string, right: string, list: TellList): string {
  const before = left.trimEnd();
  const after = right.replace(/[.!?…]+["”»')\]]*\s*$/u, '').trim();
  if (/[.!?…,;:]$/.test(before)) return ' ';
  if (QUANTITY_START.test(after) || /^\uE000/.test(after)) return ': ';
  const lastWord = wordKey(words(before).at(-1) ?? '');
  if (list.announcers.some((a) => wordKey(a) === lastWord)) return ': ';
  const subject = startsWithSubject(after, list);
  if (/,/.test(after) && !subject) return ': ';
  if (subject && words(before).length >= 3 && words(after).length >= 3) return '. ';
  return ', ';
}

/** One sentence's dashes replaced. `lineStart`: the sentence opens its line (a dash there is a bullet). */
function fixSentence(sentence: string, list: TellList, lineStart: boolean): string {
  const matches = [...sentence.matchAll(DASH)];
  if (matches.length === 0) return sentence;
  let out = '';
  let last = 0;
  // Two dashes around an aside in one sentence ("Our bread — baked daily — is fresh") are a pair of commas.
  const interiorCount = matches.filter((m) => {
    const start = m.index ?? 0;
    return (
      hasContent(sentence.slice(0, start)) &&
      hasContent(sentence.slice(start + m[0].length).replace(/[.!?…]+\s*$/u, ''))
    );
  }).length;
  let capitalizeNext = false;
  for (let i = 0; i < matches.length; i++) {
    const m = matches[i] as RegExpMatchArray;
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const left = sentence.slice(0, start);
    const nextStart = matches[i + 1]?.index ?? sentence.length;
    const right = sentence.slice(end, nextStart);
    const rest = sentence.slice(end);
    let piece = sentence.slice(last, start);
    if (capitalizeNext) piece = capitalize(piece);
    capitalizeNext = false;
    out += piece;
    let replacement: string;
    const glued = !/\s/.test(m[0]);
    if (!hasContent(left)) {
      replacement = lineStart && !hasContent(out) ? '- ' : '';
    } else if (!hasContent(rest.replace(/[.!?…]+["”»')\]]*\s*$/u, ''))) {
      replacement = ''; // A dash with nothing after it in the sentence goes.
    } else if (QUANTITY_END.test(left.trimEnd()) && QUANTITY_START.test(right.trimStart())) {
      // A range: "10–20" keeps a hyphen, "8h – 18h" reads "8h to 18h".
      replacement = glued && /\p{N}$/u.test(left) && /^\p{N}/u.test(right) ? '-' : ` ${list.rangeWord} `;
    } else if (glued && m[0].includes('–') && /\p{L}$/u.test(left) && /^\p{L}/u.test(right)) {
      replacement = '-'; // "São Paulo–Rio": an en dash joining two words is a hyphen.
    } else if (interiorCount >= 2) {
      replacement = ', ';
    } else {
      replacement = interior(left, right, list);
      if (replacement === '. ') capitalizeNext = true;
    }
    out += replacement;
    last = end;
  }
  let tail = sentence.slice(last);
  if (capitalizeNext) tail = capitalize(tail);
  return (out + tail)
    .replace(/[ \t\u00A0]+([,.;:!?…])/g, '$1')
    .replace(/([,;:])[ \t\u00A0]*([,;:.!?…])/g, '$2');
}

/** Every dash of a line replaced; none is left, whatever the line holds. */
export function replaceDashes(line: string, list: TellList): string {
  if (!/[—–―]|\s-|--/.test(line)) return line;
  const pieces = splitSentences(line);
  const fixed = pieces.map((piece, i) => fixSentence(piece, list, i === 0)).join('');
  // Whatever the rules above did not reach (a dash inside a token, say) becomes a comma.
  return fixed.replace(/[ \t\u00A0]*[—–―]+[ \t\u00A0]*/g, ', ').replace(/^, /, '');
}
