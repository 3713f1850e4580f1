import { findHashtags, fold, toHashtag } from '../text';
import { STOPWORDS, TOPICS, type Topic } from './lexicon';
import type { PhrasePack } from './phrases';

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
  /** Content words and names, most important first, as written. */
  keyTerms: string[];
  /** Hashtags (with '#') built from the key terms, most important first. */
  termTags: string[];
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
  const trimmed = sentence.trim().replace(/[,;]+$/, '');
  if (/[.!?…:]["”')]?$/u.test(trimmed)) return trimmed;
  if (/(?:https?:\/\/|www\.)\S+$/u.test(trimmed)) return trimmed;
  if (/#[\p{L}\p{N}_]+$/u.test(trimmed)) return trimmed;
  if (/\p{Extended_Pictographic}\uFE0F?$/u.test(trimmed)) return trimmed;
  return `${trimmed}.`;
}

function splitSentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?…])\s+(?=["“¿¡(]?[\p{Lu}\p{N}])/u)
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
  const parts = lines
    .join(' ')
    .split(/\s*;\s*/)
    .filter(Boolean);
  if (parts.length < 3) return { lead: [], items: [] };
  // "Tips: 1) drink water; 2) sleep well; 3) walk" → lead "Tips:" and three items.
  const lead: string[] = [];
  const titled = /^([^:]{1,60}):\s+(.+)$/u.exec(parts[0] ?? '');
  if (titled) {
    lead.push(`${titled[1]}:`);
    parts[0] = titled[2] ?? '';
  }
  return { lead, items: parts.map((p) => p.replace(INLINE_NUMBER, '')) };
}

function cleanItem(item: string): string {
  return capitalize(item.replace(/[.;,]+$/, '').trim());
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

interface Scored {
  term: string;
  score: number;
  first: number;
  /** Only ever seen opening a sentence or a list item: often a verb ("Compare prices"), rarely a topic. */
  onlyAtStart: boolean;
}

const TOPIC_WORDS: ReadonlySet<string> = new Set(
  TOPICS.flatMap((t) => t.stems.filter((s) => !s.includes(' ')).flatMap((s) => [s, `${s}s`, `${s}es`])),
);

/** Multi-word topic phrases ("cold brew", "black friday") stay one term. */
const PHRASES: ReadonlySet<string> = new Set(TOPICS.flatMap((t) => t.stems.filter((s) => s.includes(' '))));
const NAME_LINKS: ReadonlySet<string> = new Set(['de', 'da', 'do', 'dos', 'das', 'del', 'of', 'y', 'e', '&']);

const LEAD = '[\\s\\-–—•*▪►✓✔]*(?:\\d{1,2}[.)])?\\s*$';
const AFTER_BREAK = new RegExp(`[.!?…:\\n]${LEAD}`, 'u');
const AT_START = new RegExp(`^${LEAD}`, 'u');

/** True for the first word of the text, of a sentence or of a list item. */
function opensSentence(text: string, start: number): boolean {
  const prefix = text.slice(Math.max(0, start - 8), start);
  return (start <= 8 && AT_START.test(prefix)) || AFTER_BREAK.test(prefix);
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const raw = match[0].replace(/['’-]+$/, '');
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
    for (const size of [3, 2]) {
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

/**
 * Inflections that are almost always verbs ("preparamos", "estiveram", "started"): such
 * words describe the brief but make poor hashtags. Endings that nouns share are left out.
 */
const VERB_ENDINGS =
  /(?:[aei]mos|[aei]ram|avamos|[aei]remos|avam|[aei]ndo|iendo|aron|ieron|aban|[^e]ed|mente)$/u;

function looksLikeVerb(term: string): boolean {
  return !term.includes(' ') && /^\p{Ll}/u.test(term) && term.length >= 5 && VERB_ENDINGS.test(fold(term));
}

/** Ranks content terms: repeated, long, early and capitalised (names) terms come first. */
function rankTerms(text: string): { term: string; weak: boolean }[] {
  const scrubbed = text.replace(URL, (m) => ' '.repeat(m.length));
  const scores = new Map<string, Scored>();
  for (const group of groupTerms(scrubbed, tokenize(scrubbed))) {
    const key = fold(group.term);
    const single = group.tokens.length === 1;
    if (single && (STOPWORDS.has(key) || key.replace(/['’-]/g, '').length < 3 || /^\p{N}+$/u.test(key)))
      continue;
    const position = group.tokens[0]?.position ?? 0;
    const entry = scores.get(key) ?? { term: group.term, score: 0, first: position, onlyAtStart: true };
    entry.score +=
      2 +
      (group.term.length >= 6 ? 1 : 0) +
      (position < 12 ? 1 : 0) +
      (group.name ? 1.5 : 0) +
      (single ? 0 : 1);
    if (!single || !group.tokens[0]?.sentenceStart) entry.onlyAtStart = false;
    scores.set(key, entry);
  }
  const isWeak = (s: Scored) => !TOPIC_WORDS.has(fold(s.term)) && (s.onlyAtStart || looksLikeVerb(s.term));
  const weight = (s: Scored) => {
    // A word the topic lexicon knows is a subject ("Promoção", "Coffee"), wherever it stands.
    if (TOPIC_WORDS.has(fold(s.term))) return s.score + 1;
    return isWeak(s) ? s.score * 0.35 : s.score;
  };
  return [...scores.values()]
    .sort((a, b) => weight(b) - weight(a) || a.first - b.first)
    .map((s) => ({ term: s.term, weak: isWeak(s) }));
}

function matchTopics(text: string): Topic[] {
  const folded = ` ${fold(text).replace(/[^\p{L}\p{N}'’-]+/gu, ' ')} `;
  const words = new Set(folded.trim().split(' '));
  const scored: { topic: Topic; hits: number; order: number }[] = [];
  TOPICS.forEach((topic, order) => {
    let hits = 0;
    for (const stem of topic.stems) {
      if (stem.includes(' ')) {
        if (folded.includes(` ${stem} `)) hits += 2;
      } else if (words.has(stem) || words.has(`${stem}s`) || words.has(`${stem}es`)) {
        hits += 1;
      }
    }
    if (hits > 0) scored.push({ topic, hits, order });
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
    subject = first.replace(/[.!?…:;,]+$/u, '').trim() || null;
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
  const ranked = rankTerms(everything);
  const keyTerms = ranked.map((r) => r.term);
  const seen = new Set<string>();
  const termTags: string[] = [];
  // Likely verbs and sentence openers describe the brief but make poor hashtags.
  for (const { term } of ranked.filter((r) => !r.weak)) {
    const tag = toHashtag(term);
    const key = tag ? fold(tag) : '';
    if (tag && !seen.has(key)) {
      seen.add(key);
      termTags.push(tag);
    }
  }
  return {
    sentences,
    subject,
    listItems,
    listLead,
    keyTerms,
    termTags,
    topics: matchTopics(everything),
    ownHashtags: findHashtags(everything).map((h) => `#${h.tag}`),
  };
}
