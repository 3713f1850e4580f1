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

test('history: search ignoring accents, pin and unpin, delete with undo, use again', async ({
  page,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const email = `hist-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.request.post(`${baseURL}/api/auth/sign-up/email`, {
    data: { name: 'Hist Tester', email, password: PASSWORD },
    headers: { origin: baseURL ?? '' },
  });
  await page.goto('/');
  const brief = page.getByLabel('What is your post about?');
  const generate = page.getByRole('button', { name: 'Generate captions' });
  await brief.fill('Promoção de pão de queijo na padaria do centro.');
  await generate.click();
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await brief.fill('Workshop de cerâmica no sábado à tarde.');
  await page.getByLabel('Post type').selectOption('event');
  await generate.click();
  await expect(page.getByTestId('history-item')).toHaveCount(2);
  await expect(page.getByTestId('history-item').first()).toContainText('Workshop de cerâmica');

  await page.getByLabel('Search your captions').fill('PROMOCAO DE PAO');
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await expect(page.getByTestId('history-item')).toContainText('Promoção de pão de queijo');
  await page.getByLabel('Search your captions').fill('');
  await expect(page.getByTestId('history-item')).toHaveCount(2);

  const older = page.getByTestId('history-item').filter({ hasText: 'pão de queijo' });
  await older.getByRole('button', { name: 'Pin' }).click();
  await expect(page.getByTestId('history-item').first()).toContainText('Pinned');
  await expect(page.getByTestId('history-item').first()).toContainText('pão de queijo');
  await page.getByTestId('history-item').first().getByRole('button', { name: 'Unpin' }).click();
  await expect(page.getByTestId('history-item').first()).toContainText('Workshop de cerâmica');

  await older.getByRole('button', { name: 'Use again' }).click();
  await expect(brief).toHaveValue('Promoção de pão de queijo na padaria do centro.');
  await expect(page.getByLabel('Post type')).toHaveValue('product-promotion');

  await page
    .getByTestId('history-item')
    .filter({ hasText: 'Workshop' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('history-item')).toHaveCount(2);
  await page
    .getByTestId('history-item')
    .filter({ hasText: 'Workshop' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  // After the undo window the entry is really gone on the server.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`${baseURL}/api/history`)).json()) as { items: unknown[] }).items
          .length,
      {
        timeout: 15_000,
      },
    )
    .toBe(1);
  expect(problems).toEqual([]);
});

test("a visitor's input survives going to sign-up and back", async ({ page }) => {
  await page.goto('/');
  await page
    .getByLabel('What is your post about?')
    .fill('Feira de artesanato no domingo, com 40 expositores.');
  await page.getByRole('link', { name: 'Create a free account' }).last().click();
  await expect(page).toHaveURL((url) => url.pathname === '/register');
  const email = `visitor-${Date.now()}@example.com`;
  await page.getByLabel('Name', { exact: true }).fill('Visitor');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByLabel('What is your post about?')).toHaveValue(
    'Feira de artesanato no domingo, com 40 expositores.',
  );
});
