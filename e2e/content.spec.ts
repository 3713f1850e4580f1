import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@captia/shared';
import { expect, expectToast, test } from './fixtures';
import { hydrated, keptPrerenderedMarkup, rememberPrerenderedMarkup, t, watchConsole } from './support';

interface Example {
  id: string;
  network: string;
  postType: string;
  style: string;
  language: Language;
  text: string;
}

const examples = (language: Language): Example[] =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, `../content/${language}/examples.json`), 'utf8'),
  );

test.describe('hydration of prerendered pages', () => {
  const pages = [
    '/',
    '/planos',
    '/faq',
    '/blog',
    '/blog/legendas-engajamento-instagram',
    '/exemplos-legendas',
    '/guia-seo',
    '/sitemap',
    '/privacy-policy',
    '/termos-uso',
  ];
  for (const language of LANGUAGES) {
    test(`takes over every content page in ${language} without errors or a re-render`, async ({ page }) => {
      const problems = watchConsole(page);
      await rememberPrerenderedMarkup(page);
      for (const pathname of pages) {
        const response = await page.goto(`${pathname}?lang=${language}`);
        expect(response?.headers()['content-type']).toContain('text/html');
        await hydrated(page);
        expect(await keptPrerenderedMarkup(page), pathname).toBe(true);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      }
      expect(problems).toEqual([]);
    });
  }

  test('a signed-out visitor sees the sign-in links after hydration, with the stored dark theme', async ({
    page,
    context,
  }) => {
    const problems = watchConsole(page);
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await rememberPrerenderedMarkup(page);
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('[data-theme-option="dark"]')).toHaveAttribute('aria-pressed', 'true');
    expect(await keptPrerenderedMarkup(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test('a prerendered page shows its text, title and FAQ answers with JavaScript disabled', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/blog/tons-voz-redes-sociais');
  await expect(page).toHaveTitle('Tons de voz nas redes sociais | CaptIA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tons de voz nas redes sociais');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.locator('article p').first()).toBeVisible();

  await page.goto('/faq?lang=es-ES');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('es-ES', 'pages.faq.heading'));
  // Nobody can open the accordion without scripts: the answers are shown.
  await expect(page.getByText('CaptIA es una aplicación web').first()).toBeVisible();
  await context.close();
});

test('the FAQ accordion works with the keyboard', async ({ page }) => {
  await page.goto('/faq');
  await hydrated(page);
  const first = page.getByRole('button', { name: 'What is CaptIA?' });
  const second = page.getByRole('button', { name: 'What plans are there, and what does each one include?' });
  const firstPanel = page.getByRole('region', { name: 'What is CaptIA?' });
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('CaptIA is a web app that writes social media captions')).toBeHidden();

  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(firstPanel).toBeVisible();
  await expect(firstPanel).toContainText('CaptIA is a web app that writes social media captions');

  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: /What plans are there/ })).toContainText('Professional');

  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: /question that isn't answered here/ })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstPanel).toBeHidden();

  // Tab leaves the accordion header by header, like any list of buttons.
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
});

