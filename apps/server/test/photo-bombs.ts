import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * Photos built to cost the decoder far more than their size says (decision 0026), for the tests
 * and the bench. Each is made from a small, ordinary image in a second or less.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A 64×48 PNG with `chunks` zTXt chunks after its header, each inflating to `inflatedBytes`
 * (by default 300 × 7.9 MB: 2.4 GB of text in a file of about 2.3 MB).
 */
export async function pngTextBomb(chunks = 300, inflatedBytes = 7.9 * 1024 * 1024): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08040' } })
    .png()
    .toBuffer();
  const compressed = zlib.deflateSync(Buffer.alloc(Math.round(inflatedBytes), 0x41), { level: 9 });
  const text = pngChunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), compressed]));
  // The header chunk is 8 (signature) + 25 bytes long; the text goes right after it.
  const afterHeader = 8 + 25;
  return Buffer.concat([
    png.subarray(0, afterHeader),
    ...Array.from({ length: chunks }, () => text),
    png.subarray(afterHeader),
  ]);
}

/** Offsets of the start-of-scan markers of a JPEG (0xFFDA outside entropy-coded data). */
function scanOffsets(jpeg: Buffer): number[] {
  const offsets: number[] = [];
  let offset = 2;
  while (offset + 4 <= jpeg.length) {
    const marker = jpeg[offset + 1];
    if (marker === 0xd9) break;
    const length = jpeg.readUInt16BE(offset + 2);
    if (marker !== 0xda) {
      offset += 2 + length;
      continue;
    }
    offsets.push(offset);
    offset += 2 + length;
    // Past the entropy-coded data: the next 0xFF not followed by 0x00 or a restart marker.
    for (;;) {
      const next = jpeg.indexOf(0xff, offset);
      const after = jpeg[next + 1] ?? 0;
      if (after === 0x00 || (after >= 0xd0 && after <= 0xd7)) offset = next + 2;
      else {
        offset = next;
        break;
      }
    }
  }
  return offsets;
}

/**
 * A progressive JPEG of `side`×`side` pixels whose last scan is repeated until it has `scans`
 * scans in all: every scan is a pass over the whole image, and libjpeg reads them all before the
 * first row comes out (by default 6320×6320 and 300 scans, under 1 MB).
 */
export async function jpegScanFlood(side = 6320, scans = 300): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: side, height: side, channels: 3, background: '#4080c0' } })
    .jpeg({ progressive: true, quality: 80 })
    .toBuffer();
  const offsets = scanOffsets(jpeg);
  const last = offsets.at(-1) ?? 0;
  const end = jpeg.length - 2; // EOI
  const scan = jpeg.subarray(last, end);
  const extra = Math.max(0, scans - offsets.length);
  return Buffer.concat([
    jpeg.subarray(0, end),
    ...Array.from({ length: extra }, () => scan),
    jpeg.subarray(end),
  ]);
}

/** How many scans a JPEG has. */
export const countScans = (jpeg: Buffer) => scanOffsets(jpeg).length;

/**
 * A photo that takes the decoder a while for honest reasons: `side`×`side` pixels of fine noise
 * (6000 px: 36 megapixels in under 1 MB, a few hundred ms to decode and scale down).
 */
export function heavyPhoto(side = 6000): Promise<Buffer> {
  return sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 4 },
    },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
}
