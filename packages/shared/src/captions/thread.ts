import { countLength, NETWORK_LIMITS, withinLimits } from './networks';
import type { NetworkId } from './options';
import { type CaptionRules, prepareCaption, splitClosingTags } from './pipeline';
import { findHashtags } from './text';

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
  /** What goes before the word in a post, unless first: its line breaks, else one space. */
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
  // Each word with the white space since the last one (`/(\s*)(\S+)/g` tried its \s* from every
  // space of a text's trailing run, then failed: time grew with the square of the run).
  let wordEnd = 0;
  for (const match of text.matchAll(/\S+/gu)) {
    const word = match[0];
    const before = text.slice(wordEnd, match.index);
    wordEnd = match.index + word.length;
    const previous = found.at(-1);
    if (previous && /\n/.test(before)) previous.ends = true;
    found.push({
      before: found.length === 0 ? '' : before.includes('\n') ? before.replace(/[^\n]/g, '') : ' ',
      word,
      ends: /[.!?…]["'”’)\]]*$/u.test(word),
    });
  }
  const last = found.at(-1);
  if (last) last.ends = true;
  return found;
}

const render = (part: readonly Token[]) =>
  part.map((t, i) => (i === 0 ? t.word : `${t.before}${t.word}`)).join('');

const label = (index: number, total: number) => ` ${index + 1}/${total}`;

/**
 * Packs the words into posts, each within `fits` once its label (if any) is added, breaking at
 * the end of a sentence when one ends in the second half of the post. Null when a single word is
 * longer than a post.
 */
