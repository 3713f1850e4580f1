import { type CharTest, charsOf, isSpace, isSpaceCode, trimEndWhile } from '../scan';
import { countLength, NETWORK_LIMITS, withinLimits } from './networks';
import type { NetworkId } from './options';
import {
  findHashtags,
  fold,
  graphemes,
  type HashtagMatch,
  hasEmoji,
  removeEmojis,
  tidy,
  unglueHashtags,
  utf8Length,
} from './text';

/** The switches of a request that the pipeline enforces. */
export interface CaptionRules {
  emojis: boolean;
  hashtags: boolean;
}

/** The switches of a request, for both engines (the AI writer and the server's basic generator). */
export function captionRules(request: { emojis: boolean; hashtags: boolean }): CaptionRules {
  return { emojis: request.emojis, hashtags: request.hashtags };
}

export interface FinalCaption {
  text: string;
  /** Length as the network counts it (see NETWORK_LIMITS units). */
  length: number;
  limit: number;
}

const ELLIPSIS = '…';

/** Undoes the formatting models add around a caption: code fences, wrapping quotes, markdown emphasis. */
function unwrap(raw: string): string {
  let text = raw.normalize('NFC');
  // Each rewrite only where its mark is (a control character other than a line break, a fence,
  // bold, underline): most captions have none, and are scanned instead of rewritten four times.
  if (/[^\P{Cc}\n]/u.test(text))
    text = text.replace(/\p{Cc}/gu, (c) => (c === '\n' ? c : c === '\t' ? ' ' : ''));
  if (text.includes('```')) text = text.replace(/^\s*```[\w-]*\n?/, '').replace(/\n?```\s*$/, '');
  if (text.includes('**')) text = text.replace(/\*\*(.+?)\*\*/gs, '$1');
  if (text.includes('__')) text = text.replace(/__(.+?)__/gs, '$1');
  const trimmed = text.trim();
  const quoted = /^["“«]/.test(trimmed) ? /^(["“«])([\s\S]*)(["”»])$/.exec(trimmed) : null;
  if (quoted && !/["“”«»]/.test(quoted[2] ?? '')) text = quoted[2] ?? '';
  return text;
}

/** Where the closing block of hashtags starts (text after it is only hashtags and spaces). */
function trailingBlockStart(text: string, tags: readonly HashtagMatch[]): number {
  let start = text.length;
  for (let i = tags.length - 1; i >= 0; i--) {
    const tag = tags[i] as HashtagMatch;
    if (text.slice(tag.end, start).trim() !== '') break;
    start = tag.start;
  }
  return start;
}

/** "#ColdBrew" → "Cold Brew", "#São_Paulo" → "São Paulo": the word stays, the tag goes. */
function unhash(tag: string): string {
  const spaced = tag.replace(/_+/g, ' ');
  return /^\p{Lu}/u.test(spaced) ? spaced.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2') : spaced;
}

/**
 * Removes hashtags when they are off, duplicates, and those beyond the network's cap.
 * A tag inside a sentence becomes its plain word; a tag of the closing block is dropped.
 */
function applyHashtagRules(text: string, enabled: boolean, cap: number | null): string {
  // Taking a tag out can make a new one ("#a##b": "#a" is no tag until "#b" goes), so again until
  // nothing changes. Each change takes at least one "#" away: it ends — but a chain of glued tags
  // ("##a" repeated) makes one new tag a round, each round a pass over the whole text. Past a few
  // rounds (a caption's tags take one or two), the hash signs that keep a tag from being one go at
  // once, and the chain with them.
  for (let round = 1; ; round++) {
    const next = applyHashtagRulesOnce(text, enabled, cap);
    if (next === text) return text;
    text = round < GLUED_ROUNDS ? next : unglueHashtags(next);
  }
}

/** Rounds of the hashtag rules before glued hash signs go. */
const GLUED_ROUNDS = 6;

function applyHashtagRulesOnce(text: string, enabled: boolean, cap: number | null): string {
  const tags = findHashtags(text);
  if (tags.length === 0) return text;
  const blockStart = trailingBlockStart(text, tags);
  const seen = new Set<string>();
  let kept = 0;
  let out = '';
  let last = 0;
  for (const tag of tags) {
    const key = fold(tag.tag);
    const keep = enabled && !seen.has(key) && (cap === null || kept < cap);
    seen.add(key);
    const before = text.slice(last, tag.start);
    // "##bread": the search takes the last "#" as the tag's; the others would make "#bread" again.
    out += keep ? before : trimEndWhile(before, isHashSign);
    if (keep) {
      kept++;
      out += text.slice(tag.start, tag.end);
    } else if (tag.start < blockStart) {
      out += unhash(tag.tag);
    }
    last = tag.end;
  }
  return out + text.slice(last);
}

const isHashSign = charsOf('#＃');

function replaceForbidden(text: string, network: NetworkId): string {
  const forbidden = NETWORK_LIMITS[network].forbiddenCharacters;
  if (!forbidden) return text;
  return text.replace(/[<>]/g, (c) => (c === '<' ? '‹' : '›'));
}

interface Split {
  body: string;
  separator: string;
  tags: string[];
}

/** A caption's body and its closing block of hashtags (what a thread puts on its last post). */
export function splitClosingTags(text: string): Split {
  const tags = findHashtags(text);
  const start = trailingBlockStart(text, tags);
  if (start >= text.length) return { body: text, separator: '', tags: [] };
  const body = text.slice(0, start).trimEnd();
  const separator = /\n/.test(text.slice(body.length, start)) ? '\n\n' : ' ';
  const closing = tags.filter((t) => t.start >= start).map((t) => text.slice(t.start, t.end));
  return { body, separator, tags: closing };
}

function join(body: string, separator: string, tags: readonly string[]): string {
  if (tags.length === 0) return body;
  return body ? `${body}${separator}${tags.join(' ')}` : tags.join(' ');
}

/** What a cut must not end with: white space, a comma or colon, a dash, an opening bracket or quote, "#", "@"… */
const isDangling: CharTest = (char) => isSpace(char) || DANGLING(char);
const DANGLING = charsOf(',;:-–—(["“\'‘#@/&+');

/** Whether `text` ends a sentence. */
const endsSentence = (text: string) => /[.!?…]/.test(text.charAt(text.length - 1));

/** The hashtag `text` ends with, if any: found in its last word (no tag or link holds a space). */
function hashtagAtEnd(text: string): HashtagMatch | undefined {
  const start = lastWordStart(text);
  const last = findHashtags(text.slice(start)).at(-1);
  return last && start + last.end === text.length ? { ...last, start: start + last.start } : undefined;
}

/** Where the last word of `text` begins (after its last white space; U+FEFF, as findHashtags reads it, is none). */
function lastWordStart(text: string): number {
  let start = text.length;
  while (start > 0 && (text.charCodeAt(start - 1) === 0xfeff || !isSpaceCode(text.charCodeAt(start - 1))))
    start--;
  return start;
}

/** Ends a shortened text cleanly: no dangling hashtag, comma or opening bracket; "…" unless a sentence ended. */
function closeCut(prefix: string): string {
  let text = prefix.trimEnd();
  // Each round looks at the last word only, and a word trimmed round after round (tags glued by
  // commas, "a,#b,#c…") goes whole after a few: the time stays in proportion to the text.
  let word = -1;
  let rounds = 0;
  for (;;) {
    const before = text;
    const start = lastWordStart(text);
    rounds = start === word ? rounds + 1 : 0;
    word = start;
    if (rounds >= WORD_ROUNDS) text = text.slice(0, start);
    const lastTag = hashtagAtEnd(text);
    if (lastTag) text = text.slice(0, lastTag.start).trimEnd();
    text = trimEndWhile(text, isDangling);
    if (text === before) break;
  }
  if (!text) return '';
  return endsSentence(text) ? text : `${text}${ELLIPSIS}`;
}

/** Rounds `closeCut` trims one word before it takes the word out whole. */
const WORD_ROUNDS = 8;

/** Cut points: after each word (before whitespace), in order. */
function wordCuts(text: string): number[] {
  const cuts: number[] = [];
  for (const match of text.matchAll(/\S(?=\s)/g)) cuts.push((match.index ?? 0) + 1);
  cuts.push(text.length);
  return cuts;
}

/** The longest clean prefix of `body` for which `fits` holds, preferring a sentence end. */
function trimBody(body: string, fits: (candidate: string) => boolean): string | null {
  const cuts = wordCuts(body);
  let lo = 0;
  let hi = cuts.length - 1;
  let best = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const candidate = closeCut(body.slice(0, cuts[mid]));
    if (candidate && fits(candidate)) {
      best = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  for (let i = best; i >= 0; i--) {
    const candidate = closeCut(body.slice(0, cuts[i]));
    if (!candidate || !fits(candidate)) continue;
    // A cut at a sentence end reads better, if it keeps most of what fits.
    for (let j = i; j >= 0 && (cuts[j] as number) >= (cuts[i] as number) * 0.6; j--) {
      const prefix = body.slice(0, cuts[j]).trimEnd();
      if (endsSentence(prefix) && fits(prefix)) return prefix;
    }
    return candidate;
  }
  // One word longer than the whole limit (a huge URL): cut by user-perceived characters.
  const chars = graphemes(body);
  let count = chars.length;
  while (count > 0) {
    const candidate = `${chars.slice(0, count).join('').trimEnd()}${ELLIPSIS}`;
    if (fits(candidate)) return candidate;
    count = Math.floor(count * 0.9);
  }
  return null;
}

/** The longest clean prefix of `text` (cut on a word boundary, no dangling hashtag) for which `fits` holds. */
export function shortenToFit(text: string, fits: (candidate: string) => boolean): string | null {
  return fits(text) ? text : trimBody(text, fits);
}

/** Shortens `text` until `network` accepts it: closing hashtags go first, then the body is cut on a word boundary. */
function fitToLimit(text: string, network: NetworkId): string {
  const limit = NETWORK_LIMITS[network].maxLength;
  const fits = (candidate: string) => withinLimits(network, candidate);
  if (fits(text)) return text;
  const { body, separator, tags } = splitClosingTags(text);
  if (tags.length > 0 && fits(body)) {
    for (let keep = tags.length - 1; keep >= 0; keep--) {
      const candidate = join(body, separator, tags.slice(0, keep));
      if (fits(candidate)) return candidate;
    }
  }
  // The body alone is too long: keep a couple of closing tags if they are cheap.
  let kept = tags.slice(0, 2);
  while (kept.length > 0 && countLength(network, kept.join(' ')) > limit * 0.15) kept = kept.slice(0, -1);
  for (let keep = kept.length; keep >= 0; keep--) {
    const closing = kept.slice(0, keep);
    const trimmed = trimBody(body, (candidate) => fits(join(candidate, separator, closing)));
    if (trimmed) return join(trimmed, separator, closing);
  }
  return '';
}

/**
 * Every network rule but the length: the model's wrapping undone, the network's forbidden
 * characters, the emoji and hashtag switches (and the network's hashtag cap). What a thread is
 * split from, and what `finalizeCaption` then fits to one post.
 */
export function prepareCaption(raw: string, network: NetworkId, rules: CaptionRules): string {
  let text = unwrap(raw);
  text = replaceForbidden(text, network);
  if (!rules.emojis) text = removeEmojis(text);
  text = applyHashtagRules(text, rules.hashtags, NETWORK_LIMITS[network].maxHashtags);
  // A lone "#" is a hashtag that lost its word: never leave one behind.
  return tidy(text.replace(/(^|\s)#+(?=\s|$)/g, '$1'));
}

/**
 * The one post-processing pipeline, for AI and basic output alike: clean-up, emoji and
 * hashtag switches, the network's hashtag cap and forbidden characters, then trimming
 * to the network's limit. Returns the text with its counted length and the limit.
 */
export function finalizeCaption(raw: string, network: NetworkId, rules: CaptionRules): FinalCaption {
  const limits = NETWORK_LIMITS[network];
  let text = tidy(fitToLimit(prepareCaption(raw, network, rules), network));
  // A cut can make a tag of a word that was too long to be one ("#" and 300 letters), or leave
  // a lone "#": the hashtag rules again on what is left, and the limit again on what they give
  // (a few rounds at most: each takes a "#" away or shortens the text).
  for (let round = 0; round < 5; round++) {
    const again = tidy(
      applyHashtagRules(text, rules.hashtags, limits.maxHashtags).replace(/(^|\s)#+(?=\s|$)/g, '$1'),
    );
    if (again === text) break;
    text = tidy(fitToLimit(again, network));
  }
  return { text, length: countLength(network, text), limit: limits.maxLength };
}

/**
 * Networks whose posts make a link in the text useful (clickable, or shown as a card). On
 * Instagram and TikTok a link in a caption is dead text: those get "link in bio" wording instead.
 */
export const LINK_IN_TEXT: Readonly<Record<NetworkId, boolean>> = {
  instagram: false,
  tiktok: false,
  facebook: true,
  x: true,
  linkedin: true,
  threads: true,
  youtube: true,
  pinterest: true,
  bluesky: true,
  mastodon: true,
};

/**
 * A finished caption carrying the link it was written from (docs/decisions/0031): the URL on its
 * own line at the end of the body, before the closing hashtags — or, where links are not
 * clickable (LINK_IN_TEXT), the language's "link in bio" line. Counted as the network counts it
 * (a URL is 23 on X): closing hashtags go first, then the body is cut on a word boundary, so the
 * link itself is never cut. A caption already holding the link is left as it is.
 */
export function withLink(text: string, network: NetworkId, link: { url: string; inBio: string }): string {
  const line = LINK_IN_TEXT[network] ? link.url : link.inBio;
  if (text.includes(line)) return text;
  const fits = (candidate: string) => withinLimits(network, candidate);
  // A link longer than the network's whole limit (only where links count as written): left out.
  if (!fits(line)) return text;
  const { body, separator, tags } = splitClosingTags(text);
  const withLine = (b: string) => (b ? `${b}\n\n${line}` : line);
  for (let keep = tags.length; keep >= 0; keep--) {
    const candidate = join(withLine(body), separator || '\n\n', tags.slice(0, keep));
    if (fits(candidate)) return candidate;
  }
  const trimmed = shortenToFit(body, (b) => fits(withLine(b)));
  return withLine(trimmed ?? '');
}

/**
 * Every network rule a caption breaks (empty when it is valid). Used by the tests and
 * the benchmark to prove that the pipeline's output always passes.
 */
export function captionViolations(text: string, network: NetworkId, rules: CaptionRules): string[] {
  const limits = NETWORK_LIMITS[network];
  const problems: string[] = [];
  const length = countLength(network, text);
  if (text.trim() === '') problems.push('empty');
  if (length > limits.maxLength) problems.push(`too long: ${length} > ${limits.maxLength}`);
  if (limits.maxBytes !== undefined && utf8Length(text) > limits.maxBytes) {
    problems.push(`too many bytes: ${utf8Length(text)} > ${limits.maxBytes}`);
  }
  if (!rules.emojis && hasEmoji(text)) problems.push('emoji while emojis are off');
  const tags = findHashtags(text);
  if (!rules.hashtags && tags.length > 0) problems.push('hashtag while hashtags are off');
  if (limits.maxHashtags !== null && tags.length > limits.maxHashtags) {
    problems.push(`too many hashtags: ${tags.length} > ${limits.maxHashtags}`);
  }
  if (limits.forbiddenCharacters && [...limits.forbiddenCharacters].some((c) => text.includes(c))) {
    problems.push('forbidden character');
  }
  if (/(^|\s)#+(\s|$)/.test(text)) problems.push('dangling #');
  return problems;
}
