import {
  type Caption,
  type Language,
  type PostTypeId,
  type ResolvedCaptionRequest,
  type StyleId,
} from '@captia/shared';
/**
 * Caption quality of the offline (basic) generator on a fixed brief set
 * (bench/caption-briefs.json: 10 briefs per language, every post type plus a second
 * promotion and event, two styles each),
 * on the 8 networks with 3 variants: the first style short, the second long. Printed per language:
 *
 * - shared openings: captions whose opening line (emojis removed, accent- and case-folded)
 *   also opens a caption of another brief of the same language. Lower is better.
 * - hashtags that are not nouns or names. A closing hashtag is accepted when it is one of the
 *   generator's stock tags (topic and post-type tags, written by hand as nouns), a hashtag the
 *   brief itself holds, a name of the brief (a run of words whose first one is capitalised
 *   mid-sentence), or when each of its words is in the noun lexicon. Anything else counts,
 *   and the reason is the first that applies: a number, a stop word, a verb (the verb list
 *   and the inflection endings), or unknown (a word no list vouches for: counted too, since
 *   the point is that only words known to be nouns or names become tags).
 * - AI-tell phrases: the usual marks of machine-written copy (AI_TELLS). Must be 0.
 * - whole brief pasted: captions that contain the brief unchanged (whitespace, case and emojis
 *   folded, so line breaks or an emoji slipped in do not count as a rewrite). Goal < 50 %.
 * - rule violations: captionViolations (length, switches, hashtag caps, characters). Must be 0.
 */
export declare const AI_TELLS: string[];
interface Brief {
  language: Language;
  postType: PostTypeId;
  styles: [StyleId, StyleId];
  text: string;
}
export interface QualityFigures {
  captions: number;
  sharedOpenings: number;
  hashtags: number;
  badHashtags: number;
  badHashtagExamples: string[];
  aiTells: number;
  wholeBrief: number;
  violations: number;
}
type Generate = (request: ResolvedCaptionRequest) => Caption[];
export declare function loadBriefs(): Brief[];
/** Why a hashtag is not a noun or a name, or null when it is one. */
export declare function judgeHashtag(tag: string, brief: string): string | null;
export declare function measureCaptionQuality(generate?: Generate): Record<Language, QualityFigures>;
/** The bench rows (as bench/run.ts prints them) and the raw figures. */
export declare function benchCaptionQuality(generate?: Generate): {
  figures: Record<Language, QualityFigures>;
  rows: {
    metric: string;
    value: string;
    goal: string;
  }[];
};
