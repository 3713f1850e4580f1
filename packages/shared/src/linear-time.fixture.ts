/**
 * Tests only: does a text rule take time in proportion to its input? (docs/decisions/0046)
 *
 * A timed assertion ("under 50 ms") fails on a loaded machine and passes a quadratic rule on a
 * fast one. This compares the rule against itself instead: its cost per character on small
 * inputs is the baseline, and inputs grow by half at a time up to the size limit; an input
 * whose cost per character is more than `bound` times the baseline's is a super-linear rule.
 * Growing by small steps matters for exponential rules: the first step past the baseline already
 * shows them, long before an input takes minutes (a synchronous regex cannot be interrupted by a
 * test timeout). Each size is timed in the process's CPU time, as the fastest of several runs,
 * and a step past the bound is measured again, with the baseline, before it counts.
 */

declare const performance: { now(): number };
declare const process: { cpuUsage?(): { user: number; system: number } } | undefined;

/**
 * Milliseconds of this process's CPU time where there is one (Node), else of the clock. CPU time
 * does not grow while other processes have the cores: on a machine running other test files, a
 * wall-clock step can come out many times slower for no fault of the rule (×20 once).
 */
function cpuTime(): number {
  const usage = typeof process === 'undefined' ? undefined : process.cpuUsage?.();
  return usage ? (usage.user + usage.system) / 1000 : performance.now();
}

export interface GrowthReport {
  /** The sizes measured, with each one's best time per character relative to the baseline. */
  steps: { size: number; perChar: number; ratio: number }[];
  /** The worst ratio seen. */
  worst: number;
  /** The size at which the bound was passed, if it was. */
  failedAt: number | null;
}

export interface GrowthOptions {
  /** The largest input, as the limit allows (2,000 for a brief, 10,000 for a rework…). */
  maxSize: number;
  /** The smallest input, where the baseline is taken (default 64, or maxSize / 32 when larger). */
  minSize?: number;
  /** How much slower per character than the baseline an input may be (default 8). */
  bound?: number;
  /** Runs per size; the fastest counts (default 3). */
  runs?: number;
  /** The clock, in milliseconds (default: this process's CPU time); the fixture's own tests set it. */
  clock?: () => number;
}

function bestTime(run: () => void, runs: number, now: () => number): number {
  // Repeat the call until one timing lasts at least ~2 ms: below that the clock's resolution and
  // the call's fixed cost dominate.
  let reps = 1;
  let last = 0;
  for (;;) {
    const start = now();
    for (let i = 0; i < reps; i++) run();
    last = now() - start;
    if (last >= 2 || reps >= 1 << 16) break;
    reps *= last < 0.2 ? 8 : 2;
  }
  // The timing that ended the calibration is a run like the others (the same calls, as long),
  // and counts as the first: at the large sizes, where one call lasts the 2 ms, it was a quarter
  // of the test's time.
  // A timing of nothing is the clock standing still, not a free call: a process's CPU time is
  // brought up to date in steps, and a rule timed while its memo answered (a few ns a call) once
  // read 0 at one size, a baseline of 0 and an infinite ratio at the next (CI, ×NaN then ×Infinity).
  // Such a timing is taken again (a few times at most); the calibration's stands in if none moved.
  let best = last > 0 ? last / reps : Number.POSITIVE_INFINITY;
  for (let r = last > 0 ? 1 : 0, tries = 0; r < runs && tries < runs + 5; tries++) {
    const start = now();
    for (let i = 0; i < reps; i++) run();
    const took = now() - start;
    if (took <= 0) continue;
    best = Math.min(best, took / reps);
    r++;
  }
  return Number.isFinite(best) ? best : calibrated(run, reps, now);
}

/** One more timing of `reps` calls, at least one clock step long. */
function calibrated(run: () => void, reps: number, now: () => number): number {
  for (let n = reps; ; n *= 2) {
    const start = now();
    for (let i = 0; i < n; i++) run();
    const took = now() - start;
    if (took > 0) return took / n;
  }
}

/**
 * Times `rule(make(size))` from `minSize` up to `maxSize`, half as large again each step, and stops
 * at the first size whose time per character passes `bound` times the baseline's (measured twice
 * before it counts). `make(size)` should return an input of about `size` characters, typically a
 * hostile fragment repeated.
 */
export function measureGrowth(
  rule: (input: string) => unknown,
  make: (size: number) => string,
  options: GrowthOptions,
): GrowthReport {
  const { maxSize, bound = 8, runs = 3, clock = cpuTime } = options;
  const minSize = Math.min(maxSize, options.minSize ?? Math.max(64, Math.floor(maxSize / 32)));
  const steps: GrowthReport['steps'] = [];
  /** The inputs the baseline was taken on, measured again before a step past the bound counts. */
  const baseInputs: string[] = [];
  const timePerChar = (input: string) => bestTime(() => rule(input), runs, clock) / Math.max(1, input.length);
  let baseline = 0;
  let worst = 0;
  for (let size = minSize; ; size = Math.min(maxSize, Math.ceil(size * 1.5))) {
    const input = make(size);
    let perChar = timePerChar(input);
    if (steps.length < 3) {
      baseInputs.push(input);
      // The baseline: the cheapest per character of the first sizes (a fixed cost per call makes
      // small inputs look dearer, which only makes the test more lenient).
      baseline = steps.length === 0 ? perChar : Math.min(baseline, perChar);
    }
    let ratio = perChar / baseline;
    // A step past the bound is measured again (up to three times) before it counts: a rule that
    // is truly super-linear stays past it every time.
    for (let again = 0; ratio > bound && again < 3; again++) {
      perChar = Math.min(perChar, timePerChar(input));
      ratio = perChar / baseline;
    }
    // And so is the baseline: one timing read low (a clock brought up to date late) made every
    // later size look dearer. Measured again, it is raised if it was low; a rule that is truly
    // super-linear stays past the bound against an honest baseline too.
    if (ratio > bound) {
      const again = Math.min(...baseInputs.map(timePerChar));
      if (again > baseline) {
        baseline = again;
        ratio = perChar / baseline;
      }
    }
    steps.push({ size: input.length, perChar, ratio });
    worst = Math.max(worst, ratio);
    if (ratio > bound) return { steps, worst, failedAt: input.length };
    if (size >= maxSize) return { steps, worst, failedAt: null };
  }
}

/** `fragment` repeated to `size` characters (cut at the end). */
export const repeatTo = (fragment: string, size: number): string =>
  fragment.repeat(Math.ceil(size / fragment.length)).slice(0, size);

/** Throws with the measurements when `rule` grows faster than linearly on `make`'s inputs. */
export function assertLinear(
  name: string,
  rule: (input: string) => unknown,
  make: (size: number) => string,
  options: GrowthOptions,
): GrowthReport {
  const report = measureGrowth(rule, make, options);
  if (report.failedAt !== null) {
    const table = report.steps.map((s) => `${s.size}: ×${s.ratio.toFixed(1)}`).join(', ');
    throw new Error(
      `${name} is not linear: at ${report.failedAt} characters it costs ×${report.worst.toFixed(1)} per character the baseline's (bound ×${options.bound ?? 8}; ${table})`,
    );
  }
  return report;
}
