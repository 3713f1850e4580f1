import fc from 'fast-check';
import twitterText from 'twitter-text';
import { describe, expect, it } from 'vitest';
import { assertLinear, repeatTo } from '../linear-time.fixture';
import { EmailSchema } from '../schemas/text';
import { altTextFromDescription, finalizeAltText } from './alt-text';
import { finalizeSlides, slidesFromText } from './carousel';
import { countLength, NETWORK_LIMITS } from './networks';
import { NETWORK_IDS } from './options';
import { finalizeCaption, prepareCaption, splitClosingTags, withLink } from './pipeline';
import { findHashtags, graphemeLength, graphemes } from './text';
import { finalizeThread, joinThread, withoutPlaceLabel } from './thread';

/**
 * The caption rules on hostile text at the size limits (docs/decisions/0046): 5,000-character
 * posts, 10,000-character model answers and reworks, made of a fragment repeated. Each rule's time
 * grows in proportion to its input (`assertLinear`); each shape named here grew with its square,
 * or worse, before its rule was rewritten.
 */

const ON = { emojis: true, hashtags: true };
const OFF = { emojis: false, hashtags: false };
const ANSWER = { maxSize: 10_000, runs: 2 };
/** Fitting a post: from texts longer than the network's limit (shorter ones are not cut at all). */
const FIT = { maxSize: 10_000, minSize: 600, runs: 2 };
const POST = { maxSize: 5_000, minSize: 600, runs: 2 };
/** One network of each way of counting. */
const COUNTED = [...new Map(NETWORK_IDS.map((n) => [NETWORK_LIMITS[n].unit, n])).values()];

/** Hostile fragments: tags by dots, dashes, place labels, links, mentions, marks, emoji. */
const FRAGMENTS = [
  '#a.',
  '#a-',
  '##a',
  '#a,',
  '— ',
  'a—',
  '(1/3)',
  'http://a.',
  '@a.',
  ' ',
  '\u0301',
  '👨‍👩‍👧',
  '🇧🇷',
  'x\n',
];

/**
 * Whole fragments to about `size`, after a sentence holding a tag by a dot (what the link search
 * needs): a text cut inside a fragment would end differently at each size, and cost differently.
 */
const after = (fragment: string) => (size: number) =>
  `Hi #tag. ${fragment.repeat(Math.max(1, Math.floor((size - 9) / fragment.length)))}`;

let calls = 0;
/**
 * `rule` on a text it never saw: the rules remember recent texts (hashtags) and pieces (counts),
 * and the test repeats each call, so a number different each time is glued into the text's long
 * run (after "Hi #tag. "), as a request's text would differ.
 */
const fresh =
  <T>(rule: (text: string) => T) =>
  (text: string): T =>
    rule(`${text.slice(0, 9)}${calls++}${text.slice(9)}`);

describe('findHashtags', () => {
  /** twitter-text's own search, the link search over the whole text included. */
  const twitterTags = (text: string) =>
    twitterText.extractHashtagsWithIndices(text).map((h) => ({
      tag: h.hashtag,
      start: h.indices[0],
      end: h.indices[1],
    }));

  const piece = fc.constantFrom(
    '#',
    '＃',
    '#tag',
    '#Café',
    'a',
    'é',
    '\u0301',
    '1',
    '_',
    '.',
    '-',
    '/',
    ':',
    '?',
    '=',
    '&',
    '@',
    'http://',
    'https://',
    'www.',
    'example',
    '.com',
    '.co',
    '.br',
    'x.co/',
    't.co/abc',
    '🎉',
    '\uFE0F',
    ' ',
    '\n',
    '\u00A0',
    '\u3000',
    '\uFEFF',
  );

  it('finds what twitter-text finds, links overlapping tags settled word by word', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        const text = pieces.join('');
        expect(findHashtags(text)).toEqual(twitterTags(text));
      }),
      { numRuns: 5_000 },
    );
    // A tag in a link's path or fragment, after one, before one.
    for (const text of [
      'See https://example.com/#menu and #menu.',
      'example.com/#a #b.c',
      '#a.com x.co/#b #c. www.d.com#e',
      'Visit\uFEFFexample.com/#tag now',
    ])
      expect(findHashtags(text)).toEqual(twitterTags(text));
  });

  it('is linear on long words by a dot (link search per word, none in a long word)', () => {
    // A text it never saw: it remembers its last answers, and timing those times a lookup.
    for (const fragment of ['\u0301', 'é', '#a-', '#a.', '#ab.', 'a-', '.a'])
      assertLinear(`findHashtags ${fragment}`, fresh(findHashtags), after(fragment), ANSWER);
  });
});

