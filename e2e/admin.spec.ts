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
