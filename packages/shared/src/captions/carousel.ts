import { charsOf, trimEndWhile } from '../scan';
import type { NetworkId } from './options';
import { type CaptionRules, prepareCaption, shortenToFit } from './pipeline';
import { graphemeLength } from './text';

/** A carousel's bounds (docs/decisions/0034-threads-carousels-alt-text.md). */
export const MIN_SLIDES = 3;
export const MAX_SLIDES = 10;
/** A slide's title and body, in user-perceived characters: what a design tool shows. */
export const MAX_SLIDE_TITLE = 60;
export const MAX_SLIDE_BODY = 200;

/** One slide of a carousel: the text a user pastes into a design tool. */
export interface Slide {
  title: string;
  body: string;
}

/** Slide text: one line (a title) or paragraphs (a body), without hashtags, emoji as switched. */
function slideText(text: string, network: NetworkId, rules: CaptionRules, max: number, oneLine: boolean) {
  const clean = prepareCaption(oneLine ? text.replace(/\s+/g, ' ') : text, network, {
    emojis: rules.emojis,
    hashtags: false,
  });
  return shortenToFit(clean, (candidate) => graphemeLength(candidate) <= max) ?? '';
}

/** The sentences of a text, in order (a line break ends one too). */
export function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?…\n]+(?:[.!?…]+["'”’)\]]*|\n|$)/gu) ?? [])
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/**
 * Slides written from a text (the basic generator's, or a model's that gave too few): the
 * sentences grouped into 3 to 10 slides, each titled by its first sentence when that is short
 * enough, else by its first words. Null when the text has too little to fill three slides.
 */
export function slidesFromText(text: string): Slide[] | null {
  let parts = sentencesOf(text);
  // Too few sentences: the longest are split at a comma or a semicolon, then between words.
  while (parts.length < MIN_SLIDES) {
    const longest = parts.reduce((best, part, i) => (part.length > (parts[best] ?? '').length ? i : best), 0);
    const part = parts[longest] ?? '';
    const words = part.split(/\s+/);
    if (words.length < 2) return null;
    const comma = part.search(/[,;:]\s/);
    const [head, tail] =
      comma > 0
        ? [part.slice(0, comma + 1), part.slice(comma + 2)]
        : [
            words.slice(0, Math.ceil(words.length / 2)).join(' '),
            words.slice(Math.ceil(words.length / 2)).join(' '),
          ];
    parts = [...parts.slice(0, longest), head.trim(), tail.trim(), ...parts.slice(longest + 1)];
  }
  const count = Math.min(MAX_SLIDES, Math.max(MIN_SLIDES, Math.ceil(parts.length / 2)));
  const groups: string[][] = Array.from({ length: count }, () => []);
  parts.forEach((part, i) => {
    groups[Math.floor((i * count) / parts.length)]?.push(part);
  });
  return groups.map(([first = '', ...rest]) => {
    if (graphemeLength(first) <= MAX_SLIDE_TITLE && rest.length > 0)
      return { title: trimEndWhile(first, charsOf('.…')), body: rest.join(' ') };
    const words = first.split(/\s+/);
    const title = words.slice(0, Math.min(6, Math.max(1, words.length - 1))).join(' ');
    return { title: trimEndWhile(title, charsOf(',;:.…')), body: [first, ...rest].join(' ') };
  });
}

/**
 * A carousel's slides by the rules: 3 to 10 slides, titles on one line within 60 characters,
 * bodies within 200, cut at a word; no hashtags (they go with the caption); emoji as switched.
 * Empty slides are dropped and more than ten are cut to ten; fewer than three come back null
 * (the caller writes them from the caption instead).
 */
export function finalizeSlides(
  raw: readonly Slide[],
  network: NetworkId,
  rules: CaptionRules,
): Slide[] | null {
  const slides = raw
    .map((slide) => ({
      title: slideText(slide.title, network, rules, MAX_SLIDE_TITLE, true),
      body: slideText(slide.body, network, rules, MAX_SLIDE_BODY, false),
    }))
    .filter((slide) => slide.title !== '' || slide.body !== '')
    .slice(0, MAX_SLIDES);
  return slides.length >= MIN_SLIDES ? slides : null;
}
