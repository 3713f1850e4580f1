import type { AngleId, NetworkId, PostTypeId, StyleId } from '@captia/shared';

/**
 * The shapes each language's data satisfies (types only: the data files import this, the logic
 * files import the data, so neither imports the other's module). The logic files re-export the
 * names other code uses (`PhrasePack`, `Tone` from ../phrases.ts, `TopicId` from ../lexicon.ts).
 */

/** The five registers the eight styles are written in; each style also has its own lines. */
export type Tone = 'formal' | 'warm' | 'playful' | 'bold' | 'uplift';

/**
 * Everything the basic generator writes in one language besides the user's own words.
 * Lines never state facts about the user's business (no invented prices, dates or
 * scarcity) and carry no emoji or hashtag: those are added by their own switches.
 * Every list has at least three entries so that three variants never repeat a line.
 */
export interface PhrasePack {
  hooks: Readonly<Record<PostTypeId, Readonly<Record<Tone, readonly string[]>>>>;
  ctas: Readonly<Record<PostTypeId, { soft: readonly string[]; direct: readonly string[] }>>;
  details: Readonly<Record<PostTypeId, readonly string[]>>;
  styleLines: Readonly<Record<StyleId, readonly string[]>>;
  networkCtas: Readonly<Record<NetworkId, readonly string[]>>;
  questions: readonly string[];
  listIntros: readonly string[];
  /** Frames for a brief that only names a subject ("write a post about X"): `{topic}` is X. */
  topicFrames: readonly string[];
  seasonHooks: Readonly<Partial<Record<TopicId, readonly string[]>>>;
  postTypeTags: Readonly<Record<PostTypeId, readonly string[]>>;
  /** Requests addressed to the tool ("write a caption about…"), removed from the brief. */
  instructions: readonly RegExp[];
  /**
   * Language-specific clean-up after a topic is put in a frame (e.g. "de el" → "del"); empty
   * when the language's frames need none.
   */
  contractions: readonly (readonly [RegExp, string])[];
  /** Labels of the lines the brief's facts are woven into (an event's when and where, an offer). */
  labels: { when: string; where: string; offer: string };
  /**
   * Rewrites of the stock lines for a brand that speaks as "I" (its samples say so): the
   * lines are written as "we". Applied in order, whole words only.
   */
  singular: readonly (readonly [RegExp, string])[];
}

/**
 * What the offline generator writes for each angle of a campaign (docs/decisions/0029), in one
 * language. A line may name the brief's facts — `{name}`, `{topic}`, `{price}`, `{offer}`,
 * `{when}`, `{where}` — and a countdown `{days}`; a line is used only when the brief has every
 * fact it names, so nothing is invented: no prices, dates, testimonials or scarcity the user
 * did not write. Lines carry no emoji or hashtag (their own switches add those).
 */
export interface AngleData {
  /** First lines: what a reader sees in the feed. */
  openings: Readonly<Record<AngleId, readonly string[]>>;
  /** The middle, built from the facts. */
  bodies: Readonly<Record<AngleId, readonly string[]>>;
  /** The closing ask of each angle (the brand's own call to action replaces it on some). */
  ctas: Readonly<Record<AngleId, readonly string[]>>;
  /** One more line for long posts. */
  details: Readonly<Record<AngleId, readonly string[]>>;
  /** The countdown on its last day. */
  today: readonly string[];
  /** A count of days: `one` for 1 ("1 day"), `other` for any other count, `{n}` the count ("3 days"). */
  days: { one: string; other: string };
  /**
   * "Day 2:" — prefixed when every opening of an angle is taken, so no two slots open alike:
   * `{label}` is the angle's label, `{n}` the count.
   */
  numbered: string;
  angleLabels: Readonly<Record<AngleId, string>>;
}

export type TopicId =
  | 'coffee'
  | 'food'
  | 'bakery'
  | 'sweets'
  | 'drinks'
  | 'fashion'
  | 'beauty'
  | 'fitness'
  | 'health'
  | 'travel'
  | 'tech'
  | 'business'
  | 'education'
  | 'music'
  | 'pets'
  | 'nature'
  | 'home'
  | 'realEstate'
  | 'family'
  | 'sports'
  | 'books'
  | 'art'
  | 'cars'
  | 'finance'
  | 'wedding'
  | 'party'
  | 'handmade'
  | 'sale'
  | 'christmas'
  | 'newYear'
  | 'easter'
  | 'halloween'
  | 'valentines'
  | 'mothersDay'
  | 'fathersDay'
  | 'blackFriday'
  | 'summer'
  | 'winter'
  | 'autumn'
  | 'spring'
  | 'carnival'
  | 'backToSchool';

/** A topic as every language shares it (data/topics.ts): the words are per language. */
export interface TopicEntry {
  id: TopicId;
  /** Emojis, separated by spaces. */
  emojis: string;
  /** A holiday brings its own opening lines and leads the topics; a season only brings its lines. */
  kind?: 'holiday' | 'season';
}

/**
 * A language's words for the brief analysis. The three languages' lists are read together: a
 * brief may be written in another language than the captions. Words are accent-folded and
 * lower-case unless said otherwise.
 */
export interface LexiconData {
  /** Words that never make a key term or a hashtag, separated by white space. */
  stopwords: string;
  /**
   * Each topic's words in this language: `stems`, comma-separated (one word matches that word
   * or its plural in -s/-es; several words match the phrase); `tags`, the hashtag words, most
   * specific first, separated by spaces (as written: accents and capitals).
   */
  topics: Readonly<Record<TopicId, { stems: string; tags: string }>>;
  /**
   * Nouns that may become a hashtag or pick an emoji: `word:emoji` or `word`, singular (plurals
   * are found by the lexicon's `singulars`). Only nouns go here, never a word that is as often a
   * verb ("order", "run"): a hashtag must name a thing, not an action. A multi-word noun always
   * carries its emoji; plain words (no emoji) come last.
   */
  nouns: string;
  /** Topic stems that are not nouns (verbs, adverbs): they pick a topic but never make a hashtag. */
  notNouns: readonly string[];
  /** Common verbs (base forms and frequent inflections), separated by white space. */
  verbs: string;
}

/** Everything the basic generator holds per language. */
export interface BasicLanguageData {
  phrases: PhrasePack;
  angles: AngleData;
  lexicon: LexiconData;
}
