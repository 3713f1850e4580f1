/**
 * The installable app's build step (decision 0054), after the prerender and before the
 * compression: a web app manifest per language, the app shell the service worker falls back to,
 * and the service worker itself — bundled with esbuild from service-worker/sw.ts, with the list
 * of files it precaches (Workbox's precache entries: a URL, and a revision where the URL does
 * not change with the content) and the public pages it keeps.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { accountShellPaths, LANGUAGES, type Language, publicPagePaths } from '@captia/shared';
import { CATALOGS } from '@captia/shared/i18n';
import { build } from 'esbuild';
import { type ManifestChunk, offlineAssets, webAppManifest } from './pwa-manifest';

const webRoot = path.resolve(import.meta.dirname, '..');
const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 ? path.resolve(process.argv[distArg + 1] as string) : path.join(webRoot, 'dist');

/** The API reference (megabytes; it reads /api/openapi.json), the admin panel and the password checker's dictionaries: online only. */
const ONLINE_ONLY = /src\/routes\/(developers|admin)\.tsx$|@zxcvbn-ts/;

const manifestFile = (language: Language) => `manifest.${language}.webmanifest`;
const revision = (file: string) => createHash('md5').update(fs.readFileSync(file)).digest('hex');

// One manifest per language: the install dialog shows its texts in the page's language.
for (const language of LANGUAGES) {
  const texts = CATALOGS[language].pwa.manifest;
  const manifest = webAppManifest(language, { name: CATALOGS[language].common.appName, ...texts });
  fs.writeFileSync(path.join(dist, manifestFile(language)), `${JSON.stringify(manifest, null, 2)}\n`);
}

// Each prerendered page names its own language's manifest (index.html names en-US's).
const prerendered = path.join(dist, 'prerendered');
for (const language of LANGUAGES) {
  const dir = path.join(prerendered, language);
  const pages = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  for (const page of pages) {
    const file = path.join(dir, page);
    const html = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, html.replace('/manifest.en-US.webmanifest', `/${manifestFile(language)}`));
  }
}

// The SPA without a page in it, under a URL of its own: what an offline navigation falls back to.
fs.copyFileSync(path.join(dist, 'index.html'), path.join(dist, 'app-shell.html'));

const viteManifest: Record<string, ManifestChunk> = JSON.parse(
  fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
);
const hashed = offlineAssets(viteManifest, ONLINE_ONLY).map((url) => ({ url, revision: null }));
const unhashed = [
  '/app-shell.html',
  '/favicon.svg',
  '/favicon.ico',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
  ...LANGUAGES.map((language) => `/${manifestFile(language)}`),
].map((url) => ({ url, revision: revision(path.join(dist, url)) }));
const precache = [...unhashed, ...hashed];
const offlinePages = [...publicPagePaths().filter((p) => p !== '/developers'), ...accountShellPaths()];

await build({
  entryPoints: [path.join(webRoot, 'service-worker/sw.ts')],
  outfile: path.join(dist, 'sw.js'),
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  define: {
    'self.__WB_MANIFEST': JSON.stringify(precache),
    OFFLINE_PAGES: JSON.stringify(offlinePages),
    // Workbox's development logging is left out of the build.
    'process.env.NODE_ENV': '"production"',
  },
  logLevel: 'warning',
});
const bytes = precache.reduce((sum, entry) => sum + fs.statSync(path.join(dist, entry.url)).size, 0);
console.log(
  `service worker: ${precache.length} files precached (${Math.round(bytes / 1024)} KiB), ${offlinePages.length} pages kept`,
);
