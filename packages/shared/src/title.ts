export const APP_NAME = 'CaptIA';

/** The document title of a page: "<page> | CaptIA". */
export function formatPageTitle(pageTitle: string, appName: string = APP_NAME): string {
  return `${pageTitle} | ${appName}`;
}

/**
 * docs/product.md, Languages, titles and theme: a page title per language is set unless the
 * existing title already contains a vertical bar — a title with a bar was set by a page for
 * itself and must not be overwritten by the language-wide default.
 */
export function resolveDocumentTitle(currentTitle: string, languageDefaultTitle: string): string {
  return currentTitle.includes('|') ? currentTitle : languageDefaultTitle;
}
