import twitterText from 'twitter-text';
import { MAX_LINK_LENGTH } from '../contract/links';
import { isSpaceCode } from '../scan';

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
  // block, the rules again after them), mostly unchanged in between: the last few answers are kept,
  // for texts up to a model's longest answer (past it, a caption cost five times as much a
  // character: 32 texts of 12,000 units hold under 1 MB).
  let found = recentHashtags.get(text);
  if (found === undefined) {
    found = searchHashtags(text);
    if (text.length <= 12_000) {
      if (recentHashtags.size >= 32) recentHashtags.delete(recentHashtags.keys().next().value as string);
      recentHashtags.set(text, found);
    }
  }
  return found;
}

/** Shared answers: frozen, so that no caller can change another's. */
const recentHashtags = new Map<string, readonly HashtagMatch[]>();

function searchHashtags(text: string): readonly HashtagMatch[] {
  // twitter-text drops the hashtags a link overlaps, after a link search over the whole text that
  // grows with the square of a word's length (decision 0045). Links and hashtags never hold
  // whitespace, so the overlap is settled word by word as it settles it, only for the words that
  // hold a tag and a "." (every link has one), and in a word over LINK_WORD_MAX units only if it
  // is an ASCII web address: another long word is searched for no link (as the counts do), its
  // tags kept.
  const found = extractHashtags(text, { checkUrlOverlap: false });
  const kept: twitterText.HashtagWithIndices[] = [];
  for (let i = 0; i < found.length; ) {
    const [start, end] = wordAround(text, (found[i] as twitterText.HashtagWithIndices).indices[0]);
    let next = i + 1;
    while (next < found.length && (found[next] as twitterText.HashtagWithIndices).indices[0] < end) next++;
    const tags = found.slice(i, next);
    const word = text.slice(start, end);
    const links = word.includes('.') && linkSearchable(word) ? twitterText.extractUrlsWithIndices(word) : [];
    kept.push(...(links.length > 0 ? withoutOverlaps(tags, links, start) : tags));
    i = next;
  }
  return Object.freeze(
    kept.map((h) => Object.freeze({ tag: h.hashtag, start: h.indices[0], end: h.indices[1] })),
  );
}

/** The longest word twitter-text's link search runs on, unless an ASCII web address (decision 0045). */
export const LINK_WORD_MAX = 300;
/** An address as the generator writes one: a scheme, then printable ASCII. */
const ASCII_ADDRESS = /^https?:\/\/[\x21-\x7e]+$/i;

/** Whether twitter-text's link search may run on `word` (no whitespace) in time: short, or an ASCII address of at most MAX_LINK_LENGTH. */
export const linkSearchable = (word: string): boolean =>
  word.length <= LINK_WORD_MAX || (word.length <= MAX_LINK_LENGTH && ASCII_ADDRESS.test(word));

/** White space ends a word; U+FEFF (`\s` to JavaScript) does not, as twitter-text reads no link after it. */
const isWordBreak = (code: number) => code !== 0xfeff && isSpaceCode(code);

/** [start, end) of the word (run of non-space) holding `at`. */
function wordAround(text: string, at: number): [number, number] {
  let start = at;
  while (start > 0 && !isWordBreak(text.charCodeAt(start - 1))) start--;
  let end = at;
  while (end < text.length && !isWordBreak(text.charCodeAt(end))) end++;
  return [start, end];
}

/**
 * A word's tags without those its links overlap, as twitter-text's removeOverlappingEntities
 * leaves them: entities in order of their start (tags first on a tie), each dropped when it starts
 * before the one kept last ends. `links` are found in the word alone, which starts at `offset`.
 */
function withoutOverlaps(
  tags: readonly twitterText.HashtagWithIndices[],
  links: readonly twitterText.UrlWithIndices[],
  offset: number,
): twitterText.HashtagWithIndices[] {
  const entities = [
    ...tags.map((tag) => ({ tag, start: tag.indices[0], end: tag.indices[1] })),
    ...links.map((link) => ({ tag: null, start: link.indices[0] + offset, end: link.indices[1] + offset })),
  ].sort((a, b) => a.start - b.start);
  const kept: twitterText.HashtagWithIndices[] = [];
  let lastEnd = -1;
  for (const entity of entities) {
    if (entity.start < lastEnd) continue;
    lastEnd = entity.end;
    if (entity.tag) kept.push(entity.tag);
  }
  return kept;
}

/**
 * `text` without the hash signs that keep a would-be hashtag from being one ("#a##b" → "#ab"):
 * twitter-text takes no tag followed by a hash sign, so taking a tag out can make a new one.
 */
export function unglueHashtags(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(twitterText.regexen.validHashtag)) {
    const end = match.index + match[0].length;
    let after = end;
    while (after < text.length && isHashSign(text.charCodeAt(after))) after++;
    if (after > end && end >= last) {
      out += text.slice(last, end);
      last = after;
    }
  }
  return out + text.slice(last);
}

const isHashSign = (code: number) => code === 0x23 || code === 0xff03;

/** twitter-text's own signature (its types leave the options out). */
const extractHashtags = twitterText.extractHashtagsWithIndices as (
  text: string,
  options?: { checkUrlOverlap: boolean },
) => twitterText.HashtagWithIndices[];

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
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t\u00A0]+/g, ' ')
      // Runs of spaces are one space by now (` +` here retried each space of a run not followed by
      // punctuation: the square of the run).
      .replace(/ ([,.;:!?…)\]])/g, '$1')
      .replace(/([([]) /g, '$1')
      .split('\n')
      .map((line) => line.trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** Splits into grapheme clusters (user-perceived characters). */
export function graphemes(text: string): string[] {
  return Array.from(graphemeSegments(text));
}

let segmenter: Intl.Segmenter | undefined;
/** One grapheme segmenter (grapheme boundaries do not depend on the language). */
function graphemeSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return segmenter;
}

/**
 * Units of text `Intl.Segmenter` is handed at once. Walking its segments costs in proportion to
 * the text's length for each one (Node 20: 10,000 letters took ~60 ms, 40,000 ~1 s), so a text is
 * segmented a window at a time: a window starts at a boundary, and its last segment, which may go
 * on past it, starts the next window. A boundary depends only on the text since the boundary
 * before it and on the character after it, so the segments are those of the whole text.
 */
const GRAPHEME_WINDOW = 256;

/** The text's grapheme clusters, in order, as `Intl.Segmenter` finds them in the whole text. */
function* graphemeSegments(text: string): Generator<string> {
  let start = 0;
  let size = GRAPHEME_WINDOW;
  while (text.length - start > size) {
    // Never between the halves of a pair: the boundary before the window's last segment is
    // decided by the character after it.
    const end = start + size - (isHighSurrogate(text.charCodeAt(start + size - 1)) ? 1 : 0);
    const window = text.slice(start, end);
    const segments = Array.from(graphemeSegmenter().segment(window), (s) => s.segment);
    const last = segments.pop() as string;
    if (segments.length === 0) {
      // One cluster as long as the window (a letter under thousands of accents): a wider one.
      size *= 2;
      continue;
    }
    yield* segments;
    start += window.length - last.length;
    size = GRAPHEME_WINDOW;
  }
  for (const { segment } of graphemeSegmenter().segment(text.slice(start))) yield segment;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** User-perceived characters (Bluesky's unit): a family emoji or a letter with combining marks is one. */
export function graphemeLength(text: string): number {
  let count = 0;
  for (const _ of graphemeSegments(text)) count += 1;
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
