/** Timings of the subscription check (docs/product.md, Billing). */
export const CHECK_AFTER_SIGN_IN_MS = 1000;
export const CHECK_THROTTLE_MS = 10_000;
export const RECHECK_AFTER_CANCEL_MS = 2000;

/**
 * When to ask the server about the subscription (docs/product.md, Billing), with the check
 * itself injected:
 *
 * - about 1 s after sign-in;
 * - an automatic check is skipped while one runs or within 10 s of the start of the last one;
 * - a check someone asked for (the refresh button, the success page, the recheck 2 s after a
 *   cancellation) ignores the 10 s throttle but still never runs beside another: it joins the
 *   running one and gets its answer;
 * - sign-out drops pending checks, aborts the running one (so a late answer cannot bring the
 *   previous user's state back) and forgets the throttle, so the next sign-in checks again.
 */
export class SubscriptionScheduler<T = void> {
  private inflight: { promise: Promise<T>; controller: AbortController } | null = null;
  private lastStarted = Number.NEGATIVE_INFINITY;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    private readonly check: (signal: AbortSignal) => Promise<T>,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** True while a check is running. */
  get running(): boolean {
    return this.inflight !== null;
  }

  /** An automatic check: null when skipped (one is running, or the last began < 10 s ago). */
  run(): Promise<T> | null {
    if (this.inflight || this.now() - this.lastStarted < CHECK_THROTTLE_MS) return null;
    return this.start();
  }

  /** A check asked for: starts one, or joins the one already running. */
  runNow(): Promise<T> {
    return this.inflight?.promise ?? this.start();
  }

  private start(): Promise<T> {
    const controller = new AbortController();
    this.lastStarted = this.now();
    const promise = this.check(controller.signal).finally(() => {
      if (this.inflight?.controller === controller) this.inflight = null;
    });
    this.inflight = { promise, controller };
    return promise;
  }

  private later(ms: number, task: () => Promise<T> | null) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      // Nobody waits for a background check; its failure is kept by the check itself.
      task()?.catch(() => {});
    }, ms);
    this.timers.add(timer);
  }

  signedIn() {
    this.later(CHECK_AFTER_SIGN_IN_MS, () => this.run());
  }

  /** After a cancellation the state is read again 2 s later, whatever the throttle says. */
  cancelled() {
    this.later(RECHECK_AFTER_CANCEL_MS, () => this.runNow());
  }

  signedOut() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.inflight?.controller.abort();
    this.inflight = null;
    this.lastStarted = Number.NEGATIVE_INFINITY;
  }
}