describe('grapheme counting (Bluesky, slides)', () => {
  const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
  const whole = (text: string) => Array.from(segmenter.segment(text), (s) => s.segment);

  it('splits as Intl.Segmenter splits the whole text, windows or not', () => {
    const piece = fc.constantFrom(
      'a',
      'é',
      '\u0301',
      '\u200D',
      '👨',
      '🇧',
      '🇷',
      '🏽',
      '\uFE0F',
      '\u20E3',
      '1',
      '\r',
      '\n',
      ' ',
      '\u1100',
      '\u1161',
      '\u11A8',
      '\u0600',
      '\u0915\u094D',
      '\uD83D',
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 200, maxLength: 1_500 }), (pieces) => {
        const text = pieces.join('');
        expect(graphemes(text)).toEqual(whole(text));
        expect(graphemeLength(text)).toBe(whole(text).length);
      }),
      { numRuns: 150 },
    );
    // One cluster longer than a window.
    const accents = `a${'\u0301'.repeat(3_000)}b`;
    expect(graphemeLength(accents)).toBe(2);
  });

  it('is linear', () => {
    for (const fragment of ['a', 'a,', 'á', 'a\u0301', '👨‍👩‍👧', '🇧🇷', '\r\n'])
      assertLinear(`graphemeLength ${fragment}`, graphemeLength, (n) => repeatTo(fragment, n), ANSWER);
  });
});

