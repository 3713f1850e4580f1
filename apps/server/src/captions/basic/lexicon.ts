import { fold, type Language } from '@captia/shared';
import { LANGUAGE_DATA, TOPIC_TABLE } from './data';
import type { LexiconData, TopicEntry, TopicId } from './data/types';

/** The topic ids (each language's words for a topic are in data/<language>/lexicon.ts). */
export type { TopicId } from './data/types';

/**
 * The order the languages' lists are read in, as when each list was one text for the three: the
 * sets keep it, and a noun two lists give different emojis would take the last one's.
 */
const READING_ORDER: readonly Language[] = ['en-US', 'pt-BR', 'es-ES'];

/** A list of words (separated by white space) of the three languages, in `READING_ORDER`. */
const words = (list: 'stopwords' | 'verbs'): string[] =>
  READING_ORDER.flatMap((language) => LANGUAGE_DATA[language].lexicon[list].split(/\s+/)).filter(Boolean);

/**
 * Words that never make a key term or a hashtag, accent-folded. One list for the three
 * languages: a brief may be written in another language than the captions.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(words('stopwords').map((w) => fold(w)));

export interface Topic {
  id: TopicId;
  /** Accent-folded, lower-case. One word: matches that word or its plural in -s/-es. Several words: matches the phrase. */
  stems: readonly string[];
  emojis: readonly string[];
  /** Hashtag words per caption language, most specific first. */
  tags: Readonly<Record<Language, readonly string[]>>;
  /** Seasonal topics (holidays and seasons) bring their own opening lines. */
  seasonal?: boolean;
  /** Holidays lead the topics when present: they change the whole message. */
  holiday?: boolean;
}

const topicWords = (language: Language, id: TopicId): LexiconData['topics'][TopicId] =>
  LANGUAGE_DATA[language].lexicon.topics[id];

/**
 * Topics in priority order: holidays first, so a Christmas cake is about Christmas first. A topic
 * matches the words of every language (each stem once, however many languages share it).
 */
export const TOPICS: readonly Topic[] = TOPIC_TABLE.map(
  ({ id, emojis, kind }: TopicEntry): Topic => ({
    id,
    stems: [
      ...new Set(
        READING_ORDER.flatMap((language) =>
          topicWords(language, id)
            .stems.split(',')
            .map((s) => s.trim()),
        ),
      ),
    ],
    emojis: emojis.split(' '),
    tags: {
      'pt-BR': topicWords('pt-BR', id).tags.split(' '),
      'en-US': topicWords('en-US', id).tags.split(' '),
      'es-ES': topicWords('es-ES', id).tags.split(' '),
    },
    seasonal: kind !== undefined,
    holiday: kind === 'holiday',
  }),
);

export interface Noun {
  /** Accent-folded singular. */
  key: string;
  emoji: string | null;
}

/** Topic stems that are not nouns (verbs, adverbs): they pick a topic but never make a hashtag. */
const NOT_NOUNS: ReadonlySet<string> = new Set(
  READING_ORDER.flatMap((language) => LANGUAGE_DATA[language].lexicon.notNouns),
);

const NOUNS: ReadonlyMap<string, Noun> = (() => {
  const map = new Map<string, Noun>();
  for (const topic of TOPICS)
    for (const stem of topic.stems) if (!NOT_NOUNS.has(stem)) map.set(stem, { key: stem, emoji: null });
  for (const language of READING_ORDER) {
    const text = LANGUAGE_DATA[language].lexicon.nouns;
    // A multi-word noun ("bolo de pote:🍰") always carries its emoji, so the match ends at it;
    // plain words (no emoji) come last in each list.
    for (const match of text.matchAll(/([^\s:][^:]*?):(\S+)|(\S+)/gu)) {
      const word = (match[1] ?? match[3] ?? '').trim();
      if (!word) continue;
      const key = fold(word);
      map.set(key, { key, emoji: match[2] ?? map.get(key)?.emoji ?? null });
    }
  }
  return map;
})();

/** Multi-word nouns ("bolo de pote", "masa madre"), looked up by their folded words. */
export const NOUN_PHRASES: ReadonlySet<string> = new Set([...NOUNS.keys()].filter((k) => k.includes(' ')));

const foldWord = fold;

/** The singular candidates of a folded word: "candles" → candle, "paes" → pao, "animais" → animal. */
function singulars(key: string): string[] {
  const out = [key];
  if (key.endsWith('oes') || key.endsWith('aes')) out.push(`${key.slice(0, -3)}ao`);
  if (key.endsWith('ns')) out.push(`${key.slice(0, -2)}m`);
  if (key.endsWith('is')) out.push(`${key.slice(0, -2)}l`);
  if (key.endsWith('ies')) out.push(`${key.slice(0, -3)}y`);
  if (key.endsWith('es')) out.push(key.slice(0, -2));
  if (key.endsWith('s')) out.push(key.slice(0, -1));
  return out;
}

/** The noun a word (or phrase) of any of the three languages is, if the lexicon knows it. */
export function lookupNoun(word: string): Noun | null {
  const key = foldWord(word);
  for (const candidate of singulars(key)) {
    const noun = NOUNS.get(candidate);
    if (noun) return noun;
  }
  return null;
}

export function isKnownNoun(word: string): boolean {
  return lookupNoun(word) !== null;
}

/**
 * Common verbs of the three languages (accent-folded base forms and frequent inflections):
 * with the endings below, what keeps a verb from ever becoming a hashtag.
 */
export const VERBS: ReadonlySet<string> = new Set(words('verbs').map(foldWord));

/**
 * Inflections that are almost always verbs ("preparamos", "estiveram", "started"): such
 * words describe the brief but make poor hashtags. Endings that nouns share are left out.
 */
const VERB_ENDINGS =
  /(?:[aei]mos|[aei]ram|avamos|[aei]remos|avam|[aei]ndo|iendo|aron|ieron|aban|[^e]ed|mente)$/u;

/** True for a word the verb list or an inflection ending marks as a verb ("arrives", "preparamos"). */
export function looksLikeVerb(word: string): boolean {
  const key = foldWord(word);
  // A word the noun lexicon knows is a noun here ("reading", "wedding"), whatever its ending.
  if (isKnownNoun(key)) return false;
  if (VERBS.has(key)) return true;
  for (const stem of [
    key.replace(/s$/, ''),
    key.replace(/es$/, ''),
    key.replace(/ed$/, ''),
    key.replace(/ing$/, ''),
    `${key.replace(/ing$/, '')}e`,
  ])
    if (stem !== key && VERBS.has(stem)) return true;
  return !key.includes(' ') && key.length >= 5 && VERB_ENDINGS.test(key);
}
