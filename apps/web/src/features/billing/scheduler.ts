/** Spec §4/§9 timings of the subscription check. */
export const CHECK_AFTER_SIGN_IN_MS = 1000;
export const CHECK_THROTTLE_MS = 10_000;
export const RECHECK_AFTER_CANCEL_MS = 2000;

/**
 * When to ask the server about the subscription: about 1 s after sign-in, never while a
 * check runs or within 10 s of the last one, 2 s after a cancellation, and nothing at all
 * (pending checks dropped) once signed out. Pure timing — the check itself is injected.
 */
export class SubscriptionScheduler {
  private running = false;
  private lastStarted = Number.NEGATIVE_INFINITY;
  private timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    private readonly check: () => Promise<void>,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Runs a check unless one is running or began less than 10 s ago. Returns whether it ran. */
  async run(options: { force?: boolean } = {}): Promise<boolean> {
    if (this.running) return false;
    if (!options.force && this.now() - this.lastStarted < CHECK_THROTTLE_MS) return false;
    this.running = true;
    this.lastStarted = this.now();
    try {
      await this.check();
      return true;
    } finally {
      this.running = false;
    }
  }

  private later(ms: number, force: boolean) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      // A background check that fails (offline, signed out meanwhile) waits for the next one.
      this.run({ force }).catch((error: unknown) => console.warn('subscription check failed', error));
    }, ms);
    this.timers.add(timer);
  }

  signedIn() {
    this.later(CHECK_AFTER_SIGN_IN_MS, false);
  }

  /** After a cancellation the state is re-read 2 s later, whatever the throttle says. */
  cancelled() {
    this.later(RECHECK_AFTER_CANCEL_MS, true);
  }

  signedOut() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.lastStarted = Number.NEGATIVE_INFINITY;
  }
}
