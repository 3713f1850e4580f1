import twitterText from 'twitter-text';

/**
 * Text helpers shared by the counting rules, the pipeline and the basic generator.
 * Pure ECMAScript (Unicode regexes, Intl.Segmenter): no DOM or Node API.
 */

const folded = new Map<string, string>();

/** Lower-case without diacritics: "Promoção" → "promocao", for accent-insensitive matching. */
export function fold(text: string): string {
  let result = folded.get(text);
  if (result === undefined) {
    result = /[^\x20-\x7E]/.test(text)
      ? text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
      : text.toLowerCase();
    // Words repeat across briefs: a small memo of short strings makes folding nearly free
    // (whole captions and history texts are not kept).
    if (text.length <= 64) {
      if (folded.size > 20_000) folded.clear();
      folded.set(text, result);
    }
  }
  return result;
}

/**
 * One emoji as people see it: a flag, a keycap, or a pictograph with its variation
 * selector, skin tone, tag sequence and ZWJ-joined parts. ©, ® and ™ are
 * pictographic in Unicode but read as typography, so they only count with U+FE0F.
 */
const EMOJI_SOURCE =
  '\\p{Regional_Indicator}{2}' +
  '|[#*0-9]\\uFE0F?\\u20E3' +
  '|(?:[\\u00A9\\u00AE\\u2122]\\uFE0F|(?![\\u00A9\\u00AE\\u2122])\\p{Extended_Pictographic})' +
  '(?:\\uFE0F|\\p{Emoji_Modifier})?(?:[\\u{E0020}-\\u{E007E}]+\\u{E007F})?' +
  '(?:\\u200D(?:\\p{Extended_Pictographic}|\\p{Emoji_Modifier_Base})(?:\\uFE0F|\\p{Emoji_Modifier})?)*';

export function emojiRegex(): RegExp {
  return new RegExp(EMOJI_SOURCE, 'gu');
}

/** Leftover joiners and selectors once the emoji they belonged to is gone. */
const EMOJI_DEBRIS = /[\u200D\uFE0F\u20E3]|\p{Emoji_Modifier}|[\u{E0020}-\u{E007F}]/gu;

export function hasEmoji(text: string): boolean {
  return emojiRegex().test(text);
}

export function listEmojis(text: string): string[] {
  return text.match(emojiRegex()) ?? [];
}

/** Removes every emoji and tidies the spaces and punctuation it leaves behind. */
export function removeEmojis(text: string): string {
  return tidy(text.replace(emojiRegex(), ' ').replace(EMOJI_DEBRIS, ''));
}

/** UTF-8 byte length, computed from code points (no TextEncoder needed). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export interface HashtagMatch {
  /** Without the '#'. */
  tag: string;
  start: number;
  end: number;
}

/**
 * Hashtags as the networks parse them: twitter-text's rules (Unicode letters and
 * accents, not all digits, not glued to a preceding word). Indices are UTF-16.
 */
export function findHashtags(text: string): readonly HashtagMatch[] {
  // A caption is searched several times on its way (the generator's rules, the guardrails' closing
  // block, the rules again after them), mostly unchanged in between: the last few answers are kept.
  let found = recentHashtags.get(text);
  if (found === undefined) {
    found = searchHashtags(text);
    if (text.length <= 4_000) {
      if (recentHashtags.size >= 32) recentHashtags.delete(recentHashtags.keys().next().value as string);
      recentHashtags.set(text, found);
    }
  }
  return found;
}

/** Shared answers: frozen, so that no caller can change another's. */
const recentHashtags = new Map<string, readonly HashtagMatch[]>();

function searchHashtags(text: string): readonly HashtagMatch[] {
  // twitter-text also runs its (costly) URL search, only to drop the hashtags a link overlaps.
  // A link never holds a space and always holds a "." (its domain): a tag whose run of
  // non-space characters has no "." overlaps none, so the URL search is skipped unless one does.
  let found = extractHashtags(text, { checkUrlOverlap: false });
  if (found.some((h) => nearDot(text, h.indices[0], h.indices[1]))) found = extractHashtags(text);
  return Object.freeze(
    found.map((h) => Object.freeze({ tag: h.hashtag, start: h.indices[0], end: h.indices[1] })),
  );
}

/** twitter-text's own signature (its types leave the options out). */
const extractHashtags = twitterText.extractHashtagsWithIndices as (
  text: string,
  options?: { checkUrlOverlap: boolean },
) => twitterText.HashtagWithIndices[];

/** A "." in the run of non-space characters around [start, end). */
function nearDot(text: string, start: number, end: number): boolean {
  for (let i = start - 1; i >= 0 && !/\s/.test(text.charAt(i)); i--)
    if (text.charCodeAt(i) === 0x2e) return true;
  for (let i = end; i < text.length && !/\s/.test(text.charAt(i)); i++)
    if (text.charCodeAt(i) === 0x2e) return true;
  return false;
}

/**
 * Everything `tidy` changes: a CR, a tab or no-break space, two spaces, a space before closing
 * punctuation or after an opening bracket, a line that starts or ends with a space (`trim`'s
 * set, which is `\s`), three line breaks. Text without any of them only loses its outer spaces.
 */
const UNTIDY = /\r|[\t\u00A0]| {2}| [,.;:!?…)\]]|[([] |(?:^|\n)[^\S\n]|[^\S\n](?:\n|$)|\n{3}/;

/** Collapses runs of spaces, trims lines, keeps at most one blank line between paragraphs. */
export function tidy(text: string): string {
  // Most captions are already tidy: one scan instead of six rewrites (decision 0022).
  if (!UNTIDY.test(text)) return text.trim();
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00A0]+/g, ' ')
    .replace(/ +([,.;:!?…)\]])/g, '$1')
    .replace(/([([]) +/g, '$1')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Splits into grapheme clusters (user-perceived characters). */
export function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter().segment(text), (s) => s.segment);
}

let segmenter: Intl.Segmenter | undefined;
/** One grapheme segmenter (grapheme boundaries do not depend on the language). */
function graphemeSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return segmenter;
}

/** User-perceived characters (Bluesky's unit): a family emoji or a letter with combining marks is one. */
export function graphemeLength(text: string): number {
  let count = 0;
  for (const _ of graphemeSegmenter().segment(text)) count += 1;
  return count;
}

/** "bem-estar" → "BemEstar", "café gelado" → "CaféGelado"; null when no valid tag results. */
export function toHashtag(phrase: string): string | null {
  let tag = hashtags.get(phrase);
  if (tag === undefined) {
    tag = makeHashtag(phrase);
    // The candidates are words and names of briefs and stock tags: a small memo, like `fold`'s.
    if (phrase.length <= 64) {
      if (hashtags.size > 5_000) hashtags.clear();
      hashtags.set(phrase, tag);
    }
  }
  return tag;
}

const hashtags = new Map<string, string | null>();

function makeHashtag(phrase: string): string | null {
  const words = phrase
    .split(/[\s\-_'’.]+/u)
    .map((w) => w.replace(/[^\p{L}\p{M}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return null;
  const tag = words.map((w) => w.charAt(0).toLocaleUpperCase() + w.slice(1)).join('');
  if (!/\p{L}/u.test(tag) || tag.length > 40) return null;
  const parsed = findHashtags(`#${tag}`);
  return parsed.length === 1 && parsed[0]?.tag === tag ? `#${tag}` : null;
}
