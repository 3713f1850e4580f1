/**
 * Prerendering, run by `npm run build` after `vite build`: builds the app for the server
 * (src/entry-server.tsx), renders every public content page, the account screens' shells
 * (sign-in, sign-up, password reset: the empty forms) and the private screens' (the planner's
 * heading and "Loading…") — aliases included — in every language into
 * dist/prerendered/<language>/<path>.html, plus a not-found page per language.
 * The server sends these files for those paths (apps/server/src/http/static-site.ts); the
 * browser then hydrates them.
 *
 *   node --import tsx apps/web/scripts/prerender.ts [--dist <dir>]
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  accountShellPaths,
  contentPagePaths,
  LANGUAGES,
  type Language,
  privateShellPaths,
} from '@captia/shared';
import { build } from 'vite';
import type * as EntryServer from '../src/entry-server';

// The pages are rendered with React's production build, like the browser bundle.
process.env.NODE_ENV = 'production';

const webRoot = path.resolve(import.meta.dirname, '..');
const distArg = process.argv.indexOf('--dist');
const distDir = path.resolve(distArg > 0 ? (process.argv[distArg + 1] ?? '') : path.join(webRoot, 'dist'));

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The file a prerendered page is written to, relative to dist/prerendered/<language>/. */
export function prerenderedFile(pathname: string, notFoundPath: string): string {
  if (pathname === '/') return 'index.html';
  if (pathname === notFoundPath) return '404.html';
  return `${pathname.slice(1)}.html`;
}

/** The route, content and catalog chunks a page needs to hydrate, so the browser fetches them at once. */
function preloadsFor(manifest: Manifest | null, page: EntryServer.RenderedPage): string[] {
  if (!manifest) return [];
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = new Set<string>();
  for (const key of Object.keys(manifest)) if (manifest[key]?.isEntry) closure(key, entry);
  const content = `../../content/${page.language}/`;
  const docs: Record<string, string[]> = {
    faq: [`${content}faq.md`],
    seoInstructions: [`${content}seo-instructions.md`],
    privacyPolicy: [`${content}privacy-policy.md`],
    termsOfService: [`${content}terms-of-service.md`],
    developers: [`${content}developers.md`],
    examples: [`${content}examples.json`],
    blog: Object.keys(manifest).filter((key) => key.startsWith(`${content}blog/`) && key.endsWith('?meta')),
    blogArticle: [
      `${content}blog${page.pathname.slice('/blog'.length)}.md`,
      ...Object.keys(manifest).filter((key) => key.startsWith(`${content}blog/`) && key.endsWith('?meta')),
    ],
  };
  const route = `src/routes/${page.screen.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.tsx`;
  // `/` starts with its part of the catalog (catalog-plugin.ts), every other page with all of it.
  const catalog =
    page.screen === 'home'
      ? `virtual:captia-home-catalog/${page.language}`
      : `../../packages/shared/src/i18n/locales/${page.language}.ts`;
  const wanted = [catalog, route, ...(docs[page.screen] ?? [])];
  const keys = new Set<string>();
  for (const key of wanted) closure(key, keys);
  return [...keys]
    .filter((key) => !entry.has(key) && manifest[key]?.file.endsWith('.js'))
    .map((key) => `/${manifest[key]?.file}`);
}

async function main() {
  const started = performance.now();
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  const manifest: Manifest | null = fs.existsSync(manifestPath)
    ? JSON.parse(fs.readFileSync(manifestPath, 'utf8'))
    : null;

  // Inside the workspace, so that the server bundle's imports resolve from node_modules.
  const cache = path.join(webRoot, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const ssrDir = fs.mkdtempSync(path.join(cache, 'prerender-'));
  try {
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: {
        ssr: 'src/entry-server.tsx',
        outDir: ssrDir,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        minify: false,
      },
    });
    const entryFile = fs.readdirSync(ssrDir).find((name) => /^entry-server\.m?js$/.test(name));
    if (!entryFile) throw new Error('The server build produced no entry-server.js');
    const server: typeof EntryServer = await import(pathToFileURL(path.join(ssrDir, entryFile)).href);

    const out = path.join(distDir, 'prerendered');
    fs.rmSync(out, { recursive: true, force: true });
    let count = 0;
    for (const language of LANGUAGES as readonly Language[]) {
      // Content pages, the account screens' shells (decision 0023), the private screens' shells
      // (decision 0055) and the not-found page.
      for (const pathname of [
        ...contentPagePaths(),
        ...accountShellPaths(),
        ...privateShellPaths(),
        server.NOT_FOUND_PATH,
      ]) {
        const page = await server.renderPage(pathname, language);
        const html = server.toDocument(template, { ...page, preload: preloadsFor(manifest, page) });
        const file = path.join(out, language, prerenderedFile(pathname, server.NOT_FOUND_PATH));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, html);
        count++;
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`prerendered ${count} pages into ${path.relative(process.cwd(), out)} in ${seconds} s`);
  } finally {
    fs.rmSync(ssrDir, { recursive: true, force: true });
  }
}

await main();
// The rendered app may leave timers behind (query caches, i18n): the work is done, so stop.
process.exit(0);
