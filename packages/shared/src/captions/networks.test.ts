import fc from 'fast-check';
import twitterText from 'twitter-text';
import { describe, expect, it, vi } from 'vitest';
import { countLength, NETWORK_LIMITS, withinLimits } from './networks';
import { NETWORK_IDS } from './options';
import { utf8Length } from './text';

describe('the limits table', () => {
  it('has one row per network with the limits of the issue', () => {
    expect(Object.keys(NETWORK_LIMITS).sort()).toEqual([...NETWORK_IDS].sort());
    const summary = Object.fromEntries(
      NETWORK_IDS.map((id) => [
        id,
        [NETWORK_LIMITS[id].maxLength, NETWORK_LIMITS[id].unit, NETWORK_LIMITS[id].maxHashtags],
      ]),
    );
    expect(summary).toEqual({
      instagram: [2200, 'characters', 5],
      facebook: [63206, 'characters', null],
      x: [280, 'x-weighted', null],
      linkedin: [3000, 'characters', null],
      tiktok: [2200, 'characters', null],
      threads: [500, 'threads', 1],
      youtube: [5000, 'utf8-bytes', 15],
      pinterest: [800, 'characters', null],
      bluesky: [300, 'graphemes', null],
      mastodon: [500, 'mastodon', null],
    });
    expect(NETWORK_LIMITS.bluesky.maxBytes).toBe(3000);
  });

  it('records for every limit the date it was verified and where', () => {
    for (const id of NETWORK_IDS) {
      const row = NETWORK_LIMITS[id];
      expect(row.verifiedAt, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(row.verifiedAt)), id).toBe(false);
      expect(row.sources.length, id).toBeGreaterThan(0);
    }
  });
});

describe('countLength', () => {
  it('counts characters as UTF-16 code units: accented letters 1, emoji 2', () => {
    expect(countLength('instagram', 'ação')).toBe(4);
    expect(countLength('linkedin', 'Olá 😀')).toBe(6);
    expect(countLength('pinterest', 'año')).toBe(3);
  });

  it('counts a decomposed accent (e + U+0301) like the precomposed letter on X', () => {
    expect(countLength('x', 'cafe\u0301')).toBe(countLength('x', 'café'));
    expect(countLength('x', 'café')).toBe(4);
  });

  it('uses X weighting: emoji and CJK count 2, any URL 23', () => {
    expect(countLength('x', '😀')).toBe(2);
    expect(countLength('x', '👨‍👩‍👧‍👦')).toBe(2);
    expect(countLength('x', '日本')).toBe(4);
    expect(countLength('x', 'see https://example.com/a/very/long/path/that/goes/on/and/on')).toBe(4 + 23);
    expect(countLength('x', 'x.com')).toBe(23);
  });

  it('counts Threads emoji by their UTF-8 bytes and other characters as characters', () => {
    expect(countLength('threads', 'hello')).toBe(5);
    expect(countLength('threads', 'ação')).toBe(4);
    expect(countLength('threads', '😀')).toBe(4);
    expect(countLength('threads', '❤️')).toBe(6);
    expect(countLength('threads', '🇧🇷')).toBe(8);
    expect(countLength('threads', '👨‍👩‍👧')).toBe(18);
    expect(countLength('threads', 'oi 😀!')).toBe(4 + 4);
  });

  it('counts YouTube descriptions in UTF-8 bytes', () => {
    expect(countLength('youtube', 'abc')).toBe(3);
    expect(countLength('youtube', 'ç')).toBe(2);
    expect(countLength('youtube', '€')).toBe(3);
    expect(countLength('youtube', '😀')).toBe(4);
  });
});

