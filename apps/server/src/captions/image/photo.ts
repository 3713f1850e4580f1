import os from 'node:os';
import { MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE, THUMBNAIL_SIDE } from '@captia/shared';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import { AppError } from '../../http/errors';
import { PhotoRefusedError, photoBytesFromDataUrl } from './data-url';

// Every photo is a stranger's upload, seen once: libvips' operation cache would only keep
// decoded pixels of images nobody asks for again.
sharp.cache(false);

/**
 * How an upload is decoded: the pixel limit is enforced by libvips itself (on the header's
 * dimensions, before pixels are decoded), truncated or corrupt data aborts ('error' also
 * covers 'truncated'; a mere libjpeg warning such as stray bytes between markers, common in
 * camera files, does not), and pixels are read top to bottom without keeping the whole image.
 */
const DECODE: SharpOptions = {
  limitInputPixels: MAX_PHOTO_PIXELS,
  failOn: 'error',
  sequentialRead: true,
};

/** What sharp decodes that we accept, by content (SVG, GIF, HEIF/AVIF, TIFF, PDF… are refused). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

const JPEG_QUALITY = 85;
const THUMBNAIL_QUALITY = 60;

export interface PreparedPhoto {
  /** The re-encoded photo: orientation applied, longest side ≤ MAX_PHOTO_SIDE, sRGB, no metadata. */
  data: Buffer;
  mediaType: 'image/jpeg';
  width: number;
  height: number;
  /** The WebP history keeps (longest side ≤ THUMBNAIL_SIDE), made from `data`. */
  thumbnail: Buffer;
}

/**
 * Decoding is CPU and memory work on the libuv pool; one photo per core at a time keeps a burst
 * of uploads from holding many decoded images at once (the others wait their turn).
 */
const MAX_AT_ONCE = Math.max(1, os.availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function decodeFailure(error: unknown): PhotoRefusedError {
  const message = error instanceof Error ? error.message : '';
  return new PhotoRefusedError(/pixel limit/i.test(message) ? 'too_many_pixels' : 'format', { cause: error });
}

async function prepare(bytes: Buffer): Promise<PreparedPhoto> {
  // The header first: its format and dimensions decide before a single pixel is decoded.
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, DECODE).metadata();
  } catch (error) {
    throw decodeFailure(error);
  }
  if (!ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height)
    throw new PhotoRefusedError('format');
  if (metadata.width * metadata.height > MAX_PHOTO_PIXELS) throw new PhotoRefusedError('too_many_pixels');

  let data: Buffer;
  let info: OutputInfo;
  try {
    // Without withMetadata/keepMetadata sharp writes no EXIF, XMP, IPTC nor ICC profile, and
    // converts to sRGB: camera, GPS and software tags are gone with them. Transparency is
    // flattened on white (JPEG has none; black would hide dark logos).
    ({ data, info } = await sharp(bytes, DECODE)
      .autoOrient()
      .resize({
        width: MAX_PHOTO_SIDE,
        height: MAX_PHOTO_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true }));
  } catch (error) {
    throw decodeFailure(error);
  }
  const thumbnail = await sharp(data)
    .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: THUMBNAIL_QUALITY })
    .toBuffer();
  return { data, mediaType: 'image/jpeg', width: info.width, height: info.height, thumbnail };
}

/** Validates and re-encodes a photo's bytes; a PhotoRefusedError says why it cannot be used. */
export function preparePhoto(bytes: Buffer): Promise<PreparedPhoto> {
  return inTurn(() => prepare(bytes));
}

const MESSAGE_KEYS = {
  not_data: 'captions.validation.imageNotData',
  format: 'captions.validation.imageFormat',
  too_many_pixels: 'captions.validation.imageTooManyPixels',
} as const;

/**
 * The request's `image` (a data URL) as a re-encoded photo, or the API error: 413 over the size
 * limit, 400 `image_invalid` with a message saying what is accepted.
 */
export async function photoFromDataUrl(value: string): Promise<PreparedPhoto> {
  try {
    return await preparePhoto(photoBytesFromDataUrl(value));
  } catch (error) {
    if (!(error instanceof PhotoRefusedError)) throw error;
    if (error.problem === 'too_large') throw new AppError(413, 'payload_too_large');
    throw new AppError(400, 'image_invalid', { messageKey: MESSAGE_KEYS[error.problem] });
  }
}
