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

export interface TextRuleOptions {
  /** Minimum length after trimming; 1 (required) unless told. */
  min?: number;
  /** Catalog keys that replace the generic messages (the caption form has its own). */
  messages?: Partial<Record<keyof typeof TEXT_MESSAGES, string>>;
}

function textRule(max: number, multiLine: boolean, options: TextRuleOptions) {
  const messages = { ...TEXT_MESSAGES, ...options.messages };
  const min = options.min ?? 1;
  // Characters are checked before trimming: trim() would silently drop a trailing U+2028.
  const rule = z
    .string({ error: messages.required })
    .refine((value) => !hasControlCharacters(value, { multiLine }), { error: messages.invalidCharacters })
    .trim()
    .max(max, { error: messages.tooLong });
  return min > 0 ? rule.min(min, { error: messages.required }) : rule;
}

/** A one-line text (names, e-mails, search terms): no control characters at all, trimmed, bounded. */
export function singleLineText(max: number, options: TextRuleOptions = {}) {
  return textRule(max, false, options);
}

/** A text written in a textarea: tab and line breaks allowed, other controls refused, trimmed, bounded. */
export function multiLineText(max: number, options: TextRuleOptions = {}) {
  return textRule(max, true, options);
}

/** RFC 5321's limit on an address (a path of 256 octets less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address: one line, bounded, something@domain.tld (Better Auth checks the rest). */
export const EmailSchema = singleLineText(EMAIL_MAX_LENGTH).regex(EMAIL_SHAPE, {
  error: 'validation.invalidEmail',
});

/** A search box (history, admin users): may be empty, one line, bounded. */
export const SEARCH_QUERY_MAX = 200;
export const SearchQuerySchema = singleLineText(SEARCH_QUERY_MAX, { min: 0 });

/** An opaque token (password reset): printable, bounded. */
export const TokenSchema = singleLineText(512);

/** The id of one of our records sent in a body (a brand, a history entry): printable, bounded. */
export const RecordIdSchema = singleLineText(64);
