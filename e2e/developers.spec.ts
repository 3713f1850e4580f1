import type { Language } from '@captia/shared';
import { expect, test } from './fixtures';
import { hydrated, pageHeading, saveLanguage, t, watchConsole } from './support';

/**
 * /developers: the guide (content/<language>/developers.md) prerendered in each language, its
 * alias, and the API reference Scalar renders from the server's own /api/openapi.json.
 */

const GUIDE_HEADINGS: Record<'en-US' | 'pt-BR', string[]> = {
  'en-US': [
    'Get an API key',
    'Your first request',
    'Streaming captions',
    'Errors',
    'Limits',
    'Keep your key secret',
  ],
  'pt-BR': [
    'Como conseguir uma chave de API',
    'Sua primeira requisição',
    'Legendas em streaming',
    'Erros',
    'Limites',
    'Mantenha a sua chave em segredo',
  ],
};

for (const language of ['en-US', 'pt-BR'] as const satisfies readonly Language[]) {
  test(`the guide in ${language}: title, headings, and examples on this site's address`, async ({
    page,
    context,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    await saveLanguage(context, language);
    await page.goto(`/developers?lang=${language}`);
    await hydrated(page);
    await expect(pageHeading(page)).toHaveText(t(language, 'pages.developers.heading'));
    await expect(page).toHaveTitle(`${t(language, 'pages.developers.title')} | CaptIA`);
    // The app's own <main> (Scalar renders another one inside the reference).
    const main = page.locator('main#main');
    for (const heading of GUIDE_HEADINGS[language])
      await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    await expect(
      main.getByRole('heading', { level: 2, name: t(language, 'pages.developers.reference.heading') }),
    ).toBeVisible();
    // The curl examples name this site once the browser has the page, not the placeholder.
    const firstExample = main.locator('pre').filter({ hasText: 'generate-captions' }).first();
    await expect(firstExample).toContainText(`curl ${baseURL}/api/functions/generate-captions`);
    await expect(main).not.toContainText('YOUR-CAPTIA-HOST');
    expect(problems).toEqual([]);
  });
}

test('/desenvolvedores is the same page, and the footer and site map link to it', async ({ page }) => {
  await page.goto('/desenvolvedores?lang=es-ES');
  await hydrated(page);
  await expect(pageHeading(page)).toHaveText(t('es-ES', 'pages.developers.heading'));
  await expect(page.getByRole('heading', { level: 2, name: 'Cómo obtener una clave de API' })).toBeVisible();

  await page.goto('/sitemap?lang=en-US');
  await hydrated(page);
  const footerLink = page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('en-US', 'footer.developers') });
  await expect(footerLink).toHaveAttribute('href', '/developers');
  await page
    .locator('main#main')
    .getByRole('link', { name: t('en-US', 'pages.developers.title'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(pageHeading(page)).toHaveText(t('en-US', 'pages.developers.heading'));
});

test('the API reference renders the operations of /api/openapi.json, in both themes', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // Scalar logs warnings about the document (not errors); nothing may fail or be blocked by the CSP.
  const problems = watchConsole(page);
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(`${baseURL}/`)) outside.push(request.url());
  });
  const openapi = page.waitForResponse((response) => response.url().endsWith('/api/openapi.json'));
  await page.goto('/developers?lang=en-US');
  await hydrated(page);
  expect((await openapi).status()).toBe(200);

  const reference = page.getByTestId('api-reference');
  // The generation operation, by its path, as Scalar shows it under the operation's title.
  await expect(reference.getByText('/api/functions/generate-captions', { exact: true }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('body')).toHaveClass(/\blight-mode\b/);
  // With the reference in place the page has a second <h1> (Scalar's, aria-level 2): the page's
  // own heading is still found alone (e2e/support.ts, pageHeading).
  await expect(reference.locator('h1[aria-level="2"]').first()).toBeAttached();
  await expect(pageHeading(page)).toHaveText(t('en-US', 'pages.developers.heading'));

  // The site's theme switcher re-themes the reference.
  await page.locator('[data-theme-option="dark"]:visible').click();
  await expect(page.locator('body')).toHaveClass(/\bdark-mode\b/);
  await expect(
    reference.getByText('/api/functions/generate-captions', { exact: true }).first(),
  ).toBeVisible();

  expect(problems).toEqual([]);
  expect(outside).toEqual([]);
});
