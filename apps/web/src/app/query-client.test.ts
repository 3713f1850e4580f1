import { describe, expect, it } from 'vitest';
import { createQueryClient, QUERY_DEFAULTS, retryDelay } from './query-client';

describe('query client (docs/product.md, Business constants)', () => {
  it('keeps data 5 minutes and retries 3 times', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.gcTime).toBe(5 * 60 * 1000);
    expect(defaults?.retry).toBe(3);
    expect(defaults?.retryDelay).toBe(QUERY_DEFAULTS.retryDelay);
  });

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