describe('Bluesky: graphemes and bytes', () => {
  it('counts user-perceived characters: a family emoji, a flag, a skin tone or a combining accent is one', () => {
    expect(countLength('bluesky', 'café')).toBe(4);
    expect(countLength('bluesky', 'cafe\u0301')).toBe(4);
    expect(countLength('bluesky', '👨‍👩‍👧‍👦')).toBe(1);
    expect(countLength('bluesky', '🇧🇷🇪🇸')).toBe(2);
    expect(countLength('bluesky', '👍🏽 ok')).toBe(4);
    // Links count as written.
    expect(countLength('bluesky', 'https://example.com/a')).toBe(21);
  });

  it('keeps both bounds: 300 graphemes, and 3,000 bytes even under 300 graphemes', () => {
    expect(withinLimits('bluesky', 'a'.repeat(300))).toBe(true);
    expect(withinLimits('bluesky', 'a'.repeat(301))).toBe(false);
    // 200 family emoji are 200 graphemes but 5,000 bytes.
    const families = '👨‍👩‍👧‍👦'.repeat(200);
    expect(countLength('bluesky', families)).toBe(200);
    expect(utf8Length(families)).toBe(5000);
    expect(withinLimits('bluesky', families)).toBe(false);
  });

  it('answers as counting both bounds does, for any text (its shortcut for short texts included)', () => {
    const piece = fc.constantFrom('a', 'é', 'e\u0301', '👍🏽', '👨‍👩‍👧‍👦', '🇧🇷', ' ', 'ação', '日本');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 400 }), (pieces) => {
        const text = pieces.join('');
        const counted = countLength('bluesky', text) <= 300 && utf8Length(text) <= 3000;
        expect(withinLimits('bluesky', text)).toBe(counted);
      }),
      { numRuns: 300 },
    );
  });
});

describe('Mastodon: code points, links as 23, remote mentions without their domain', () => {
  it('counts code points: an emoji outside the BMP is one, a family emoji is its code points', () => {
    expect(countLength('mastodon', 'ação')).toBe(4);
    expect(countLength('mastodon', '😀')).toBe(1);
    expect(countLength('mastodon', '👨‍👩‍👧‍👦')).toBe(7);
  });

  it('counts every link as 23, however long, and a bare domain as written', () => {
    expect(countLength('mastodon', 'see https://example.com/a/very/long/path/that/goes/on/and/on')).toBe(
      4 + 23,
    );
    expect(countLength('mastodon', 'http://a.co')).toBe(23);
    expect(countLength('mastodon', 'example.com')).toBe(11);
    expect(countLength('mastodon', 'https://a.com/x and https://b.org/y')).toBe(23 + 5 + 23);
  });

  it('counts @user@domain as @user, and a local mention or an e-mail address as written', () => {
    expect(countLength('mastodon', 'hi @ana@mastodon.social!')).toBe('hi @ana!'.length);
    expect(countLength('mastodon', '@ana@mastodon.social')).toBe(4);
    expect(countLength('mastodon', '@ana')).toBe(4);
    expect(countLength('mastodon', 'ana@example.com')).toBe(15);
    expect(countLength('mastodon', '@Ana_B@social.example.org e @c@x.y')).toBe('@Ana_B e @c'.length);
  });

  it('never counts more than the code points of the text with its links at 23 (random texts)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.webUrl(), (text, url) => {
        const whole = `${text} ${url}`;
        const links = twitterText.extractUrlsWithIndices(whole, { extractUrlsWithoutProtocol: false });
        const plain = links.reduce((n, link) => n - [...link.url].length + 23, [...whole].length);
        expect(countLength('mastodon', whole)).toBeLessThanOrEqual(plain);
      }),
      { numRuns: 100 },
    );
  });
});

/** Words of every kind a caption holds, links and what looks like them included. */
const WORD_KINDS = [
  'Olá',
  'café',
  'cafe\u0301',
  'niño',
  'Привет.мир',
  '日本語',
  '中.文',
  '😀',
  '👨‍👩‍👧‍👦',
  '🇧🇷',
  '1️⃣',
  '#café',
  '@ana',
  '@ana@mastodon.social',
  'ana@example.com',
  'example.com',
  'x.com/a?b=1',
  'https://example.com/a/b?utm_source=x&c=d',
  'http://a.co',
  'https://pt.wikipedia.org/wiki/São_Paulo',
  'end.Start',
  '1.000.000',
  '...',
  '(https://a.com/x)',
  'a-b_c',
  '$CASH',
];
const SPACES = [' ', '\n', '\n\n', '\t', '\u00a0', '\u3000', ' \u2028 '];
const word = fc.oneof(
  fc.constantFrom(...WORD_KINDS),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).filter((w) => !/\s/.test(w)),
);
/** A text of up to 600 words: many of the counters' pieces, each word in reach of a link. */
const longText = fc
  .array(fc.tuple(word, fc.constantFrom(...SPACES)), { minLength: 1, maxLength: 600 })
  .map((parts) => parts.map(([w, space]) => w + space).join(''));

