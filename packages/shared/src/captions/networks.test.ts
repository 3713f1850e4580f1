import { describe, expect, it } from 'vitest';
import { countLength, NETWORK_LIMITS } from './networks';
import { NETWORK_IDS } from './options';

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
    });
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
