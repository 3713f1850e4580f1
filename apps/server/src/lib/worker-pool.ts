import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

type PoolOptions = NonNullable<ConstructorParameters<typeof Piscina>[0]>;

/**
 * A pool of worker threads for one task module (its default export), on Piscina. `task` names the
 * module: `entry`, its file in the build (an entry point of apps/server/build.mjs, at the top of
 * dist/ like every chunk), and `source`, its path under src/ for `npm run dev` and the tests, which
 * load it through lib/worker-source.mjs.
 */
export function workerPool<Task, Result>(
  task: { entry: string; source: string },
  options: Omit<PoolOptions, 'filename' | 'workerData' | 'execArgv'>,
): Piscina<Task, Result> {
  const fromSources = import.meta.url.endsWith('.ts');
  return new Piscina({
    ...options,
    filename: fileURLToPath(
      fromSources
        ? new URL('./worker-source.mjs', import.meta.url)
        : new URL(`./${task.entry}.js`, import.meta.url),
    ),
    ...(fromSources && { workerData: { task: new URL(`../${task.source}`, import.meta.url).href } }),
    // A worker needs none of the server's flags (a test runner's, say).
    execArgv: [],
  });
}
