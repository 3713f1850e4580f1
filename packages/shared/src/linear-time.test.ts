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

  it('reads a clock that stood still as no timing, not as a free call', () => {
    // A clock brought up to date in steps: some reads return what the one before returned. The
    // rule costs one unit a character on it, so the ratio is 1 at every size; a timing of 0
    // once made a baseline of 0 and the next size ×Infinity.
    let time = 0;
    let reads = 0;
    let last = 0;
    const clock = () => {
      reads += 1;
      if (reads % 3 === 0) return last;
      last = time;
      return time;
    };
    const report = measureGrowth(
      (s) => {
        time += s.length / 1000;
      },
      (n) => repeatTo('a', n),
      { maxSize: 2_000, clock },
    );
    expect(report.failedAt).toBeNull();
    for (const step of report.steps) expect(step.ratio).toBeCloseTo(1, 5);
  });

  it('measures the baseline again before a step counts: one low reading of it fails nothing', () => {
    // A rule of one unit a character whose first size's timings the clock read at a tenth: the
    // cheapest, so it was the baseline, and every later size looked ten times dearer.
    let time = 0;
    let firstSize = true;
    const report = measureGrowth(
      (s) => {
        if (s.length !== 64) firstSize = false;
        time += (s.length / 1000) * (firstSize ? 0.1 : 1);
      },
      (n) => repeatTo('a', n),
      { maxSize: 2_000, clock: () => time },
    );
    expect(report.failedAt).toBeNull();
    expect(report.steps.at(-1)?.size).toBe(2_000);
  });
});
