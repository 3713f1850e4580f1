import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/http/errors';
import { type CpuPoolLimits, cpuPool } from '../src/lib/cpu-pool';
import type { CpuTestTask } from './fixtures/cpu-task';

const TASK = { entry: 'cpu-task', source: '../test/fixtures/cpu-task.ts' };
const LIMITS: CpuPoolLimits = {
  threads: 1,
  runMs: 300,
  waitMs: 10_000,
  maxWaiting: 4,
  idleMs: 30_000,
  maxHeapMb: 64,
};

const pools: { close(): Promise<void> }[] = [];
function poolWith(limits: Partial<CpuPoolLimits> = {}) {
  const pool = cpuPool({ ...LIMITS, ...limits });
  pools.push(pool);
  const run = (task: CpuTestTask, signal?: AbortSignal) =>
    pool.run<CpuTestTask, unknown>(TASK, task, { signal });
  return { pool, run };
}
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
});

const refusal = (error: unknown) =>
  error instanceof AppError
    ? { status: error.status, code: error.code, retryAfter: error.details.retryAfter }
    : error;

describe('the text-work pool (docs/decisions/0047)', () => {
  it('runs a task in a worker thread and answers with its result; loading the module does not count against the deadline', async () => {
    // The first task waits for a thread to start and load its module under tsx, far longer
    // than 300 ms here: only the task's own work is timed.
    const { pool, run } = poolWith();
    await expect(run({ kind: 'echo', value: { a: [1, 'two'] } })).resolves.toEqual({ a: [1, 'two'] });
    expect(pool.threads()).toBe(1);
    await expect(run({ kind: 'spin', ms: 50, value: 'done' })).resolves.toBe('done');
  });

  it('cuts a task that never ends at its limit (422), ends its worker, and answers the next task', async () => {
    const { pool, run } = poolWith();
    await run({ kind: 'echo', value: 'warm' });
    const started = Date.now();
    const error = await run({ kind: 'forever' }).catch((e: unknown) => e);
    expect(refusal(error)).toEqual({ status: 422, code: 'input_too_complex', retryAfter: undefined });
    // Cut at its limit, give or take the watch's tick; not after some other, longer wait.
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(run({ kind: 'echo', value: 'after' })).resolves.toBe('after');
    expect(pool.threads()).toBe(1);
  });

  it('answers 503 with Retry-After to a task that waited past its limit, and at once when the queue is full', async () => {
    const { run } = poolWith({ waitMs: 200, maxWaiting: 1, runMs: 1_500 });
    // A thread starting counts as waiting: on a loaded machine it can take longer than 200 ms,
    // so the pool is warmed until a thread is up.
    for (let tries = 0; tries < 20; tries++)
      if ((await run({ kind: 'echo', value: 'warm' }).catch(() => null)) === 'warm') break;
    const long = run({ kind: 'spin', ms: 1_000, value: 'long' });
    const waiting = run({ kind: 'echo', value: 'waits' }).catch((e: unknown) => e);
    const refused = await run({ kind: 'echo', value: 'no room' }).catch((e: unknown) => e);
    expect(refusal(refused)).toEqual({ status: 503, code: 'service_unavailable', retryAfter: 2 });
    expect(refusal(await waiting)).toEqual({ status: 503, code: 'service_unavailable', retryAfter: 2 });
    // The running task was not touched by the refusals.
    await expect(long).resolves.toBe('long');
  });

  it('ends a running task when its request goes away', async () => {
    const { run } = poolWith({ runMs: 60_000 });
    await run({ kind: 'echo', value: 'warm' });
    const controller = new AbortController();
    const forever = run({ kind: 'forever' }, controller.signal).catch((e: unknown) => e);
    setTimeout(() => controller.abort(new Error('client gone')), 100);
    expect(await forever).toEqual(new Error('client gone'));
    await expect(run({ kind: 'echo', value: 'next' })).resolves.toBe('next');
  });

  it('refuses a task that outgrows the worker’s heap (422), and goes on', async () => {
    const { run } = poolWith({ maxHeapMb: 32, runMs: 20_000 });
    await run({ kind: 'echo', value: 'warm' });
    expect(refusal(await run({ kind: 'allocate', mb: 256 }).catch((e: unknown) => e))).toMatchObject({
      status: 422,
      code: 'input_too_complex',
    });
    await expect(run({ kind: 'echo', value: 'next' })).resolves.toBe('next');
  });
});
