import { MAX_PHOTO_BYTES, MAX_PHOTO_SIDE, PHOTO_MEDIA_TYPES } from '@captia/shared';

/**
 * The pure part of choosing a photo (decision 0018): what the browser refuses before any
 * upload, and the size it scales a photo to. The server trusts only what it decodes; these
 * checks are for a quick, localized answer and a small upload.
 */

/** What the file input asks for (phones hand an HEIC photo over as a JPEG when JPEG is asked). */
export const PHOTO_ACCEPT = PHOTO_MEDIA_TYPES.join(',');

/** The quality of the JPEG sent: the server re-encodes at 85 too, so more only costs bytes. */
export const PHOTO_JPEG_QUALITY = 0.85;

export type PhotoRefusal = 'notImage' | 'tooLarge' | 'unreadable';

/** Catalog keys of the refusals, shown next to the photo control. */
export const PHOTO_REFUSAL_KEYS: Record<PhotoRefusal, string> = {
  notImage: 'generator.photo.errors.notImage',
  tooLarge: 'generator.photo.errors.tooLarge',
  unreadable: 'generator.photo.errors.unreadable',
};

/**
 * Why a chosen file cannot be used, or null. The declared type is all the browser has before
 * decoding; a file that claims to be an image but does not decode is refused after.
 */
export function checkPhotoFile(file: { type: string; size: number }): PhotoRefusal | null {
  if (!(PHOTO_MEDIA_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'notImage';
  if (file.size > MAX_PHOTO_BYTES) return 'tooLarge';
  if (file.size === 0) return 'unreadable';
  return null;
}

/**
 * The size a photo is drawn at: its longest side at most `maxSide`, proportions kept, never
 * enlarged, at least 1 px each way. A 12 MP phone photo (4032×3024) becomes 1568×1176.
 */
export function targetSize(
  width: number,
  height: number,
  maxSide: number = MAX_PHOTO_SIDE,
): { width: number; height: number } {
  if (!(width > 0 && height > 0)) throw new RangeError('A photo has a positive width and height.');
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The first image file of a drop or a paste (other items, such as text, are ignored). */
export function firstImageFile(files: ArrayLike<File> | null | undefined): File | null {
  if (!files) return null;
  for (let i = 0; i < files.length; i++) {
    const file = files[i];
    if (file?.type.startsWith('image/')) return file;
  }
  return files[0] ?? null;
}
