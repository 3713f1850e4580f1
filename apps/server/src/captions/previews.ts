/**
 * Streamed previews without a backlog (docs/decisions/0047). A model's answer arrives in hundreds
 * of pieces; finishing each piece's whole caption again (guardrails, network rules) would cost the
 * square of the answer's length. Here one preview of a caption is finished at a time; pieces that
 * arrive meanwhile only replace the one waiting, so the work follows the engine's pace, not the
 * model's, and the newest text is always the next shown.
 */
export interface LatestOnly<T> {
  /** A new value of its key: finished once the one before it is, unless a newer one comes first. */
  push: (value: T) => void;
  /** No more finishing: waiting values are dropped, and the running ones are awaited (not shown). */
  stop: () => Promise<void>;
}

export function latestOnly<T>(key: (value: T) => string, finish: (value: T) => Promise<void>): LatestOnly<T> {
  const waiting = new Map<string, T>();
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  const start = (k: string, value: T) => {
    const run = finish(value)
      // A preview that could not be made is left out: the answer itself says what went wrong.
      .catch(() => {})
      .finally(() => {
        running.delete(k);
        const next = waiting.get(k);
        if (next !== undefined && !stopped) {
          waiting.delete(k);
          start(k, next);
        }
      });
    running.set(k, run);
  };

  return {
    push(value) {
      if (stopped) return;
      const k = key(value);
      if (running.has(k)) waiting.set(k, value);
      else start(k, value);
    },
    async stop() {
      stopped = true;
      waiting.clear();
      await Promise.all(running.values());
    },
  };
}
