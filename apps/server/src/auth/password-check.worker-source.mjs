// The password checker's worker when the server runs from its sources (`npm run dev`, the tests):
// a worker thread does not inherit the parent's TypeScript loader, so it registers tsx itself
// before it loads the task. The build runs dist/password-check.worker.js instead (password-check.ts).
import { register } from 'tsx/esm/api';

register();
const { default: check } = await import('./password-check.worker.ts');

export default check;
