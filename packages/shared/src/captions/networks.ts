import twitterText from 'twitter-text';
import { MAX_LINK_LENGTH } from '../contract/links';
import { isSpaceCode } from '../scan';
import type { NetworkId } from './options';
import { emojiRegex, graphemeLength, LINK_WORD_MAX, linkSearchable, utf8Length } from './text';

/**
 * How a network measures a caption:
 * - `characters`: UTF-16 code units — what the networks' own web counters (JavaScript
 *   string length) count. Never less than the code-point count, so a caption that fits
 *   here fits under either reading.
 * - `x-weighted`: X's weighted length (twitter-text v3 config: most scripts 1, CJK and
 *   emoji 2, any URL 23).
 * - `threads`: characters, but each emoji counts as its UTF-8 byte length.
 * - `utf8-bytes`: UTF-8 bytes.
 * - `graphemes`: user-perceived characters (Bluesky): a family emoji or a letter with combining
 *   marks is one, as `Intl.Segmenter` splits them.
 * - `mastodon`: code points, with every link counted as 23 and a mention `@user@domain` as
 *   `@user` (Mastodon's own counter).
 */
export type LengthUnit = 'characters' | 'x-weighted' | 'threads' | 'utf8-bytes' | 'graphemes' | 'mastodon';

export interface NetworkLimits {
  /** The longest caption the network accepts, in `unit`. */
  maxLength: number;
  /** A second bound some networks set on the same text, in UTF-8 bytes (Bluesky). */
  maxBytes?: number;
  unit: LengthUnit;
  /** Most hashtags the network accepts (or keeps) in one post; null when it sets none. */
  maxHashtags: number | null;
  /** Characters the network refuses in this field. */
  forbiddenCharacters?: string;
  /** When each limit was last checked against its source (YYYY-MM-DD). */
  verifiedAt: string;
  sources: readonly string[];
}

/**
 * The one table of network rules. Both the AI output and the basic generator go
 * through it (pipeline.ts), the prompts quote it, and `GET /api/options` publishes it.
 * Re-check a row against its sources before changing it, and update `verifiedAt`.
 */
export const NETWORK_LIMITS: Readonly<Record<NetworkId, NetworkLimits>> = {
  instagram: {
    maxLength: 2200,
    unit: 'characters',
    maxHashtags: 5,
    verifiedAt: '2026-11-22',
    sources: [
      'https://docs.upload-post.com/resources/character-limits/ (Instagram post: 2,200 characters)',
      'https://www.ayrshare.com/docs/pt-BR/apis/post/social-networks/instagram (2,200 characters, up to 5 hashtags)',
    ],
  },
  facebook: {
    maxLength: 63206,
    unit: 'characters',
    maxHashtags: null,
    verifiedAt: '2026-11-22',
    sources: ['https://docs.upload-post.com/resources/character-limits/ (Facebook post: 63,206 characters)'],
  },
  x: {
    maxLength: 280,
    unit: 'x-weighted',
    maxHashtags: null,
    verifiedAt: '2026-11-22',
    sources: [
      'twitter-text 3.1.0 config v3 (maxWeightedTweetLength 280, URLs 23, emoji and CJK weight 2)',
      'https://developers.buffer.com/guides/character-limits.md (X free accounts: 280)',
    ],
  },
  linkedin: {
    maxLength: 3000,
    unit: 'characters',
    maxHashtags: null,
    verifiedAt: '2026-11-22',
    sources: ['https://docs.upload-post.com/resources/character-limits/ (LinkedIn post: 3,000 characters)'],
  },
  tiktok: {
    maxLength: 2200,
    unit: 'characters',
    maxHashtags: null,
    verifiedAt: '2026-11-22',
    sources: [
      'https://docs.upload-post.com/resources/character-limits/ (TikTok video caption: 2,200 characters)',
    ],
  },
  threads: {
    maxLength: 500,
    unit: 'threads',
    maxHashtags: 1,
    verifiedAt: '2026-11-22',
    sources: [
      'https://developers.facebook.com/documentation/threads/posts (500 characters; emojis count as their UTF-8 bytes)',
      'https://www.ayrshare.com/apis/post/social-networks/threads (1 hashtag per post)',
    ],
  },
  youtube: {
    maxLength: 5000,
    unit: 'utf8-bytes',
    maxHashtags: 15,
    forbiddenCharacters: '<>',
    verifiedAt: '2026-11-22',
    sources: [
      'https://developers.google.com/youtube/v3/docs/videos (snippet.description: 5,000 bytes, no < or >)',
      'https://support.google.com/youtube/answer/6390658 (more than 15 hashtags: all are ignored)',
    ],
  },
  pinterest: {
    maxLength: 800,
    unit: 'characters',
    maxHashtags: null,
    verifiedAt: '2026-11-22',
    sources: [
      'https://www.postfuze.com/docs/platforms/pinterest (Pinterest API v5 pin description: 800 characters)',
    ],
  },
  bluesky: {
    maxLength: 300,
    unit: 'graphemes',
    maxBytes: 3000,
    maxHashtags: null,
    verifiedAt: '2026-11-27',
    sources: [
      'https://docs.bsky.app/docs/advanced-guides/post-richtext (post text: 300 graphemes and 3,000 bytes)',
      'https://github.com/bluesky-social/atproto/blob/main/lexicons/app/bsky/feed/post.json (text: maxGraphemes 300, maxLength 3000)',
    ],
  },
  mastodon: {
    maxLength: 500,
    unit: 'mastodon',
    maxHashtags: null,
    verifiedAt: '2026-11-27',
    sources: [
      'https://docs.joinmastodon.org/user/posting/ (500 characters by default; instances may raise it)',
      'https://github.com/mastodon/mastodon/blob/main/app/validators/status_length_validator.rb (each URL counts as 23 characters; @user@domain counts as @user)',
    ],
  },
};

