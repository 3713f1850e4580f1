import { type BrandVoice, fold } from '@captia/shared';
import type { PhrasePack } from './phrases';

/**
 * What the basic generator takes from a brand voice: how many emojis, who speaks, whether
 * it exclaims, its call to action, its hashtags and the words it never uses. Without a
 * brand (or with a brand whose samples are unknown) every habit is the generator's own.
 */
export interface Voice {
  /** none: the samples carry no emoji; few: the opening only; normal; many: on more lines. */
  emojis: 'none' | 'few' | 'normal' | 'many';
  /** The stock lines speak as "I" instead of "we". */
  singular: boolean;
  /** The samples never exclaim: neither do the stock lines. */
  exclaims: boolean;
  callToAction: string | null;
  hashtags: string[];
  /** Whole words (or phrases) to leave out, matched case- and accent-insensitively. */
  avoid: RegExp | null;
}

const LETTERS: Record<string, string> = {
  a: 'aàáâãäå',
  e: 'eèéêë',
  i: 'iìíîï',
  o: 'oòóôõö',
  u: 'uùúûü',
  c: 'cç',
  n: 'nñ',
};

/**
 * A word or phrase as a whole-word, case- and accent-insensitive pattern ("cafe" matches "Café").
 * `-` is not escaped: outside a class, `\-` is a syntax error under the `u` flag ("cutting-edge").
 * A run of n spaces is `\s{n,}`, as `\s+` n times would match, but read once: `\s+\s+` can split
 * a long run of spaces in as many ways as it has spaces.
 */
function pattern(word: string): string {
  const out: string[] = [];
  let spaces = 0;
  for (const c of [...fold(word.trim()), '']) {
    if (c && /\s/u.test(c)) {
      spaces++;
      continue;
    }
    if (spaces > 0) out.push(spaces === 1 ? '\\s+' : `\\s{${spaces},}`);
    spaces = 0;
    const variants = LETTERS[c];
    out.push(variants ? `[${variants}]` : c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  }
  return out.join('');
}

export function avoidPattern(words: readonly string[]): RegExp | null {
  const alternatives = words.filter((w) => fold(w).trim().length > 0).map(pattern);
  if (alternatives.length === 0) return null;
  // Whole words: no letter, mark or digit on either side. NFD marks are covered because the
  // caption text is NFC (the pipeline normalizes it) and the pattern lists precomposed letters.
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{M}\\p{N}])`, 'iu');
}

export function voiceOf(brand: BrandVoice | null | undefined): Voice {
  const traits = brand?.traits;
  const known = Boolean(traits && traits.samples > 0);
  let emojis: Voice['emojis'] = 'normal';
  if (known && traits) {
    if (traits.emojisPerPost < 0.5) emojis = 'none';
    else if (traits.emojisPerPost < 2) emojis = 'few';
    else if (traits.emojisPerPost >= 4) emojis = 'many';
  }
  const cta = brand?.callToAction.trim() ?? '';
  return {
    emojis,
    singular: known && traits?.person === 'singular',
    exclaims: !(known && traits && traits.exclamationsPerPost === 0),
    callToAction: cta ? (/[.!?…]$/u.test(cta) ? cta : `${cta}.`) : null,
    hashtags: brand?.hashtags ?? [],
    avoid: avoidPattern(brand?.wordsToAvoid ?? []),
  };
}

/** A stock line in the brand's voice: "I" for a brand that speaks as "I", no exclamation when it never exclaims. */
export function inVoice(line: string, voice: Voice, pack: PhrasePack): string {
  let out = line;
  if (voice.singular) for (const [from, to] of pack.singular) out = out.replace(from, to);
  if (!voice.exclaims) out = out.replace(/¡/g, '').replace(/\?!+/g, '?').replace(/!+/g, '.');
  return out;
}

/** True when the text holds a word the brand avoids (hashtags read as their words: #CheapDeals → "Cheap Deals"). */
export function breaksVoice(text: string, voice: Voice): boolean {
  if (!voice.avoid) return false;
  const spelled = text.replace(/#([\p{L}\p{M}\p{N}_]+)/gu, (_, tag: string) =>
    tag.replace(/_/g, ' ').replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'),
  );
  return voice.avoid.test(text) || voice.avoid.test(spelled);
}

/**
 * The last guard: removes every word the brand avoids that is still in the caption (it can
 * only come from the brief itself), and any hashtag that spells one.
 */
export function scrubAvoided(text: string, voice: Voice): string {
  if (!voice.avoid) return text;
  const global = new RegExp(voice.avoid.source, 'giu');
  // Each run of spaces looked at once (`/ +([,.;:!?…])/` → '$1' and `/^[ \t]+|[ \t]+$/gm` → ''
  // searched again from each space of a run followed by a word).
  return text
    .replace(/#[\p{L}\p{M}\p{N}_]+/gu, (tag) => (breaksVoice(tag, voice) ? '' : tag))
    .replace(global, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +/g, (run: string, at: number, all: string) =>
      /[,.;:!?…]/u.test(all.charAt(at + run.length)) ? '' : run,
    )
    .replace(/[ \t]+/g, (run: string, at: number, all: string) =>
      lineEdge(all, at - 1) || lineEdge(all, at + run.length) ? '' : run,
    );
}

/** Whether `at` is outside the text or on a line break: where `^` and `$` match under the m flag. */
const lineEdge = (text: string, at: number) =>
  at < 0 || at >= text.length || /[\n\r\u2028\u2029]/.test(text.charAt(at));
