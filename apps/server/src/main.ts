// First, before anything loads twitter-text (see the module).
import './regexp-fast-path';
import { boundHeapGrowth } from './heap-growth';

// V8's old generation grows 1.25× past the live heap, not up to 4× as on a large machine (see the module).
boundHeapGrowth();

// Everything else is imported only now. In the build (apps/server/build.mjs) the server is its
// own chunk, and the packages it imports load when that chunk does: a bundle's static imports
// would all load before the line above had run.
const { start } = await import('./start');
await start();
