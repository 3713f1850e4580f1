import { PHOTO_JPEG_QUALITY, type PhotoRefusal, targetSize } from './photo-rules';

/** The steps of preparing a photo, reported as they finish (a determinate bar follows them). */
export const DOWNSCALE_STEPS = 3;

export interface PreparedPhoto {
  /** A `data:image/jpeg;base64,…` URL, what the generation request carries. */
  dataUrl: string;
  width: number;
  height: number;
}

export class PhotoError extends Error {
  constructor(readonly reason: PhotoRefusal) {
    super(reason);
  }
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  // OffscreenCanvas keeps the page's DOM out of it; Safari before 16.4 and old browsers lack it.
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) {
      draw(context, bitmap, width, height);
      return canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_JPEG_QUALITY });
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoError('unreadable');
  draw(context, bitmap, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new PhotoError('unreadable'))),
      'image/jpeg',
      PHOTO_JPEG_QUALITY,
    ),
  );
}

function draw(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  // JPEG has no transparency: a PNG's clear pixels become white, as the server would make them.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}

/**
 * Decodes a photo, turns it upright (its EXIF orientation), scales it so its longest side is
 * at most the server's MAX_PHOTO_SIDE and writes it as a JPEG: a 12 MP phone photo of 4 MB
 * goes up as ~1.8 MP and a few hundred KB, and the canvas writes no EXIF (no GPS, no camera).
 * A file that does not decode is a PhotoError('unreadable').
 */
export async function downscalePhoto(file: Blob, onStep?: (done: number) => void): Promise<PreparedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoError('unreadable');
  }
  onStep?.(1);
  try {
    const size = targetSize(bitmap.width, bitmap.height);
    const blob = await encode(bitmap, size.width, size.height);
    onStep?.(2);
    const dataUrl = await readAsDataUrl(blob);
    onStep?.(3);
    return { dataUrl, ...size };
  } catch (error) {
    throw error instanceof PhotoError ? error : new PhotoError('unreadable');
  } finally {
    bitmap.close();
  }
}
