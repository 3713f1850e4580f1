import type { Page } from '@playwright/test';
import { ADMIN_EMAIL } from './constants';
import { expect, test } from './fixtures';
import { verifyAddress, watchConsole } from './support';

const PASSWORD = 'copper-lantern-meadow-58';

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

test('the admin lists, finds and bans a user; others see "Access denied"', async ({
  page,
  browser,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const memberEmail = `member-${Date.now()}@example.com`;
  // The member signs up in a separate browser context.
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await memberPage.request.post(`${baseURL}/api/auth/sign-up/email`, {
    data: { name: 'Marta Admin-Test', email: memberEmail, password: PASSWORD },
    headers: { origin: baseURL ?? '' },
  });
  await memberPage.goto('/admin');
  await expect(memberPage.getByRole('heading', { level: 1 })).toHaveText('Access denied');
  await member.close();

  const admin = await page.request.post(`${baseURL}/api/auth/sign-up/email`, {
    data: { name: 'Admin', email: ADMIN_EMAIL, password: PASSWORD },
    headers: { origin: baseURL ?? '' },
  });
  // The admin may exist from an earlier test run on the same server.
  if (admin.ok()) await verifyAddress(page.request, baseURL ?? '', ADMIN_EMAIL);
  else await signIn(page, ADMIN_EMAIL);
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
