// The server build's esbuild plugins (build.mjs); test/node-flags.test.ts bundles with them too.

/**
 * twitter-text and the CommonJS it requires (core-js 2, @babel/runtime): bundled, so that one
 * module of it can be left out (see `withoutRegExpSplitPolyfill`).
 */
const TWITTER_TEXT = /^twitter-text$/;
const IN_TWITTER_TEXT = /[\\/]node_modules[\\/](twitter-text|core-js|@babel[\\/]runtime)[\\/]/;

/**
 * Bare specifiers other than the workspace's, the package's own subpath imports (`#server/…`,
 * which name its sources) and twitter-text's are left to Node.
 */
export const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@captia/') || args.path.startsWith('#')) return undefined;
      if (TWITTER_TEXT.test(args.path) || IN_TWITTER_TEXT.test(args.importer)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * V8's fast path for regular expressions kept (decisions 0022, 0051): core-js 2's
 * `es6.regexp.split`, which twitter-text requires, probes the engine by setting `constructor` on a
 * RegExp, and that trips V8's RegExp species protector for the whole thread — every `replace`,
 * `match` and `split` with a regular expression then runs the slow, spec-literal path. Node 20
 * needs none of it (the polyfill only replaces `split` when its probe fails), so the bundle holds
 * an empty module in its place. twitter-text's `require('punycode')` is Node's own module, as it
 * is unbundled (an ES import of it: a bundle has no `require`).
 */
export const withoutRegExpSplitPolyfill = {
  name: 'without-regexp-split-polyfill',
  setup(build) {
    build.onResolve({ filter: /^core-js\/modules\/es6\.regexp\.split(\.js)?$/ }, () => ({
      path: 'core-js/modules/es6.regexp.split',
      namespace: 'left-out',
    }));
    build.onLoad({ filter: /.*/, namespace: 'left-out' }, () => ({ contents: '', loader: 'js' }));
    build.onResolve({ filter: /^punycode$/ }, (args) =>
      IN_TWITTER_TEXT.test(args.importer) ? { path: 'punycode', namespace: 'node-punycode' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'node-punycode' }, () => ({
      contents: "import punycode from 'node:punycode'; export default punycode;",
      loader: 'js',
    }));
  },
};
