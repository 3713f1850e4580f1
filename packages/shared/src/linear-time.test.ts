import { describe, expect, it } from 'vitest';
import { assertLinear, measureGrowth, repeatTo } from './linear-time.fixture';

describe('measureGrowth (the hostile-input tests’ yardstick)', () => {
  it('passes a linear rule', () => {
    const report = measureGrowth(
      (s) => s.split(',').length,
      (n) => repeatTo('a,', n),
      { maxSize: 10_000 },
    );
    expect(report.failedAt).toBeNull();
    expect(report.steps.at(-1)?.size).toBe(10_000);
  });

  it('catches a quadratic regex before the size limit', () => {
    // A run of commas not at the end: V8 retries the run from each of its positions.
    const report = measureGrowth(
      (s) => /[,;]+$/.test(s),
      (n) => `${repeatTo(',', n - 1)}a`,
      {
        maxSize: 10_000,
      },
    );
    expect(report.failedAt).not.toBeNull();
    expect(() =>
      assertLinear(
        'trailing commas',
        (s) => /[,;]+$/.test(s),
        (n) => `${repeatTo(',', n - 1)}a`,
        {
          maxSize: 10_000,
        },
      ),
    ).toThrow(/not linear/);
  });

  it('stops an exponential regex at its first steps', () => {
    const exponential = /^(a|a?)+$/;
    const report = measureGrowth(
      (s) => exponential.test(s),
      (n) => `${repeatTo('a', n - 1)}b`,
      {
        minSize: 12,
        maxSize: 2_000,
      },
    );
    expect(report.failedAt).not.toBeNull();
    expect(report.failedAt).toBeLessThan(40);
  });
});
