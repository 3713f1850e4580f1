/**
 * Photos a generation may start from (decision 0018). The same bounds for the form (checked
 * before upload) and the server (which trusts only what it decodes).
 */

/** The formats accepted, by what the file *is*; the declared type is not trusted. */
export const PHOTO_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoMediaType = (typeof PHOTO_MEDIA_TYPES)[number];

/** The largest upload, in bytes of the image itself (its base64 data URL is about 4/3 of it). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * The most pixels a photo may declare: a 48 MP phone sensor usually saves 12 MP images; more
 * than this is refused before decoding (a small file can declare a huge canvas).
 */
export const MAX_PHOTO_PIXELS = 40_000_000;

/** The longest side of the re-encoded photo a model sees (larger costs tokens and adds nothing). */
export const MAX_PHOTO_SIDE = 1568;

/** The longest side of the thumbnail history keeps. */
export const THUMBNAIL_SIDE = 320;

/** The longest `image` data URL a request may carry: base64 of MAX_PHOTO_BYTES plus its header. */
export const MAX_PHOTO_DATA_URL_LENGTH = Math.ceil(MAX_PHOTO_BYTES / 3) * 4 + 64;
