import type { Page } from '@playwright/test';
import { totp } from '../apps/server/test/totp';
import { expect, expectToast, test } from './fixtures';
import { axeFindings, t } from './support';

/**
 * Two-factor sign-in (decision 0038) in the browser: turned on in Preferences from the secret
 * shown on screen, then asked after the password at the next sign-in.
 */

const main = (page: Page) => page.getByRole('main');
const tr = (key: string) => t('en-US', key);

test('turn on two-factor in Preferences, sign out, sign in with a code', async ({ page, signIn }) => {
  const member = await signIn('free', { name: 'Tess Factor', language: 'en-US' });
  await page.goto('/preferences');
  const section = main(page).getByRole('region', { name: tr('account.twoFactor.title') });
  await section.getByLabel(tr('account.twoFactor.password'), { exact: true }).fill(member.password);
  await section.getByRole('button', { name: tr('account.twoFactor.setUp') }).click();

  // The QR code and, for typing into an app, the secret itself; focus waits in the code field.
  await expect(section.getByRole('img', { name: tr('account.twoFactor.qrAlt') })).toBeVisible();
  const secret = await section.getByLabel(tr('account.twoFactor.secret'), { exact: true }).inputValue();
  expect(secret).toMatch(/^[A-Z2-7 ]+$/);
  const code = section.getByLabel(tr('account.twoFactor.code'), { exact: true });
  await expect(code).toBeFocused();

  // A wrong code is refused next to the field, and the field says so.
  await code.fill(totp(secret, 40));
  await section.getByRole('button', { name: tr('account.twoFactor.turnOn') }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(section).toContainText(tr('errors.api.two_factor_invalid_code'));
  expect(await axeFindings(page)).toEqual([]);

  await code.fill(totp(secret));
  await section.getByRole('button', { name: tr('account.twoFactor.turnOn') }).click();
  await expectToast(page, tr('account.twoFactor.enabled'));
  const codes = section.getByTestId('backup-codes');
  await expect(codes.getByRole('heading', { name: tr('account.twoFactor.codesTitle') })).toBeFocused();
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await codes.getByRole('button', { name: tr('account.twoFactor.codesDone') }).click();
  await expect(section.getByTestId('two-factor-on')).toBeVisible();

  // Sign out, then in: the password alone is not enough.
  await page.getByRole('banner').getByRole('button', { name: member.name, exact: true }).click();
  await page.getByRole('menuitem', { name: tr('account.menu.signOut') }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: tr('common.signIn') })).toBeVisible();
  await page.goto('/login');
  await main(page).getByLabel(tr('account.fields.email'), { exact: true }).fill(member.email);
  await main(page).getByLabel(tr('account.fields.password'), { exact: true }).fill(member.password);
  await main(page)
    .getByRole('button', { name: tr('account.login.submit'), exact: true })
    .click();

  const step = main(page).getByRole('region', { name: tr('account.twoFactor.stepTitle') });
  const stepCode = step.getByLabel(tr('account.twoFactor.code'), { exact: true });
  await expect(stepCode).toBeFocused();
  expect(await axeFindings(page)).toEqual([]);
  await step.getByLabel(tr('account.twoFactor.trustDevice')).check();
  // The next step's code: the one that turned it on is spent (a code works once).
  await stepCode.fill(totp(secret, 1));
  await step.getByRole('button', { name: tr('account.twoFactor.verify') }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: member.name, exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
