import { withinLimits } from './networks';
import type { NetworkId } from './options';
import { splitClosingTags } from './pipeline';

/** Networks where a longer idea goes out as a thread of posts (docs/decisions/0033-bluesky-and-mastodon.md). */
export const THREAD_NETWORKS = [
  'x',
  'threads',
  'bluesky',
  'mastodon',
] as const satisfies readonly NetworkId[];
export type ThreadNetwork = (typeof THREAD_NETWORKS)[number];

export function isThreadNetwork(network: NetworkId): network is ThreadNetwork {
  return (THREAD_NETWORKS as readonly NetworkId[]).includes(network);
}

export const MIN_THREAD_POSTS = 2;
export const MAX_THREAD_POSTS = 10;

export interface ThreadOptions {
  /** Each post ends with its place, " 1/5": counted in the post's length. */
  numbering: boolean;
}

/** A word with what separated it from the word before (a space, or a line break). */
interface Token {
  before: string;
  word: string;
  /** A sentence ends with this word (., !, ?, …, or the end of a paragraph). */
  ends: boolean;
}

/**
 * The text's words, never split: a link, a hashtag, a mention or an emoji sequence holds no
 * whitespace, so cutting only between words never cuts inside one of them.
 */
function tokens(text: string): Token[] {
  const found: Token[] = [];
  for (const match of text.matchAll(/(\s*)(\S+)/gu)) {
    const [, before = '', word = ''] = match;
    const previous = found.at(-1);
    if (previous && /\n/.test(before)) previous.ends = true;
    found.push({ before: found.length === 0 ? '' : before, word, ends: /[.!?…]["'”’)\]]*$/u.test(word) });
  }
  const last = found.at(-1);
  if (last) last.ends = true;
  return found;
}

const render = (part: readonly Token[]) =>
  part
    .map((t, i) =>
      i === 0 ? t.word : `${t.before.includes('\n') ? t.before.replace(/[^\n]/g, '') : ' '}${t.word}`,
    )
    .join('');

const label = (index: number, total: number) => ` ${index + 1}/${total}`;

/**
 * Packs the words into posts, each within `fits` once its label (if any) is added, breaking at
 * the end of a sentence when one ends in the second half of the post. Null when a single word is
 * longer than a post.
 */
function pack(words: readonly Token[], fits: (text: string, index: number) => boolean): Token[][] | null {
  const posts: Token[][] = [];
  let current: Token[] = [];
  for (const token of words) {
    const candidate = [...current, token];
    if (fits(render(candidate), posts.length)) {
      current = candidate;
      continue;
    }
    if (current.length === 0) return null;
    // Full: break after the last sentence that ends in its second half, else here.
    const lastEnd = current.findLastIndex((t) => t.ends);
    const cut = lastEnd >= Math.floor(current.length / 2) ? lastEnd + 1 : current.length;
    posts.push(current.slice(0, cut));
    current = [...current.slice(cut), token];
    if (!fits(render(current), posts.length)) {
      // The carried-over words and this one do not fit together: the carried words stand alone.
      if (current.length === 1) return null;
      posts.push(current.slice(0, -1));
      current = [token];
      if (!fits(render(current), posts.length)) return null;
    }
  }
  if (current.length > 0) posts.push(current);
  return posts;
}

/**
 * A long caption as a thread for `network`: 2 to 10 posts, each within the network's limits by
 * its own counting (`withinLimits`), cut only between words — never inside a link, hashtag,
 * mention or emoji sequence — and at a sentence's end where one is near. The words keep their
 * order and none is lost; the closing hashtags go on the last post only; with `numbering`,
 * each post ends with " n/N", counted. A text that fits one post is split in two at the sentence
 * nearest its middle (a thread was asked for); one with a single sentence of one word stays one
 * post. A text longer than 10 posts is cut at a word to what 10 hold (the model or the brief was
 * too long), the hashtags kept on the last.
 */
export function splitThread(text: string, network: ThreadNetwork, { numbering }: ThreadOptions): string[] {
  const { body, tags } = splitClosingTags(text.trim());
  const closing = tags.join(' ');
  // A word longer than a whole post (a 400-character link on Bluesky) cannot go anywhere uncut:
  // it is left out rather than cut or sent over the limit.
  const words = tokens(body).filter((t) =>
    withinLimits(network, numbering ? `${t.word}${label(MAX_THREAD_POSTS - 1, MAX_THREAD_POSTS)}` : t.word),
  );
  if (words.length === 0) return closing ? [closing] : [];

  const compose = (part: readonly Token[], index: number, total: number, last: boolean) => {
    const words = render(part);
    let post = last && closing ? (words ? `${words}\n\n${closing}` : closing) : words;
    if (numbering) post = `${post}${label(index, total)}`;
    return post;
  };

  for (let total = MIN_THREAD_POSTS; total <= MAX_THREAD_POSTS; total++) {
    // Each post is packed without the hashtags; the last one is checked with them below.
    const posts = pack(words, (candidate, index) =>
      withinLimits(network, numbering ? `${candidate}${label(index, total)}` : candidate),
    );
    if (!posts) break;
    const lastFits = (part: readonly Token[], index: number) =>
      withinLimits(network, compose(part, index, total, true));
    let planned = posts;
    const lastIndex = posts.length - 1;
    const last = posts[lastIndex] as Token[];
    if (closing && !lastFits(last, lastIndex)) {
      // The hashtags push the last post over: its end words open one more post with them (as
      // many as fit), or the hashtags stand alone in it.
      let moved = last.length - 1;
      while (moved > 0 && !lastFits(last.slice(last.length - moved), lastIndex + 1)) moved--;
      if (moved === 0 && !lastFits([], lastIndex + 1)) continue;
      planned = [
        ...posts.slice(0, lastIndex),
        last.slice(0, last.length - moved),
        last.slice(last.length - moved),
      ];
    }
    if (planned.length === 1) planned = halve(planned[0] as Token[]);
    // Numbered for `total` posts but needing more: the labels of a longer thread are tried next.
    if (planned.length > total && numbering) continue;
    if (planned.length > MAX_THREAD_POSTS) break;
    // As many posts as labelled or fewer: fewer posts have labels no longer than those checked.
    const count = planned.length;
    return planned.map((part, index) => compose(part, index, count, index === count - 1));
  }
  // More than ten posts' worth: the body is cut at a word to what ten posts hold.
  const shorter = render(words.slice(0, Math.max(1, Math.floor(words.length * 0.9))));
  if (words.length <= 1) return [compose(words, 0, 1, true)];
  return splitThread(closing ? `${shorter}\n\n${closing}` : shorter, network, { numbering });
}

/** A one-post text as two: at the end of the sentence nearest the middle, else between the middle words. */
function halve(part: Token[]): Token[][] {
  if (part.length < 2) return [part];
  const middle = part.length / 2;
  let cut = Math.ceil(middle);
  let best = Number.POSITIVE_INFINITY;
  part.forEach((token, index) => {
    if (token.ends && index < part.length - 1 && Math.abs(index + 1 - middle) < best) {
      best = Math.abs(index + 1 - middle);
      cut = index + 1;
    }
  });
  return [part.slice(0, cut), part.slice(cut)];
}