test('a link to a question opens it', async ({ page }) => {
  await page.goto('/perguntas-frequentes?lang=pt-BR#o-captia-tem-modo-escuro');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'O CaptIA tem modo escuro?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test.describe('examples', () => {
  test('copy puts the caption on the clipboard and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [example] = examples('en-US');
    await page.goto('/examples');
    await hydrated(page);
    await expect(page.getByTestId('example')).toHaveCount(examples('en-US').length);
    const card = page.getByTestId('example').first();
    await card.getByRole('button', { name: 'Copy' }).click();
    await expectToast(page, 'Caption copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(example?.text);
  });

  test('the network filter narrows the list', async ({ page }) => {
    await page.goto('/exemplos?lang=es-ES');
    await hydrated(page);
    await page.getByRole('button', { name: 'LinkedIn', exact: true }).click();
    const cards = page.getByTestId('example');
    await expect(cards).toHaveCount(examples('es-ES').filter((e) => e.network === 'linkedin').length);
    await expect(cards.first()).toContainText('LinkedIn');
    await page.getByRole('button', { name: t('es-ES', 'content.examples.allNetworks') }).click();
    await expect(cards).toHaveCount(examples('es-ES').length);
  });

  test('"use as a starting point" stores the draft and opens the generator with it', async ({ page }) => {
    const example = examples('pt-BR').find((e) => e.network === 'linkedin') as Example;
    // The generator reads and clears the draft at once: record what was written.
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (this === sessionStorage && key === 'captia_generator_draft') {
          const w = window as unknown as { drafts?: string[] };
          w.drafts = [...(w.drafts ?? []), value];
        }
        return setItem.call(this, key, value);
      };
    });
    await page.goto('/exemplos?lang=pt-BR');
    await hydrated(page);
    const card = page.getByTestId('example').filter({ hasText: example.text.slice(0, 40) });
    await card.getByRole('button', { name: t('pt-BR', 'content.examples.useAsStart') }).click();
    await expect(page).toHaveURL(/\/$/);
    // The first write is the examples page's (the generator may keep its own draft afterwards).
    const [written] = await page.evaluate(() => (window as unknown as { drafts: string[] }).drafts);
    expect(JSON.parse(written as string)).toEqual({
      networks: ['linkedin'],
      postType: example.postType,
      style: example.style,
      length: 'short',
      text: example.text,
      language: 'pt-BR',
    });
    await expect(page.locator('textarea').first()).toHaveValue(example.text);
  });
});

test('?lang= switches the interface language and saves it for the next visit', async ({ page, context }) => {
  const problems = watchConsole(page);
  await page.goto('/faq?lang=es-ES');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('es-ES', 'pages.faq.heading'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  expect(await page.evaluate(() => localStorage.getItem('captia_language'))).toBe('es-ES');
  expect((await context.cookies()).find((c) => c.name === 'captia_language')?.value).toBe('es-ES');

  // Without the parameter, both the server (cookie) and the client (saved preference) use it.
  const response = await page.goto('/plans');
  expect(await response?.text()).toContain('<html lang="es-ES"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('es-ES', 'pages.plans.heading'));
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('es-ES', 'pages.forgotPassword.heading'),
  );
  expect(problems).toEqual([]);
});

test('a language saved before the cookie existed wins after hydration and is sent from then on', async ({
  page,
  context,
}) => {
  const problems = watchConsole(page);
  await context.addInitScript(() => {
    if (!document.cookie.includes('captia_language')) localStorage.setItem('captia_language', 'pt-BR');
  });
  // The server cannot know it yet: English markup, then the saved Portuguese.
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pt-BR', 'pages.blog.heading'));
  await expect(page.getByRole('link', { name: 'Legendas que geram engajamento no Instagram' })).toBeVisible();
  const response = await page.goto('/blog');
  expect(await response?.text()).toContain('<html lang="pt-BR"');
  expect(problems).toEqual([]);
});

test('switching the language reloads the page text in the new language', async ({ page }) => {
  await page.goto('/blog/ia-marketing-digital-futuro');
  await hydrated(page);
  await page.getByTestId('language-switcher').selectOption('pt-BR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IA e o futuro do marketing digital');
  await expect(page).toHaveTitle('IA e o futuro do marketing digital | CaptIA');
});

test('a page downloads its text in the active language only', async ({ page }) => {
  const manifest: Record<string, { file: string }> = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../apps/web/dist/.vite/manifest.json'), 'utf8'),
  );
  const chunk = (language: Language, file: string) =>
    `/${manifest[`../../content/${language}/${file}`]?.file}`;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/faq?lang=es-ES');
  await hydrated(page);
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('es-ES', 'nav.examples') })
    .click();
  await expect(page.getByTestId('example').first()).toBeVisible();
  expect(requested).toContain(chunk('es-ES', 'faq.md'));
  expect(requested).toContain(chunk('es-ES', 'examples.json'));
  for (const other of ['pt-BR', 'en-US'] as const) {
    expect(requested).not.toContain(chunk(other, 'faq.md'));
    expect(requested).not.toContain(chunk(other, 'examples.json'));
  }
});