function pack(words: readonly Token[], fits: (text: string, index: number) => boolean): Token[][] | null {
  const posts: Token[][] = [];
  let current: Token[] = [];
  // The post so far, grown a word at a time (rendering every candidate whole, for each word, cost
  // as much as a post's words again).
  let text = '';
  for (const token of words) {
    const candidate = current.length === 0 ? token.word : `${text}${token.before}${token.word}`;
    if (fits(candidate, posts.length)) {
      current.push(token);
      text = candidate;
      continue;
    }
    if (current.length === 0) return null;
    // Full: break after the last sentence that ends in its second half, else here.
    const lastEnd = current.findLastIndex((t) => t.ends);
    const cut = lastEnd >= Math.floor(current.length / 2) ? lastEnd + 1 : current.length;
    posts.push(current.slice(0, cut));
    current = [...current.slice(cut), token];
    text = render(current);
    if (!fits(text, posts.length)) {
      // The carried-over words and this one do not fit together: the carried words stand alone.
      if (current.length === 1) return null;
      posts.push(current.slice(0, -1));
      current = [token];
      text = token.word;
      if (!fits(text, posts.length)) return null;
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
  const { body: whole, tags } = splitClosingTags(text.trim());
  // Ten posts never hold more than this many UTF-16 units (a post's bytes bound, or four units
  // per counted character, links' fixed weight aside): a longer text is cut at a word first, so
  // a huge answer costs no more to split than ten posts do.
  const { maxLength, maxBytes } = NETWORK_LIMITS[network];
  const most = MAX_THREAD_POSTS * (maxBytes ?? maxLength * 4);
  const body = whole.length > most ? whole.slice(0, whole.lastIndexOf(' ', most) + 1 || most) : whole;
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

  // Packing depends on the labels' widths only: " 1/2" to " 9/9" are all four characters, so one
  // packing serves 2 to 9 posts, another 10 (and one all, unnumbered). Packing again for each
  // count made a long text cost seconds.
  const packings = new Map<string, Token[][] | null>();
  const packFor = (total: number) => {
    const key = numbering ? String(total < 10) : 'plain';
    if (!packings.has(key))
      packings.set(
        key,
        pack(words, (candidate, index) =>
          withinLimits(network, numbering ? `${candidate}${label(index, total)}` : candidate),
        ),
      );
    return packings.get(key) ?? null;
  };
  for (let total = MIN_THREAD_POSTS; total <= MAX_THREAD_POSTS; total++) {
    // Each post is packed without the hashtags; the last one is checked with them below.
    const posts = packFor(total);
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
  // More than ten posts' worth: the body is cut at a word to what ten posts hold (and a little
  // less each round, should the hashtags then not fit).
  if (words.length <= 1) return [compose(words, 0, 1, true)];
  const ten = packFor(MAX_THREAD_POSTS);
  const held =
    ten && ten.length > MAX_THREAD_POSTS ? ten.slice(0, MAX_THREAD_POSTS).flat().length : words.length;
  const shorter = render(words.slice(0, Math.max(1, Math.min(held, Math.floor(words.length * 0.9)))));
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

/** A thread as it is delivered: its posts, the text they make, and the longest post's length. */
export interface FinalThread {
  /** The posts joined by a blank line. */
  text: string;
  posts: string[];
  /** The longest post's length in the network's unit (each is within `limit`). */
  length: number;
  limit: number;
}

/** The text with every hashtag made a word (its "#" taken off). */
function unhashed(text: string): string {
  let out = text;
  for (const tag of [...findHashtags(text)].reverse())
    out = `${out.slice(0, tag.start)}${out.slice(tag.start + 1)}`;
  return out;
}

/**
 * A thread's place label at a post's end ("1/5", "(2/5)"), as written here or by a model: nine
 * characters at most, so it is looked for in the post's last few (with one before, for `\b`).
 * Searching the whole post with the white space before it (`\s*` first) tried that from every
 * space of a long run: time grew with the square of the run.
 */
const PLACE_LABEL = /\(?\b\d{1,2}\s?\/\s?\d{1,2}\)?$/u;
const PLACE_LABEL_TAIL = 12;

/** A post without its place label (and the white space before it). */
export function withoutPlaceLabel(post: string): string {
  const tail = Math.max(0, post.length - PLACE_LABEL_TAIL);
  const label = PLACE_LABEL.exec(post.slice(tail));
  return (label ? post.slice(0, tail + label.index) : post).trimEnd();
}

/**
 * A thread's hashtags go on its last post: a hashtag left inside an earlier post (one written in
 * a sentence) keeps its word and loses its "#", which only shortens the post.
 */
function thread(split: string[], network: ThreadNetwork): FinalThread {
  const posts = split.map((post, index) => (index < split.length - 1 ? unhashed(post) : post));
  return {
    text: posts.join('\n\n'),
    posts,
    length: Math.max(0, ...posts.map((post) => countLength(network, post))),
    limit: NETWORK_LIMITS[network].maxLength,
  };
}

/**
 * The network rules for a thread (docs/decisions/0034-threads-carousels-alt-text.md): every rule
 * of a single caption but the length, then the posts. A model's own posts are kept when they are
 * 2 to 10 and each fits with its label — their closing hashtags moved to the last post, the
 * others' hashtags made words — and are split again otherwise; a text is split by `splitThread`.
 * No post is ever over the network's limit.
 */
export function finalizeThread(
  raw: string | readonly string[],
  network: ThreadNetwork,
  rules: CaptionRules,
  options: ThreadOptions,
): FinalThread {
  if (typeof raw === 'string')
    return thread(splitThread(prepareCaption(raw, network, rules), network, options), network);
  const bodies = raw.map((post) => withoutPlaceLabel(post.trim())).filter((post) => post !== '');
  const closing: string[] = [];
  const posts = bodies.map((post, index) => {
    const { body, tags } = splitClosingTags(post);
    closing.push(...tags);
    return index === bodies.length - 1 ? body : prepareCaption(body, network, { ...rules, hashtags: false });
  });
  // Every post's closing hashtags, in the order written, close the last post.
  const lastIndex = posts.length - 1;
  if (lastIndex >= 0) {
    const last = [posts[lastIndex], closing.join(' ')].filter(Boolean).join('\n\n');
    posts[lastIndex] = prepareCaption(last, network, rules);
  }
  const kept = posts.filter((post) => post !== '');
  const count = kept.length;
  const labelled = kept.map((post, index) => (options.numbering ? `${post}${label(index, count)}` : post));
  if (
    count >= MIN_THREAD_POSTS &&
    count <= MAX_THREAD_POSTS &&
    labelled.every((p) => withinLimits(network, p))
  )
    return thread(labelled, network);
  return thread(splitThread(kept.join('\n\n'), network, options), network);
}

/**
 * A thread as one post again ("Join into one post"): the posts without their place labels, a
 * paragraph each. Null when the whole does not fit one post of `network`.
 */
export function joinThread(text: string, network: NetworkId): string | null {
  const joined = text
    .split(/\n{2,}/)
    .map((part) => withoutPlaceLabel(part.trim()))
    .filter(Boolean)
    .join('\n\n');
  return joined !== '' && withinLimits(network, joined) ? joined : null;
}
