import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import {
  DEFAULT_LANGUAGE,
  isAccountShellScreen,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  languageFromAcceptLanguage,
  PRERENDER_ORIGIN,
  screenForPath,
  trailingRunStart,
  trimEndWhile,
} from '@captia/shared';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { sessionToken } from '../lib/session';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** Vite puts content-hashed files under /assets/: their URL changes when they do. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';
/**
 * Asked again at every use: the service worker (a browser checks it for updates, and an hour's
 * cache would hold a fix back), the manifests and the app shell it keeps offline (decision 0054).
 */
const ALWAYS_ASKED = /^\/(sw\.js|[^/]+\.webmanifest|app-shell\.html)$/;

export interface StaticSite {
  /** True when the built SPA was found. */
  built: boolean;
  /** `sha256-…` of each inline script of every HTML page served (index.html and the prerendered pages), for the CSP. */
  inlineScriptHashes: string[];
  /** How many prerendered pages were loaded (all languages). */
  prerenderedPages: number;
  /** A response for a GET/HEAD outside /api, or null to let the request fall through. */
  serve(c: Context): Response | null;
}

/** A body in memory, or a file read from disk for each response. */
type Body = Buffer | { file: string };

interface StaticFile {
  type: string;
  /** Read at each response for a file on disk (a rebuild changes it); throws if the file is gone. */
  etag(): string;
  cacheControl: string;
  identity: Body;
  /** The file in that encoding, when it is worth compressing. */
  encoded(encoding: 'br' | 'gzip'): Body | undefined;
}

/**
 * Compression at the server's own settings (milliseconds, not seconds), done on first use and
 * kept: for what the build wrote no compressed forms of (a prerendered page, rewritten at load
 * with PUBLIC_URL; a build without the precompress step).
 */
function compressedOnFirstUse(read: () => Buffer): StaticFile['encoded'] {
  let made: { br: Buffer; gzip: Buffer } | undefined;
  return (encoding) => {
    if (!made) {
      const body = read();
      made = {
        gzip: zlib.gzipSync(body, { level: 6 }),
        br: zlib.brotliCompressSync(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      };
    }
    return made[encoding];
  };
}

const worthCompressing = (type: string, size: number) => COMPRESSIBLE.test(type) && size > 512;

/** A page made at load (prerendered HTML with this install's origin): kept in memory. */
function inMemory(body: Buffer, type: string, cacheControl: string): StaticFile {
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return {
    type,
    cacheControl,
    etag: () => etag,
    identity: body,
    encoded: worthCompressing(type, body.length) ? compressedOnFirstUse(() => body) : () => undefined,
  };
}

/**
 * A built file, read from disk for each response, with the compressed forms `npm run build`
 * wrote next to it (`<file>.br`, `<file>.gz`). Only its path and sizes stay in memory: the
 * built app is megabytes (the API reference's bundle alone is one), and hashed assets are
 * cached by browsers for a year, so they are asked for rarely.
 */
function onDisk(file: string, type: string, cacheControl: string): StaticFile {
  const stat = fs.statSync(file);
  const sibling = (suffix: string) => {
    const candidate = `${file}${suffix}`;
    return fs.existsSync(candidate) ? { file: candidate } : undefined;
  };
  const built = { br: sibling('.br'), gzip: sibling('.gz') };
  const worth = worthCompressing(type, stat.size);
  const made = worth && !built.br && !built.gzip ? compressedOnFirstUse(() => fs.readFileSync(file)) : null;
  return {
    type,
    cacheControl,
    // Size and modification time, as nginx does: a rebuilt file gets a new one.
    etag: () => {
      const now = fs.statSync(file);
      return `"${now.size.toString(36)}-${Math.floor(now.mtimeMs).toString(36)}"`;
    },
    identity: { file },
    encoded: (encoding) => (!worth ? undefined : (built[encoding] ?? made?.(encoding))),
  };
}

function walk(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, base);
    return entry.isFile() ? [`/${path.relative(base, full).split(path.sep).join('/')}`] : [];
  });
}

/** A `type` that makes a <script> a data block (JSON-LD…): never executed, so the CSP does not apply. */
function isDataBlock(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return (
    type !== undefined &&
    !/^(module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script)$/.test(type)
  );
}

