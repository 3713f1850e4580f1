import { afterEach, describe, expect, it, vi } from 'vitest';
import { ticker } from './ticker';

const logger = () => ({ error: vi.fn() });

describe('ticker: the background workers’ loop', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks at start and on each interval, never two at once, and stop waits for the running one', async () => {
    vi.useFakeTimers();
    let release: () => void = () => {};
    let running = 0;
    let most = 0;
    const tick = vi.fn(async () => {
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => (release = resolve));
      running--;
    });
    const loop = ticker(tick, logger(), 'tick failed');
    loop.start(1_000);
    expect(tick).toHaveBeenCalledTimes(1);
    // Two intervals pass while the first tick still runs: neither starts another.
    await vi.advanceTimersByTimeAsync(2_500);
    expect(tick).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tick).toHaveBeenCalledTimes(2);
    const stopping = loop.stop();
    let stopped = false;
    void stopping.then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(tick).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
  });

  it('logs a failed tick and goes on; a poke ticks soon, but only once started', async () => {
    const log = logger();
    const tick = vi.fn(async () => {
      if (tick.mock.calls.length === 1) throw new Error('database gone');
    });
    const loop = ticker(tick, log, 'tick failed');
    loop.poke();
    await new Promise((resolve) => setImmediate(resolve));
    expect(tick).not.toHaveBeenCalled();
    loop.start(60_000);
    await vi.waitFor(() => expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'tick failed'));
    loop.poke();
    await vi.waitFor(() => expect(tick).toHaveBeenCalledTimes(2));
    await loop.stop();
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
