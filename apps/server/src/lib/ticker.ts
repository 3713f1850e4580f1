import type { Logger } from '#server/logger.ts';

/** A background loop's controls, as the webhook dispatcher and the publications' scheduler expose them. */
export interface Ticker {
  /** Ticks now, then every `intervalMs` (and when poked) until stopped. */
  start(intervalMs?: number): void;
  /** Work was queued for now: tick soon rather than at the next interval (once started). */
  poke(): void;
  /** No tick starts after this; waits for the one in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `tick` on an interval and when poked, never two at once: a tick due while one runs is
 * skipped (the next interval or poke takes what is left, since each tick claims what is due). A
 * tick that fails is logged with `failure` and the loop goes on. The timer does not hold the
 * process open. One loop for both background workers (docs/decisions/0057 and 0058); what a tick
 * does is theirs.
 */
export function ticker(tick: () => Promise<unknown>, logger: Pick<Logger, 'error'>, failure: string): Ticker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  const guarded = () => {
    if (running || stopped) return;
    running = tick()
      .catch((error) => logger.error({ err: error }, failure))
      .finally(() => {
        running = null;
      });
  };

  return {
    start(intervalMs = 5_000) {
      stopped = false;
      timer = setInterval(guarded, intervalMs);
      timer.unref();
      guarded();
    },
    poke() {
      if (timer) setImmediate(guarded);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
