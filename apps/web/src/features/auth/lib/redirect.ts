import { paths } from '#web/config/paths.ts';

/** Screens that make no sense to come back to once signed in. */
const AUTH_SCREENS = new Set([
  '/login',
  '/entrar',
  '/register',
  '/criar-conta',
  '/forgot-password',
  '/reset-password',
]);
const BASE = 'http://captia.invalid';

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Where to go after signing in: the `?redirect=` path when it stays on this site,
 * else the home page. Absolute URLs, protocol-relative `//host` and `/\host`,
 * and anything that would leave the origin once parsed, are refused.
 */
export function safeRedirect(raw: string | null | undefined, fallback: string = paths.home): string {
  if (!raw || raw.length > 2048 || !raw.startsWith('/')) return fallback;
  // Browsers treat a backslash like a slash, and drop tabs and newlines before parsing.
  if (/^\/[/\\]/.test(raw) || raw.includes('\\') || hasControlCharacter(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (AUTH_SCREENS.has(path)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page, asked to come back to `from` afterwards (omitted for the home page). */
export function loginPath(from?: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  const target = from ? safeRedirect(from, '') : '';
  if (target && target !== paths.home) params.set('redirect', target);
  const query = params.toString();
  return query ? `${paths.login}?${query}` : paths.login;
}
