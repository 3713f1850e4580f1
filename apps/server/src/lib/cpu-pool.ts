import type { Piscina } from 'piscina';
import { AppError } from '../http/errors';
import { taskUrl, type WorkerTask, workerPool } from './worker-pool';

/**
 * CPU work on untrusted text or HTML (the caption engine and its guardrails, the network rules,
 * a fetched page's parse) runs in worker threads with a deadline (docs/decisions/0047).
 *
 * The server answers every request from one thread. Work whose cost depends on what a user or a
 * model or a web page sent — however carefully written to be linear — must not hold that thread:
 * here it runs in a pool of worker threads, and a task that runs longer than `runMs` is ended (its
 * worker thread terminated; Piscina starts another for the next task) and the request refused.
 *
 * - **Ran too long** (`runMs` of its own work): the input is the cause; the answer is 422
 *   `input_too_complex`, which says to shorten or simplify it.
 * - **Waited too long** (`waitMs` before a thread took it) or **the queue is full**
 *   (`maxWaiting`): the server is busy; 503 with `Retry-After`.
 * - A worker that runs out of its heap (`maxHeapMb`) is ended the same way: 422.
 *
 * The task module runs in the worker (its default export, a plain function of plain data: what
 * it takes and gives is copied between threads). When a thread takes the task and when the task
 * starts running are written by the worker into shared cells (lib/worker-entry.cjs): waiting is
 * timed until a thread takes it, the task from when it starts, and loading the module into a
 * fresh thread counts against neither.
 */
export interface CpuPoolLimits {
  /** Worker threads at most (started as needed, ended after `idleMs` without work). */
  threads: number;
  /** A task's own running time at most; past it the worker is ended and the request refused (422). */
  runMs: number;
  /** Waiting for a thread at most; past it, 503. */
  waitMs: number;
  /** Tasks that may wait; past that, 503 at once. */
  maxWaiting: number;
  /** A thread ends after this long without work. */
  idleMs: number;
  /** A worker's old-generation heap at most (MB); past it the worker is ended (422). */
  maxHeapMb: number;
}

export interface CpuPool {
  readonly limits: CpuPoolLimits;
  /**
   * Runs `task`'s default export on `input` in a worker; `signal` (the client went away) cancels
   * it, ending its worker if it runs.
   */
  run<Input, Output>(
    task: WorkerTask,
    input: Input,
    options?: { signal?: AbortSignal | undefined },
  ): Promise<Output>;
  /** Worker threads alive now (tests, metrics). */
  threads(): number;
  close(): Promise<void>;
}

/** Seconds a client is told to wait when the pool is busy. */
const BUSY_RETRY_AFTER = 2;

const busy = () => new AppError(503, 'service_unavailable', { retryAfter: BUSY_RETRY_AFTER });

export function cpuPool(limits: CpuPoolLimits): CpuPool {
  let pool: Piscina<unknown, unknown> | null = null;
  /** Tasks asked for and not answered (Piscina's own queue bound does not count a starting worker's). */
  let inFlight = 0;

  const threads = () => {
    pool ??= workerPool<unknown, unknown>(null, {
      minThreads: 0,
      maxThreads: limits.threads,
      idleTimeout: limits.idleMs,
      // Our own count refuses first (below), with the contract's 503.
      maxQueue: limits.threads + limits.maxWaiting,
      concurrentTasksPerWorker: 1,
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 4 },
    });
    return pool;
  };

  async function run<Input, Output>(
    task: WorkerTask,
    input: Input,
    options: { signal?: AbortSignal | undefined } = {},
  ): Promise<Output> {
    if (inFlight >= limits.threads + limits.maxWaiting) throw busy();
    const outer = options.signal;
    if (outer?.aborted) throw outer.reason;
    inFlight++;
    // [when a thread took the task, when it started running]: written by the worker.
    const times = new Float64Array(new SharedArrayBuffer(16));
    const controller = new AbortController();
    const askedAt = Date.now();
    let overran: 'ran' | 'waited' | null = null;
    // Checked a few times within each limit: a task ends at most a quarter of a limit late.
    const tick = Math.max(5, Math.min(50, Math.floor(Math.min(limits.runMs, limits.waitMs) / 4)));
    const watch = setInterval(() => {
      const [taken = 0, started = 0] = times;
      const now = Date.now();
      if (started > 0 && now - started > limits.runMs) overran = 'ran';
      else if (taken === 0 && now - askedAt > limits.waitMs) overran = 'waited';
      if (overran) controller.abort(new Error(`cpu task ${overran} too long`));
    }, tick);
    const onOuterAbort = () => controller.abort(outer?.reason);
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    try {
      const message = { module: taskUrl(task), input, times: times.buffer };
      return (await threads().run(message, { signal: controller.signal })) as Output;
    } catch (error) {
      if (overran === 'ran') throw new AppError(422, 'input_too_complex');
      if (overran === 'waited') throw busy();
      if (outer?.aborted) throw outer.reason;
      // The worker ran out of its heap: the input made it (a task's memory is bounded by its input).
      if ((error as { code?: unknown })?.code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw new AppError(422, 'input_too_complex');
      throw error;
    } finally {
      clearInterval(watch);
      outer?.removeEventListener('abort', onOuterAbort);
      inFlight--;
    }
  }

  return {
    limits,
    run,
    threads: () => pool?.threads.length ?? 0,
    async close() {
      const closing = pool;
      pool = null;
      await closing?.destroy();
    },
  };
}

/** The defaults of the configuration table (TEXT_WORK_*). */
export const TEXT_WORK_DEFAULTS: CpuPoolLimits = {
  threads: 1,
  runMs: 2_000,
  waitMs: 5_000,
  maxWaiting: 200,
  idleMs: 60_000,
  maxHeapMb: 64,
};

let shared: CpuPool | null = null;

/**
 * The process's pool for text work (one per process: every app a test makes shares its threads);
 * made again when asked with other limits: the old one's running tasks finish, and its threads,
 * idle and unreferenced, end after its idle time without holding the process.
 */
export function textWorkPool(limits: CpuPoolLimits = TEXT_WORK_DEFAULTS): CpuPool {
  if (shared && JSON.stringify(shared.limits) === JSON.stringify(limits)) return shared;
  shared = cpuPool(limits);
  return shared;
}
