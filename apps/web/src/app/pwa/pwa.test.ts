import { describe, expect, it } from 'vitest';
// biome-ignore lint/style/noRestrictedImports: the build's script lives outside src/, where no alias reaches.
import { type ManifestChunk, offlineAssets, webAppManifest } from '../../../scripts/pwa-manifest';
import { hasUpdateWaiting } from './update';

const TEXTS = { name: 'CaptIA', description: 'd', screenshotForm: 'f', screenshotWide: 'w' };

describe('the installable app', () => {
  it('a manifest an install dialog accepts, with the share target the server reads', () => {
    const manifest = webAppManifest('pt-BR', TEXTS);
    expect(manifest).toMatchObject({ id: '/', start_url: '/', display: 'standalone', lang: 'pt-BR' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(manifest.share_target).toMatchObject({
      action: '/share',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { title: 'title', text: 'text', url: 'url', files: [{ name: 'photo' }] },
    });
    expect(manifest.screenshots.map((s) => s.form_factor)).toEqual(['narrow', 'wide']);
  });

  it('precaches what the screens reach, static or lazy, but not what is left out', () => {
    const manifest: Record<string, ManifestChunk> = {
      'index.html': {
        file: 'assets/index-a.js',
        isEntry: true,
        imports: ['_f'],
        css: ['assets/i.css'],
        dynamicImports: ['src/routes/faq.tsx', 'src/routes/developers.tsx'],
      },
      _f: { file: 'assets/framework-b.js' },
      'src/routes/faq.tsx': {
        file: 'assets/faq-c.js',
        imports: ['_f'],
        dynamicImports: ['node_modules/@zxcvbn-ts/x.js'],
      },
      'src/routes/developers.tsx': { file: 'assets/developers-d.js', imports: ['_scalar'] },
      _scalar: { file: 'assets/scalar-e.js' },
      'node_modules/@zxcvbn-ts/x.js': { file: 'assets/dict-f.js' },
    };
    expect(offlineAssets(manifest, /developers|@zxcvbn-ts/)).toEqual([
      '/assets/faq-c.js',
      '/assets/framework-b.js',
      '/assets/i.css',
      '/assets/index-a.js',
    ]);
  });

  it('offers an update only when a worker waits behind the one in control', () => {
    expect(hasUpdateWaiting({ waiting: { state: 'installed' } }, true)).toBe(true);
    // The first install: nothing controlled the page, so nothing is updated.
    expect(hasUpdateWaiting({ waiting: { state: 'installed' } }, false)).toBe(false);
    expect(hasUpdateWaiting({ waiting: null }, true)).toBe(false);
    expect(hasUpdateWaiting(undefined, true)).toBe(false);
  });
});
