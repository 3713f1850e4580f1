import { charsOf, findHashtags, fold, toHashtag, trimEndWhile } from '@captia/shared';
import { looksLikeVerb, lookupNoun, NOUN_PHRASES, STOPWORDS, TOPICS, type Topic } from './lexicon';
import type { PhrasePack } from './phrases';
import { endsWithLink, splitTrimmed, titleOf } from './scanning';

/** What the basic generator learns from the user's brief. */
export interface BriefAnalysis {
  /** The brief as clean sentences (capitalised, punctuated), in order. */
  sentences: string[];
  /** When the brief only named a subject ("write a post about X"): X. */
  subject: string | null;
  /** Items when the brief is a list (bullets, lines, or "a; b; c"). */
  listItems: string[];
  /** The sentences of a list-shaped brief that are not items (its title or intro). */
  listLead: string[];
  /** Hashtags (with '#') of the brief's names: runs of capitalised words that do not open a sentence. */
  nameTags: string[];
  /** The same names as written ("Green Leaf Books"). */
  names: string[];
  /** The brief's nouns the lexicon knows, as written, in the brief's order ("candles", "masa madre"). */
  nouns: string[];
  /** Hashtags (with '#') of the brief's nouns the lexicon knows, in the brief's order and spelling. */
  nounTags: string[];
  /** Emojis of those nouns (yoga → 🧘), in the brief's order: the most specific emojis there are. */
  nounEmojis: string[];
  /** Topics the brief is about, most relevant first. */
  topics: Topic[];
  /** Hashtags the user wrote in the brief. */
  ownHashtags: string[];
}

const URL = /\b(?:https?:\/\/|www\.)\S+/giu;
const WORD = /[\p{L}\p{M}][\p{L}\p{M}\p{N}'’-]*/gu;
const BULLET = /^\s*(?:[-–—•*▪►✓✔]|\d{1,2}[.)])\s+/u;

