import { describe, expect, it } from 'vitest';
import { boundHeapGrowth } from './heap-growth';

describe('the heap growth bound (decision 0028)', () => {
  it("keeps an operator's own --heap-growing-percent", () => {
    expect(boundHeapGrowth(['--enable-source-maps', '--heap-growing-percent=20'])).toBe(false);
    expect(boundHeapGrowth(['--heap_growing_percent=20'])).toBe(false);
  });

  it('sets it otherwise', () => {
    expect(boundHeapGrowth(['--enable-source-maps'])).toBe(true);
  });
});
