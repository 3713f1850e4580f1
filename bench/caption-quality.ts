import fs from 'node:fs';
import path from 'node:path';
import {
  type Caption,
  captionViolations,
  findHashtags,
  fold,
  LANGUAGES,
  type Language,
  NETWORK_IDS,
  type PostTypeId,
  type ResolvedCaptionRequest,
  removeEmojis,
  type StyleId,
} from '@captia/shared';
import { phrasesEnUS, phrasesEsES, phrasesPtBR } from '../apps/server/src/captions/basic/data';
import { generateBasicCaptions } from '../apps/server/src/captions/basic/generator';
import { isKnownNoun, looksLikeVerb, STOPWORDS, TOPICS } from '../apps/server/src/captions/basic/lexicon';

/**
 * Caption quality of the offline (basic) generator on a fixed brief set
 * (bench/caption-briefs.json: 10 briefs per language, every post type plus a second
 * promotion and event, two styles each),
 * on the 10 networks with 3 variants: the first style short, the second long. Printed per language:
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

export const AI_TELLS = [
  'elevate',
  'unlock',
  'game-changer',
  'game changer',
  'delve',
  'seamless',
  'dive into',
  'eleve',
  'desbloqueie',
  'mergulhe',
  'eleva',
  'desbloquea',
  'sumergete',
  "in today's fast-paced world",
  'no mundo de hoje',
  'en el mundo actual',
];

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

/**
 * The brief set the generator is tuned on (`caption-briefs.json`), or the held-out set
 * (`caption-briefs-holdout.json`: written before the rewriting work and never tuned on — only its
 * aggregate figures are printed, never its captions).
 */
export function loadBriefs(
  name: 'caption-briefs.json' | 'caption-briefs-holdout.json' = 'caption-briefs.json',
): Brief[] {
  const file = path.join(import.meta.dirname, name);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { briefs: Brief[] }).briefs;
}

const squash = (text: string) => fold(text).replace(/\s+/g, ' ').trim();
const openingOf = (text: string) => squash(removeEmojis(text.split('\n')[0] ?? ''));
/** Emojis never count as a change: a brief with an emoji slipped between its sentences is still pasted. */
const plain = (text: string) => squash(removeEmojis(text));

const STOCK_TAGS = new Set(
  [
    ...TOPICS.flatMap((t) => Object.values(t.tags).flat()),
    ...[phrasesEnUS, phrasesPtBR, phrasesEsES].flatMap((p) => Object.values(p.postTypeTags).flat()),
  ].map(fold),
);

/** Folded names of a brief: runs of 1–6 words whose first word is capitalised and does not open a sentence. */
function namesOf(text: string): Set<string> {
  const words = [...text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)];
  const names = new Set<string>();
  words.forEach((word, i) => {
    const index = word.index ?? 0;
    const before = text.slice(0, index).trimEnd();
    if (!/^\p{Lu}/u.test(word[0]) || before === '' || /[.!?¡¿:\n]$/u.test(before)) return;
    let run = '';
    for (const next of words.slice(i, i + 6)) {
      run += fold(next[0]);
      names.add(run);
    }
  });
  return names;
}

/** Why a hashtag is not a noun or a name, or null when it is one. */
export function judgeHashtag(tag: string, brief: string): string | null {
  const key = fold(tag);
  if (STOCK_TAGS.has(key) || fold(brief).includes(`#${key}`) || namesOf(brief).has(key)) return null;
  const words = tag
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean);
  if (words.every((w) => isKnownNoun(w)) || isKnownNoun(words.join(' '))) return null;
  if (/\p{N}/u.test(tag)) return 'number';
  if (words.some((w) => STOPWORDS.has(fold(w)))) return 'stop word';
  if (words.some((w) => looksLikeVerb(w))) return 'verb';
  return 'unknown';
}

