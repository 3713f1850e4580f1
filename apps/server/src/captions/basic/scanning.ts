import { isSpace, trailingRunStart } from '@captia/shared';

/**
 * One-pass stand-ins for regexes of the basic generator that read a run of characters again from
 * each of its positions (docs/decisions/0046): each keeps the regex's result exactly.
 */

/**
 * Where `\s+WORD$` starts in `text.slice(0, end)`, WORD passing `word` (at most `longest`
 * characters); -1 when the text does not end so. In one pass: as a regex it searched again
 * from each space of a long run of them.
 */
export function danglingWordStart(text: string, end: number, word: RegExp, longest: number): number {
  let start = end;
  while (start > 0 && end - start <= longest && !isSpace(text.charAt(start - 1))) start--;
  if (start === end || start === 0 || !isSpace(text.charAt(start - 1))) return -1;
  if (!word.test(text.slice(start, end))) return -1;
  return trailingRunStart(text.slice(0, start), isSpace);
}

const notSpace = (char: string) => !isSpace(char);

/**
 * `/(?:https?:\/\/|www\.)\S+$/u.test(text)`: the text's last word holds a link's start with
 * something after it. Read from the last word only (the regex tried each "www." of the text).
 */
export function endsWithLink(text: string): boolean {
  return /(?:https?:\/\/|www\.)\S/u.test(text.slice(trailingRunStart(text, notSpace)));
}

/**
 * `/^([^:]{1,60}):\s+(.+)$/u.exec(text)`'s groups, "Tips: drink water" → ["Tips", "drink water"],
 * found by index (the regex tried each split of a long run of spaces).
 */
export function titleOf(text: string): [string, string] | null {
  const colon = text.indexOf(':');
  if (colon < 1 || colon > 60) return null;
  const rest = restAfterSpace(text, colon + 1, lastBreakOf(text));
  return rest < 0 ? null : [text.slice(0, colon), text.slice(rest)];
}

/**
 * `text.split(/\s*[,;]\s*\/)` for the separators in `chars`: split at each, and the white space
 * next to a separator dropped. As a regex, a long run of spaces before no separator was read
 * again from each of its spaces.
 */
export function splitTrimmed(text: string, chars: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let at = 0; at <= text.length; at++) {
    if (at < text.length && !chars.includes(text.charAt(at))) continue;
    let part = text.slice(from, at);
    if (from > 0) part = part.trimStart();
    if (at < text.length) part = part.trimEnd();
    parts.push(part);
    from = at + 1;
  }
  return parts;
}

/** Line terminators: what `.` does not match. */
export const LINE_BREAK = /[\n\r\u2028\u2029]/u;

/**
 * Where `(.+)$` starts after a run of white space that begins at `start` (`…\s+(.+)$`, the
 * `\s+` greedy): after the whole run when something follows it, else on the run's last space;
 * -1 when there is none (no space at `start`, or a line break in every such rest: `.` stops at
 * one). `lastBreak` is the text's last line break (or -1).
 */
export function restAfterSpace(text: string, start: number, lastBreak: number): number {
  let end = start;
  while (end < text.length && isSpace(text.charAt(end))) end++;
  if (end === start) return -1;
  const rest = end < text.length ? end : end - 1;
  return rest > start && rest > lastBreak ? rest : -1;
}

/** The index of the text's last line break, or -1. */
export function lastBreakOf(text: string): number {
  for (let at = text.length - 1; at >= 0; at--) if (LINE_BREAK.test(text.charAt(at))) return at;
  return -1;
}