function capitalize(sentence: string): string {
  return sentence.replace(
    /^(["“'‘(¿¡]*)(\p{Ll})/u,
    (_, lead: string, letter: string) => lead + letter.toLocaleUpperCase(),
  );
}

/** Ends a sentence with punctuation unless it already ends with some, a link, a tag or an emoji. */
function punctuate(sentence: string): string {
  const trimmed = trimEndWhile(sentence.trim(), charsOf(',;'));
  if (/[.!?…:]["”')]?$/u.test(trimmed)) return trimmed;
  if (endsWithLink(trimmed)) return trimmed;
  if (/#[\p{L}\p{N}_]+$/u.test(trimmed)) return trimmed;
  if (/\p{Extended_Pictographic}\uFE0F?$/u.test(trimmed)) return trimmed;
  return `${trimmed}.`;
}

function splitSentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?…])\s+(?=["“¿¡(]?[\p{Lu}\p{N}$€£])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** "write a caption about our new café" → "our new café" (the instruction patterns of every language apply). */
function stripInstruction(text: string, packs: readonly PhrasePack[]): string | null {
  for (const pack of packs) {
    for (const pattern of pack.instructions) {
      const match = pattern.exec(text);
      if (match && match[0].length < text.length) return text.slice(match[0].length);
    }
  }
  return null;
}

interface ListShape {
  /** The brief's own title or intro ("How to save:"), if any. */
  lead: string[];
  items: string[];
}

const INLINE_NUMBER = /^\s*(?:\d{1,2}[.)]|[-–—•*])\s+/u;

/** Items of a list-shaped brief: bullet lines, three or more short lines, or "a; b; c". */
function listOf(lines: string[]): ListShape {
  const bullets = lines.filter((l) => BULLET.test(l));
  if (bullets.length >= 2) {
    return {
      lead: lines.filter((l) => !BULLET.test(l)),
      items: bullets.map((l) => l.replace(BULLET, '').trim()),
    };
  }
  if (lines.length >= 3 && lines.every((l) => l.length <= 120)) {
    const [first = '', ...rest] = lines;
    return first.endsWith(':') ? { lead: [first], items: rest } : { lead: [], items: lines };
  }
  const parts = splitTrimmed(lines.join(' '), ';').filter(Boolean);
  if (parts.length < 3) return { lead: [], items: [] };
  // "Tips: 1) drink water; 2) sleep well; 3) walk" → lead "Tips:" and three items.
  const lead: string[] = [];
  const titled = titleOf(parts[0] ?? '');
  if (titled) {
    lead.push(`${titled[0]}:`);
    parts[0] = titled[1];
  }
  return { lead, items: parts.map((p) => p.replace(INLINE_NUMBER, '')) };
}

function cleanItem(item: string): string {
  return capitalize(trimEndWhile(item, charsOf('.;,')).trim());
}

interface Token {
  raw: string;
  key: string;
  start: number;
  end: number;
  position: number;
  capital: boolean;
  sentenceStart: boolean;
}

/** Multi-word topic phrases ("cold brew", "black friday") stay one term. */
const PHRASES: ReadonlySet<string> = new Set(TOPICS.flatMap((t) => t.stems.filter((s) => s.includes(' '))));

/** The first words of `phrases`: a word that is none of them opens no phrase, and nothing more is built. */
function firstWords(phrases: Iterable<string>): ReadonlySet<string> {
  return new Set([...phrases].map((phrase) => phrase.slice(0, phrase.indexOf(' '))));
}
const PHRASE_FIRSTS = firstWords(PHRASES);
const NOUN_PHRASE_FIRSTS = firstWords(NOUN_PHRASES);
const NAME_LINKS: ReadonlySet<string> = new Set(['de', 'da', 'do', 'dos', 'das', 'del', 'of', 'y', 'e', '&']);

/**
 * What may stand between a sentence's end and its first word: spaces, a bullet, an item's number.
 * (`[set]*(?:\d{1,2}[.)])?\s*`, written so that no two parts take the same spaces.)
 */
const LEAD = /^[\s\-–—•*▪►✓✔]*(?:\d{1,2}[.)]\s*)?$/u;
const BREAK = charsOf('.!?…:\n');

/** True for the first word of the text, of a sentence or of a list item (exported for its test). */
export function opensSentence(text: string, start: number): boolean {
  const prefix = text.slice(Math.max(0, start - 8), start);
  if (start <= 8 && LEAD.test(prefix)) return true;
  // `[.!?…:\n]LEAD$`: a break, then only a lead to the end (a prefix is 8 characters at most).
  for (let at = 0; at < prefix.length; at++)
    if (BREAK(prefix.charAt(at)) && LEAD.test(prefix.slice(at + 1))) return true;
  return false;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const raw = trimEndWhile(match[0], charsOf("'’-"));
    const start = match.index ?? 0;
    const before = text[start - 1];
    if (before === '#' || before === '@') continue;
    tokens.push({
      raw,
      key: fold(raw),
      start,
      end: start + raw.length,
      position: tokens.length,
      capital: /^\p{Lu}/u.test(raw),
      sentenceStart: opensSentence(text, start),
    });
  }
  return tokens;
}

function adjacent(text: string, a: Token, b: Token): boolean {
  return text.slice(a.end, b.start) === ' ';
}

/** Groups tokens into terms: names ("São Paulo"), topic phrases ("cold brew"), or single words. */
function groupTerms(text: string, tokens: Token[]): { term: string; tokens: Token[]; name: boolean }[] {
  const groups: { term: string; tokens: Token[]; name: boolean }[] = [];
  let i = 0;
  while (i < tokens.length) {
    const first = tokens[i] as Token;
    let taken = 1;
    let name = false;
    for (const size of PHRASE_FIRSTS.has(first.key) ? [3, 2] : []) {
      const run = tokens.slice(i, i + size);
      if (run.length < size || !run.every((t, k) => k === 0 || adjacent(text, run[k - 1] as Token, t)))
        continue;
      if (PHRASES.has(run.map((t) => t.key).join(' '))) {
        taken = size;
        break;
      }
    }
    if (taken === 1 && first.capital) {
      let j = i + 1;
      while (j < tokens.length) {
        const next = tokens[j] as Token;
        const after = tokens[j + 1];
        if (!adjacent(text, tokens[j - 1] as Token, next)) break;
        if (next.capital) j++;
        else if (NAME_LINKS.has(next.key) && after?.capital && adjacent(text, next, after)) j += 2;
        else break;
      }
      if (j - i >= 2) {
        taken = j - i;
        name = true;
      }
    }
    const run = tokens.slice(i, i + taken);
    groups.push({
      term: run.map((t) => t.raw).join(' '),
      tokens: run,
      name: name || (first.capital && !first.sentenceStart),
    });
    i += taken;
  }
  return groups;
}

/** A word that may stand in a hashtag: no stop word, verb or number, at least two letters. */
function taggable(word: string): boolean {
  const key = fold(word);
  return (
    key.replace(/['’-]/g, '').length >= 2 && !/\p{N}/u.test(key) && !STOPWORDS.has(key) && !looksLikeVerb(key)
  );
}

/**
 * Names as hashtags: "Green Leaf Books" → #GreenLeafBooks. A name is a run of capitalised
 * words that does not open a sentence (or a run of two or more anywhere); stop words and
 * verbs at its ends are dropped ("Starting March" is no name), and no word may hold a digit.
 */
function namesOf(groups: { term: string; tokens: Token[]; name: boolean }[]): { tag: string; raw: string }[] {
  const out: { tag: string; raw: string }[] = [];
  for (const group of groups) {
    if (!group.name) continue;
    const words = group.tokens.map((t) => t.raw);
    while (words.length > 0 && !taggable(words[0] as string)) words.shift();
    while (words.length > 0 && !taggable(words[words.length - 1] as string)) words.pop();
    if (words.length === 0 || words.some((w) => /\p{N}/u.test(w))) continue;
    if (words.join('').length < 3) continue;
    const tag = toHashtag(words.join(' '));
    if (tag) out.push({ tag, raw: words.join(' ') });
  }
  return out;
}

/** Nouns the lexicon knows, phrases first ("masa madre"), as hashtags in the brief's spelling, with their emojis. */
function nounsOf(tokens: Token[]): { tags: string[]; raws: string[]; emojis: string[] } {
  const found: { at: number; tag: string; raw: string; key: string; emoji: string | null }[] = [];
  const taken = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    if (!NOUN_PHRASE_FIRSTS.has((tokens[i] as Token).key)) continue;
    for (const size of [3, 2]) {
      const run = tokens.slice(i, i + size);
      if (run.length < size || run.some((t) => taken.has(t.position))) continue;
      const key = run.map((t) => t.key).join(' ');
      if (!NOUN_PHRASES.has(key)) continue;
      const noun = lookupNoun(key);
      const raw = run.map((t) => t.raw).join(' ');
      const tag = toHashtag(raw);
      if (noun && tag) found.push({ at: i, tag, raw, key: noun.key, emoji: noun.emoji });
      for (const t of run) taken.add(t.position);
    }
  }
  for (const token of tokens) {
    if (taken.has(token.position) || STOPWORDS.has(token.key) || /\p{N}/u.test(token.key)) continue;
    const noun = lookupNoun(token.raw);
    const tag = noun ? toHashtag(token.raw) : null;
    if (noun && tag)
      found.push({ at: token.position, tag, raw: token.raw, key: noun.key, emoji: noun.emoji });
  }
  found.sort((a, b) => a.at - b.at);
  const keys = new Set<string>();
  const tags: string[] = [];
  const raws: string[] = [];
  const emojis: string[] = [];
  for (const f of found) {
    if (keys.has(f.key)) continue;
    keys.add(f.key);
    tags.push(f.tag);
    raws.push(f.raw);
    if (f.emoji && !emojis.includes(f.emoji)) emojis.push(f.emoji);
  }
  return { tags, raws, emojis };
}

/**
 * The one-word stems by the words that match them (the stem, its -s and -es plurals), each
 * stem once per topic it appears in: `[topic order, stem index]`. Built once.
 */
const STEMS_BY_WORD = (() => {
  const map = new Map<string, number[]>();
  TOPICS.forEach((topic, order) => {
    topic.stems.forEach((stem, index) => {
      if (stem.includes(' ')) return;
      for (const word of new Set([stem, `${stem}s`, `${stem}es`])) {
        const hits = map.get(word) ?? [];
        hits.push(order, index);
        map.set(word, hits);
      }
    });
  });
  return map;
})();

/**
 * The phrase stems (several words) by their first word: a phrase is looked for (between spaces)
 * only in a text that holds its first word, not every phrase of every topic in every brief.
 */
const PHRASE_STEMS_BY_FIRST_WORD = (() => {
  const map = new Map<string, { order: number; padded: string }[]>();
  TOPICS.forEach((topic, order) => {
    for (const stem of topic.stems) {
      if (!stem.includes(' ')) continue;
      const first = stem.slice(0, stem.indexOf(' '));
      const phrases = map.get(first) ?? [];
      phrases.push({ order, padded: ` ${stem} ` });
      map.set(first, phrases);
    }
  });
  return map;
})();

function matchTopics(text: string): Topic[] {
  const folded = ` ${fold(text).replace(/[^\p{L}\p{N}'’-]+/gu, ' ')} `;
  const words = new Set(folded.trim().split(' '));
  // A one-word stem scores 1 when the text holds it or a plural of it; a phrase stem scores 2.
  const hits = new Array<number>(TOPICS.length).fill(0);
  const counted = new Set<number>();
  for (const word of words) {
    for (const { order, padded } of PHRASE_STEMS_BY_FIRST_WORD.get(word) ?? [])
      if (folded.includes(padded)) hits[order] = (hits[order] as number) + 2;
    const stems = STEMS_BY_WORD.get(word);
    if (!stems) continue;
    for (let i = 0; i < stems.length; i += 2) {
      const order = stems[i] as number;
      const key = order * 4096 + (stems[i + 1] as number);
      if (counted.has(key)) continue;
      counted.add(key);
      hits[order] = (hits[order] as number) + 1;
    }
  }
  const scored: { topic: Topic; hits: number; order: number }[] = [];
  TOPICS.forEach((topic, order) => {
    const score = hits[order] as number;
    if (score > 0) scored.push({ topic, hits: score, order });
  });
  // Holidays lead when present: they change the whole message.
  return scored
    .sort(
      (a, b) =>
        Number(Boolean(b.topic.holiday)) - Number(Boolean(a.topic.holiday)) ||
        b.hits - a.hits ||
        a.order - b.order,
    )
    .map((s) => s.topic);
}

export function analyzeBrief(brief: string, packs: readonly PhrasePack[]): BriefAnalysis {
  let text = brief.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  let subject: string | null = null;
  const stripped = stripInstruction(text, packs);
  if (stripped !== null) {
    const [first = '', ...rest] = splitSentences(stripped.replace(/\n+/g, ' '));
    subject = trimEndWhile(first, charsOf('.!?…:;,')).trim() || null;
    text = rest.join(' ');
  }
  const lines = text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const list = listOf(lines);
  const listItems = list.items.map(cleanItem).filter(Boolean);
  const listLead = listItems.length > 0 ? list.lead.map((l) => punctuate(capitalize(l))) : [];
  const sentences = lines
    .flatMap((line) => splitSentences(line.replace(BULLET, '')))
    .map((s) => punctuate(capitalize(s)));
  const everything = [subject ?? '', text].join(' ');
  const scrubbed = everything.replace(URL, (m) => ' '.repeat(m.length));
  const tokens = tokenize(scrubbed);
  const nouns = nounsOf(tokens);
  const names = namesOf(groupTerms(scrubbed, tokens));
  return {
    sentences,
    subject,
    listItems,
    listLead,
    nameTags: [...new Set(names.map((n) => n.tag))],
    names: [...new Set(names.map((n) => n.raw))],
    nounTags: nouns.tags,
    nouns: nouns.raws,
    nounEmojis: nouns.emojis,
    topics: matchTopics(everything),
    ownHashtags: findHashtags(everything).map((h) => `#${h.tag}`),
  };
}
