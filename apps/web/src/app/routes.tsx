import { SCREENS, type ScreenId } from '@captia/shared';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { loadFullCatalog } from '../lib/i18n';
import { AppLayout, LoadingScreen } from './layout';
import { RouteError } from './route-error';

/** A screen's module: its component, and for content screens a loader that fetches the page's text. */
type ScreenModule = Promise<{ default: ComponentType; loader?: LoaderFunction }>;

/** One lazily loaded module per screen; Vite turns each into its own chunk. */
const SCREEN_MODULES: Record<ScreenId | 'notFound', () => ScreenModule> = {
  home: () => import('../routes/home'),
  login: () => import('../routes/login'),
  register: () => import('../routes/register'),
  forgotPassword: () => import('../routes/forgot-password'),
  resetPassword: () => import('../routes/reset-password'),
  plans: () => import('../routes/plans'),
  faq: () => import('../routes/faq'),
  blog: () => import('../routes/blog'),
  blogArticle: () => import('../routes/blog-article'),
  examples: () => import('../routes/examples'),
  preferences: () => import('../routes/preferences'),
  admin: () => import('../routes/admin'),
  subscriptionSuccess: () => import('../routes/subscription-success'),
  seoInstructions: () => import('../routes/seo-instructions'),
  sitemap: () => import('../routes/sitemap'),
  privacyPolicy: () => import('../routes/privacy-policy'),
  termsOfService: () => import('../routes/terms-of-service'),
  developers: () => import('../routes/developers'),
  brands: () => import('../routes/brands'),
  planner: () => import('../routes/planner'),
  review: () => import('../routes/review'),
  notFound: () => import('../routes/not-found'),
};

export interface ScreenHandle {
  screen: ScreenId | 'notFound';
}

function screenRoute(path: string, screen: ScreenId | 'notFound'): RouteObject {
  return {
    // Stable ids: the prerendered page's data is handed to the router under them (main.tsx).
    id: path,
    path,
    handle: { screen } satisfies ScreenHandle,
    lazy: async () => {
      // `/` may have started with only its part of the catalog (lib/i18n.ts): the others need all of it.
      const [module] = await Promise.all([
        SCREEN_MODULES[screen](),
        screen === 'home' ? undefined : loadFullCatalog(),
      ]);
      return module.loader
        ? { Component: module.default, loader: module.loader }
        : { Component: module.default };
    },
  };
}

/** The one route table: every path and alias (docs/product.md, Screens and routes), then not-found. */
export function buildRoutes(): RouteObject[] {
  const screens = SCREENS.flatMap((screen) =>
    [screen.path, ...screen.aliases].map((path) => screenRoute(path, screen.id)),
  );
  return [
    {
      id: 'root',
      Component: AppLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: LoadingScreen,
      // A failing screen keeps the header and footer; a failing layout falls back to the root boundary.
      children: [
        { id: 'screens', ErrorBoundary: RouteError, children: [...screens, screenRoute('*', 'notFound')] },
      ],
    },
  ];
}
