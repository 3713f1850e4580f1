import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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

interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

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

/** Compressed forms built with the files (`npm run build` writes `<file>.br` and `<file>.gz`). */
interface Precompressed {
  gzip?: Buffer;
  brotli?: Buffer;
}

function prepare(body: Buffer, type: string, cacheControl: string, built: Precompressed = {}): StaticFile {
  const file: StaticFile = {
    body,
    type,
    cacheControl,
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
  };
  if (COMPRESSIBLE.test(type) && body.length > 512) {
    // Without the build's forms (a page rewritten at load, a build without the precompress
    // step) settings that take milliseconds, not seconds: start-up stays fast.
    file.gzip = built.gzip ?? zlib.gzipSync(body, { level: 6 });
    file.brotli =
      built.brotli ??
      zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
  }
  return file;
}

function readPrecompressed(file: string): Precompressed {
  const read = (sibling: string) => (fs.existsSync(sibling) ? fs.readFileSync(sibling) : undefined);
  return { gzip: read(`${file}.gz`), brotli: read(`${file}.br`) };
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
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const content = match[2] ?? '';
    if (content.trim() && !isDataBlock(match[1] ?? ''))
      hashes.push(`sha256-${createHash('sha256').update(content).digest('base64')}`);
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

function respond(c: Context, file: StaticFile, status = 200, vary = 'Accept-Encoding'): Response {
  const headers = new Headers({
    'Content-Type': file.type,
    'Cache-Control': file.cacheControl,
    ETag: file.etag,
    Vary: vary,
  });
  if (status === 200 && c.req.header('if-none-match') === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const accepted = c.req.header('accept-encoding') ?? '';
  let body = file.body;
  if (file.brotli && /\bbr\b/.test(accepted)) {
    body = file.brotli;
    headers.set('Content-Encoding', 'br');
  } else if (file.gzip && /\bgzip\b/.test(accepted)) {
    body = file.gzip;
    headers.set('Content-Encoding', 'gzip');
  }
  headers.set('Content-Length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
}

/** Where the build writes prerendered pages: prerendered/<language>/<path>.html (apps/web/scripts/prerender.ts). */
const PRERENDERED = '/prerendered/';
const NOT_FOUND_PAGE = '/404';

interface PrerenderedPage {
  /** As built: for a URL with `?lang=`, the canonical URL is the page in that language. */
  chosen: StaticFile;
  /** For the URL without `?lang=` (the x-default, whose language is negotiated): canonical to itself. */
  negotiated: StaticFile;
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
function checkedOrigin(publicUrl: string): string {
  if (/["'<>&\\\s]/.test(publicUrl)) throw new Error(`PUBLIC_URL cannot be written into pages: ${publicUrl}`);
  return publicUrl.replace(/\/+$/, '');
}

/**
 * Loads the built SPA into memory once (it is small) with its compressed forms, so
 * serving a file is a map lookup. A public content page is sent prerendered, in the
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
      pages.get(language)?.set(page, {
        chosen: prepare(Buffer.from(html), type, REVALIDATE),
        negotiated: prepare(Buffer.from(negotiatedCanonical(html)), type, REVALIDATE),
      });
      continue;
    }
    if (/\.(br|gz)$/.test(urlPath)) continue; // The compressed forms of another file.
    const type = TYPES[path.extname(urlPath).toLowerCase()] ?? 'application/octet-stream';
    const cache = urlPath.startsWith('/assets/') ? IMMUTABLE : SHORT;
    const full = path.join(distDir, urlPath);
    files.set(urlPath, prepare(fs.readFileSync(full), type, cache, readPrecompressed(full)));
  }
  const html = fs.readFileSync(indexPath);
  const index = prepare(html, TYPES['.html'] as string, REVALIDATE, readPrecompressed(indexPath));
  for (const hash of inlineScriptHashes(html.toString('utf8'))) hashes.add(hash);
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
        : byPath?.get(found ? pathname.replace(/(.)\/+$/, '$1') : NOT_FOUND_PAGE);
      if (page) {
        const variant = isLanguage(c.req.query('lang')) ? page.chosen : page.negotiated;
        return respond(c, variant, found ? 200 : 404, VARY_LANGUAGE);
      }
      return respond(c, index, found ? 200 : 404, shell ? VARY_LANGUAGE : 'Accept-Encoding');
    },
  };
}
