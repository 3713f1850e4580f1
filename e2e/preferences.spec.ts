import { expect, holdToasts, releaseToasts, test } from './fixtures';
import { hydrated, saveLanguage } from './support';

/** docs/product.md, Business constants: a toast stays 4 s, a tooltip opens after 700 ms. */
const TOAST_MS = 4000;
const TOOLTIP_DELAY_MS = 700;

test.describe('language detection order', () => {
  test.describe('browser in Portuguese, nothing saved', () => {
    test.use({ locale: 'pt-PT' });
    test('uses the browser language (pt-* → pt-BR)', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Planos' })).toBeVisible();
    });
  });

  test.describe('browser in Spanish (Mexico)', () => {
    test.use({ locale: 'es-MX' });
    test('uses es-ES', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    });

    test('a saved preference wins over the browser language', async ({ page, context }) => {
      await saveLanguage(context, 'pt-BR');
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    });
  });

  test.describe('browser in an unsupported language', () => {
    test.use({ locale: 'de-DE' });
    test('falls back to English', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Plans' })).toBeVisible();
    });
  });

  test('the switcher changes the language, saves it, and it survives a reload', async ({ page }) => {
    await page.goto('/faq');
    await hydrated(page);
    await page.getByRole('banner').getByLabel('Language').selectOption('es-ES');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes');
    await expect(page).toHaveTitle('Preguntas frecuentes | CaptIA');
    expect(await page.evaluate(() => localStorage.getItem('captia_language'))).toBe('es-ES');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  });
});

test.describe('theme', () => {
  test('is light by default', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('dark persists across a reload and is applied before any app script runs', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    // With the app's JavaScript blocked, only the inline bootstrap runs: no flash of the light theme.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('system follows prefers-color-scheme live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'System' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
  });
});

test('Alt+T moves focus to the notifications', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  // Held: Alt+T must find the toast still up, however long the runner takes to press it.
  await holdToasts(page);
  await page.getByRole('banner').getByLabel('Language').selectOption('pt-BR');
  await expect(page.getByText('Idioma alterado para Português (Brasil)')).toBeVisible();
  await page.keyboard.press('Alt+KeyT');
  await expect(page.locator('[data-sonner-toaster]')).toBeFocused();
});

test('at most 3 notifications show at a time, each for about 4 seconds', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  // Notes in the page when each toast's timer closes it (page time: the runner may be slow to look).
  await page.evaluate(() => {
    const gone: number[] = [];
    (window as unknown as { toastsGone: number[] }).toastsGone = gone;
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        if ((mutation.target as Element).getAttribute('data-removed') === 'true')
          gone.push(performance.now());
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-removed'] });
  });
  // Held while they are counted, so none leaves before the runner looks.
  await holdToasts(page);
  // The switcher's label changes with the language: find it by its test id.
  const switcher = page.getByRole('banner').getByTestId('language-switcher');
  // Each choice applied before the next (a quicker later choice would win, toasting once).
  for (const language of ['pt-BR', 'es-ES', 'en-US', 'pt-BR']) {
    await switcher.selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  }
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts).toHaveCount(4);
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);

  const released = await page.evaluate(() => performance.now());
  await releaseToasts(page);
  await expect(toasts).toHaveCount(0, { timeout: 20_000 });
  // 4000 ms each once their timers run (a timer never fires early; it may fire late on a busy machine).
  const gone = await page.evaluate(() => (window as unknown as { toastsGone: number[] }).toastsGone);
  expect(gone).toHaveLength(4);
  for (const at of gone) expect(at - released).toBeGreaterThanOrEqual(TOAST_MS - 50);
});

test('tooltips open after a 700 ms delay', async ({ page }) => {
  // The page's clock is the test's: the delay is measured in the page's time, not the runner's.
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('button', { name: 'Dark' }).hover();
  await page.clock.runFor(TOOLTIP_DELAY_MS - 1);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.getByRole('tooltip')).toHaveText('Dark');
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 800 } });
  test('the menu button opens the navigation and a link closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CaptIA blog');
    await expect(menu).toBeHidden();
  });
});
