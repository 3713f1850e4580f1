import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleReport {
  /** gzip bytes of the JS the browser needs before `/` shows: entry, its static imports, the home screen and the active catalog. */
  initialForHome: number;
  /** The entry and its static imports alone. */
  entry: number;
  routes: { route: string; own: number; withSharedChunks: number }[];
}

const KiB = 1024;
export const INITIAL_BUDGET_BYTES = 150 * KiB;

export function measureBundle(distDir: string): BundleReport {
  const manifest: Manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const gzip = new Map<string, number>();
  const size = (key: string) => {
    const chunk = manifest[key];
    if (!chunk?.file.endsWith('.js')) return 0;
    if (!gzip.has(key))
      gzip.set(key, zlib.gzipSync(fs.readFileSync(path.join(distDir, chunk.file)), { level: 9 }).length);
    return gzip.get(key) ?? 0;
  };
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
    return into;
  };
  const total = (keys: Set<string>) => [...keys].reduce((sum, key) => sum + size(key), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry in the Vite manifest: run `npm run build` first.');
  const entrySet = closure(entryKey);
  const routeKeys = Object.keys(manifest).filter((key) => key.includes('src/routes/'));
  const homeKey = routeKeys.find((key) => key.endsWith('routes/home.tsx'));
  const catalogKey = Object.keys(manifest).find((key) => /i18n\/locales\/en-US\.ts$/.test(key));
  const homeSet = new Set(entrySet);
  if (homeKey) closure(homeKey, homeSet);
  if (catalogKey) closure(catalogKey, homeSet);

  return {
    entry: total(entrySet),
    initialForHome: total(homeSet),
    routes: routeKeys
      .map((key) => {
        const extra = [...closure(key)].filter((k) => !entrySet.has(k));
        return {
          route: path.basename(key, '.tsx'),
          own: size(key),
          withSharedChunks: extra.reduce((sum, k) => sum + size(k), 0),
        };
      })
      .sort((a, b) => a.route.localeCompare(b.route)),
  };
}
