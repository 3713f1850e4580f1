/**
 * Writes the install icons of the web app manifest (apps/web/public/icons/) from favicon.svg:
 * 192 and 512 px, and a maskable 512 px whose mark sits inside the 80 % safe circle on the
 * brand colour (a launcher may cut any shape out of it). Run once when the mark changes:
 * `node --import tsx apps/web/scripts/make-icons.ts`; the PNGs are committed, so the build
 * needs no image library.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'));
const out = (name: string) => path.join(publicDir, 'icons', name);

for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(out(`icon-${size}.png`));
}
// The mark at 60 % of the side, centred on the theme colour: inside the safe zone with margin.
const mark = await sharp(svg, { density: (72 * 308) / 32 })
  .resize(308, 308)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#6d28d9' } })
  .composite([{ input: mark, gravity: 'center' }])
  .png({ compressionLevel: 9, palette: true })
  .toFile(out('maskable-512.png'));
// iOS reads its home-screen icon from <link rel="apple-touch-icon">, not the manifest.
await sharp(svg, { density: (72 * 180) / 32 })
  .resize(180, 180)
  .flatten({ background: '#6d28d9' })
  .png({ compressionLevel: 9, palette: true })
  .toFile(out('apple-touch-icon.png'));
