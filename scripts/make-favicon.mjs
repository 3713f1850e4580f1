// Writes apps/web/public/favicon.ico: a 32×32 32-bit BMP icon drawn from simple shapes
// (the brand gradient square with a white speech bubble), so no image tool is needed.
import fs from 'node:fs';

const S = 32;
const px = new Uint8Array(S * S * 4);
const inRounded = (x, y, r) => {
  const cx = Math.min(Math.max(x, r), S - 1 - r);
  const cy = Math.min(Math.max(y, r), S - 1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};
for (let y = 0; y < S; y++) {
  for (let x = 0; x < S; x++) {
    const i = (y * S + x) * 4;
    if (!inRounded(x + 0.5, y + 0.5, 7)) continue;
    const t = (x + y) / (2 * S);
    let [r, g, b] = [124 + (219 - 124) * t, 58 + (39 - 58) * t, 237 + (119 - 237) * t];
    const bubble = x >= 9 && x <= 22 && y >= 8 && y <= 18;
    const tail = y > 18 && y <= 22 && x >= 10 && x <= 13 - (y - 19);
    if (bubble || tail) [r, g, b] = [255, 255, 255];
    if ((y === 12 && x >= 12 && x <= 19) || (y === 15 && x >= 12 && x <= 16)) [r, g, b] = [124, 58, 237];
    px.set([b, g, r, 255], i); // BMP stores BGRA
  }
}
const header = Buffer.alloc(6 + 16);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
const bmpHeader = Buffer.alloc(40);
bmpHeader.writeUInt32LE(40, 0);
bmpHeader.writeInt32LE(S, 4);
bmpHeader.writeInt32LE(S * 2, 8); // colour + mask heights
bmpHeader.writeUInt16LE(1, 12);
bmpHeader.writeUInt16LE(32, 14);
const rows = [];
for (let y = S - 1; y >= 0; y--) rows.push(Buffer.from(px.subarray(y * S * 4, (y + 1) * S * 4)));
const mask = Buffer.alloc((S / 8) * S); // all opaque: alpha channel does the work
const image = Buffer.concat([bmpHeader, ...rows, mask]);
header.writeUInt8(S, 6);
header.writeUInt8(S, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(image.length, 14);
header.writeUInt32LE(22, 18);
fs.writeFileSync(new URL('../apps/web/public/favicon.ico', import.meta.url), Buffer.concat([header, image]));
