import fc from 'fast-check';
import twitterText from 'twitter-text';
import { describe, expect, it } from 'vitest';
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
