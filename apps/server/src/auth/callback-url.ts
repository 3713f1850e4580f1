import { hasControlCharacters } from '@captia/shared';

/** Where Better Auth sends the browser after a link or a sign-in, in a query string or a body. */
const CALLBACK_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'] as const;

/**
 * One of our own pages: a path (`/`, `/reset-password`, `/faq?x=1`; not `//host` nor `/\host`,
 * which browsers read as another site) or an absolute URL on PUBLIC_URL's origin.
 */
export function isOwnCallbackUrl(value: string, publicUrl: string): boolean {
  const origin = new URL(publicUrl).origin;
  if (hasControlCharacters(value)) return false;
  if (value.startsWith('/')) {
    if (/^\/[/\\]/.test(value)) return false;
  } else if (value !== origin && !value.startsWith(`${origin}/`)) {
    return false;
  }
  try {
    return new URL(value, origin).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Whether every callback of a Better Auth request (query string and JSON body) is one of our
 * pages. Better Auth checks them itself, but answers 403 with an error log line per request (a
 * log anyone can fill), and not at all when NODE_ENV is test: ours is a plain 400, everywhere.
 */
export function callbacksAreOwn(
  url: string,
  body: Record<string, unknown> | undefined,
  publicUrl: string,
): boolean {
  const query = new URL(url).searchParams;
  for (const field of CALLBACK_FIELDS) {
    for (const value of query.getAll(field)) if (!isOwnCallbackUrl(value, publicUrl)) return false;
    const value = body?.[field];
    if (value !== undefined && (typeof value !== 'string' || !isOwnCallbackUrl(value, publicUrl)))
      return false;
  }
  return true;
}
