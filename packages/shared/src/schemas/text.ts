import { z } from 'zod';

/**
 * The one set of rules for text a user sends us, whichever endpoint it arrives through
 * (our routes, Better Auth's, query strings) and used by the web forms too. PostgreSQL
 * cannot store a NUL byte (it answered 500), and control characters in names or e-mails
 * end up in mail headers, logs and other people's screens. Messages are catalog keys.
 */

/** Keys of the messages of a refused text. */
export const TEXT_MESSAGES = {
  required: 'validation.required',
  tooLong: 'validation.tooLong',
  invalidCharacters: 'validation.invalidCharacters',
  invisibleCharacters: 'validation.invisibleCharacters',
} as const;

/**
 * C0 controls, DEL, C1 controls, the line and paragraph separators (invisible line breaks
 * that JavaScript treats as newlines) and unpaired UTF-16 surrogates (not valid Unicode,
 * refused by PostgreSQL and by UTF-8 encoders).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|\p{Cs}/u;
/** The same, except tab and line breaks (\n, \r): a brief is written in a textarea. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]|\p{Cs}/u;

/** True when `value` holds a character no user text may contain (tab and line breaks included). */
export function hasControlCharacters(value: string, options: { multiLine?: boolean } = {}): boolean {
  return (options.multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

/**
 * Invisible and direction-changing characters: they show nothing, yet reorder or hide what is
 * around them (`Dave \u202Etxt.exe` shows as "Dave exe.txt"), so a name, a brand or a key
 * could pass for another in the admin list and in mails, and a brief could carry text a person
 * does not see but a model reads. They are the bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), the direction marks (U+200E, U+200F, U+061C), the zero-width
 * space, non-joiner and joiner (U+200B–U+200D), the word joiner and the other invisible format
 * characters of U+2060–U+206F, the zero-width no-break space / BOM (U+FEFF) and the tag
 * characters (U+E0000–U+E007F). U+200C is among them although Persian and some Indic spellings
 * use it: CaptIA's languages (pt-BR, en-US, es-ES) do not.
 *
 * Decision: two kinds of emoji are made of such characters, and keep them.
 * - A zero-width joiner (U+200D) between two pictographs is one emoji (👨‍👩‍👧, 🏳️‍🌈, 👩🏽‍💻, 🏴‍☠️):
 *   it is kept when the character before it is \p{Extended_Pictographic} (optionally followed
 *   by a skin tone, U+1F3FB–U+1F3FF, or the emoji presentation selector U+FE0F) and the one
 *   after it is \p{Extended_Pictographic} too. Anywhere else (between letters, at either end,
 *   doubled) it only hides, and is treated like the others. So a name may be "Ana 👩‍💻".
 * - Tag characters spell a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿 is U+1F3F4, "gbsct" in tag letters, then
 *   CANCEL TAG U+E007F): they are kept only in that shape — after U+1F3F4, two tag letters and
 *   one to three tag letters or digits, then U+E007F — so no hidden text longer than a region
 *   code can ride on them.
 * Short labels (names, brand and key names, e-mails, ids) refuse them; longer texts (briefs,
 * captions, a brand's description, audience, call to action, samples and words to avoid, search
 * terms) have them removed. No lookbehind: the pattern also runs in older browsers.
 */
const INVISIBLE =
  /(\u{1F3F4}[\u{E0061}-\u{E007A}]{2}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,3}\u{E007F})|(\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?\u200D)(?=\p{Extended_Pictographic})|[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF\u{E0000}-\u{E007F}]/gu;

/** True when `value` holds an invisible or direction-changing character outside the emoji above. */
export function hasInvisibleCharacters(value: string): boolean {
  for (const [, flag, join] of value.matchAll(INVISIBLE))
    if (flag === undefined && join === undefined) return true;
  return false;
}

/** `value` without its invisible and direction-changing characters (the emoji above stay whole). */
export function removeInvisibleCharacters(value: string): string {
  return value.replace(INVISIBLE, (_match, flag?: string, join?: string) => flag ?? join ?? '');
}

export interface TextRuleOptions {
  /** Minimum length after trimming; 1 (required) unless told. */
  min?: number;
  /** Catalog keys that replace the generic messages (the caption form has its own). */
  messages?: Partial<Record<keyof typeof TEXT_MESSAGES, string>>;
  /**
   * What happens to invisible and direction-changing characters (see INVISIBLE): a short label
   * refuses them (the default of singleLineText), a longer text has them removed (the default
   * of multiLineText).
   */
  invisible?: 'refuse' | 'remove';
}

function textRule(max: number, multiLine: boolean, options: TextRuleOptions) {
  const messages = { ...TEXT_MESSAGES, ...options.messages };
  const min = options.min ?? 1;
  const invisible = options.invisible ?? (multiLine ? 'remove' : 'refuse');
  // Characters are checked before trimming: trim() would silently drop a trailing U+2028.
  const checked = z
    .string({ error: messages.required })
    .refine((value) => !hasControlCharacters(value, { multiLine }), { error: messages.invalidCharacters });
  // Removed before trimming and measuring: "\u200B" alone is empty, hence required.
  const rule = (
    invisible === 'refuse'
      ? checked.refine((value) => !hasInvisibleCharacters(value), { error: messages.invisibleCharacters })
      : checked.overwrite(removeInvisibleCharacters)
  )
    .trim()
    .max(max, { error: messages.tooLong });
  return min > 0 ? rule.min(min, { error: messages.required }) : rule;
}

/**
 * A one-line text (names, e-mails, search terms): no control characters at all, trimmed,
 * bounded; invisible characters refused unless `invisible: 'remove'`.
 */
export function singleLineText(max: number, options: TextRuleOptions = {}) {
  return textRule(max, false, options);
}

/**
 * A text written in a textarea: tab and line breaks allowed, other controls refused, invisible
 * characters removed (unless `invisible: 'refuse'`), trimmed, bounded.
 */
export function multiLineText(max: number, options: TextRuleOptions = {}) {
  return textRule(max, true, options);
}

/** RFC 5321's limit on an address (a path of 256 octets less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/**
 * `/^[^\s@]+@[^\s@]+\.[^\s@]+$/` read without its ambiguity (which "." splits the domain: tried
 * at each, time grew with the square of the domain): a domain with a "." after its first
 * character and before its last, the first such "." taken.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** An e-mail address: one line, bounded, something@domain.tld (Better Auth checks the rest). */
export const EmailSchema = singleLineText(EMAIL_MAX_LENGTH).regex(EMAIL_SHAPE, {
  error: 'validation.invalidEmail',
});

/** A search box (history, admin users): may be empty, one line, bounded; invisible characters removed. */
export const SEARCH_QUERY_MAX = 200;
export const SearchQuerySchema = singleLineText(SEARCH_QUERY_MAX, { min: 0, invisible: 'remove' });

/** An opaque token (password reset): printable, bounded. */
export const TokenSchema = singleLineText(512);

/** The id of one of our records sent in a body (a brand, a history entry): printable, bounded. */
export const RecordIdSchema = singleLineText(64);
