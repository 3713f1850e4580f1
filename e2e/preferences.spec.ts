import { expect, test } from '@playwright/test';
import { hydrated, saveLanguage } from './support';

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
  await page.getByRole('banner').getByLabel('Language').selectOption('pt-BR');
  await expect(page.getByText('Idioma alterado para Português (Brasil)')).toBeVisible();
  await page.keyboard.press('Alt+KeyT');
  await expect(page.locator('[data-sonner-toaster]')).toBeFocused();
});

test('at most 3 notifications show at a time, each for about 4 seconds', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  // The switcher's label changes with the language: find it by its test id.
  const switcher = page.getByRole('banner').getByTestId('language-switcher');
  for (const language of ['pt-BR', 'es-ES', 'en-US', 'pt-BR']) await switcher.selectOption(language);
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts).toHaveCount(4);
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
  await page.waitForTimeout(2500);
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
  // 4000 ms each (the toasts' timers run one after another once the stack settles).
  await expect(toasts).toHaveCount(0, { timeout: 20_000 });
});

test('tooltips open after a 700 ms delay', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Dark' }).hover();
  await page.waitForTimeout(300);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(page.getByRole('tooltip')).toHaveText('Dark', { timeout: 2000 });
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
