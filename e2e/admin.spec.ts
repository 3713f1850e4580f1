import { ADMIN_EMAIL } from './constants';
import { expect, test } from './fixtures';
import { watchConsole } from './support';

test('the admin lists, finds and bans a user; others see "Access denied"', async ({
  page,
  browser,
  signIn,
}) => {
  const problems = watchConsole(page);
  // The member signs up in a separate browser context.
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  const { email: memberEmail } = await signIn('free', { name: 'Marta Admin-Test', in: memberPage });
  await memberPage.goto('/admin');
  await expect(memberPage.getByRole('heading', { level: 1 })).toHaveText('Access denied');
  await member.close();

  await signIn('admin');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User management');
  await page.getByLabel('Search users').fill(memberEmail);
  const row = page.getByRole('row').filter({ hasText: memberEmail });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Marta Admin-Test');
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Ban' }).click();
  await expect(row.getByText('Banned')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: `${ADMIN_EMAIL} · ban · ${memberEmail}` }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('the admin’s Models view: calls, tokens, cost per caption and a daily chart, in a chosen period', async ({
  page,
  signIn,
}) => {
  const problems = watchConsole(page);
  await signIn('admin');
  // The browser suite's server has no model: first what an install without model calls shows.
  await page.goto('/admin?view=models');
  await expect(page.getByRole('tab', { name: 'Models' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No model calls in this period.', { exact: false })).toBeVisible();

  // Then the server's answer for an install with calls (its figures are the API suite's to prove).
  const today = new Date().toISOString().slice(0, 10);
  const asked: string[] = [];
  await page.route('**/api/admin/models?*', async (route) => {
    const days = Number(new URL(route.request().url()).searchParams.get('days'));
    asked.push(String(days));
    const row = {
      date: today,
      provider: 'anthropic',
      model: 'claude-haiku-4-5',
      plan: 'premium',
      calls: 40,
      fallbacks: 4,
      failures: 1,
      inputTokens: 48_000,
      outputTokens: 12_000,
      captions: 80,
      cost: 0.108,
    };
    await route.fulfill({
      json: {
        days,
        currency: 'USD',
        rows: [
          row,
          {
            ...row,
            provider: 'google',
            model: 'gemini-2.5-flash',
            plan: 'free',
            calls: 10,
            fallbacks: 0,
            captions: 10,
            cost: 0.002,
          },
        ],
      },
    });
  });
  await page.reload();
  const cards = page.locator('dl');
  await expect(cards).toContainText('Calls50');
  await expect(cards).toContainText('Estimated cost$0.11');
  // $0.110 for 90 captions.
  await expect(cards).toContainText('Cost per caption$0.001222');
  await expect(cards).toContainText('Fallback rate8%');
  await expect(page.getByTestId('models-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  const byModel = page.getByRole('table', { name: 'By model' });
  await expect(byModel.getByRole('row')).toHaveCount(3);
  await expect(byModel.getByRole('rowheader').first()).toHaveText('anthropic · claude-haiku-4-5');
  await expect(page.getByRole('table', { name: 'By plan' }).getByRole('rowheader')).toHaveText([
    'Premium',
    'Free',
  ]);

  await page.getByLabel('Period').selectOption({ label: 'Last 7 days' });
  await expect(page.getByText('over the last 7 days')).toBeVisible();
  // The label follows the choice at once; the request for the new period goes out after it (a
  // bare look at `asked` here once saw only the first).
  await expect.poll(() => asked).toEqual(['30', '7']);
  // Back to the users, and the address says so.
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByLabel('Search users')).toBeVisible();
  expect(problems).toEqual([]);
});
