/**
 * The pure part of "Share…" on a result (decision 0054): what is handed to the Web Share API,
 * and whether this browser can hand it over whole. Where it cannot (no Web Share, or no files
 * with the photo), there is no button: Copy, beside it, is the way out.
 */

export interface ShareCapable {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
}

/** A `data:` URL's bytes as a file (not fetched: the CSP allows no `data:` fetch). */
export function fileFromDataUrl(dataUrl: string, name: string): File | null {
  const match = /^data:([\w/+.-]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  const [, type = 'application/octet-stream', payload = ''] = match;
  let binary: string;
  try {
    binary = atob(payload);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const extension = type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'bin';
  return new File([bytes], `${name}.${extension}`, { type });
}

/**
 * What to share: the caption, with its photo when there is one. Null when this browser cannot
 * share it all (a photo it cannot send is not dropped silently).
 */
export function shareDataFor(nav: ShareCapable, text: string, photo: File | null): ShareData | null {
  if (typeof nav.share !== 'function') return null;
  const data: ShareData = photo ? { text, files: [photo] } : { text };
  if (typeof nav.canShare === 'function') return nav.canShare(data) ? data : null;
  // Web Share without canShare (early versions) takes no files.
  return photo ? null : data;
}

/** A user who closes the share sheet is no failure. */
export const isShareCancelled = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
