import { describe, expect, it } from 'vitest';
import {
  BLOG_SLUGS,
  CONTENT_SCREENS,
  canonicalPath,
  contentPagePaths,
  isContentScreen,
  publicPagePaths,
  screenForPath,
} from './routes';
import { SPEC_ROUTES } from './spec-routes.fixture';

describe('public content pages', () => {
  it('are the routes of the content screens, aliases included', () => {
    const want = SPEC_ROUTES.filter(([, screen]) =>
      (CONTENT_SCREENS as readonly string[]).includes(screen),
    ).map(([path]) => path);
    expect(contentPagePaths().sort()).toEqual(want.sort());
  });

  it('leave account, admin and checkout screens out', () => {
    for (const path of [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/preferences',
      '/brands',
      '/marcas',
      '/planner',
      '/planejador',
      '/planificador',
      '/admin',
      '/subscription-success',
    ])
      expect(isContentScreen(screenForPath(path)), path).toBe(false);
  });

  it('have one canonical path each (no aliases)', () => {
    expect(publicPagePaths()).toEqual([
      '/',
      '/plans',
      '/faq',
      '/blog',
      ...BLOG_SLUGS.map((slug) => `/blog/${slug}`),
      '/examples',
      '/seo-instructions',
      '/sitemap',
      '/privacy-policy',
      '/terms-of-service',
      '/developers',
    ]);
  });

  it('map an alias (or a trailing slash) to the canonical path, and unknown paths to null', () => {
    expect(canonicalPath('/perguntas-frequentes')).toBe('/faq');
    expect(canonicalPath('/planos-precos/')).toBe('/plans');
    expect(canonicalPath('/blog/tons-voz-redes-sociais/')).toBe('/blog/tons-voz-redes-sociais');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/blog/nope')).toBeNull();
  });
});
