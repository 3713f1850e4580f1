import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionScheduler } from './scheduler';

describe('SubscriptionScheduler (spec §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks about 1 s after sign-in', async () => {
    const check = vi.fn(async () => {});
    const scheduler = new SubscriptionScheduler(check);
    scheduler.signedIn();
    await vi.advanceTimersByTimeAsync(999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('skips a check that begins less than 10 s after the previous one', async () => {
    const check = vi.fn(async () => {});
    const scheduler = new SubscriptionScheduler(check);
    expect(await scheduler.run()).toBe(true);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(await scheduler.run()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await scheduler.run()).toBe(true);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('skips a check while one is running', async () => {
    let finish: () => void = () => {};
    const check = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const scheduler = new SubscriptionScheduler(check);
    const first = scheduler.run();
    expect(await scheduler.run({ force: true })).toBe(false);
    finish();
    expect(await first).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('rechecks 2 s after a cancellation, even within the throttle', async () => {
    const check = vi.fn(async () => {});
    const scheduler = new SubscriptionScheduler(check);
    await scheduler.run();
    scheduler.cancelled();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('a background check that fails does not become an unhandled rejection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const scheduler = new SubscriptionScheduler(async () => {
      throw new Error('offline');
    });
    scheduler.signedIn();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(warn).toHaveBeenCalledWith('subscription check failed', expect.any(Error));
    warn.mockRestore();
  });

  it('drops pending checks when signed out', async () => {
    const check = vi.fn(async () => {});
    const scheduler = new SubscriptionScheduler(check);
    scheduler.signedIn();
    scheduler.signedOut();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(check).not.toHaveBeenCalled();
  });
});
