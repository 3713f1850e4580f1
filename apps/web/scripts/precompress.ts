/**
 * Run by `npm run build` last: writes `<file>.br` and `<file>.gz` next to every compressible file
 * of dist/ over 512 bytes, so the server starts without spending seconds of CPU on
 * maximum-quality compression (static-site.ts reads these siblings). Prerendered pages are left
 * out: the server writes PUBLIC_URL into them when it loads them, then compresses them.
 *
 * What a visitor downloads gets brotli quality 11 and gzip level 9. Source maps — two thirds of
 * the bytes, fetched only by a browser's developer tools — get brotli 5 and gzip 6: a few per
 * cent larger, and the build no longer spends most of this step on them. The files are
 * compressed on libuv's thread pool, several at a time, so every core works.
 *
 *   node --import tsx apps/web/scripts/precompress.ts [--dist <dir>]
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|webmanifest|svg|txt|xml|map|ico)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const distArg = process.argv.indexOf('--dist');
const distDir = path.resolve(
  distArg > 0 ? (process.argv[distArg + 1] ?? '') : path.join(import.meta.dirname, '..', 'dist'),
);

async function compress(file: string): Promise<boolean> {
  const body = await fs.readFile(file);
  if (body.length <= 512) return false;
  const map = file.endsWith('.map');
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: map ? 5 : 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: map ? 6 : 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  return true;
}

const started = performance.now();
const files = (await fs.readdir(distDir, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => !path.relative(distDir, file).startsWith(`prerendered${path.sep}`));
// The thread pool runs four jobs at once; a few files in flight keep it full.
const queue = [...files];
let count = 0;
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift())
      if (await compress(file)) count++;
  }),
);
console.log(`precompressed ${count} files in ${((performance.now() - started) / 1000).toFixed(1)} s`);
