import { expect, test } from '@playwright/test';
import { watchConsole } from './support';

const PASSWORD = 'meadow-lantern-copper-61';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a free user generates, sees the captions stream in, copies one, and is stopped at the 4th of the day', async ({
  page,
  baseURL,
}) => {
  const problems = watchConsole(page, [/status of 429/]);
  const email = `gen-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.request.post(`${baseURL}/api/auth/sign-up/email`, {
    data: { name: 'Gen Tester', email, password: PASSWORD },
    headers: { origin: baseURL ?? '' },
  });
  await page.goto('/');
  await expect(page.getByTestId('usage')).toContainText('3 of 3 captions left today');

  // The free plan's locks: a second network, long text, more variants, emojis, hashtags.
  await expect(page.getByRole('checkbox', { name: 'Emojis' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Hashtags' })).toBeDisabled();
  await expect(page.locator('option[value="long"]')).toBeDisabled();
  await expect(page.locator('option[value="3"]')).toBeDisabled();

  await page.getByRole('button', { name: 'Generate captions' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please write something to generate captions');

  await page
    .getByLabel('What is your post about?')
    .fill('Nosso café gelado de baunilha chegou, com 20% de desconto no sábado.');
  for (let i = 1; i <= 3; i++) {
    await page.getByRole('button', { name: 'Generate captions' }).click();
    await expect(page.getByTestId('caption')).toHaveCount(1);
    await expect(page.getByTestId('caption').getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(page.getByTestId('usage')).toContainText(`${3 - i} of 3 captions left today`);
  }
  const caption = (await page.getByTestId('caption').locator('p').textContent()) ?? '';
  expect(caption.length).toBeGreaterThan(20);
  await page.getByTestId('caption').getByRole('button', { name: 'Copy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(caption);
  await expect(page.getByText('Caption copied')).toBeVisible();

  await page.getByRole('button', { name: 'Generate captions' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "You've used all your captions for today. Come back tomorrow to generate more captions or upgrade to a better plan.",
  );
  expect(problems).toEqual([]);
});

test('a visitor sees the form and is asked to sign up', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Caption generator' })).toBeVisible();
  await expect(page.getByText('Create a free account to generate captions.')).toBeVisible();
});
