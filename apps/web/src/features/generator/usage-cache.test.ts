import { FALLBACK_USAGE, USAGE_CACHE_KEY } from '@captia/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { readUsageCache, writeUsageCache } from './usage-cache';

describe('usage cache (localStorage captia_usage_cache)', () => {
  afterEach(() => localStorage.clear());

  it('gives back what was written', () => {
    const usage = {
      current: 2,
      total: 100,
      period: 'monthly' as const,
      lastUpdated: '2026-11-22T10:00:00.000Z',
    };
    writeUsageCache(usage);
    expect(JSON.parse(localStorage.getItem(USAGE_CACHE_KEY) ?? '')).toEqual(usage);
    expect(readUsageCache()).toEqual(usage);
  });

  it('is null when absent, not JSON, or not a usage view', () => {
    expect(readUsageCache()).toBeNull();
    for (const raw of ['{', '"x"', '{"current":1,"total":3,"period":"weekly","lastUpdated":"x"}', '[]']) {
      localStorage.setItem(USAGE_CACHE_KEY, raw);
      expect(readUsageCache(), raw).toBeNull();
    }
    localStorage.setItem(USAGE_CACHE_KEY, JSON.stringify(FALLBACK_USAGE));
    expect(readUsageCache()).toEqual(FALLBACK_USAGE);
  });
});
