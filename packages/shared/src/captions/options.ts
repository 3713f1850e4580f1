import { LANGUAGES } from '../languages';

/** Social networks the engine writes for (API ids, docs/architecture.md, HTTP contract). */
export const NETWORK_IDS = [
  'instagram',
  'facebook',
  'x',
  'linkedin',
  'tiktok',
  'threads',
  'youtube',
  'pinterest',
  'bluesky',
  'mastodon',
] as const;
export type NetworkId = (typeof NETWORK_IDS)[number];

/** Post types of the generator form (docs/product.md, Generation), kebab-case ids. */
export const POST_TYPE_IDS = [
  'product-promotion',
  'announcement',
  'event',
  'tips-educational',
  'behind-the-scenes',
  'inspirational',
  'question-engagement',
  'seasonal',
] as const;
export type PostTypeId = (typeof POST_TYPE_IDS)[number];

/** Writing styles of the generator form (docs/product.md, Generation), kebab-case ids. */
export const STYLE_IDS = [
  'professional',
  'casual',
  'funny',
  'inspirational',
  'persuasive',
  'informative',
  'friendly',
  'bold',
] as const;
export type StyleId = (typeof STYLE_IDS)[number];

export const LENGTH_IDS = ['short', 'long'] as const;
export type LengthId = (typeof LENGTH_IDS)[number];

/** Caption languages: the interface languages (docs/product.md, Languages, titles and theme). */
export const CAPTION_LANGUAGES = LANGUAGES;

export const MIN_VARIANTS = 1;
export const MAX_VARIANTS = 3;

/** The free-text brief is bounded so a prompt (and a basic generation) stays small. */
export const MAX_BRIEF_LENGTH = 2000;

export function isNetworkId(value: unknown): value is NetworkId {
  return typeof value === 'string' && (NETWORK_IDS as readonly string[]).includes(value);
}

/**
 * The shapes a post takes (docs/decisions/0034-threads-carousels-alt-text.md): one caption, a
 * thread of posts, or a carousel's slides with the caption that goes with them.
 */
export const FORMAT_IDS = ['single', 'thread', 'carousel'] as const;
export type FormatId = (typeof FORMAT_IDS)[number];

/** Networks where a carousel of slides is a native post. */
export const CAROUSEL_NETWORKS = ['instagram', 'linkedin'] as const satisfies readonly NetworkId[];
