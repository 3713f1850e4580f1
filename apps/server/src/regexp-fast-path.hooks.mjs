// Module customization hooks (https://nodejs.org/docs/latest-v20.x/api/module.html#customization-hooks),
// registered by regexp-fast-path.mjs: twitter-text loaded without core-js 2's `es6.regexp.split`
// (decisions 0022, 0051).
//
// That polyfill probes the engine by setting `constructor` on a RegExp, which trips V8's RegExp
// species protector for the whole thread: every `replace`, `match` and `split` with a regular
// expression then runs the slow, spec-literal path (a global `replace` with many matches about
// twelve times slower). Node 20 needs none of it: the polyfill only replaces `split` when its
// probe fails.
//
// twitter-text is CommonJS, and its `require()` calls reach these hooks only when the module that
// makes them was loaded by the ES module loader with its source: Node then loads what it requires
// through the hooks too. So twitter-text's files are given their source here, and the polyfill's
// file is given none.
import { readFile } from 'node:fs/promises';

const POLYFILL = /\/node_modules\/core-js\/modules\/es6\.regexp\.split\.js$/;
const TWITTER_TEXT = /\/node_modules\/twitter-text\/dist\/[^?#]*\.js$/;

export async function load(url, context, nextLoad) {
  if (POLYFILL.test(url)) return { format: 'commonjs', source: '', shortCircuit: true };
  const loaded = await nextLoad(url, context);
  if (loaded.format === 'commonjs' && loaded.source == null && TWITTER_TEXT.test(url)) {
    return { ...loaded, source: await readFile(new URL(url), 'utf8') };
  }
  return loaded;
}
