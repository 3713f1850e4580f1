// The server's entry. Nothing here tunes the engine: `npm run serve` runs the build with V8's
// flags on node's command line, and the sources run with the same (node-flags.ts, decision 0051).
//
// The server is loaded with `import()`, so in the build (apps/server/build.mjs) it is a chunk of
// its own that main.js loads (test/built-server.test.ts reads what loads at start from there).
export {};

const { start } = await import('./start');
await start();
