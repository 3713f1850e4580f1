import type { Language } from '@captia/shared';

/**
 * The pure parts of the installable app's build (scripts/pwa.ts; decision 0054): the web app
 * manifest of a language, and which built files the service worker keeps for offline use.
 */

/** The theme's primary colour (styles.css, --primary) and the light background. */
export const THEME_COLOR = '#6d28d9';
export const BACKGROUND_COLOR = '#ffffff';
export const SHARE_ACTION = '/share';
/** The field the share target's files arrive in (apps/server/src/share/share.routes.ts reads it). */
export const SHARE_FILES_FIELD = 'photo';

export interface ManifestTexts {
  name: string;
  description: string;
  screenshotForm: string;
  screenshotWide: string;
}

export function webAppManifest(language: Language, texts: ManifestTexts) {
  return {
    // One app whatever the language it was installed in: the id stays, the texts follow.
    id: '/',
    name: texts.name,
    short_name: texts.name,
    description: texts.description,
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['productivity', 'social'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      {
        src: '/screenshots/narrow.png',
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: texts.screenshotForm,
      },
      {
        src: '/screenshots/wide.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: texts.screenshotWide,
      },
    ],
    share_target: {
      action: SHARE_ACTION,
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: 'title',
        text: 'text',
        url: 'url',
        files: [
          {
            name: SHARE_FILES_FIELD,
            accept: ['image/jpeg', 'image/png', 'image/webp', '.jpg', '.jpeg', '.png', '.webp'],
          },
        ],
      },
    },
  };
}

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The built files a page of the app may need offline: the entry and every chunk it can reach,
 * static or lazy, except what the screens left out lead to (the API reference and the admin
 * panel are megabytes, and need the server anyway). Files, as URLs from the site's root.
 */
export function offlineAssets(manifest: Record<string, ManifestChunk>, leftOut: RegExp): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || leftOut.test(key)) return;
    seen.add(key);
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...files].sort();
}
