/**
 * Trimming by a set of characters, in one pass (docs/decisions/0046).
 *
 * `/[,;]+$/` and its kind look harmless, but V8's backtracking engine tries the run from each of
 * its positions when the text does not end in it (`,,,,…,a`): time grows with the square of the
 * run. These walk the text once from the end (or the start) instead.
 */

/** A test for one character (one UTF-16 code unit, or a whole code point when `text` has pairs). */
export type CharTest = (char: string) => boolean;

/** A test for the characters of `set` (each one code unit or one code point). */
export function charsOf(set: string): CharTest {
  const chars = new Set(Array.from(set));
  return (char) => chars.has(char);
}

/** White space as `\s` means it. */
export const isSpace: CharTest = (char) => /^\s$/u.test(char);

/** The code point that ends at `end` (exclusive) in `text`. */
function lastCodePoint(text: string, end: number): string {
  const low = text.charCodeAt(end - 1);
  if (end >= 2 && low >= 0xdc00 && low <= 0xdfff) {
    const high = text.charCodeAt(end - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(end - 2, end);
  }
  return text.charAt(end - 1);
}

/** Where the run of characters passing `test` at the end of `text` begins (text.length if none). */
export function trailingRunStart(text: string, test: CharTest): number {
  let end = text.length;
  while (end > 0) {
    const char = lastCodePoint(text, end);
    if (!test(char)) break;
    end -= char.length;
  }
  return end;
}

/** `text` without the characters passing `test` at its end: `/[…]+$/` replaced by '' in one pass. */
export const trimEndWhile = (text: string, test: CharTest): string =>
  text.slice(0, trailingRunStart(text, test));

/** `text` without the characters passing `test` at its start. */
export function trimStartWhile(text: string, test: CharTest): string {
  let start = 0;
  while (start < text.length) {
    const char = String.fromCodePoint(text.codePointAt(start) ?? 0);
    if (!test(char)) break;
    start += char.length;
  }
  return text.slice(start);
}

/** Whether `text` ends with at least one character passing `test`: `/[…]+$/.test(text)`, linear. */
export const endsWithRun = (text: string, test: CharTest): boolean =>
  trailingRunStart(text, test) < text.length;

/** Whether the UTF-16 unit `code` is white space as `\s` means it (no string or regex per character). */
export function isSpaceCode(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