export function measureCaptionQuality(
  generate: Generate = generateBasicCaptions,
  briefs: readonly Brief[] = loadBriefs(),
): Record<Language, QualityFigures> {
  const out = {} as Record<Language, QualityFigures>;
  for (const language of LANGUAGES) {
    const figures: QualityFigures = {
      captions: 0,
      sharedOpenings: 0,
      hashtags: 0,
      badHashtags: 0,
      badHashtagExamples: [],
      aiTells: 0,
      wholeBrief: 0,
      violations: 0,
    };
    const mine = briefs.filter((b) => b.language === language);
    const perBrief = mine.map((brief) =>
      brief.styles.flatMap((style, i) =>
        generate({
          networks: [...NETWORK_IDS],
          postType: brief.postType,
          style,
          length: i === 0 ? 'short' : 'long',
          variants: 3,
          emojis: true,
          hashtags: true,
          text: brief.text,
          language,
        }),
      ),
    );
    perBrief.forEach((captions, b) => {
      const brief = mine[b] as Brief;
      const others = new Set(
        perBrief.flatMap((list, o) => (o === b ? [] : list.map((c) => openingOf(c.text)))),
      );
      const pasted = plain(brief.text);
      for (const c of captions) {
        figures.captions++;
        if (others.has(openingOf(c.text))) figures.sharedOpenings++;
        const folded = squash(c.text);
        if (plain(c.text).includes(pasted)) figures.wholeBrief++;
        if (AI_TELLS.some((tell) => new RegExp(`(^|[^\\p{L}])${tell}([^\\p{L}]|$)`, 'u').test(folded)))
          figures.aiTells++;
        if (captionViolations(c.text, c.network, { emojis: true, hashtags: true }).length > 0)
          figures.violations++;
        for (const h of findHashtags(c.text)) {
          figures.hashtags++;
          const why = judgeHashtag(h.tag, brief.text);
          if (why) {
            figures.badHashtags++;
            const example = `#${h.tag} (${why})`;
            if (figures.badHashtagExamples.length < 6 && !figures.badHashtagExamples.includes(example))
              figures.badHashtagExamples.push(example);
          }
        }
      }
    });
    out[language] = figures;
  }
  return out;
}

const pct = (part: number, whole: number) => `${whole ? Math.round((part / whole) * 100) : 0} %`;

/** The bench rows (as bench/run.ts prints them) and the raw figures. */
export function benchCaptionQuality(generate?: Generate): {
  figures: Record<Language, QualityFigures> & { heldOut: Record<Language, QualityFigures> };
  rows: { metric: string; value: string; goal: string }[];
} {
  const figures = measureCaptionQuality(generate);
  const rows: { metric: string; value: string; goal: string }[] = [];
  for (const [language, f] of Object.entries(figures)) {
    const p = `[basic ${language}, ${f.captions} captions]`;
    rows.push({
      metric: `${p} opening shared with another brief`,
      value: `${f.sharedOpenings} (${pct(f.sharedOpenings, f.captions)})`,
      goal: 'lower is better',
    });
    rows.push({
      metric: `${p} hashtags not a noun or name`,
      value: `${f.badHashtags} of ${f.hashtags}${f.badHashtagExamples.length ? ` e.g. ${f.badHashtagExamples.join(', ')}` : ''}`,
      goal: '0',
    });
    rows.push({ metric: `${p} AI-tell phrases`, value: String(f.aiTells), goal: '0' });
    rows.push({
      metric: `${p} whole brief pasted unchanged`,
      value: `${f.wholeBrief} (${pct(f.wholeBrief, f.captions)})`,
      goal: '< 50 %',
    });
    rows.push({ metric: `${p} rule violations`, value: String(f.violations), goal: '0' });
  }
  // The held-out briefs: the figure the rewriting is judged by, on briefs it was not tuned on.
  const heldOut = measureCaptionQuality(generate, loadBriefs('caption-briefs-holdout.json'));
  for (const [language, f] of Object.entries(heldOut)) {
    const p = `[basic ${language}, held-out briefs, ${f.captions} captions]`;
    rows.push({
      metric: `${p} whole brief pasted unchanged`,
      value: `${f.wholeBrief} (${pct(f.wholeBrief, f.captions)})`,
      goal: `< 50 % ${f.wholeBrief * 2 < f.captions ? '✓' : '✗'}`,
    });
    rows.push({
      metric: `${p} AI tells · rule violations`,
      value: `${f.aiTells} · ${f.violations}`,
      goal: '0 · 0',
    });
  }
  return { figures: { ...figures, heldOut }, rows };
}
