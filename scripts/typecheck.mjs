// `npm run typecheck`: every workspace (`tsc -b`, the project references of tsconfig.json) and the
// browser tests (`tsc -p e2e`), strict, with TypeScript 7's native compiler (decision 0059).
// TypeScript 6 stays installed as `typescript`: the tools that use its JavaScript API (the ReDoS
// scan, openapi-typescript, the generated-client test) need it, and TypeScript 7 has none.
// Both packages name their command `tsc`, so which one `npx tsc` finds is npm's choice: this
// script names the compiler by its path instead.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');
const root = path.resolve(import.meta.dirname, '..');

// One checker and one builder: CI runs this beside the browser tests, on the same two cores,
// where more threads only take time from them (16 s of CPU against 24 with the defaults).
for (const args of [
  ['-b', '--checkers', '1', '--builders', '1'],
  ['-p', 'e2e'],
]) {
  try {
    execFileSync(process.execPath, [tsc, ...args], { cwd: root, stdio: 'inherit' });
  } catch {
    process.exit(1);
  }
}