/*
 * Links, counted 23 on X and Mastodon, are found by twitter-text's extractor. Its expression
 * tries a link at every position of a word and reads on to the end of the word before giving
 * up: time grows with the square of a word's length. A text with a 10,000-character word (a
 * dot, then accents, emoji or CJK letters) took about a second to count, and fitting it to a
 * post counted it dozens of times — long enough for one request to hold the whole server.
 *
 * Both counts add up word by word (a link never spans whitespace, and NFC never joins across
 * it), so a long text is counted in pieces of whole words:
 * - words of up to LINK_WORD_MAX units, together, in pieces of up to PIECE_MAX units: counted
 *   exactly, links included, and each piece is remembered (fitting a text counts its
 *   prefixes over and over: they share all their pieces but the last);
 * - a longer word is counted alone: exactly if it is a web address written in ASCII (a scheme,
 *   then printable ASCII, at most MAX_LINK_LENGTH — what the generator's links may hold; such a
 *   word costs a few milliseconds at worst), else as plain text (every character counted, no
 *   link looked for in it). A link counted that way counts as its characters rather than 23:
 *   a caption holding one is found too long, never too short. Long words are remembered too.
 * A text of one piece is counted whole, as before.
 */
const PIECE_MAX = 600;
/** Words, each with the whitespace after it (and the text's leading whitespace on its own). */
const WORDS = /\s+|\S+\s*/g;
/** Pieces remembered per counter (the memory is emptied when full), each of at most MAX_LINK_LENGTH units: 4 MB at most. */
const REMEMBERED_PIECES = 1024;

interface PieceCounter {
  /** The exact count of a text, links included. */
  count(text: string): number;
  /** The word with what the extractor needs to find a link taken out, its count unchanged. */
  withoutLinks(word: string): string;
  remembered: Map<string, number>;
}

function countPiece(counter: PieceCounter, piece: string): number {
  if (piece.length > MAX_LINK_LENGTH) return counter.count(piece);
  const known = counter.remembered.get(piece);
  if (known !== undefined) return known;
  const length = counter.count(piece);
  if (counter.remembered.size >= REMEMBERED_PIECES) counter.remembered.clear();
  counter.remembered.set(piece, length);
  return length;
}

/** Whether `text` holds a word (a run of non-space) longer than LINK_WORD_MAX units: one pass. */
function hasLongWord(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    run = isSpaceCode(text.charCodeAt(i)) ? 0 : run + 1;
    if (run > LINK_WORD_MAX) return true;
  }
  return false;
}

