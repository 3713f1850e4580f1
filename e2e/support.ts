import { type Language, SCREENS } from '@captia/shared';
import { CATALOGS, translate } from '@captia/shared/i18n';
import { type BrowserContext, expect, type Page } from '@playwright/test';

export const t = (language: Language, key: string, values?: Record<string, string | number>) =>
  translate(CATALOGS[language], key, values);

/** The h1 each screen shows. */
export function headingFor(language: Language, path: string, screen: string): string {
  if (screen === 'blogArticle') return t(language, `pages.articles.${path.split('/').pop()}.title`);
  return t(language, `pages.${screen}.heading`);
}

export function pageTitleKey(screen: string): string {
  return `pages.${screen}.title`;
}

/** Saves a language preference before any page script runs. */
export async function saveLanguage(context: BrowserContext, language: string) {
  await context.addInitScript((value) => localStorage.setItem('captia_language', value), language);
}

/** Fails the test on any console error or uncaught exception in the page. */
export function watchConsole(page: Page, allow: RegExp[] = []) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !allow.some((re) => re.test(message.text())))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

export { SCREENS };

/**
 * Prerendered pages are hydrated, not rendered: the theme switcher shows its pressed option only
 * once React has taken over the page (see use-hydrated.ts), so that marks the end of hydration.
 * A click before it would land on inert markup.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('[data-theme-option][aria-pressed="true"]').first()).toBeAttached();
}
