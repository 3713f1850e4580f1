// `node --import <this file>`: registers regexp-fast-path.hooks.mjs, Node's module customization
// hooks that load twitter-text without core-js 2's `es6.regexp.split` polyfill (decisions 0022,
// 0051). For the sources only (tsx, the tests): the build leaves the polyfill out itself
// (build.mjs), so `npm run serve` needs no hook, nor the hooks thread Node runs for one.
import { register } from 'node:module';

register('./regexp-fast-path.hooks.mjs', import.meta.url);
