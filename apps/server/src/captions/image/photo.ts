import os from 'node:os';
import { MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE, THUMBNAIL_SIDE } from '@captia/shared';
import type Sharp from 'sharp';
import type { Metadata, OutputInfo, SharpOptions } from 'sharp';
import { AppError } from '#server/http/errors.ts';
import { inspectContainer } from './container';
import { PhotoRefusedError, photoBytesFromDataUrl } from './data-url';

let library: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips, about 13 MB once loaded), loaded by the first photo — or at start when the
 * configured model sees photos (`warmPhotoLibrary`, app.ts), so that first photo does not wait.
 * An install whose model cannot see photos never loads it.
 */
function loadSharp(): Promise<typeof Sharp> {
  library ??= import('sharp').then(({ default: sharp }) => {
    // Every photo is a stranger's upload, seen once: libvips' operation cache would only keep
    // decoded pixels of images nobody asks for again.
    sharp.cache(false);
    return sharp;
  });
  return library as Promise<typeof Sharp>;
}

export function warmPhotoLibrary(): void {
  loadSharp().catch(() => {});
}

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
 * Decoding is CPU and memory work on the libuv pool: one photo per core at a time keeps a burst
 * of uploads from holding many decoded images at once. The others wait their turn, but never
 * without bound: past MAX_WAITING the server says it is busy (503 with Retry-After), and an
 * account has one photo in progress at a time (a second one at once is a 429), so one account
 * cannot fill the queue ahead of everyone else. Counted per server process.
 */
export const MAX_AT_ONCE = Math.max(1, os.availableParallelism());
export const MAX_WAITING = 2 * MAX_AT_ONCE;
/** The longest one photo may take to decode and re-encode: sharp stops its pipeline past it. */
export const DECODE_TIMEOUT_SECONDS = 10;
const RETRY_AFTER_SECONDS = 5;

let running = 0;
const waiting: (() => void)[] = [];
const accountsWithPhoto = new Set<string>();

async function inTurn<T>(account: string, work: () => Promise<T>): Promise<T> {
  if (accountsWithPhoto.has(account))
    throw new AppError(429, 'rate_limited', {
      messageKey: 'captions.errors.photo_in_progress',
      retryAfter: RETRY_AFTER_SECONDS,
    });
  if (running >= MAX_AT_ONCE && waiting.length >= MAX_WAITING)
    throw new AppError(503, 'service_unavailable', {
      messageKey: 'captions.errors.photo_busy',
      retryAfter: RETRY_AFTER_SECONDS,
    });
  accountsWithPhoto.add(account);
  try {
    if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  } finally {
    accountsWithPhoto.delete(account);
  }
}

function decodeFailure(error: unknown): PhotoRefusedError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new PhotoRefusedError('too_many_pixels', { cause: error });
  // sharp's own time limit (DECODE_TIMEOUT_SECONDS): "timeout: 12% complete".
  if (/^timeout/i.test(message)) return new PhotoRefusedError('too_complex', { cause: error });
  return new PhotoRefusedError('format', { cause: error });
}

async function prepare(bytes: Buffer): Promise<PreparedPhoto> {
  // The container first, before any decoder sees it: chunks and scans a photo does not need.
  inspectContainer(bytes);
  const sharp = await loadSharp();
  // Then the header: its format and dimensions decide before a single pixel is decoded.
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
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
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

/**
 * Validates and re-encodes a photo's bytes in `account`'s turn; a PhotoRefusedError says why it
 * cannot be used, an AppError that the account or the server has too many photos in progress.
 */
export function preparePhoto(bytes: Buffer, account: string): Promise<PreparedPhoto> {
  return inTurn(account, () => prepare(bytes));
}

const MESSAGE_KEYS = {
  not_data: 'captions.validation.imageNotData',
  format: 'captions.validation.imageFormat',
  too_many_pixels: 'captions.validation.imageTooManyPixels',
  too_complex: 'captions.validation.imageTooComplex',
} as const;

/** A refusal as the API answers it: 413 over the size limit, else 400 `image_invalid` saying why. */
function refusal(error: unknown): unknown {
  if (!(error instanceof PhotoRefusedError)) return error;
  if (error.problem === 'too_large') return new AppError(413, 'payload_too_large');
  return new AppError(400, 'image_invalid', { messageKey: MESSAGE_KEYS[error.problem] });
}

/**
 * The bytes of the request's `image` (a data URL), checked from the text alone — no decoding:
 * a link, bad base64 or too many bytes is refused before anything else is looked at.
 */
export function photoBytes(value: string): Buffer {
  try {
    return photoBytesFromDataUrl(value);
  } catch (error) {
    throw refusal(error);
  }
}

/**
 * Those bytes as a re-encoded photo, decoded in `account`'s turn, or the API error: 400
 * `image_invalid` with a message saying what is accepted, 429/503 when the account or the
 * server has too many photos in progress.
 */
export async function readPhoto(bytes: Buffer, account: string): Promise<PreparedPhoto> {
  try {
    return await preparePhoto(bytes, account);
  } catch (error) {
    throw refusal(error);
  }
}
