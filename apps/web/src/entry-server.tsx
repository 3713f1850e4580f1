/**
 * The server build of the app, used only by scripts/prerender.ts at build time: renders a
 * page to HTML the same way the browser will render it (same routes, data and language).
 */
import { isPrivateShellScreen, type Language, type ScreenId } from '@captia/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { buildRoutes, type ScreenHandle } from './app/routes';
import type { ContentDoc } from './features/content/types';
import { ssrPageHead } from './hooks/use-page-title';
import { changeLanguage, initI18n } from './lib/i18n';
import { pageHeadHtml } from './ssr/page-head';

export { toDocument } from './ssr/document';

/** Rendered for every language and served, with status 404, for any path that is not a page. */
export const NOT_FOUND_PATH = '/404';

export interface RenderedPage {
  pathname: string;
  language: Language;
  screen: string;
  html: string;
  headHtml: string;
}

let i18nReady = false;

async function switchLanguage(language: Language) {
  if (i18nReady) {
    await changeLanguage(language, { save: false });
    return;
  }
  await initI18n(language);
  i18nReady = true;
}

function describe(errors: Record<string, unknown>): string {
  return Object.values(errors)
    .map((error) => (error instanceof Error ? error.message : JSON.stringify(error)))
    .join('; ');
}

export async function renderPage(pathname: string, language: Language): Promise<RenderedPage> {
  await switchLanguage(language);
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname}: unexpected redirect`);
  if (context.errors) throw new Error(`${pathname} (${language}): ${describe(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  ssrPageHead.title = undefined;
  ssrPageHead.description = undefined;
  const html = renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  // A suspended part would be rendered by the browser instead: a flash, and a hydration error.
  if (/<!--\$[!?]-->/.test(html)) throw new Error(`${pathname} (${language}): part of the page suspended`);
  const { title, description } = ssrPageHead;
  if (!title || !description)
    throw new Error(`${pathname} (${language}): the page set no title or description`);

  const leaf = context.matches.at(-1);
  const screen = (leaf?.route.handle as ScreenHandle | undefined)?.screen ?? 'notFound';
  const data = leaf ? context.loaderData[leaf.route.id] : undefined;
  const headHtml = pageHeadHtml({
    language,
    pathname,
    title,
    description,
    // A private screen's shell (decision 0055) is nobody's page to find: not indexed either.
    notFound: screen === 'notFound' || isPrivateShellScreen(screen as ScreenId),
    ...(screen === 'faq' && { faq: data as ContentDoc }),
    ...(screen === 'blogArticle' && { article: (data as { doc: ContentDoc }).doc }),
  });
  return { pathname, language, screen, html, headHtml };
}
