import twitterText from 'twitter-text';
import type { NetworkId } from './options';
import { emojiRegex, utf8Length } from './text';

/**
 * How a network measures a caption:
 * - `characters`: UTF-16 code units — what the networks' own web counters (JavaScript
 *   string length) count. Never less than the code-point count, so a caption that fits
 *   here fits under either reading.
 * - `x-weighted`: X's weighted length (twitter-text v3 config: most scripts 1, CJK and
 *   emoji 2, any URL 23).
 * - `threads`: characters, but each emoji counts as its UTF-8 byte length.
 * - `utf8-bytes`: UTF-8 bytes.
 */
export type LengthUnit = 'characters' | 'x-weighted' | 'threads' | 'utf8-bytes';

export interface NetworkLimits {
  /** The longest caption the network accepts, in `unit`. */
  maxLength: number;
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
      return twitterText.parseTweet(text).weightedLength;
    case 'threads':
      return threadsLength(text);
    case 'utf8-bytes':
      return utf8Length(text);
    default:
      return text.length;
  }
}
