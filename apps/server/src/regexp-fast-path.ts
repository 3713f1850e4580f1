import { createRequire } from 'node:module';

/**
 * Keeps V8's fast path for regular expressions in this process (decision 0022).
 *
 * twitter-text (hashtags, X's weighted length) loads core-js 2 polyfills. One of them,
 * `es6.regexp.split`, probes the engine by setting `constructor` on a RegExp instance, which
 * trips V8's RegExp species protector for the whole process: from then on every
 * `replace`/`match`/`split` with a regular expression — ours, Hono's, Zod's, Better Auth's —
 * runs the slow, spec-literal path (a global `replace` with many matches costs about ten times
 * more). Node 20 needs none of that polyfill (it only patches `split` when the probe fails), so
 * the module is marked as already loaded before twitter-text asks for it. Must be imported
 * before anything that imports twitter-text (first in main.ts, which imports the rest after it).
 */
export function keepRegExpFastPath(): boolean {
  const require = createRequire(import.meta.url);
  try {
    const fromTwitterText = createRequire(require.resolve('twitter-text'));
    const file = fromTwitterText.resolve('core-js/modules/es6.regexp.split');
    if (!require.cache[file]) {
      const stub = new (require('node:module') as typeof import('node:module'))(file);
      stub.filename = file;
      stub.loaded = true;
      require.cache[file] = stub;
    }
    return true;
  } catch {
    // Another layout of node_modules: nothing to do, only slower.
    return false;
  }
}

keepRegExpFastPath();
