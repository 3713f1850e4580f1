import { findHashtags, fold, type HashtagMatch, NETWORK_LIMITS, type NetworkId } from '@captia/shared';
import { type AvoidList, isAvoidedTag } from './avoid';

/** The caption's closing block of hashtags, apart from the body it follows. */
export interface Closing {
  body: string;
  /** What joins the body and the block: a blank line or a space. */
  separator: string;
  tags: string[];
  /** The hashtags of `body`, as `findHashtags(body)` finds them (searched once, with the block's). */
  bodyTags: readonly HashtagMatch[];
}

export function splitClosing(text: string): Closing {
  const tags = findHashtags(text);
  let start = text.length;
  for (let i = tags.length - 1; i >= 0; i--) {
    const tag = tags[i] as HashtagMatch;
    if (text.slice(tag.end, start).trim() !== '') break;
    start = tag.start;
  }
  if (start >= text.length) return { body: text, separator: '', tags: [], bodyTags: tags };
  const body = text.slice(0, start).trimEnd();
  const separator = /\n/.test(text.slice(body.length, start)) || !body ? '\n\n' : ' ';
  const closing = tags.filter((t) => t.start >= start).map((t) => text.slice(t.start, t.end));
  // The body ends where the block's spaces start: a tag, link or word of it reads the same there.
  return { body, separator, tags: closing, bodyTags: tags.filter((t) => t.start < start) };
}

/** #Café, #cafe and #CAFE are one tag. */
export const hashtagKey = (tag: string) => fold(tag.replace(/^#/, ''));

/**
 * The closing block: the brand's own hashtags first (as many as the network keeps), then the
 * caption's, each once, ignoring case and accents, and none that spells an avoided word.
 * Brand tags are added only to a caption that has hashtags: whether the request wants them
 * is the pipeline's switch, and a caption written without any keeps none.
 * The network's cap itself is applied afterwards by `finalizeCaption`, which keeps the first ones.
 */
export function arrangeHashtags(
  body: string,
  closing: Closing,
  brandTags: readonly string[],
  network: NetworkId,
  avoid: AvoidList | null,
): string {
  const inBody = body === closing.body ? closing.bodyTags : findHashtags(body);
  const seen = new Set(inBody.map((t) => hashtagKey(t.tag)));
  const tags: string[] = [];
  const add = (tag: string) => {
    const key = hashtagKey(tag);
    if (!key || seen.has(key) || isAvoidedTag(tag, avoid)) return;
    seen.add(key);
    tags.push(tag);
  };
  if (inBody.length + closing.tags.length > 0) {
    const cap = NETWORK_LIMITS[network].maxHashtags;
    const own = brandTags.map((t) => (t.startsWith('#') ? t : `#${t}`));
    for (const tag of cap === null ? own : own.slice(0, cap)) add(tag);
  }
  for (const tag of closing.tags) add(tag);
  if (tags.length === 0) return body;
  return body ? `${body}${closing.separator || '\n\n'}${tags.join(' ')}` : tags.join(' ');
}
