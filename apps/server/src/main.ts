// First, before anything loads twitter-text (see the module).
import './regexp-fast-path';

// Everything else is imported only now. In the build (apps/server/build.mjs) the server is its
// own chunk, and the packages it imports load when that chunk does: a bundle's static imports
// would all load before the line above had run.
const { start } = await import('./start');
await start();
