import type { NetworkId, PostTypeId, StyleId } from '@captia/shared';
import type { TopicId } from './lexicon';

/** The five registers the eight styles are written in; each style also has its own lines. */
export type Tone = 'formal' | 'warm' | 'playful' | 'bold' | 'uplift';

export const STYLE_TONE: Readonly<Record<StyleId, Tone>> = {
  professional: 'formal',
  informative: 'formal',
  casual: 'warm',
  friendly: 'warm',
  funny: 'playful',
  bold: 'bold',
  persuasive: 'bold',
  inspirational: 'uplift',
};

/** Styles whose call to action asks directly ("Order yours today") rather than invites. */
export const DIRECT_STYLES: ReadonlySet<StyleId> = new Set(['persuasive', 'bold']);

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
  /** Language-specific clean-up after a topic is put in a frame (e.g. "de el" → "del"). */
  contractions?: readonly [RegExp, string][];
  /** Labels of the lines the brief's facts are woven into (an event's when and where, an offer). */
  labels: { when: string; where: string; offer: string };
  /**
   * Rewrites of the stock lines for a brand that speaks as "I" (its samples say so): the
   * lines are written as "we". Applied in order, whole words only.
   */
  singular: readonly [RegExp, string][];
}
