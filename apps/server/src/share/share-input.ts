import {
  MAX_BRIEF_LENGTH,
  MAX_LINK_LENGTH,
  MAX_PHOTO_BYTES,
  type PhotoMediaType,
  removeInvisibleCharacters,
} from '@captia/shared';

/**
 * The pure part of `POST /share` (decision 0054): what another app hands over is not typed by
 * the user, so it is cleaned rather than refused — a refusal would lose the share, and the
 * user could not fix what they never wrote. What is kept then meets the generator's own rules.
 */

/** A shared title is a line: longer than this it is not a title. */
export const MAX_SHARED_TITLE = 300;

export type ImageRefusal = 'notImage' | 'tooLarge';

export interface SharedInput {
  title: string;
  text: string;
  url: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/** Unpaired UTF-16 surrogates: not text (PostgreSQL and UTF-8 encoders refuse them). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text without NULs, control characters (tab and line breaks kept), lone surrogates or invisible ones. */
export function cleanText(value: string, max: number, multiLine = true): string {
  const cleaned = removeInvisibleCharacters(
    value
      .replace(LONE_SURROGATE, '')
      .replace(/\r\n?/g, '\n')
      // A title is one line: its line breaks and tabs become spaces, before the rest goes.
      .replace(multiLine ? CONTROL_MULTI_LINE : /[\t\n]+/g, multiLine ? '' : ' ')
      .replace(CONTROL_SINGLE_LINE, (c) => (multiLine && (c === '\t' || c === '\n') ? c : '')),
  ).trim();
  // Cut at a code point, never inside a surrogate pair.
  return Array.from(cleaned).slice(0, max).join('').trim();
}

/** An http(s) address as a link field takes it, or '' when it is none. */
export function cleanUrl(value: string): string {
  const raw = value.trim();
  if (raw === '' || raw.length > MAX_LINK_LENGTH || /\s/.test(raw) || raw.search(CONTROL_SINGLE_LINE) !== -1)
    return '';
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

const CLOSING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', ')', ']']);

/**
 * The address without the punctuation that closes the sentence around it. Read from the end, once:
 * a pattern anchored at the end (`/[.,…]+$/`) tries again from every mark of a long run of them.
 */
function withoutClosingPunctuation(written: string): string {
  let end = written.length;
  while (end > 0 && CLOSING_PUNCTUATION.has(written[end - 1] as string)) end -= 1;
  return written.slice(0, end);
}

/** The first http(s) address written in a text (Android's share sheet puts links there), as written and as a link. */
function firstUrlIn(text: string): { written: string; url: string } | null {
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/gi)) {
    const url = cleanUrl(withoutClosingPunctuation(match[0]));
    if (url) return { written: match[0], url };
  }
  return null;
}

/**
 * The three text fields of a share as the generator will take them: the link from `url`, else
 * the first address in the text; the text dropped when that address was all it said.
 */
export function normalizeShare(fields: { title?: unknown; text?: unknown; url?: unknown }): SharedInput {
  const asString = (value: unknown) => (typeof value === 'string' ? value : '');
  const title = cleanText(asString(fields.title), MAX_SHARED_TITLE, false);
  let text = cleanText(asString(fields.text), MAX_BRIEF_LENGTH);
  let url = cleanUrl(asString(fields.url));
  if (!url) {
    const found = firstUrlIn(text);
    if (found) {
      url = found.url;
      if (/^[\s.,;:!?]*$/.test(text.replace(found.written, ''))) text = '';
    }
  }
  return { title, text, url };
}

/** The photo types the generator takes, recognised by their first bytes (never by the declared type). */
export function sniffImageType(bytes: Uint8Array): PhotoMediaType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Whether a shared file can be the generator's photo, and why not. */
export function imageRefusal(size: number, type: PhotoMediaType | null): ImageRefusal | null {
  if (size > MAX_PHOTO_BYTES) return 'tooLarge';
  if (type === null) return 'notImage';
  return null;
}
