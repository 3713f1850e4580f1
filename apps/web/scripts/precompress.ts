/**
 * Run by `npm run build` last: writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to
 * every compressible file of dist/ over 512 bytes, so the server starts without spending seconds
 * of CPU on maximum-quality compression (static-site.ts reads these siblings). Prerendered pages
 * are left out: the server writes PUBLIC_URL into them when it loads them, then compresses them.
 *
 *   node --import tsx apps/web/scripts/precompress.ts [--dist <dir>]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|webmanifest|svg|txt|xml|map|ico)$/;

const distArg = process.argv.indexOf('--dist');
const distDir = path.resolve(
  distArg > 0 ? (process.argv[distArg + 1] ?? '') : path.join(import.meta.dirname, '..', 'dist'),
);

const started = performance.now();
let count = 0;
for (const entry of fs.readdirSync(distDir, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  if (path.relative(distDir, file).startsWith(`prerendered${path.sep}`)) continue;
  const body = fs.readFileSync(file);
  if (body.length <= 512) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files in ${((performance.now() - started) / 1000).toFixed(1)} s`);
