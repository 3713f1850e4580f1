import { isAccountShellScreen, isLanguage, screenForPath } from '@captia/shared';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  matchRoutes,
  RouterProvider,
} from 'react-router';
import { Providers } from './app/providers';
import { buildRoutes } from './app/routes';
import { changeLanguage, initI18n, initialLanguage } from './lib/i18n';
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

declare global {
  interface Window {
    /** Set once the app has taken the page over (ssr/document.ts holds forms until then). */
    __captiaReady?: boolean;
  }
}

/** Gives back the prerendered forms' fields and buttons, held until now (ssr/document.ts). */
function formsReady() {
  window.__captiaReady = true;
  for (const control of document.querySelectorAll<HTMLElement>('[data-waiting]')) {
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
      control.readOnly = false;
    if (control instanceof HTMLButtonElement) control.disabled = false;
    delete control.dataset.waiting;
  }
}

let switched = false;
/**
 * Switches to the saved language once the page is React's: a switch during hydration (which
 * runs as a transition, below) would be lost along with the markup it was hydrating.
 */
function SavedLanguage() {
  useEffect(formsReady, []);
  useEffect(() => {
    if (switched || served === preferred) return;
    switched = true;
    void changeLanguage(preferred, { save: false });
  }, []);
  return null;
}

/**
 * Starts the app. Not top-level await: a module with top-level await turns off the bundler's
 * chunk optimizations (merging common chunks into the entry), which costs every page requests
 * and bytes (decision 0023).
 */
async function start() {
  // `/` starts with the part of the catalog it shows; any other screen with all of it.
  await initI18n(served, screenForPath(window.location.pathname) === 'home' ? 'home' : 'full');
  let hydrationData: HydrationState | undefined;
  if (prerendered) {
    try {
      hydrationData = await loadCurrentScreen();
    } catch {
      // The router loads the screen again and shows its error screen if it fails.
    }
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
  // So is an account screen's shell (the empty form) reached with parameters that change it
  // (`?redirect=`, `?token=`, `?expired=1`): hydrating it would not match.
  // Hydration as a transition is done in slices that yield to the browser (input, paint) instead
  // of one long task; the prerendered page is already on screen meanwhile.
  const params = new URLSearchParams(window.location.search);
  params.delete('lang');
  const changedShell =
    isAccountShellScreen(screenForPath(window.location.pathname)) && params.toString() !== '';
  if (hydrationData && prerendered === window.location.pathname && !changedShell)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else {
    // A screen rendered afresh (a private one, the planner's calendar among them) also renders as
    // a transition: in slices between which the browser paints and answers input, not as one
    // task of up to half a second on a phone.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

/**
 * The offline state and the update prompt (app/pwa/): their code loads only once a service
 * worker controls the page or the browser goes offline, so a first visit fetches none of it.
 */
function watchPwaStatus() {
  const show = () => void import('./app/pwa/pwa-status').then((module) => module.mountPwaStatus());
  if (navigator.serviceWorker?.controller || !navigator.onLine) show();
  else window.addEventListener('offline', show, { once: true });
}

void start().then(watchPwaStatus);
