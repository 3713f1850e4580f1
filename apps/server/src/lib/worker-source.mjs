// A worker thread's task when the server runs from its sources (`npm run dev`, the tests): a worker
// does not inherit the parent's TypeScript loader, so it registers tsx itself before it loads the
// task module named by lib/worker-pool.ts. The build runs each task's own JavaScript file instead.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { default: task } = await import(workerData.task);

export default task;
