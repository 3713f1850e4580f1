import { MAX_BRIEF_LENGTH } from '@captia/shared';

/**
 * The pure part of taking what another app shared (decision 0054): the server keeps it under
 * an id the generator finds in `?share=`, and hands back a title, a text, a link and maybe a
 * photo (apps/server/src/share/share.routes.ts).
 */
export interface SharedHandoff {
  title: string;
  text: string;
  url: string;
  photo: boolean;
  photoRefused: string | null;
}

/** The id the server makes: 32 random bytes, base64url. */
const ID_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The share id of a page's query, or null when there is none (or it is not one of ours). */
export function shareIdFrom(search: string): string | null {
  const id = new URLSearchParams(search).get('share');
  return id && ID_SHAPE.test(id) ? id : null;
}

/**
 * The brief a share becomes: its text, with the title above it when the text does not already
 * say it (a page shared from a browser comes as a title and a link). The link goes to the link
 * field, not the brief. Never longer than a brief may be.
 */
export function briefFromShare(shared: Pick<SharedHandoff, 'title' | 'text'>): string {
  const title = shared.title.trim();
  const text = shared.text.trim();
  const brief = title && !text.includes(title) ? (text ? `${title}\n\n${text}` : title) : text;
  return Array.from(brief).slice(0, MAX_BRIEF_LENGTH).join('');
}

/** Sign-in, then back to the generator with the same share. */
export function signInPathForShare(loginPath: string, id: string): string {
  return `${loginPath}?${new URLSearchParams({ redirect: `/?share=${id}` })}`;
}

/** The catalog key of a shared file the server did not keep. */
export function photoRefusalKey(reason: string | null): string | null {
  if (reason === 'tooLarge') return 'pwa.share.photoTooLarge';
  if (reason === 'notImage') return 'pwa.share.photoNotImage';
  return null;
}
