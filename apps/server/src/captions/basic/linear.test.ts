import {
  type BrandVoice,
  type Language,
  measureTraits,
  POST_TYPE_IDS,
  type PostTypeId,
  type ResolvedCaptionRequest,
} from '@captia/shared';
import { assertLinear, repeatTo } from '@captia/shared/linear-time';
import { describe, it } from 'vitest';
import { analyzeBrief } from './analyze';
import { carouselDrafts } from './carousel';
import { phrasesEnUS, phrasesEsES, phrasesPtBR } from './data';
import { briefFacts } from './facts';
import { type AngleSlot, generateBasicDrafts } from './generator';
import { scrubAvoided, voiceOf } from './voice';
import { clauseList, turnClauses, weaveEvent, weaveLeadingDate, weaveOffer } from './weave';

/**
 * The basic generator takes time in proportion to its brief (docs/decisions/0046), whatever the
 * brief repeats: briefs of up to 2,000 characters (the form's limit) made of one hostile piece
 * again and again. "desde el " × 222 once held the server for more than 30 minutes (the date
 * pattern was exponential); each piece here is a shape a rewritten pattern read again and again.
 */

const BRIEF = 2_000;
const POST = 5_000;
const LANGUAGES: readonly Language[] = ['pt-BR', 'en-US', 'es-ES'];
const PACKS = [phrasesPtBR, phrasesEnUS, phrasesEsES];

const FRAGMENTS = [
  'desde el ',
  'Desde el próximo ',
  'a partir de las ',
  'el próximo ',
  'until ',
  'this week only ',
  'hasta ',
  'Rua ',
  'at A ',
  'en el ',
  ', ,',
  ' ,',
  '#a.',
  '— ',
  'x: ',
  '12:00 ',
  'lunes ',
  'sábado, ',
  'March ',
  '3 de ',
  'e e e ',
  'y ',
  'A B ',
  'www.a',
  '20% ',
  '. ',
  '!!',
  ';',
  '\t',
  '  \n',
  '1. a\n',
  'a',
];

const options = { maxSize: BRIEF, runs: 3 };

describe('the brief’s analysis, facts and weaving take time in proportion to the brief', () => {
  const labels = { when: 'When', where: 'Where', offer: 'Offer' };
  const icons = { when: '📅', where: '📍', offer: '💰', condition: '⏳' };
  it.each(FRAGMENTS)('%j repeated', (fragment) => {
    assertLinear(
      'analysis',
      (text) => {
        const analysis = analyzeBrief(text, PACKS);
        briefFacts(text, { names: analysis.names, nouns: analysis.nouns, subject: analysis.subject });
        // The brief as one sentence (the shape the patterns see), then cut as the generator cuts it.
        for (const sentences of [[text], analysis.sentences]) {
          weaveEvent(sentences, labels, icons);
          weaveLeadingDate(sentences, labels, icons);
          weaveOffer(sentences, labels, icons);
          clauseList(sentences);
          turnClauses(sentences);
        }
      },
      (n) => repeatTo(fragment, n),
      options,
    );
  });
});

describe('words to avoid are scrubbed in time in proportion to the caption', () => {
  const brand: BrandVoice = {
    name: 'Bean There',
    description: '',
    audience: '',
    callToAction: '',
    wordsToAvoid: ['a  b', 'cheap deals', 'x', 'e e'],
    hashtags: [],
    samples: [],
    traits: measureTraits([]),
  };
  const voice = voiceOf(brand);
  it.each([' ', 'a ', 'a  ', ' ,', ' \t\n', 'e ', '#a ', 'cheap  '])('%j repeated', (fragment) => {
    assertLinear(
      'scrubAvoided',
      (text) => scrubAvoided(text, voice),
      (n) => repeatTo(fragment, n),
      {
        ...options,
        maxSize: POST,
      },
    );
  });
});

function request(postType: PostTypeId, language: Language, text: string): ResolvedCaptionRequest {
  return {
    networks: ['instagram'],
    postType,
    style: 'friendly',
    length: 'long',
    variants: 1,
    emojis: true,
    hashtags: true,
    text,
    language,
  };
}

const slot: AngleSlot = {
  angle: 'offer',
  whole: false,
  occurrence: 1,
  daysLeft: 2,
  openingTaken: () => false,
};

/** Every post type in every language, each with a piece of its own ("desde el " for events). */
const CASES = POST_TYPE_IDS.flatMap((postType, p) =>
  LANGUAGES.map((language, l) => ({
    postType,
    language,
    fragment:
      postType === 'event'
        ? 'desde el '
        : (FRAGMENTS[(p * LANGUAGES.length + l) % FRAGMENTS.length] as string),
  })),
);

describe('the generator’s captions take time in proportion to the brief', () => {
  it.each(CASES)('$postType in $language, $fragment repeated', ({ postType, language, fragment }) => {
    assertLinear(
      `${postType} ${language}`,
      (text) => generateBasicDrafts(request(postType, language, text)),
      (n) => repeatTo(fragment, n),
      options,
    );
  });

  it.each(['desde el ', 'this week only ', '#a.', '12:00 '])(
    'a campaign slot and a carousel, %j repeated',
    (fragment) => {
      const make = (n: number) => repeatTo(fragment, n);
      assertLinear(
        'slot',
        (text) => generateBasicDrafts(request('event', 'es-ES', text), null, { slot }),
        make,
        options,
      );
      assertLinear(
        'carousel',
        (text) => carouselDrafts(request('event', 'pt-BR', text), null),
        make,
        options,
      );
    },
  );
});
