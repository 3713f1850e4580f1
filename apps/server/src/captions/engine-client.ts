import type { CpuPool } from '../lib/cpu-pool';
import type { WorkerTask } from '../lib/worker-pool';
import type { EngineResults, EngineTask } from './engine.worker';

/** The engine's task module (an entry of apps/server/build.mjs). */
export const ENGINE_TASK: WorkerTask = { entry: 'engine.worker', source: 'captions/engine.worker.ts' };

/**
 * Runs one piece of the engine's work in the text-work pool (docs/decisions/0047): a 422
 * `input_too_complex` past its deadline, a 503 when the pool is saturated (lib/cpu-pool.ts).
 */
export type Engine = <Task extends EngineTask>(
  task: Task,
  signal?: AbortSignal,
) => Promise<EngineResults[Task['kind']]>;

export function engineOn(pool: CpuPool, task: WorkerTask = ENGINE_TASK): Engine {
  return (input, signal) => pool.run(task, input, { signal });
}