describe('the network rules on hostile text', () => {
  it('count every network in linear time', () => {
    // Each count of a text never counted before: counts remember pieces of text (decision 0045).
    let fresh = 0;
    for (const network of COUNTED)
      for (const fragment of ['#a.', 'a\u0301', '🇧🇷', 'http://a.'])
        assertLinear(
          `countLength ${network} ${fragment}`,
          (text) => countLength(network, `${text}${fresh++}`),
          (n) => repeatTo(fragment, n),
          ANSWER,
        );
  });

  it('prepare, finalize, split the closing tags and add a link in linear time', () => {
    const link = { url: 'https://example.com/menu', inBio: 'Link in bio' };
    for (const fragment of FRAGMENTS) {
      const make = after(fragment);
      assertLinear(
        `finalizeCaption x ${fragment}`,
        fresh((t) => finalizeCaption(t, 'x', ON)),
        make,
        FIT,
      );
      // Ending with a closing tag, so that every size has a closing block to split off.
      assertLinear(
        `splitClosingTags ${fragment}`,
        fresh(splitClosingTags),
        (n) => `${make(n - 5)} #end`,
        ANSWER,
      );
    }
    for (const fragment of ['##a', '#a,', '🇧🇷', 'a\u0301']) {
      const make = after(fragment);
      assertLinear(
        `finalizeCaption bluesky ${fragment}`,
        fresh((t) => finalizeCaption(t, 'bluesky', ON)),
        make,
        FIT,
      );
      assertLinear(
        `prepareCaption instagram off ${fragment}`,
        fresh((t) => prepareCaption(t, 'instagram', OFF)),
        make,
        ANSWER,
      );
      assertLinear(
        `withLink x ${fragment}`,
        fresh((t) => withLink(t, 'x', link)),
        make,
        POST,
      );
    }
  });

  it('end a cut cleanly in linear time: tags glued by commas, chains of glued tags', () => {
    // Distinct tags glued by commas: the cut's end took one tag a round, each round the whole text.
    const commaTags = (n: number) =>
      `Hi ${Array.from({ length: Math.ceil(n / 6) }, (_, i) => `#t${i},`).join('')}`.slice(0, n);
    assertLinear(
      'finalizeCaption x comma tags',
      fresh((t) => finalizeCaption(t, 'x', ON)),
      commaTags,
      FIT,
    );
    // "##a##b…": one new tag a round of the hashtag rules, each round the whole text.
    const chain = (n: number) =>
      Array.from({ length: Math.ceil(n / 4) }, (_, i) => `##${i}a`)
        .join('')
        .slice(0, n);
    assertLinear(
      'prepareCaption chain',
      fresh((t) => prepareCaption(t, 'instagram', ON)),
      chain,
      ANSWER,
    );
    assertLinear(
      'prepareCaption chain off',
      fresh((t) => prepareCaption(t, 'x', OFF)),
      (n) => repeatTo('##a', n),
      ANSWER,
    );
  });

  it('keep the hashtag rules for glued tags when the chain is cut short', () => {
    // The rules' invariants hold however the chain was undone: no tag when off, a lone "#" never.
    for (const text of [repeatTo('##a', 600), `${repeatTo('#a##b', 400)} end`, repeatTo('#x#y##z ', 300)]) {
      expect(findHashtags(prepareCaption(text, 'x', OFF))).toEqual([]);
      expect(prepareCaption(text, 'x', ON)).not.toMatch(/(^|\s)#+(\s|$)/);
      expect(findHashtags(prepareCaption(text, 'instagram', ON)).length).toBeLessThanOrEqual(30);
    }
  });

  it('split threads in linear time, from a text or from posts with place labels', () => {
    // From texts of a few full posts: below, a text is one post and costs less a character.
    const THREAD = { maxSize: 10_000, minSize: 2_500, runs: 2 };
    for (const fragment of ['— ', 'x\n', '🇧🇷 '])
      assertLinear(
        `finalizeThread mastodon ${fragment}`,
        fresh((t) => finalizeThread(t, 'mastodon', ON, { numbering: true })),
        after(fragment),
        THREAD,
      );
    for (const fragment of ['(1/3)', '1/2 '])
      assertLinear(
        `finalizeThread bluesky posts ${fragment}`,
        fresh((t) => finalizeThread([t, 'Second post 2/3', 'Third 3/3'], 'bluesky', ON, { numbering: true })),
        after(fragment),
        THREAD,
      );
    // A place label looked for after a long run of white space.
    const spaces = (n: number) => `Post${repeatTo('\t', n - 5)}A`;
    assertLinear('withoutPlaceLabel', withoutPlaceLabel, spaces, ANSWER);
    assertLinear('joinThread', (t) => joinThread(t, 'mastodon'), spaces, ANSWER);
  });

  it('write slides and alt text in linear time', () => {
    for (const fragment of ['##a', 'a,', '(1/3)', 'http://a.', '🇧🇷']) {
      const make = after(fragment);
      assertLinear(
        `finalizeSlides ${fragment}`,
        (t) =>
          finalizeSlides(
            [
              { title: t, body: t },
              { title: 'Two', body: t },
              { title: t, body: 'Three' },
            ],
            'instagram',
            ON,
          ),
        make,
        { maxSize: 10_000, runs: 2 },
      );
      assertLinear(`slidesFromText ${fragment}`, fresh(slidesFromText), make, ANSWER);
      assertLinear(
        `finalizeAltText ${fragment}`,
        fresh((t) => finalizeAltText(t, t)),
        make,
        ANSWER,
      );
      assertLinear(`altTextFromDescription ${fragment}`, fresh(altTextFromDescription), make, ANSWER);
    }
    // A title's trailing punctuation after a long run of it.
    const commas = (n: number) => `${repeatTo(',', n - 12)}a one. Two. Three. Four.`;
    assertLinear('slidesFromText commas', slidesFromText, commas, ANSWER);
  });
});

describe('e-mail shape', () => {
  /** The shape as it was written, the reference (quadratic on a long domain without its dot). */
  const OLD_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const valid = (text: string) => EmailSchema.safeParse(text).success;

  it('accepts what the old shape accepted', () => {
    const piece = fc.constantFrom('a', 'B', '1', '.', '@', ' ', '-', '+', 'é', '..');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const text = pieces.join('');
        // The schema trims; the shape is read on what it trims to.
        expect(valid(text)).toBe(text.trim().length <= 254 && OLD_SHAPE.test(text.trim()));
      }),
      { numRuns: 5_000 },
    );
  });

  it('is linear on a long domain without its dot', () => {
    assertLinear('EmailSchema', valid, (n) => `a@${repeatTo('.', n - 3)}@`, ANSWER);
  });
});
