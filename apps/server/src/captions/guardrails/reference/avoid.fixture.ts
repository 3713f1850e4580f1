/** The implementation before decision 0046 (quadratic on hostile text): the reference its rewrite must agree with on ordinary text. Tests only. */
import { fold } from '@captia/shared';
import type { TellList } from '../types';
import {
  escapeRegExp,
  hasContent,
  hasFacts,
  tidySentence,
  WORD_CHAR,
  wholeWords,
  wordKey,
} from './text.fixture';

/** A brand's words to avoid, ready to run. */
export interface AvoidList {
  patterns: RegExp[];
  /** Hashtags that spell an avoided word ("#cheap", "#low_cost"), by their folded letters. */
  tagKeys: Set<string>;
}

const tagKey = (text: string) => fold(text).replace(/[^\p{L}\p{N}]/gu, '');

const cache = new Map<string, AvoidList>();

export function avoidList(words: readonly string[] | undefined): AvoidList | null {
  const cleaned = (words ?? []).map((w) => w.trim()).filter((w) => hasContent(w));
  if (cleaned.length === 0) return null;
  const key = cleaned.join('\n');
  let list = cache.get(key);
  if (!list) {
    list = {
      patterns: cleaned.map((w) => wholeWords(escapeRegExp(w).replace(/\s+/g, ' '))),
      tagKeys: new Set(cleaned.map(tagKey)),
    };
    if (cache.size > 500) cache.clear();
    cache.set(key, list);
  }
  return list;
}

/** Inline hashtags that spell an avoided word go, before the text is masked. */
export function removeAvoidedTags(text: string, avoid: AvoidList | null): string {
  if (!avoid) return text;
  return text.replace(/(?<![\p{L}\p{N}_&])#([\p{L}\p{M}\p{N}_]+)/gu, (match, tag: string) =>
    avoid.tagKeys.has(tagKey(tag)) ? '' : match,
  );
}

export function isAvoidedTag(tag: string, avoid: AvoidList | null): boolean {
  return !!avoid && avoid.tagKeys.has(tagKey(tag.replace(/^#/, '')));
}

const LAST_WORD = new RegExp(`(${WORD_CHAR.slice(0, -1)}'’]+)[ \\t\\u00A0]*$`, 'u');

/**
 * One sentence without the avoided words. A word joined by a conjunction takes the conjunction
 * with it ("cheap and cheerful" → "cheerful"); a word that ended a clause takes the articles,
 * prepositions and copulas left dangling before it ("It is cheap." → ""), and so does one that
 * leaves two small words meeting ("with our cheap for R$ 5" → "for R$ 5"). Returns null when
 * nothing but such words remains, or when the sentence was broken and holds no fact (the
 * sentence is dropped), unless `keep` says never to drop.
 */
export function removeAvoided(
  sentence: string,
  avoid: AvoidList,
  list: TellList,
  english: boolean,
  keep: boolean,
): string | null {
  const conjunctions = list.conjunctions.map(escapeRegExp).join('|');
  const conjAfter = new RegExp(`^[ \\t\\u00A0]+(?:${conjunctions})[ \\t\\u00A0]+`, 'iu');
  const conjBefore = new RegExp(`(?:^|[ \\t\\u00A0]+)(?:${conjunctions})[ \\t\\u00A0]*$`, 'iu');
  const functionWords = new Set(list.functionWords.map(wordKey));
  let out = sentence;
  let changed = false;
  let broken = false;
  for (const re of avoid.patterns) {
    for (let guard = 0; guard < 100; guard++) {
      re.lastIndex = 0;
      const m = re.exec(out);
      if (!m) break;
      changed = true;
      let left = out.slice(0, m.index);
      let right = out.slice(m.index + m[0].length);
      if (conjAfter.test(right)) right = ` ${right.replace(conjAfter, '')}`;
      else if (conjBefore.test(left) && /\S/.test(left.replace(conjBefore, '')))
        left = left.replace(conjBefore, '');
      const closesClause = /^[ \t\u00A0]*(?:[,.;:!?…)\]]|$)/.test(right);
      const lastLeft = LAST_WORD.exec(left)?.[1];
      const firstRight = /^[ \t\u00A0]*([\p{L}\p{M}'’]+)/u.exec(right)?.[1];
      // "with our sourdough for R$ 5" → "with our for": two small words meet where the word was.
      const gap =
        !closesClause &&
        !!lastLeft &&
        !!firstRight &&
        functionWords.has(wordKey(lastLeft)) &&
        functionWords.has(wordKey(firstRight));
      if (gap) broken = true;
      if (closesClause || gap) {
        // What only led up to the word goes with it.
        for (
          let w = LAST_WORD.exec(left);
          w && functionWords.has(wordKey(w[1] ?? ''));
          w = LAST_WORD.exec(left)
        )
          left = left.slice(0, w.index);
      }
      if (english) {
        // "an affordable gift" → "a gift"; "a unique idea" → "an idea".
        const article = /(?:^|[ \t\u00A0])(an?)[ \t\u00A0]*$/iu.exec(left);
        const next = /^[ \t\u00A0]*(\p{L})/u.exec(right)?.[1];
        if (article?.[1] && next) {
          const vowel = /[aeiou]/i.test(next);
          const fixed = vowel ? (article[1][0] === 'A' ? 'An' : 'an') : article[1][0] === 'A' ? 'A' : 'a';
          left = left.slice(0, left.length - article[0].length + article[0].indexOf(article[1])) + fixed;
        }
      }
      out = `${left} ${right}`;
    }
  }
  if (!changed) return sentence;
  const tidied = tidySentence(out, sentence);
  const meaningful = (tidied.match(/[\p{L}\p{M}'’]+/gu) ?? []).some((w) => !functionWords.has(wordKey(w)));
  if (!keep && !meaningful && !/[\p{N}\uE000]/u.test(tidied)) return null;
  // A sentence the removal broke goes, unless it holds a fact: then the mended remnant stays.
  if (!keep && broken && !hasFacts(tidied)) return null;
  return tidied;
}
