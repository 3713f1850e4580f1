/**
 * Every client route of spec §2 with its aliases. The web router, the server's
 * SPA fallback (200 vs 404) and the site map are all built from this one table.
 */
export const SCREENS = [
  { id: 'home', path: '/', aliases: [] },
  { id: 'login', path: '/login', aliases: ['/entrar'] },
  { id: 'register', path: '/register', aliases: ['/criar-conta'] },
  { id: 'forgotPassword', path: '/forgot-password', aliases: [] },
  { id: 'resetPassword', path: '/reset-password', aliases: [] },
  { id: 'plans', path: '/plans', aliases: ['/planos', '/planos-precos'] },
  { id: 'faq', path: '/faq', aliases: ['/perguntas-frequentes'] },
  { id: 'blog', path: '/blog', aliases: [] },
  { id: 'blogArticle', path: '/blog/:slug', aliases: [] },
  { id: 'examples', path: '/examples', aliases: ['/exemplos', '/exemplos-legendas'] },
  { id: 'preferences', path: '/preferences', aliases: ['/configuracoes'] },
  { id: 'admin', path: '/admin', aliases: [] },
  { id: 'subscriptionSuccess', path: '/subscription-success', aliases: ['/assinatura-sucesso'] },
  { id: 'seoInstructions', path: '/seo-instructions', aliases: ['/guia-seo'] },
  { id: 'sitemap', path: '/sitemap', aliases: ['/mapa-do-site'] },
  { id: 'privacyPolicy', path: '/privacy-policy', aliases: ['/politica-privacidade'] },
  { id: 'termsOfService', path: '/terms-of-service', aliases: ['/termos-uso'] },
] as const satisfies readonly { id: string; path: string; aliases: readonly string[] }[];

export type ScreenId = (typeof SCREENS)[number]['id'];

/** The articles that exist; `/blog/:slug` with any other slug is not found. */
export const BLOG_SLUGS = [
  'legendas-engajamento-instagram',
  'tons-voz-redes-sociais',
  'ia-marketing-digital-futuro',
] as const;
export type BlogSlug = (typeof BLOG_SLUGS)[number];

export function isBlogSlug(value: string): value is BlogSlug {
  return (BLOG_SLUGS as readonly string[]).includes(value);
}

/** Canonical path of a screen (the first, English path). */
export function screenPath(id: Exclude<ScreenId, 'blogArticle'>): string {
  const screen = SCREENS.find((s) => s.id === id);
  if (!screen) throw new Error(`Unknown screen ${id}`);
  return screen.path;
}

export function blogArticlePath(slug: BlogSlug): string {
  return `/blog/${slug}`;
}

/** Which screen a browser path shows, or null for the not-found page. */
export function screenForPath(pathname: string): ScreenId | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const screen of SCREENS) {
    if (screen.id === 'blogArticle') {
      const match = /^\/blog\/([^/]+)$/.exec(path);
      if (match?.[1] && isBlogSlug(decodeURIComponent(match[1]))) return screen.id;
      continue;
    }
    if (screen.path === path || (screen.aliases as readonly string[]).includes(path)) {
      return screen.id;
    }
  }
  return null;
}
