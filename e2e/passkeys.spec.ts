import type { Page } from '@playwright/test';
import { expect, expectToast, test } from './fixtures';
import { axeFindings, hydrated, saveLanguage, t } from './support';

/**
 * Passkeys (decision 0041) in Chromium with its virtual authenticator (CDP WebAuthn domain): added
 * in Preferences, renamed, used to sign in with nothing typed, removed. WebAuthn refuses an IP
 * address as the site's id, so these tests use the second server, opened at `localhost`.
 */
test.use({ baseURL: `http://localhost:${process.env.E2E_PASSKEY_PORT}` });

const main = (page: Page) => page.getByRole('main');

/** A platform authenticator that holds discoverable credentials and verifies its user (a phone's lock). */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length;
  return { credentials };
}

test('add a passkey in Preferences, sign out, sign in with it, rename and remove it', async ({
  page,
  signIn,
}) => {
  test.setTimeout(60_000);
  const tr = (key: string, values?: Record<string, string | number>) => t('en-US', key, values);
  const authenticator = await virtualAuthenticator(page);
  const member = await signIn('free', { name: 'Pat Key', language: 'en-US' });
  await page.goto('/preferences');
  const section = main(page).getByRole('region', { name: tr('account.passkeys.title') });
  await expect(section).toContainText(tr('account.passkeys.empty'));

  // The password is asked first: a wrong one is refused at its field, and no key is made.
  await section.getByLabel(tr('account.passkeys.name'), { exact: true }).fill('Work laptop');
  await section.getByLabel(tr('account.passkeys.password'), { exact: true }).fill('not my password');
  await section.getByRole('button', { name: tr('account.passkeys.add') }).click();
  await expect(section).toContainText(tr('errors.api.current_password_incorrect'));
  expect(await authenticator.credentials()).toBe(0);

  await section.getByLabel(tr('account.passkeys.password'), { exact: true }).fill(member.password);
  await section.getByRole('button', { name: tr('account.passkeys.add') }).click();
  await expectToast(page, tr('account.passkeys.added', { name: 'Work laptop' }));
  const row = section.getByTestId('passkey');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Work laptop');
  await expect(row).toContainText(tr('account.passkeys.neverUsed'));
  expect(await authenticator.credentials()).toBe(1);
  expect(await axeFindings(page, { include: 'main' })).toEqual([]);

  // Signed out, the sign-in page's passkey button signs the member in: nothing typed, no code.
  await page.getByRole('banner').getByRole('button', { name: member.name, exact: true }).click();
  await page.getByRole('menuitem', { name: tr('account.menu.signOut') }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: tr('common.signIn') })).toBeVisible();
  await page.goto('/login');
  const passkeyButton = main(page).getByRole('button', { name: tr('account.login.passkey') });
  await expect(passkeyButton).toBeVisible();
  expect(await axeFindings(page, { include: 'main' })).toEqual([]);
  await passkeyButton.click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: member.name, exact: true }),
  ).toBeVisible();

  // Used now; renamed in place.
  await page.goto('/preferences');
  await expect(row).not.toContainText(tr('account.passkeys.neverUsed'));
  await row
    .getByRole('button', { name: tr('account.passkeys.renameNamed', { name: 'Work laptop' }) })
    .click();
  const name = row.getByLabel(tr('account.passkeys.name'), { exact: true });
  await expect(name).toBeFocused();
  await name.fill('Desk');
  await row.getByRole('button', { name: tr('account.passkeys.save') }).click();
  await expectToast(page, tr('account.passkeys.renamed'));
  await expect(row).toContainText('Desk');

  // Removed after a confirmation: it no longer signs in.
  await row.getByRole('button', { name: tr('account.passkeys.removeNamed', { name: 'Desk' }) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: tr('account.passkeys.removeConfirm') })
    .click();
  await expectToast(page, tr('account.passkeys.removed', { name: 'Desk' }));
  await expect(section).toContainText(tr('account.passkeys.empty'));
  await page.getByRole('banner').getByRole('button', { name: member.name, exact: true }).click();
  await page.getByRole('menuitem', { name: tr('account.menu.signOut') }).click();
  await page.goto('/login');
  await main(page)
    .getByRole('button', { name: tr('account.login.passkey') })
    .click();
  await expectToast(page, tr('account.login.failed'));
  await expect(page.getByRole('banner').getByRole('link', { name: tr('common.signIn') })).toBeVisible();
});

test('the passkey section and sign-in in Portuguese, dark theme: axe clean', async ({
  page,
  context,
  signIn,
}) => {
  await saveLanguage(context, 'pt-BR');
  await signIn('free', { language: 'pt-BR' });
  await page.goto('/preferences');
  // A click before the page is hydrated reaches a button with no handler yet (a fresh clone's run
  // saw the theme stay light): wait for the switcher to show its state first.
  await hydrated(page);
  // The header's theme switcher, as a person would (it is saved for the next pages too).
  await page.locator('[data-theme-option="dark"]:visible').click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.mouse.move(0, 0);
  const section = main(page).getByRole('region', { name: t('pt-BR', 'account.passkeys.title') });
  await expect(section).toContainText(t('pt-BR', 'account.passkeys.empty'));
  expect(await axeFindings(page, { include: 'main' })).toEqual([]);
  await page.context().clearCookies();
  await page.goto('/login');
  await expect(main(page).getByRole('button', { name: t('pt-BR', 'account.login.passkey') })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await axeFindings(page, { include: 'main' })).toEqual([]);
});
