// The file every worker thread of lib/worker-pool.ts starts from, in the sources and in the build.
//
// Piscina require()s the file it is given before it tries import(). On Node 20, require() of an
// ES module loads and links it synchronously, and a worker terminated while that runs (a check
// past its budget while its worker starts, a pool closed meanwhile) takes the whole process down:
// "FATAL ERROR: v8::Module::IsGraphAsync must be used on an instantiated module" (seen once in a
// fresh-clone CI run, and reproduced by closing pools while their workers start). This file is
// CommonJS, so that require() runs no ES module; the task module is then loaded with import(),
// which a termination ends cleanly.
// Outside a worker (a test that only require()s this file) there is no workerData.
const workerData = require('node:worker_threads').workerData ?? {};

// From the sources (npm run dev, the tests), a worker does not inherit the parent's TypeScript
// loader: it registers tsx itself before it loads a task.
const loader = workerData.tsx ? import('tsx/esm/api').then((tsx) => tsx.register()) : Promise.resolve();
loader.catch(() => {});

/** Task modules by URL, each loaded once per worker. */
const modules = new Map();
function load(url) {
  let task = modules.get(url);
  if (!task) {
    task = loader.then(() => import(url)).then((module) => module.default);
    task.catch(() => {});
    modules.set(url, task);
  }
  return task;
}

// A pool of one task module (the password checker) loads it as the worker starts, as Piscina
// would load a task module of its own; a failure is the first task's to report.
if (workerData.task) load(workerData.task);

module.exports = async function run(input) {
  // A task of lib/cpu-pool.ts names its module, and comes with two shared cells: when a thread
  // took it, and when it starts running (once its module is loaded), so the pool tells waiting
  // for a thread from the task's own work, and never counts loading the module against either.
  if (!workerData.task) {
    const times = new Float64Array(input.times);
    times[0] = Date.now();
    const task = await load(input.module);
    times[1] = Date.now();
    return task(input.input);
  }
  return (await load(workerData.task))(input);
};