function countInPieces(text: string, counter: PieceCounter): number {
  if (text.length <= PIECE_MAX && (text.length <= LINK_WORD_MAX || !hasLongWord(text)))
    return counter.count(text);
  let total = 0;
  let piece = '';
  for (const [word] of text.matchAll(WORDS)) {
    const bare = word.trimEnd();
    if (bare.length > LINK_WORD_MAX) {
      if (piece) total += countPiece(counter, piece);
      piece = '';
      total += countPiece(counter, linkSearchable(bare) ? word : counter.withoutLinks(word));
    } else if (piece.length + word.length > PIECE_MAX) {
      if (piece) total += countPiece(counter, piece);
      piece = word;
    } else {
      piece += word;
    }
  }
  return piece ? total + countPiece(counter, piece) : total;
}

/**
 * X: twitter-text's weighted length. Every link has a dot (before its top-level domain), and
 * the extractor returns at once from a text without one; "." and "," weigh the same.
 */
const xPieces: PieceCounter = {
  count: (text) => twitterText.parseTweet(text).weightedLength,
  withoutLinks: (word) => word.replaceAll('.', ','),
  remembered: new Map(),
};

/** Mastodon's placeholder length for a link, whatever its length. */
export const MASTODON_URL_LENGTH = 23;

/**
 * A remote mention as Mastodon counts it: `@user@domain` → `@user` (its Account::MENTION_RE: not
 * after a letter, digit, `_`, `/` or `=`; a username of letters, digits, `_`, `.`, `-`).
 */
const MASTODON_REMOTE_MENTION =
  /(^|[^\p{L}\p{N}_/=])@([a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?)@[\p{L}\p{N}_.-]*[\p{L}\p{N}_]/giu;

/** Mastodon's length: code points, every link 23, a remote mention without its domain. */
export function mastodonLength(text: string): number {
  return countInPieces(text, mastodonPieces);
}

function mastodonLengthWhole(text: string): number {
  let length = 0;
  let last = 0;
  // Links as Mastodon finds them: twitter-text's extractor, with a scheme only.
  for (const { url, indices } of twitterText.extractUrlsWithIndices(text, {
    extractUrlsWithoutProtocol: false,
  })) {
    const [start] = indices;
    length +=
      [...text.slice(last, start).replace(MASTODON_REMOTE_MENTION, '$1@$2')].length + MASTODON_URL_LENGTH;
    last = start + url.length;
  }
  return length + [...text.slice(last).replace(MASTODON_REMOTE_MENTION, '$1@$2')].length;
}

/**
 * Mastodon: only links with a scheme count as links, and the extractor returns at once from a
 * text without a ":"; ":" and ";" are one code point each, and either may precede a mention.
 */
const mastodonPieces: PieceCounter = {
  count: mastodonLengthWhole,
  withoutLinks: (word) => word.replaceAll(':', ';'),
  remembered: new Map(),
};

function threadsLength(text: string): number {
  let length = 0;
  let last = 0;
  for (const match of text.matchAll(emojiRegex())) {
    const index = match.index ?? 0;
    length += index - last + utf8Length(match[0]);
    last = index + match[0].length;
  }
  return length + (text.length - last);
}

/** The length of `text` as `network` counts it. */
export function countLength(network: NetworkId, text: string): number {
  switch (NETWORK_LIMITS[network].unit) {
    case 'x-weighted':
      return countInPieces(text, xPieces);
    case 'threads':
      return threadsLength(text);
    case 'utf8-bytes':
      return utf8Length(text);
    case 'graphemes':
      return graphemeLength(text);
    case 'mastodon':
      return mastodonLength(text);
    default:
      return text.length;
  }
}

/** Whether `text` is within every bound `network` sets (its length, and its bytes where it counts them too). */
export function withinLimits(network: NetworkId, text: string): boolean {
  const limits = NETWORK_LIMITS[network];
  // A text no longer in UTF-16 units than the limit has no more graphemes (each is one unit or
  // more) and at most 3 bytes per unit: it fits without segmenting it. The thread splitter asks
  // this for every word it adds to a post, and segmenting each candidate made a Bluesky thread
  // cost ~50 ms.
  if (
    limits.unit === 'graphemes' &&
    text.length <= limits.maxLength &&
    (limits.maxBytes === undefined || text.length * 3 <= limits.maxBytes)
  )
    return true;
  if (countLength(network, text) > limits.maxLength) return false;
  return limits.maxBytes === undefined || utf8Length(text) <= limits.maxBytes;
}
