import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHECK_AFTER_SIGN_IN_MS,
  CHECK_THROTTLE_MS,
  RECHECK_AFTER_CANCEL_MS,
  SubscriptionScheduler,
} from './scheduler';

/** A check that stays pending until the test settles it. */
function controllable() {
  const signals: AbortSignal[] = [];
  let settle: (value: string) => void = () => {};
  const check = vi.fn(
    (signal: AbortSignal) =>
      new Promise<string>((resolve) => {
        signals.push(signal);
        settle = resolve;
      }),
  );
  return { check, signals, settle: (value = 'ok') => settle(value) };
}

describe('SubscriptionScheduler (docs/product.md, Billing)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the check timings of docs/product.md', () => {
    expect([CHECK_AFTER_SIGN_IN_MS, CHECK_THROTTLE_MS, RECHECK_AFTER_CANCEL_MS]).toEqual([
      1000, 10_000, 2000,
    ]);
  });

  it('checks about 1 s after sign-in', async () => {
    const check = vi.fn(async () => {});
    const scheduler = new SubscriptionScheduler(check);
    scheduler.signedIn();
    await vi.advanceTimersByTimeAsync(999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('skips an automatic check that would begin less than 10 s after the previous one', async () => {
    const check = vi.fn(async () => {});
    const scheduler = new SubscriptionScheduler(check);
    await expect(scheduler.run()).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(scheduler.run()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(scheduler.run()).not.toBeNull();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('counts the throttle from when the previous check began, not when it ended', async () => {
    const { check, settle } = controllable();
    const scheduler = new SubscriptionScheduler(check);
    const first = scheduler.run();
    await vi.advanceTimersByTimeAsync(8_000);
    settle();
    await first;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(scheduler.run()).not.toBeNull();
  });

  it('skips a sign-in check that falls within 10 s of a check someone asked for', async () => {
    const check = vi.fn(async () => {});
    const scheduler = new SubscriptionScheduler(check);
    await scheduler.runNow();
    scheduler.signedIn();
    await vi.advanceTimersByTimeAsync(CHECK_AFTER_SIGN_IN_MS);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('never runs two checks at once: an automatic one is skipped, an asked-for one joins', async () => {
    const { check, settle } = controllable();
    const scheduler = new SubscriptionScheduler(check);
    const first = scheduler.runNow();
    expect(scheduler.running).toBe(true);
    await vi.advanceTimersByTimeAsync(CHECK_THROTTLE_MS + 1);
    expect(scheduler.run()).toBeNull();
    const joined = scheduler.runNow();
    settle('answer');
    await expect(first).resolves.toBe('answer');
    await expect(joined).resolves.toBe('answer');
    expect(check).toHaveBeenCalledTimes(1);
    expect(scheduler.running).toBe(false);
  });

  it('lets an asked-for check (the refresh button) through the throttle', async () => {
    const check = vi.fn(async () => {});
    const scheduler = new SubscriptionScheduler(check);
    await scheduler.runNow();
    await vi.advanceTimersByTimeAsync(1_000);
    await scheduler.runNow();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('rechecks 2 s after a cancellation, even within the throttle', async () => {
    const check = vi.fn(async () => {});
    const scheduler = new SubscriptionScheduler(check);
    await scheduler.run();
    scheduler.cancelled();
    await vi.advanceTimersByTimeAsync(RECHECK_AFTER_CANCEL_MS - 1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('keeps a failing background check from becoming an unhandled rejection', async () => {
    const check = vi.fn(async () => {
      throw new Error('offline');
    });
    const scheduler = new SubscriptionScheduler(check);
    scheduler.signedIn();
    await vi.advanceTimersByTimeAsync(CHECK_AFTER_SIGN_IN_MS);
    expect(check).toHaveBeenCalledTimes(1);
    expect(scheduler.running).toBe(false);
    await expect(scheduler.runNow()).rejects.toThrow('offline');
  });

  it('drops pending checks when signed out', async () => {
    const check = vi.fn(async () => {});
    const scheduler = new SubscriptionScheduler(check);
    scheduler.signedIn();
    scheduler.cancelled();
    scheduler.signedOut();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).not.toHaveBeenCalled();
  });

  it('aborts the running check on sign-out, and the next sign-in checks again at once', async () => {
    const { check, signals, settle } = controllable();
    const scheduler = new SubscriptionScheduler(check);
    void scheduler.run();
    scheduler.signedOut();
    expect(signals[0]?.aborted).toBe(true);
    expect(scheduler.running).toBe(false);

    // Well within 10 s of the aborted check: a new account is not throttled by the old one.
    scheduler.signedIn();
    await vi.advanceTimersByTimeAsync(CHECK_AFTER_SIGN_IN_MS);
    expect(check).toHaveBeenCalledTimes(2);
    expect(signals[1]?.aborted).toBe(false);
    expect(scheduler.running).toBe(true);
    settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(scheduler.running).toBe(false);
  });
});
