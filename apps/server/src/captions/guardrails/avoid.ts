import { charsOf, fold, isSpace } from '@captia/shared';
import {
  escapeRegExp,
  hasContent,
  hasFacts,
  stickyWholeWords,
  tidySentence,
  wholeWords,
  wordKey,
} from './text';
import type { TellList } from './types';

/** A brand's words to avoid, ready to run. */
export interface AvoidList {
  patterns: RegExp[];
  /** Each pattern without its lookbehind, sticky: for a match right after a removed word. */
  stickies: RegExp[];
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
    const sources = cleaned.map((w) => escapeRegExp(w).replace(/\s+/g, ' '));
    list = {
      patterns: sources.map(wholeWords),
      stickies: sources.map(stickyWholeWords),
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

/**
 * The text a removal builds, kept as code units so that its end can be read and cut in place:
 * each removal reads and trims only the end of what comes before the word (a string rebuilt and
 * searched from its start at every removal made a sentence full of avoided words quadratic).
 */
class Builder {
  private units: Uint16Array;
  length = 0;
  /** Where the first non-space (`\S`) character is (-1: none). */
  private solid = -1;

  constructor(capacity: number) {
    this.units = new Uint16Array(Math.max(16, capacity));
  }

  push(text: string): void {
    if (this.length + text.length > this.units.length) {
      const grown = new Uint16Array(2 * (this.length + text.length));
      grown.set(this.units.subarray(0, this.length));
      this.units = grown;
    }
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (this.solid < 0 && !isSpace(text.charAt(i))) this.solid = this.length;
      this.units[this.length++] = code;
    }
  }

  /** Cuts the text to `length` code units. */
  cut(length: number): void {
    this.length = length;
    if (this.solid >= length) this.solid = -1;
  }

  /** Whether the first `length` code units hold a non-space character. */
  solidBefore(length: number): boolean {
    return this.solid >= 0 && this.solid < length;
  }

  /** The code point that ends at `end` ('' at the start). */
  charBefore(end: number): string {
    if (end <= 0) return '';
    const low = this.units[end - 1] as number;
    if (end >= 2 && low >= 0xdc00 && low <= 0xdfff) {
      const high = this.units[end - 2] as number;
      if (high >= 0xd800 && high <= 0xdbff) return String.fromCharCode(high, low);
    }
    return String.fromCharCode(low);
  }

  /** Where the run of characters passing `test` that ends at `end` starts, read back at most `limit` units (-1 past it). */
  runStart(end: number, test: (char: string) => boolean, limit = Number.POSITIVE_INFINITY): number {
    let at = end;
    for (let char = this.charBefore(at); char && test(char); char = this.charBefore(at)) {
      at -= char.length;
      if (end - at > limit) return -1;
    }
    return at;
  }

  slice(start: number, end: number): string {
    let out = '';
    for (let at = start; at < end; at += 4096)
      out += String.fromCharCode(...this.units.subarray(at, Math.min(end, at + 4096)));
    return out;
  }
}

const BLANK = charsOf(' \t\u00A0');
const isWordChar = (char: string) => /^[\p{L}\p{M}\p{N}_'’]$/u.test(char);
const notBlank = (char: string) => !BLANK(char);

/**
 * The longest word read at the end of the text before a removed word: the function words,
 * conjunctions and articles looked for there are short. A longer word is none of them (one of
 * them would need dozens of combining marks to be read this long).
 */
const WORD_LIMIT = 48;

/** The last word of `left` before its trailing spaces, as `([\p{L}\p{M}\p{N}_'’]+)[ \t\u00A0]*$` finds it. */
function lastWord(left: Builder): { word: string; start: number } | null {
  const spaces = left.runStart(left.length, BLANK);
  const start = left.runStart(spaces, isWordChar, WORD_LIMIT);
  if (start < 0 || start === spaces) return null;
  return { word: left.slice(start, spaces), start };
}

/** The run of non-blank characters that ends `left` before its trailing spaces, if short, and where it starts. */
function lastChunk(left: Builder, limit: number): { chunk: string; start: number; spaces: number } | null {
  const spaces = left.runStart(left.length, BLANK);
  const start = left.runStart(spaces, notBlank, limit);
  if (start < 0 || start === spaces) return null;
  return { chunk: left.slice(start, spaces), start, spaces };
}

const removals = new Map<TellList, Removal>();

/** What a removal needs of the language's lists, made once a list (not at each sentence). */
function removalFor(list: TellList, english: boolean): Removal {
  let removal = removals.get(list);
  if (!removal) {
    removal = {
      conjunctions: new Set(list.conjunctions.map((c) => c.toLowerCase())),
      conjunctionLimit: Math.max(...list.conjunctions.map((c) => c.length)),
      functionWords: new Set(list.functionWords.map(wordKey)),
      english,
    };
    removals.set(list, removal);
  }
  return removal;
}

interface Removal {
  conjunctions: Set<string>;
  conjunctionLimit: number;
  functionWords: Set<string>;
  english: boolean;
}

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
  const removal = removalFor(list, english);
  let out = sentence;
  let changed = false;
  let broken = false;
  for (const [index, re] of avoid.patterns.entries()) {
    // At most 100 removals of one word in a sentence, as ever.
    let budget = 100;
    while (budget > 0) {
      re.lastIndex = 0;
      if (!re.test(out)) break;
      const pass = removeAll(out, re, avoid.stickies[index] as RegExp, removal, budget);
      changed = true;
      broken ||= pass.broken;
      budget -= pass.removed;
      out = pass.text;
    }
  }
  if (!changed) return sentence;
  const { functionWords } = removal;
  const tidied = tidySentence(out, sentence);
  const meaningful = (tidied.match(/[\p{L}\p{M}'’]+/gu) ?? []).some((w) => !functionWords.has(wordKey(w)));
  if (!keep && !meaningful && !/[\p{N}\uE000]/u.test(tidied)) return null;
  // A sentence the removal broke goes, unless it holds a fact: then the mended remnant stays.
  if (!keep && broken && !hasFacts(tidied)) return null;
  return tidied;
}

/**
 * Every match of `re` in `text` removed, first to last, in one pass: each as the text reads once
 * the ones before it are gone, i.e. the text before it is what was built so far (read at its end
 * only) and the text after it is still `text`'s. `sticky`: `re` without its lookbehind, for a
 * match right after a removed one (it follows a space there, which `text` does not show).
 * A removal that joins two halves of a match leaves it to the next pass.
 */
function removeAll(
  text: string,
  re: RegExp,
  sticky: RegExp,
  removal: Removal,
  budget: number,
): { text: string; removed: number; broken: boolean } {
  const { conjunctions, conjunctionLimit, functionWords, english } = removal;
  const left = new Builder(text.length + 16);
  let q = 0;
  let removed = 0;
  let broken = false;
  // Whether the text at `q` follows a removal (a space) where `text` shows a word's character.
  let afterRemoval = false;
  while (removed < budget) {
    let m: RegExpExecArray | null = null;
    if (afterRemoval) {
      sticky.lastIndex = q;
      m = sticky.exec(text);
    }
    if (!m) {
      re.lastIndex = afterRemoval ? q + 1 : q;
      if (re.lastIndex > text.length) break;
      m = re.exec(text);
    }
    if (!m) break;
    removed++;
    left.push(text.slice(q, m.index));
    const matchEnd = m.index + m[0].length;
    let rightStart = matchEnd;
    let spaced = false;
    const conjAfter = CONJ_AFTER.exec(text.slice(matchEnd));
    if (conjAfter && conjunctions.has((conjAfter[1] as string).toLowerCase())) {
      rightStart = matchEnd + conjAfter[0].length;
      spaced = true;
    } else {
      const chunk = lastChunk(left, conjunctionLimit);
      if (chunk && conjunctions.has(chunk.chunk.toLowerCase())) {
        // The conjunction goes with the spaces before it, unless nothing but spaces would remain.
        const before = chunk.start === 0 ? 0 : left.runStart(chunk.start, BLANK);
        if (chunk.start === 0 || before < chunk.start) {
          if (left.solidBefore(before)) left.cut(before);
        }
      }
    }
    const right = text.slice(rightStart);
    const closesClause = /^[ \t\u00A0]*(?:[,.;:!?…)\]]|$)/.test(right);
    const lastLeft = lastWord(left)?.word;
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
      for (let w = lastWord(left); w && functionWords.has(wordKey(w.word)); w = lastWord(left))
        left.cut(w.start);
    }
    if (english) {
      // "an affordable gift" → "a gift"; "a unique idea" → "an idea".
      const article = lastChunk(left, 2);
      const next = /^[ \t\u00A0]*(\p{L})/u.exec(right)?.[1];
      if (
        article &&
        /^an?$/i.test(article.chunk) &&
        (article.start === 0 || BLANK(left.charBefore(article.start))) &&
        next
      ) {
        const vowel = /[aeiou]/i.test(next);
        const first = article.chunk[0];
        const fixed = vowel ? (first === 'A' ? 'An' : 'an') : first === 'A' ? 'A' : 'a';
        left.cut(article.start);
        left.push(fixed);
      }
    }
    left.push(spaced ? '  ' : ' ');
    q = rightStart;
    // The old text showed a word's character before `q`; the new one, a space.
    afterRemoval = q > 0 && isWordChar(charBefore(text, q));
  }
  return { text: left.slice(0, left.length) + text.slice(q), removed, broken };
}

/** A conjunction right after a removed word, between spaces (`^[ \t\u00A0]+(?:and|or|&)[ \t\u00A0]+`). */
const CONJ_AFTER = /^[ \t\u00A0]+([^ \t\u00A0]{1,3})[ \t\u00A0]+/;

/** The code point that ends at `end` in `text`. */
function charBefore(text: string, end: number): string {
  const low = text.charCodeAt(end - 1);
  if (end >= 2 && low >= 0xdc00 && low <= 0xdfff) return text.slice(end - 2, end);
  return text.charAt(end - 1);
}
