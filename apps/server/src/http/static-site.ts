import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { screenForPath } from '@captia/shared';
import type { Context } from 'hono';

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
  /** `sha256-…` of each inline <script> of index.html, for the CSP. */
  inlineScriptHashes: string[];
  /** A response for a GET/HEAD outside /api, or null to let the request fall through. */
  serve(c: Context): Response | null;
}

function prepare(body: Buffer, type: string, cacheControl: string): StaticFile {
  const file: StaticFile = {
    body,
    type,
    cacheControl,
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
  };
  if (COMPRESSIBLE.test(type) && body.length > 512) {
    file.gzip = zlib.gzipSync(body, { level: 9 });
    file.brotli = zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    });
  }
  return file;
}

function walk(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, base);
    return entry.isFile() ? [`/${path.relative(base, full).split(path.sep).join('/')}`] : [];
  });
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const content = match[1] ?? '';
    if (content.trim()) hashes.push(`sha256-${createHash('sha256').update(content).digest('base64')}`);
  }
  return hashes;
}

function respond(c: Context, file: StaticFile, status = 200): Response {
  const headers = new Headers({
    'Content-Type': file.type,
    'Cache-Control': file.cacheControl,
    ETag: file.etag,
    Vary: 'Accept-Encoding',
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

/**
 * Loads the built SPA into memory once (it is small) with its compressed forms, so
 * serving a file is a map lookup. Client routes get index.html: 200 for a route of
 * the spec's table, 404 for anything else — the SPA shows its not-found page either way.
 */
export function loadStaticSite(distDir: string): StaticSite {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    return {
      built: false,
      inlineScriptHashes: [],
      serve: (c) =>
        c.html(
          '<!doctype html><title>CaptIA</title><p>The web app has not been built yet. Run <code>npm run build</code>, or use <code>npm run dev</code>.</p>',
          503,
        ),
    };
  }
  const files = new Map<string, StaticFile>();
  for (const urlPath of walk(distDir)) {
    if (urlPath === '/index.html') continue;
    const type = TYPES[path.extname(urlPath).toLowerCase()] ?? 'application/octet-stream';
    const cache = urlPath.startsWith('/assets/') ? IMMUTABLE : SHORT;
    files.set(urlPath, prepare(fs.readFileSync(path.join(distDir, urlPath)), type, cache));
  }
  const html = fs.readFileSync(indexPath);
  const index = prepare(html, TYPES['.html'] as string, REVALIDATE);
  return {
    built: true,
    inlineScriptHashes: inlineScriptHashes(html.toString('utf8')),
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
      return respond(c, index, screenForPath(pathname) ? 200 : 404);
    },
  };
}