/** `sha256-…` of each executable inline <script> of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  // What `/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi` found, each part searched once:
  // that pattern read a tag's attributes again from every "<script" before its ">", and the rest
  // of the page from every <script> never closed.
  const open = /<script/gi;
  const src = /\bsrc=/gi;
  const close = /<\/script>/gi;
  // The first ">" and "src=" at or after the last tag's name (the same for the tags before them).
  let tagEnd = -1;
  let srcAt = -1;
  for (let match = open.exec(html); match; match = open.exec(html)) {
    const from = match.index + '<script'.length;
    if (tagEnd < from) tagEnd = html.indexOf('>', from);
    if (tagEnd === -1) break;
    if (srcAt < from) {
      src.lastIndex = from;
      srcAt = src.exec(html)?.index ?? Number.POSITIVE_INFINITY;
    }
    // A script with src= is none of these: the search goes on from the next character.
    if (srcAt < tagEnd) continue;
    close.lastIndex = tagEnd + 1;
    const end = close.exec(html);
    // No "</script>" after this tag: none after a later one either.
    if (!end) break;
    const content = html.slice(tagEnd + 1, end.index);
    if (content.trim() && !isDataBlock(html.slice(from, tagEnd)))
      hashes.push(`sha256-${createHash('sha256').update(content).digest('base64')}`);
    open.lastIndex = close.lastIndex;
  }
  return hashes;
}

/**
 * The language of a prerendered page (the order of docs/product.md, Languages, titles and theme,
 * as the server can see it): `?lang=`,
 * then the saved preference (the `captia_language` cookie the client sets), then the browser's
 * Accept-Language, then English.
 */
export function pageLanguage(c: Context): Language {
  const requested = c.req.query('lang');
  if (isLanguage(requested)) return requested;
  const saved = getCookie(c, LANGUAGE_STORAGE_KEY);
  if (isLanguage(saved)) return saved;
  return languageFromAcceptLanguage(c.req.header('accept-language')) ?? DEFAULT_LANGUAGE;
}

/** A prerendered page differs by language, which comes from these headers (and the URL). */
const VARY_LANGUAGE = 'Accept-Encoding, Accept-Language, Cookie';

/** A file's size now, not at load: a rebuild while the server runs must not send a wrong length. */
const sizeOf = (body: Body) => (Buffer.isBuffer(body) ? body.length : fs.statSync(body.file).size);

function stream(body: Body): ConstructorParameters<typeof Response>[0] {
  if (Buffer.isBuffer(body)) return new Uint8Array(body);
  return Readable.toWeb(fs.createReadStream(body.file)) as ReadableStream<Uint8Array>;
}

