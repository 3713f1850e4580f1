import { openDatabase } from '../src/db/client';

/**
 * Opens the PGlite directory it is given as the server does, then prints what this process holds
 * in array buffers (PGlite's WebAssembly memory among them), in a process of its own: a test
 * process has held other databases before (test/pglite-memory.test.ts).
 */
const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: pglite-memory.fixture.ts <dir>');
const database = await openDatabase({ pgliteDir: dir });
await database.ping();
process.stdout.write(JSON.stringify({ external: process.memoryUsage().external }));
await database.close();
