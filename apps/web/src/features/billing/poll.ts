/**
 * Waits between checks after a checkout: doubling from `first`, the last wait cut so the
 * waits add up to `total` at most — 1, 2, 4, 8 and 15 s for the 30 s of the success page.
 */
export function backoffDelays(first = 1000, total = 30_000): number[] {
  const delays: number[] = [];
  let spent = 0;
  for (let next = first; spent < total; next *= 2) {
    const delay = Math.min(next, total - spent);
    delays.push(delay);
    spent += delay;
  }
  return delays;
}

export const SUCCESS_POLL_DELAYS = backoffDelays();

export type PollOutcome = 'done' | 'timeout' | 'aborted';

/**
 * Asks `attempt` at once, then after each delay, until it says done. A failing attempt
 * counts as "not yet" (the next one may succeed); the outcome says how the wait ended.
 */
export async function pollUntil(
  attempt: () => Promise<boolean>,
  delays: readonly number[],
  signal: AbortSignal,
): Promise<PollOutcome> {
  for (let step = 0; ; step++) {
    if (signal.aborted) return 'aborted';
    let done = false;
    try {
      done = await attempt();
    } catch {
      done = false;
    }
    if (signal.aborted) return 'aborted';
    if (done) return 'done';
    const delay = delays[step];
    if (delay === undefined) return 'timeout';
    const waited = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(true), delay);
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve(false);
        },
        { once: true },
      );
    });
    if (!waited) return 'aborted';
  }
}
