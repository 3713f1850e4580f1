/**
 * One AI tell and how to mend it. Patterns are regular-expression sources matched as whole
 * words, case- and accent-insensitively ("eleve" also matches "Elevé"); a space matches any run
 * of spaces, an apostrophe matches ' and ’, and `{x}` is a gap of one to six words (write `({x})` to capture it).
 * Templates may use `$1`, `$2`… for the groups; the first letter follows the case of the match.
 */
export type Tell =
  /** Whole words (keys, literal) and what replaces each: one entry per inflection. */
  | { words: Readonly<Record<string, string>> }
  /** A phrase with a plain replacement. */
  | { pattern: string; replace: string }
  /**
   * A phrase that is better gone: the phrase alone (`phrase`) or its whole sentence
   * (`sentence`). `keep` replaces it instead when dropping would lose a fact (the phrase or,
   * for `sentence`, the sentence holds a number, a name, a link…) or empty the caption.
   */
  | { pattern: string; drop: 'phrase' | 'sentence'; keep: string };

/** What each language's data file exports. */
export interface TellList {
  tells: readonly Tell[];
  /** A few of the phrases, quoted in the AI prompt. */
  examples: readonly string[];
  /** "10 – 20" → "10 to 20": the word for a range written with a dash. */
  rangeWord: string;
  /** Words that start a clause of their own ("we", "nós"): a dash before them becomes a full stop. */
  subjects: readonly string[];
  /** Words that announce what follows ("secret", "segredo"): a dash after them becomes a colon. */
  announcers: readonly string[];
  /** Articles, prepositions, copulas…: left dangling when the word after them is removed. */
  functionWords: readonly string[];
  /** Conjunctions that join a removed word to its neighbour ("cheap and cheerful"). */
  conjunctions: readonly string[];
}
