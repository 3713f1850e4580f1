import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollBehavior } from './motion';

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
    })),
  );
}

describe('scrollBehavior', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('scrolls smoothly when the user has no preference', () => {
    preferReducedMotion(false);
    expect(scrollBehavior()).toBe('smooth');
  });

  it('jumps when the user asked for reduced motion', () => {
    preferReducedMotion(true);
    expect(scrollBehavior()).toBe('auto');
  });
});
