import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

type PoolOptions = NonNullable<ConstructorParameters<typeof Piscina>[0]>;

/** A task module: `entry`, its file in the build; `source`, its path under src/. */
export interface WorkerTask {
  entry: string;
  source: string;
}

const fromSources = import.meta.url.endsWith('.ts');

/** Where a worker loads `task` from: the built file, or the source under tsx. */
export function taskUrl(task: WorkerTask): string {
  return fromSources
    ? new URL(`../${task.source}`, import.meta.url).href
    : new URL(`./${task.entry}.js`, import.meta.url).href;
}

/**
 * A pool of worker threads for one task module (its default export), on Piscina. `task` names the
 * module: `entry`, its file in the build (an entry point of apps/server/build.mjs, at the top of
 * dist/ like every chunk), and `source`, its path under src/ for `npm run dev` and the tests. Each
 * worker starts from lib/worker-entry.cjs (copied beside the chunks by the build), which loads the
 * task with import(): see that file for why Piscina must not require() an ES module.
 */
export function workerPool<Task, Result>(
  task: WorkerTask | null,
  options: Omit<PoolOptions, 'filename' | 'workerData' | 'execArgv'>,
): Piscina<Task, Result> {
  return new Piscina({
    ...options,
    filename: fileURLToPath(new URL('./worker-entry.cjs', import.meta.url)),
    // No task: each run names its module (lib/cpu-pool.ts).
    workerData: { task: task && taskUrl(task), tsx: fromSources },
    // A worker needs none of the server's flags (a test runner's, say).
    execArgv: [],
  });
}
