import { isLanguage } from '@captia/shared';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  matchRoutes,
  RouterProvider,
} from 'react-router';
import { changeLanguage, initI18n, initialLanguage } from './app/i18n';
import { Providers } from './app/providers';
import { buildRoutes } from './app/routes';
import './styles.css';

const container = document.getElementById('root') as HTMLElement;
const routes = buildRoutes();

// A page prerendered at build time (scripts/prerender.ts) names the path it was rendered for,
// and its <html lang> is the language the server chose: the app starts in that language so that
// its first render is the same markup, then switches if the saved preference differs.
const prerendered = container.dataset.prerendered;
const preferred = initialLanguage();
const served =
  prerendered && isLanguage(document.documentElement.lang) ? document.documentElement.lang : preferred;
await initI18n(served);

/** Loads the current screen's code and data before the first render, as the prerender did. */
async function loadCurrentScreen(): Promise<HydrationState> {
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matchRoutes(routes, window.location) ?? []) {
    if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
    if (typeof route.loader === 'function' && route.id) {
      const args = { params, request: new Request(window.location.href), context: {} };
      loaderData[route.id] = await route.loader(args as LoaderFunctionArgs);
    }
  }
  return { loaderData };
}

let hydrationData: HydrationState | undefined;
if (prerendered) {
  try {
    hydrationData = await loadCurrentScreen();
  } catch {
    // The router loads the screen again and shows its error screen if it fails.
  }
}

let switched = false;
/**
 * Switches to the saved language once the page is React's: a switch during hydration (which
 * runs as a transition, below) would be lost along with the markup it was hydrating.
 */
function SavedLanguage() {
  useEffect(() => {
    if (switched || served === preferred) return;
    switched = true;
    void changeLanguage(preferred, { save: false });
  }, []);
  return null;
}

const router = createBrowserRouter(routes, hydrationData && { hydrationData });
const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
      <SavedLanguage />
    </Providers>
  </StrictMode>
);

// A not-found page is prerendered once and served for any unknown path: it is rendered afresh.
// Hydration as a transition is done in slices that yield to the browser (input, paint) instead
// of one long task; the prerendered page is already on screen meanwhile.
if (hydrationData && prerendered === window.location.pathname)
  startTransition(() => {
    hydrateRoot(container, app);
  });
else createRoot(container).render(app);
