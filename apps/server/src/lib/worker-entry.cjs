// The file every worker thread of lib/worker-pool.ts starts from, in the sources and in the build.
//
// Piscina require()s the file it is given before it tries import(). On Node 20, require() of an
// ES module loads and links it synchronously, and a worker terminated while that runs (a check
// past its budget while its worker starts, a pool closed meanwhile) takes the whole process down:
// "FATAL ERROR: v8::Module::IsGraphAsync must be used on an instantiated module" (seen once in a
// fresh-clone CI run, and reproduced by closing pools while their workers start). This file is
// CommonJS, so that require() runs no ES module; the task module is then loaded with import(),
// which a termination ends cleanly.
const { workerData } = require('node:worker_threads');

async function load() {
  // From the sources (npm run dev, the tests), a worker does not inherit the parent's TypeScript
  // loader: it registers tsx itself before it loads the task.
  if (workerData.tsx) (await import('tsx/esm/api')).register();
  return (await import(workerData.task)).default;
}

// Loaded as the worker starts, as Piscina would load a task module of its own; a failure is the
// first task's to report.
const task = load();
task.catch(() => {});

module.exports = async function run(input) {
  return (await task)(input);
};
