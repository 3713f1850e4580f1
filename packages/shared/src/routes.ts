/**
 * Every client route of docs/product.md, Screens and routes, with its aliases. The web router,
 * the server's SPA fallback (200 vs 404) and the site map are all built from this one table.
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
  { id: 'developers', path: '/developers', aliases: ['/desenvolvedores'] },
  { id: 'brands', path: '/brands', aliases: ['/marcas'] },
  { id: 'planner', path: '/planner', aliases: ['/planejador', '/planificador'] },
  // A campaign's review for someone without an account: its link's token in the path (0058).
  { id: 'review', path: '/review/:token', aliases: [] },
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
export function screenPath(id: Exclude<ScreenId, 'blogArticle' | 'review'>): string {
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
    if (screen.id === 'review') {
      // Any token: the page itself says when a link is not valid (the API answers one 404).
      if (/^\/review\/[^/]+$/.test(path)) return screen.id;
      continue;
    }
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

/**
 * The public content screens: prerendered to static HTML in every language at build time,
 * listed in /sitemap.xml and open to crawlers. Account, admin and checkout screens are not.
 */
export const CONTENT_SCREENS = [
  'home',
  'plans',
  'faq',
  'blog',
  'blogArticle',
  'examples',
  'seoInstructions',
  'sitemap',
  'privacyPolicy',
  'termsOfService',
  'developers',
] as const satisfies readonly ScreenId[];

export function isContentScreen(id: ScreenId | null): boolean {
  return id !== null && (CONTENT_SCREENS as readonly string[]).includes(id);
}

/** The one URL of each public content page (articles by slug), aliases left out. */
export function publicPagePaths(): string[] {
  return CONTENT_SCREENS.flatMap((id) =>
    id === 'blogArticle' ? BLOG_SLUGS.map(blogArticlePath) : [screenPath(id)],
  );
}

/** Every URL that shows a public content page: canonical paths and their aliases. */
export function contentPagePaths(): string[] {
  return CONTENT_SCREENS.flatMap((id) =>
    id === 'blogArticle' ? BLOG_SLUGS.map(blogArticlePath) : pathsOf([id]),
  );
}

/**
 * Account screens prerendered as static shells — the empty form, in every language — that the
 * browser hydrates, so they paint before the app's code arrives (decision 0023). Not content:
 * not in the site map. A request with a session cookie gets the app instead (the server's
 * static site), which sends a signed-in user on without showing the form.
 */
export const ACCOUNT_SHELL_SCREENS = [
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
] as const satisfies readonly ScreenId[];

export function isAccountShellScreen(id: ScreenId | null): boolean {
  return id !== null && (ACCOUNT_SHELL_SCREENS as readonly string[]).includes(id);
}

/** Every URL that shows one of `ids`: each screen's canonical path and its aliases. */
function pathsOf(ids: readonly ScreenId[]): string[] {
  return ids.flatMap((id) => {
    const screen = SCREENS.find((s) => s.id === id);
    return screen ? [screen.path, ...screen.aliases] : [];
  });
}

/** Every URL that shows an account shell: canonical paths and their aliases. */
export function accountShellPaths(): string[] {
  return pathsOf(ACCOUNT_SHELL_SCREENS);
}

/**
 * Private screens prerendered as static shells: the page's heading and lead and "Loading…", the
 * same for everyone, in every language (decision 0055). A phone paints them before the app's
 * code and the session arrive (they were `/planner`'s largest text, its LCP at 4 s); the app
 * then hydrates and shows the screen, or sends a visitor to sign in. Nothing personal is in them;
 * they are not indexed (robots.txt, and `noindex` in the page).
 */
export const PRIVATE_SHELL_SCREENS = [
  'planner',
  'brands',
  'preferences',
] as const satisfies readonly ScreenId[];

export function isPrivateShellScreen(id: ScreenId | null): boolean {
  return id !== null && (PRIVATE_SHELL_SCREENS as readonly string[]).includes(id);
}

/** Every URL that shows a private screen's shell: canonical paths and their aliases. */
export function privateShellPaths(): string[] {
  return pathsOf(PRIVATE_SHELL_SCREENS);
}

/** The canonical path of the page a path shows (an alias gives its screen's main path), or null. */
export function canonicalPath(pathname: string): string | null {
  const id = screenForPath(pathname);
  // A review link is nobody's page to index: no canonical URL (its token is a key).
  if (!id || id === 'review') return null;
  if (id === 'blogArticle') return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return screenPath(id);
}

/**
 * Prerendered pages are built before anyone knows where they will be served: their absolute
 * URLs (canonical, hreflang, JSON-LD) use this origin, which the server replaces with PUBLIC_URL.
 */
export const PRERENDER_ORIGIN = 'https://origin.captia.invalid';
