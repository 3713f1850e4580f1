import zlib from 'node:zlib';
import { PhotoRefusedError } from './data-url';

/**
 * A photo's container read before any decoder sees it (decision 0026). The pixel limit bounds
 * what the pixels cost, but two things around them do not show in the dimensions:
 * - PNG text and profile chunks (zTXt, iTXt, iCCP) are inflated by the decoder whatever their
 *   number: 300 zTXt chunks in a 2.3 MB PNG of 64×48 pixels inflated to 2.4 GB;
 * - a progressive JPEG is decoded scan by scan over the whole image, and nothing bounds their
 *   number: a 1 MB file of repeated small scans over 6320×6320 pixels took 182 s of CPU.
 * Real photos carry a few kilobytes of such chunks and a dozen scans; these bounds are far above
 * that and far below a bomb. The walk itself is linear in the bytes and allocates nothing big:
 * compressed chunks are inflated with an output cap, never in full.
 */

/** What the ancillary chunks of a PNG may add up to, inflated (text, profile, EXIF…). */
export const MAX_PNG_ANCILLARY_BYTES = 1024 * 1024;
/** How many ancillary chunks a PNG may have (a camera or editor writes a handful). */
export const MAX_PNG_ANCILLARY_CHUNKS = 64;
/** Scans of a JPEG (a baseline JPEG has 1, a progressive one ~10; libjpeg's own advice is 100). */
export const MAX_JPEG_SCANS = 100;
/** Metadata chunks of a WebP (ICCP, EXIF, XMP, unknown ones), in bytes and in number. */
export const MAX_WEBP_METADATA_BYTES = 1024 * 1024;
export const MAX_WEBP_CHUNKS = 16;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const tooComplex = () => new PhotoRefusedError('too_complex');
const damaged = () => new PhotoRefusedError('format');

/** Throws PhotoRefusedError when the container is damaged or holds more than a photo needs. */
export function inspectContainer(bytes: Buffer): void {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) inspectPng(bytes);
  else if (bytes[0] === 0xff && bytes[1] === 0xd8) inspectJpeg(bytes);
  else if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    inspectWebp(bytes);
  // Anything else is refused by the decoder's format check (SVG, GIF, HEIF, text…).
}

/** Bytes a zlib stream inflates to, refusing past `budget` (without inflating the rest). */
function inflatedSize(compressed: Buffer, budget: number): number {
  try {
    return zlib.inflateSync(compressed, { maxOutputLength: Math.max(1, budget) }).length;
  } catch (error) {
    if (error instanceof RangeError) throw tooComplex();
    throw damaged();
  }
}

/** The compressed part of a zTXt, iTXt or iCCP chunk's data (null: stored uncompressed). */
function compressedPart(type: string, data: Buffer): Buffer | null {
  const keywordEnd = data.indexOf(0);
  if (keywordEnd < 0) throw damaged();
  if (type === 'zTXt' || type === 'iCCP') return data.subarray(keywordEnd + 2);
  // iTXt: keyword, NUL, compression flag, method, language tag, NUL, translated keyword, NUL, text.
  if (data[keywordEnd + 1] !== 1) return null;
  const languageEnd = data.indexOf(0, keywordEnd + 3);
  const translatedEnd = languageEnd < 0 ? -1 : data.indexOf(0, languageEnd + 1);
  if (translatedEnd < 0) throw damaged();
  return data.subarray(translatedEnd + 1);
}

function inspectPng(bytes: Buffer): void {
  let offset = 8;
  let chunks = 0;
  let ancillaryBytes = 0;
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) throw damaged();
    if (type === 'IEND') return;
    // Lower-case first letter: ancillary (critical chunks are image data and its palette).
    const ancillary = (bytes[offset + 4] ?? 0) & 0x20;
    if (ancillary) {
      chunks++;
      if (chunks > MAX_PNG_ANCILLARY_CHUNKS) throw tooComplex();
      const data = bytes.subarray(offset + 8, offset + 8 + length);
      const compressed =
        type === 'zTXt' || type === 'iTXt' || type === 'iCCP' ? compressedPart(type, data) : null;
      ancillaryBytes += compressed
        ? inflatedSize(compressed, MAX_PNG_ANCILLARY_BYTES - ancillaryBytes + 1)
        : length;
      if (ancillaryBytes > MAX_PNG_ANCILLARY_BYTES) throw tooComplex();
    }
    offset = end;
  }
  throw damaged();
}

function inspectJpeg(bytes: Buffer): void {
  let offset = 2;
  let scans = 0;
  while (offset + 4 <= bytes.length) {
    // Stray bytes between segments (common in camera files; libjpeg only warns): skip to a marker.
    if (bytes[offset] !== 0xff) {
      const next = bytes.indexOf(0xff, offset);
      if (next < 0) return;
      offset = next;
      continue;
    }
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset++;
      continue;
    }
    if (marker === 0xd9) return;
    // Markers without a length (restart markers, TEM) outside a scan: skip them.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) throw damaged();
    offset += 2 + length;
    if (marker !== 0xda) continue;
    scans++;
    if (scans > MAX_JPEG_SCANS) throw tooComplex();
    // The entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart.
    for (;;) {
      const next = bytes.indexOf(0xff, offset);
      if (next < 0 || next + 1 >= bytes.length) return;
      const after = bytes[next + 1] ?? 0;
      if (after === 0x00 || (after >= 0xd0 && after <= 0xd7)) {
        offset = next + 2;
        continue;
      }
      offset = next;
      break;
    }
  }
  // A file cut short is left to the decoder, which refuses truncated data (failOn: 'error').
}

function inspectWebp(bytes: Buffer): void {
  let offset = 12;
  let chunks = 0;
  let metadataBytes = 0;
  while (offset + 8 <= bytes.length) {
    const type = bytes.toString('latin1', offset, offset + 4);
    const length = bytes.readUInt32LE(offset + 4);
    chunks++;
    if (chunks > MAX_WEBP_CHUNKS) throw tooComplex();
    // An animation is many pictures, not a photo.
    if (type === 'ANIM' || type === 'ANMF') throw new PhotoRefusedError('format');
    if (type !== 'VP8 ' && type !== 'VP8L' && type !== 'VP8X' && type !== 'ALPH') {
      metadataBytes += length;
      if (metadataBytes > MAX_WEBP_METADATA_BYTES) throw tooComplex();
    }
    offset += 8 + length + (length % 2);
  }
}
