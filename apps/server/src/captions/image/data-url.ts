import { MAX_PHOTO_BYTES } from '@captia/shared';

/** Why a photo was refused; each has its own message (photo.ts maps them to the API error). */
export type PhotoProblem = 'not_data' | 'format' | 'too_many_pixels' | 'too_large' | 'too_complex';

export class PhotoRefusedError extends Error {
  constructor(
    readonly problem: PhotoProblem,
    options?: { cause?: unknown },
  ) {
    super(`photo refused: ${problem}`, options);
    this.name = 'PhotoRefusedError';
  }
}

const DATA_URL_HEADER = /^data:[^,]*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of a `data:` URL, whatever type it declares (only what decodes counts). Anything
 * that is not inline data — `http:`, `https:`, `file:`, a bare path — is refused here, so the
 * server never fetches an image on a client's behalf. Strict base64 only: Buffer.from would
 * silently skip stray characters and decode something else than what was sent.
 */
export function photoBytesFromDataUrl(value: string): Buffer {
  if (!/^data:/i.test(value)) throw new PhotoRefusedError('not_data');
  const header = DATA_URL_HEADER.exec(value.slice(0, 256));
  if (!header) throw new PhotoRefusedError('format');
  const payload = value.slice(header[0].length);
  // Decoded size from the length alone, before any work: 3 bytes per 4 characters.
  if (Math.floor((payload.length * 3) / 4) - 2 > MAX_PHOTO_BYTES) throw new PhotoRefusedError('too_large');
  if (payload.length === 0 || payload.length % 4 !== 0 || !BASE64.test(payload))
    throw new PhotoRefusedError('format');
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > MAX_PHOTO_BYTES) throw new PhotoRefusedError('too_large');
  return bytes;
}
