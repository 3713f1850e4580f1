import { z } from 'zod';
import { findHashtags, fold, listEmojis } from '../captions/text';

/**
 * A brand's habits measured from its sample posts — counting, no model: what the basic
 * generator imitates, what the AI prompt states, and what the Brands screen says in words.
 */
export const BrandTraitsSchema = z
  .object({
    /** How many samples were measured (0: nothing known; the rest are then neutral defaults). */
    samples: z.number().int().min(0),
    emojisPerPost: z.number().min(0),
    hashtagsPerPost: z.number().min(0),
    /** Median length of a sample, in characters. */
    typicalLength: z.number().int().min(0),
    wordsPerSentence: z.number().min(0),
    exclamationsPerPost: z.number().min(0),
    /** Who speaks: "I" (singular), "we" (plural), both, or nobody in particular. */
    person: z.enum(['singular', 'plural', 'mixed', 'none']),
    /** How the reader is addressed: as you/você/tú (direct), as usted/o senhor (formal), or not at all. */
    address: z.enum(['direct', 'formal', 'none']),
    formality: z.enum(['casual', 'neutral', 'formal']),
  })
  .meta({ id: 'BrandTraits' });
export type BrandTraits = z.output<typeof BrandTraitsSchema>;

export const NEUTRAL_TRAITS: BrandTraits = {
  samples: 0,
  emojisPerPost: 0,
  hashtagsPerPost: 0,
  typicalLength: 0,
  wordsPerSentence: 0,
  exclamationsPerPost: 0,
  person: 'none',
  address: 'none',
  formality: 'neutral',
};

// Accent-folded words of the three languages (few overlap, and where they do they agree).
const SINGULAR = new Set([
  'i',
  "i'm",
  "i've",
  "i'll",
  'me',
  'my',
  'mine',
  'eu',
  'meu',
  'minha',
  'meus',
  'minhas',
  'mim',
  'comigo',
  'yo',
  'mi',
  'mis',
  'conmigo',
  'mio',
  'mia',
]);
const PLURAL = new Set([
  'we',
  "we're",
  "we've",
  "we'll",
  'us',
  'our',
  'ours',
  'nos',
  'nosso',
  'nossa',
  'nossos',
  'nossas',
  'conosco',
  'nosotros',
  'nosotras',
  'nuestro',
  'nuestra',
  'nuestros',
  'nuestras',
]);
const DIRECT = new Set([
  'you',
  'your',
  'yours',
  "you're",
  "you'll",
  'voce',
  'voces',
  'vc',
  'te',
  'teu',
  'tua',
  'tu',
  'ti',
  'contigo',
  'vosotros',
  'vosotras',
  'vuestro',
  'vuestra',
]);
const FORMAL = new Set(['usted', 'ustedes', 'senhor', 'senhora', 'senhores', 'senhoras']);
const CASUAL = new Set([
  'haha',
  'hahaha',
  'kkk',
  'kkkk',
  'jaja',
  'jajaja',
  'lol',
  'omg',
  'pra',
  'ta',
  'ne',
  'gonna',
  'wanna',
  'yay',
  'vamo',
  'bora',
  'tipo',
  'mano',
  'guys',
  'galera',
  'gente',
]);

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function words(text: string): string[] {
  return fold(text)
    .replace(/#[\p{L}\p{N}_]+/gu, ' ')
    .split(/[^\p{L}\p{N}'’]+/u)
    .map((w) => w.replace(/’/g, "'"))
    .filter(Boolean);
}

/** Measures the samples' habits. Pure and deterministic. */
export function measureTraits(samples: readonly string[]): BrandTraits {
  const posts = samples.map((s) => s.trim()).filter(Boolean);
  if (posts.length === 0) return NEUTRAL_TRAITS;
  let singular = 0;
  let plural = 0;
  let direct = 0;
  let formal = 0;
  let casual = 0;
  const sentenceLengths: number[] = [];
  for (const post of posts) {
    const all = words(post);
    for (const w of all) {
      if (SINGULAR.has(w)) singular++;
      if (PLURAL.has(w)) plural++;
      if (DIRECT.has(w)) direct++;
      if (FORMAL.has(w)) formal++;
      if (CASUAL.has(w)) casual++;
    }
    for (const sentence of post.split(/[.!?…\n]+/u)) {
      const count = words(sentence).length;
      if (count > 0) sentenceLengths.push(count);
    }
  }
  const emojisPerPost = mean(posts.map((p) => listEmojis(p).length));
  const exclamationsPerPost = mean(posts.map((p) => (p.match(/!/g) ?? []).length));
  const wordsPerSentence = mean(sentenceLengths);
  const person =
    singular && plural
      ? singular > 2 * plural
        ? 'singular'
        : plural > 2 * singular
          ? 'plural'
          : 'mixed'
      : singular
        ? 'singular'
        : plural
          ? 'plural'
          : 'none';
  const casualScore = emojisPerPost + exclamationsPerPost + casual / posts.length;
  const formality =
    formal > direct || (casualScore < 0.5 && wordsPerSentence >= 16)
      ? 'formal'
      : casualScore >= 2
        ? 'casual'
        : 'neutral';
  return {
    samples: posts.length,
    emojisPerPost: round1(emojisPerPost),
    hashtagsPerPost: round1(mean(posts.map((p) => findHashtags(p).length))),
    typicalLength: Math.round(median(posts.map((p) => p.length))),
    wordsPerSentence: round1(wordsPerSentence),
    exclamationsPerPost: round1(exclamationsPerPost),
    person,
    address: formal > direct ? 'formal' : direct > 0 ? 'direct' : 'none',
    formality,
  };
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The traits as sentences for people, through the catalogs (`brands.traits.*`). */
export function describeTraits(traits: BrandTraits, t: Translate): string[] {
  if (traits.samples === 0) return [t('brands.traits.none')];
  const level = (n: number) => (n === 0 ? 'none' : n < 1.5 ? 'few' : 'many');
  return [
    t(`brands.traits.emojis.${level(traits.emojisPerPost)}`, { count: traits.emojisPerPost }),
    t(`brands.traits.hashtags.${level(traits.hashtagsPerPost)}`, { count: traits.hashtagsPerPost }),
    t('brands.traits.length', { characters: traits.typicalLength, words: traits.wordsPerSentence }),
    t(`brands.traits.exclamations.${level(traits.exclamationsPerPost)}`),
    t(`brands.traits.person.${traits.person}`),
    t(`brands.traits.address.${traits.address}`),
    t(`brands.traits.formality.${traits.formality}`),
  ];
}