/** The response for a file, or null when a file on disk has gone since the load (a 404 then). */
function respond(c: Context, file: StaticFile, status = 200, vary = 'Accept-Encoding'): Response | null {
  try {
    return respondWith(c, file, status, vary);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function respondWith(c: Context, file: StaticFile, status: number, vary: string): Response {
  const etag = file.etag();
  const headers = new Headers({
    'Content-Type': file.type,
    'Cache-Control': file.cacheControl,
    ETag: etag,
    Vary: vary,
  });
  if (status === 200 && c.req.header('if-none-match') === etag) {
    return new Response(null, { status: 304, headers });
  }
  const accepted = c.req.header('accept-encoding') ?? '';
  let body = file.identity;
  const brotli = /\bbr\b/.test(accepted) ? file.encoded('br') : undefined;
  const gzip = !brotli && /\bgzip\b/.test(accepted) ? file.encoded('gzip') : undefined;
  if (brotli) {
    body = brotli;
    headers.set('Content-Encoding', 'br');
  } else if (gzip) {
    body = gzip;
    headers.set('Content-Encoding', 'gzip');
  }
  headers.set('Content-Length', String(sizeOf(body)));
  return new Response(c.req.method === 'HEAD' ? null : stream(body), { status, headers });
}

/** Where the build writes prerendered pages: prerendered/<language>/<path>.html (apps/web/scripts/prerender.ts). */
const PRERENDERED = '/prerendered/';
const NOT_FOUND_PAGE = '/404';

interface PrerenderedPage {
  /** As built: for a URL with `?lang=`, the canonical URL is the page in that language. */
  chosen: StaticFile;
  /** For the URL without `?lang=` (the x-default, whose language is negotiated): canonical to itself; made on first use. */
  negotiated(): StaticFile;
}

/**
 * A page reached without `?lang=` is the x-default alternate: its canonical URL must be itself,
 * not one of its language alternates (search engines, and Lighthouse's canonical audit, treat a
 * canonical pointing at another hreflang alternate as an error).
 */
export function negotiatedCanonical(html: string): string {
  return html.replace(/(<link rel="canonical" href="[^"?]*)\?lang=[A-Za-z-]+"/, '$1"');
}

/** The origin written into prerendered pages; refused if it could break out of an attribute or a script. */
const isSlash = (char: string) => char === '/';

/** `/(.)\/+$/` replaced by '$1' in one pass: a path without its trailing slashes, "/" kept. */
export function withoutTrailingSlashes(pathname: string): string {
  const end = trailingRunStart(pathname, isSlash);
  if (end === pathname.length) return pathname;
  // The pattern's `.` is any character but a line break before the slashes, else their first.
  if (end > 0 && !/[\n\r\u2028\u2029]/.test(pathname.charAt(end - 1))) return pathname.slice(0, end);
  return pathname.length - end >= 2 ? pathname.slice(0, end + 1) : pathname;
}

function checkedOrigin(publicUrl: string): string {
  if (/["'<>&\\\s]/.test(publicUrl)) throw new Error(`PUBLIC_URL cannot be written into pages: ${publicUrl}`);
  return trimEndWhile(publicUrl, isSlash);
}

/**
 * Serves the built SPA: files from disk with the compressed forms the build wrote beside them,
 * and the prerendered pages from memory (this install's origin is written into them at load,
 * and they are compressed on first use). A public content page is sent prerendered, in the
 * request's language, when the build made it; other client routes get index.html: 200
 * for a screen of the route table (packages/shared/src/routes.ts), 404 (with the prerendered not-found page when there is
 * one) for anything else — the SPA shows its not-found page either way.
 */
export function loadStaticSite(distDir: string, options: { publicUrl?: string } = {}): StaticSite {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    return {
      built: false,
      inlineScriptHashes: [],
      prerenderedPages: 0,
      serve: (c) =>
        c.html(
          '<!doctype html><title>CaptIA</title><p>The web app has not been built yet. Run <code>npm run build</code>, or use <code>npm run dev</code>.</p>',
          503,
        ),
    };
  }
  const origin = checkedOrigin(options.publicUrl ?? PRERENDER_ORIGIN);
  const files = new Map<string, StaticFile>();
  // Prerendered pages by language, then by path ("/", "/faq", "/blog/…", "/404").
  const pages = new Map<Language, Map<string, PrerenderedPage>>(LANGUAGES.map((l) => [l, new Map()]));
  const hashes = new Set<string>();
  for (const urlPath of walk(distDir)) {
    if (urlPath === '/index.html') continue;
    if (urlPath.startsWith(PRERENDERED)) {
      const [language, ...rest] = urlPath.slice(PRERENDERED.length).split('/');
      const page = `/${rest.join('/')}`.replace(/\.html$/, '').replace(/^\/index$/, '/');
      if (!isLanguage(language) || !urlPath.endsWith('.html')) continue;
      const html = fs.readFileSync(path.join(distDir, urlPath), 'utf8').replaceAll(PRERENDER_ORIGIN, origin);
      for (const hash of inlineScriptHashes(html)) hashes.add(hash);
      const type = TYPES['.html'] as string;
      let negotiated: StaticFile | undefined;
      pages.get(language)?.set(page, {
        chosen: inMemory(Buffer.from(html), type, REVALIDATE),
        negotiated: () => {
          negotiated ??= inMemory(Buffer.from(negotiatedCanonical(html)), type, REVALIDATE);
          return negotiated;
        },
      });
      continue;
    }
    if (/\.(br|gz)$/.test(urlPath)) continue; // The compressed forms of another file.
    const type = TYPES[path.extname(urlPath).toLowerCase()] ?? 'application/octet-stream';
    const cache = urlPath.startsWith('/assets/')
      ? IMMUTABLE
      : ALWAYS_ASKED.test(urlPath)
        ? REVALIDATE
        : SHORT;
    const full = path.join(distDir, urlPath);
    files.set(urlPath, onDisk(full, type, cache));
  }
  const index = onDisk(indexPath, TYPES['.html'] as string, REVALIDATE);
  for (const hash of inlineScriptHashes(fs.readFileSync(indexPath, 'utf8'))) hashes.add(hash);
  return {
    built: true,
    inlineScriptHashes: [...hashes],
    prerenderedPages: [...pages.values()].reduce((sum, byPath) => sum + byPath.size, 0),
    serve: (c) => {
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(c.req.url).pathname);
      } catch {
        return null;
      }
      const file = files.get(pathname);
      if (file) return respond(c, file);
      // A missing hashed asset is a real 404, never index.html (that would be parsed as JS).
      if (pathname.startsWith('/assets/') || path.extname(pathname) !== '') return null;
      const screen = screenForPath(pathname);
      const found = screen !== null;
      // An account screen's prerendered shell is the empty form: someone with a session gets the
      // app instead, which sends them on before the form shows (decision 0023).
      const shell = isAccountShellScreen(screen);
      // Better Auth's session cookie: its presence, not its validity.
      const signedIn = shell && sessionToken(c.req.raw.headers) !== null;
      const byPath = pages.get(pageLanguage(c));
      const page = signedIn
        ? undefined
        : byPath?.get(found ? withoutTrailingSlashes(pathname) : NOT_FOUND_PAGE);
      if (page) {
        const variant = isLanguage(c.req.query('lang')) ? page.chosen : page.negotiated();
        return respond(c, variant, found ? 200 : 404, VARY_LANGUAGE);
      }
      return respond(c, index, found ? 200 : 404, shell ? VARY_LANGUAGE : 'Accept-Encoding');
    },
  };
}
