import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelays, pollUntil, SUCCESS_POLL_DELAYS } from './poll';

describe('success page back-off', () => {
  it('doubles from 1 s and stops at about 30 s in all', () => {
    expect(SUCCESS_POLL_DELAYS).toEqual([1000, 2000, 4000, 8000, 15_000]);
    expect(SUCCESS_POLL_DELAYS.reduce((a, b) => a + b, 0)).toBe(30_000);
    expect(backoffDelays(500, 3000)).toEqual([500, 1000, 1500]);
  });
});

describe('pollUntil', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks at once, then after each delay, until done', async () => {
    let answers = [false, false, true];
    const attempt = vi.fn(async () => answers.shift() ?? false);
    const outcome = pollUntil(attempt, [1000, 2000, 4000], new AbortController().signal);
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(outcome).resolves.toBe('done');
    expect(attempt).toHaveBeenCalledTimes(3);
    answers = [];
  });

  it('treats a failed attempt as "not yet" and times out after the last delay', async () => {
    const attempt = vi.fn(async () => {
      throw new Error('503');
    });
    const outcome = pollUntil(attempt, [1000, 2000], new AbortController().signal);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(outcome).resolves.toBe('timeout');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('stops waiting when aborted (the page was left)', async () => {
    const attempt = vi.fn(async () => false);
    const controller = new AbortController();
    const outcome = pollUntil(attempt, [1000, 2000], controller.signal);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await expect(outcome).resolves.toBe('aborted');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
