import { setV8FlagUnlessGiven } from './v8-flag';

/**
 * How far V8 lets the old generation grow past what survived the last full collection before it
 * collects again: here 1.25 times (decision 0028), set once at start by main.ts.
 *
 * V8 picks that factor from the heap's maximum size, which it derives from the machine's
 * memory: on a machine of 2 GB or more it allows up to 4 times the live heap, on a small one
 * about 1.3–2. So the same server used twice the memory on a large host as on a small one, all
 * of it garbage: on the bench's machine (24 GB) the old generation went from ~100 MB live to
 * ~290 MB between full collections while accounts signed up (each password check by zxcvbn
 * leaves ~1 MB of promoted garbage), and the process peaked at 520 MB. At 1.5 the same load
 * peaked at ~335 MB with no measurable loss of throughput (a full collection of ~100 MB runs
 * mostly concurrently, a few times more often); at 1.25, once the password checks had left the
 * main heap (decision 0042), the peak went down by another ~10 MB, and the rates of the bench did
 * not move past their run-to-run noise.
 *
 * `--heap-growing-percent` is read by V8 each time it sets the next limit, so setting it now
 * (before the server loads) applies to the whole run. It is not accepted in NODE_OPTIONS; an
 * operator who passes it to node (`node --heap-growing-percent=…`) keeps their own value.
 */
export const HEAP_GROWING_PERCENT = 25;

export function boundHeapGrowth(execArgv: readonly string[] = process.execArgv): boolean {
  return setV8FlagUnlessGiven(
    `--heap-growing-percent=${HEAP_GROWING_PERCENT}`,
    /^--heap-growing-percent\b/,
    execArgv,
  );
}
