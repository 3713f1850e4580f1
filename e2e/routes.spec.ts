import { LANGUAGES, SCREENS } from '@captia/shared';
import { SPEC_ROUTES } from '@captia/shared/spec-routes';
import { expect, test } from './fixtures';
import {
  headingFor,
  hydrated,
  keptPrerenderedMarkup,
  pageHeading,
  rememberPrerenderedMarkup,
  saveLanguage,
  t,
  watchConsole,
} from './support';

const PRIVATE_SCREENS = new Set(['preferences', 'admin', 'brands', 'planner']);

/**
 * Every screen's own path is opened in every language. An alias shows the very screen of its
 * path, which is opened in every language; it is opened in one language, each alias in the next
 * one: the server's answer for an alias in every language is checked in content-pages.test.ts
 * and the client's route table in routes.test.ts.
 */
const OWN_PATHS = new Set<string>(SCREENS.map((screen) => screen.path));
const ALIASES = SPEC_ROUTES.map(([path]) => path).filter(
  (path) => !OWN_PATHS.has(path) && !path.startsWith('/blog/'),
);
const opensIn = (path: string, language: string) =>
  !ALIASES.includes(path) || LANGUAGES[ALIASES.indexOf(path) % LANGUAGES.length] === language;

for (const language of LANGUAGES) {
  test.describe(`every route in ${language}`, () => {
    test.use({ locale: language });

    // A test a route: each is a second or two, whatever else the machine is doing.
    for (const [path, specScreen] of SPEC_ROUTES.filter(([path]) => opensIn(path, language))) {
      test(`${path} shows its screen, heading and title`, async ({ page, context }) => {
        await saveLanguage(context, language);
        const problems = watchConsole(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        // Private screens send a visitor to sign-in (and back afterwards).
        const screen = PRIVATE_SCREENS.has(specScreen) ? 'login' : specScreen;
        const heading = headingFor(language, path, screen);
        await expect(pageHeading(page)).toHaveText(heading);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const expectedTitle =
          screen === 'blogArticle'
            ? `${heading} | CaptIA`
            : `${t(language, `pages.${screen}.title`)} | CaptIA`;
        await expect(page).toHaveTitle(expectedTitle);
        expect(problems).toEqual([]);
      });
    }

    test('an unknown page shows the not-found screen with a 404 status', async ({ page, context }) => {
      await saveLanguage(context, language);
      for (const path of ['/this-page-does-not-exist', '/blog/no-such-article']) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(pageHeading(page)).toHaveText(t(language, 'pages.notFound.heading'));
        await expect(page.getByRole('link', { name: t(language, 'common.backHome') })).toBeVisible();
      }
    });
  });
}

test('the layout has header navigation, footer links and a skip link that moves focus to the content', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Plans' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const name of ['Privacy policy', 'Terms of service', 'Site map', 'SEO guide', 'FAQ', 'Blog']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('client-side navigation shows Loading... while the next screen loads', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/faq-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  release();
  await expect(pageHeading(page)).toHaveText('Frequently asked questions');
  await expect(page.getByText('Loading...')).toHaveCount(0);
});

test('the first load shows Loading... until the screen code arrives', async ({ page }) => {
  // A screen that is not prerendered (content pages and the account screens' shells arrive as
  // HTML: see the next test).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/subscription-success-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/subscription-success', { waitUntil: 'commit' });
  await expect(page.getByText('Loading...')).toBeVisible();
  release();
  await expect(pageHeading(page)).toHaveText(t('en-US', 'pages.subscriptionSuccess.heading'));
});

test('a prerendered page shows its content at once, before its code arrives', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/plans-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/plans', { waitUntil: 'commit' });
  await expect(pageHeading(page)).toHaveText('A plan for every creator');
  await expect(page.getByText('Loading...')).toHaveCount(0);
  release();
  await expect(page.locator('[data-theme-option][aria-pressed="true"]')).toHaveCount(1);
  await expect(pageHeading(page)).toHaveText('A plan for every creator');
});

test('a screen that fails to load shows the generic error screen', async ({ page }) => {
  const problems = watchConsole(page, [
    /Failed to (load|fetch)/i,
    /net::ERR_FAILED/,
    /dynamically imported module/i,
  ]);
  await page.goto('/');
  await expect(pageHeading(page)).toBeVisible();
  await page.route(/\/assets\/examples-[\w-]+\.js$/, (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'Examples' }).click();
  await expect(page.getByRole('alert')).toContainText('Unexpected Application Error!');
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  // The header stays, so the user can go elsewhere.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Plans' })).toBeVisible();
  expect(problems).toEqual([]);
});

test("the private screens' prerendered headings are taken over signed in, and send a visitor to sign in", async ({
  page,
  signIn,
}) => {
  // Their heading and lead paint before the app's code and the session (decision 0055); React
  // adopts that markup rather than throwing it away (a hydration error would show in the console).
  const problems = watchConsole(page);
  await rememberPrerenderedMarkup(page);
  await page.goto('/planejador?lang=pt-BR');
  await expect(page).toHaveURL(/\/(entrar|login)\?redirect=/);
  await signIn('profissional', { name: 'Sara Shell', language: 'en-US' });
  // Served in the language the address asks for, then shown in the account's (English).
  for (const [path, heading, ready] of [
    ['/planner?lang=en-US', 'planner.page.heading', 'planner.form.submit'],
    ['/planejador?lang=pt-BR', 'planner.page.heading', 'planner.form.submit'],
    ['/planificador?lang=es-ES', 'planner.page.heading', 'planner.form.submit'],
    ['/marcas?lang=pt-BR', 'brands.page.heading', 'brands.create'],
    ['/configuracoes?lang=es-ES', 'pages.preferences.heading', 'account.preferences.saveName'],
  ] as const) {
    const response = await page.goto(path);
    expect(await response?.text(), path).toContain('data-prerendered=');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en-US', heading));
    await expect(page.getByRole('button', { name: t('en-US', ready) }).first()).toBeVisible();
    expect(await keptPrerenderedMarkup(page), path).toBe(true);
  }
  expect(problems).toEqual([]);
});
