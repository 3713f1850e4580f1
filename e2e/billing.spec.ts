import { expect, test } from '@playwright/test';
import { watchConsole } from './support';

const PASSWORD = 'harbour-copper-lantern-27';

test('sandbox: free → premium → 3 variants → cancel → period ends → free limits again', async ({
  page,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const email = `pay-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.request.post(`${baseURL}/api/auth/sign-up/email`, {
    data: { name: 'Paying User', email, password: PASSWORD },
    headers: { origin: baseURL ?? '' },
  });
  await page.goto('/plans');
  await expect(page.getByRole('note')).toContainText('Test mode');
  await expect(page.locator('[data-plan="free"]')).toContainText('Current plan');
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout/);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm test payment' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/subscription-success');
  await expect(page.getByText('Your Premium plan is active.')).toBeVisible({ timeout: 20_000 });

  await page.goto('/');
  await expect(page.getByTestId('usage')).toContainText('250 of 250 captions left this month');
  await expect(page.locator('option[value="3"]')).toBeEnabled();
  await page.getByRole('button', { name: 'LinkedIn' }).click();
  await page.getByLabel('Variants per network').selectOption('3');
  await page.getByLabel('What is your post about?').fill('Inauguração da nova loja com café especial.');
  await page.getByRole('button', { name: 'Generate captions' }).click();
  await expect(page.getByTestId('caption')).toHaveCount(6);

  await page.goto('/plans');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('The subscription will be cancelled at the end of the period')).toBeVisible();
  await expect(page.getByTestId('subscription-state')).toContainText('Cancels on');

  await page.goto('/sandbox/portal');
  await expect(page.getByText('Will be cancelled at the end of the period')).toBeVisible();
  await page.getByRole('button', { name: 'Advance to the end of the period' }).click();
  await page.goto('/plans');
  await expect(page.locator('[data-plan="free"]')).toContainText('Current plan');
  const refused = await page.evaluate(async () => {
    const res = await fetch('/api/functions/generate-captions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        networks: ['instagram'],
        postType: 'event',
        style: 'bold',
        length: 'short',
        variants: 3,
        emojis: false,
        hashtags: false,
        text: 'Três variações, por favor.',
      }),
    });
    return { status: res.status, body: await res.json() };
  });
  expect(refused.status).toBe(403);
  expect(refused.body.error.message).toBe('Maximum number of variants exceeded for your plan');
  expect(problems.filter((p) => !/status of 403/.test(p))).toEqual([]);
});

test.describe('visitor in pt-BR', () => {
  test.use({ locale: 'pt-BR' });
  test('sees prices and the sign-up call to action', async ({ page }) => {
    await page.goto('/planos');
    await expect(page.getByTestId('price-premium')).toContainText('R$');
    await page.getByText('Anual').click();
    await expect(page.getByTestId('price-premium')).toContainText('/ano');
    await expect(
      page.locator('[data-plan="premium"]').getByRole('link', { name: 'Criar conta grátis' }),
    ).toBeVisible();
  });
});