describe('X and Mastodon: a long text is counted in pieces, in time proportional to its length', () => {
  it('counts X as twitter-text does, for long texts of every kind of word', () => {
    fc.assert(
      fc.property(longText, (text) => {
        expect(countLength('x', text)).toBe(twitterText.parseTweet(text).weightedLength);
      }),
      { numRuns: 150 },
    );
  });

  it('adds up across whitespace as the whole text counts, on X and Mastodon (what pieces rely on)', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 20 }),
        fc.array(word, { minLength: 1, maxLength: 20 }),
        fc.constantFrom(...SPACES),
        (left, right, space) => {
          const a = `${left.join(' ')}${space}`;
          const b = right.join(' ');
          for (const network of ['x', 'mastodon'] as const) {
            expect(countLength(network, a + b), network).toBe(
              countLength(network, a) + countLength(network, b),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts a long web address in ASCII as a link (23), up to 2,048 characters', () => {
    const address = `https://example.com/${'a-b_c/'.repeat(300)}?utm_source=x`.slice(0, 2048);
    for (const network of ['x', 'mastodon'] as const) {
      expect(countLength(network, `Read ${address} now`), network).toBe(5 + 23 + 4);
      expect(countLength(network, `${'word '.repeat(200)}${address}`), network).toBe(1000 + 23);
    }
  });

  it('counts a word of more than 300 characters that is not an ASCII address as plain text', () => {
    const word = `x.com${'é'.repeat(400)}`;
    expect(countLength('x', word)).toBe(405);
    expect(countLength('mastodon', `http://${word}`)).toBe(412);
  });

  /**
   * What made counting slow (about a second for one text of 10,000 characters): a long word
   * handed to twitter-text's extractor in a text with a dot (X) or a colon (Mastodon) in it. No
   * text it is given may hold such a word, unless it is a web address in ASCII.
   */
  it('never hands twitter-text a long word it could look for a link in (hostile texts)', () => {
    const hostile = [
      `Hello there.a${'\u0301'.repeat(9_980)}`,
      `x.com ${'😀'.repeat(5_000)}`,
      `x ${'中.'.repeat(5_000)}`,
      `x: http://a.${'\u0301'.repeat(9_990)}`,
      `https://a.com/ ${'a-'.repeat(5_000)}`,
      `${`x.com ${'б.'.repeat(200)} `.repeat(25)}`,
    ];
    const parseTweet = vi.spyOn(twitterText, 'parseTweet');
    const extract = vi.spyOn(twitterText, 'extractUrlsWithIndices');
    try {
      for (const text of hostile) {
        expect(countLength('x', text)).toBeGreaterThan(280);
        expect(countLength('mastodon', text)).toBeGreaterThan(500);
      }
      const handed = [
        ...parseTweet.mock.calls.map(([text]) => ({ text: text ?? '', needs: '.' })),
        ...extract.mock.calls.map(([text]) => ({ text, needs: ':' })),
      ];
      expect(handed.length).toBeGreaterThan(hostile.length);
      for (const { text, needs } of handed) {
        if (!text.includes(needs)) continue;
        for (const long of text.split(/\s+/).filter((w) => w.length > 300))
          expect(long, long.slice(0, 40)).toMatch(/^https?:\/\/[\x21-\x7e]+$/);
      }
    } finally {
      parseTweet.mockRestore();
      extract.mockRestore();
    }
  });
});
