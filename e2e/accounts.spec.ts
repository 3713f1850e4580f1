import type { Language } from '@captia/shared';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, expectToast, RETRY_ON_RESET, test } from './fixtures';
import { headingFor, hydrated, saveLanguage, t, watchConsole } from './support';

/**
 * The account screens end to end, in the browser, against the real server (local outbox
 * for mail). Every test creates its own users with unique addresses.
 */

const PASSWORD = 'violet-harbor-lantern-42';
const NEW_PASSWORD = 'quiet-meadow-copper-77';
const THIRD_PASSWORD = 'amber-canyon-whistle-19';

/** Browsers log failed fetches ("status of 401") as console errors; only the expected ones pass. */
const EXPECTED_FAILURES = (...statuses: number[]) => [
  new RegExp(`Failed to load resource: the server responded with a status of (${statuses.join('|')})`),
];

function uniqueEmail(tag: string) {
  return `user-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`.toLowerCase();
}

const at = (pathname: string) => (url: URL) => url.pathname === pathname;

function main(page: Page) {
  return page.getByRole('main');
}

function field(page: Page, language: Language, key: string) {
  return main(page).getByLabel(t(language, `account.fields.${key}`), { exact: true });
}

function userButton(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

async function signUp(
  page: Page,
  language: Language,
  user: { name: string; email: string; password: string },
) {
  await page.goto(language === 'pt-BR' ? '/criar-conta' : '/register');
  await field(page, language, 'name').fill(user.name);
  await field(page, language, 'email').fill(user.email);
  await field(page, language, 'password').fill(user.password);
  await field(page, language, 'confirmPassword').fill(user.password);
  await main(page)
    .getByRole('button', { name: t(language, 'account.register.submit') })
    .click();
  await expect(userButton(page, user.name)).toBeVisible();
  await expect(page).toHaveURL(at('/'));
  // The address changes before React renders the new screen, and that render closes any open
  // menu (a followed link closes it): the generator's heading says the navigation has landed.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingFor(language, '/', 'home'));
}

async function signInWithForm(page: Page, language: Language, email: string, password: string) {
  await field(page, language, 'email').fill(email);
  await field(page, language, 'password').fill(password);
  await main(page)
    .getByRole('button', { name: t(language, 'account.login.submit'), exact: true })
    .click();
}

async function signOut(page: Page, language: Language, name: string) {
  await userButton(page, name).click();
  await page.getByRole('menuitem', { name: t(language, 'account.menu.signOut') }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: t(language, 'common.signIn') }),
  ).toBeVisible();
  await expect(page).toHaveURL(at('/'));
}

/** The newest reset link mailed to `email`, from the development outbox. */
async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, RETRY_ON_RESET);
      if (!response.ok()) return '';
      const mails = (await response.json()) as { to: string; text: string }[];
      const match = mails
        .filter((mail) => mail.to === email)
        .map((mail) => /\/reset-password\?token=[^\s"'<>)]+/.exec(mail.text)?.[0])
        .find(Boolean);
      link = match ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

async function prepare(context: BrowserContext, language: Language) {
  await saveLanguage(context, language);
}

for (const language of ['en-US', 'pt-BR'] as const) {
  test.describe(`account journey in ${language}`, () => {
    test.use({ locale: language });

    test('sign up, sign out, reset the password by mail, sign in, change name and password, see the sessions', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      await prepare(context, language);
      const problems = watchConsole(page, EXPECTED_FAILURES(400));
      const email = uniqueEmail(language);
      const name = language === 'pt-BR' ? 'Joana Teste' : 'Jane Tester';

      await signUp(page, language, { name, email, password: PASSWORD });
      await expectToast(page, t(language, 'account.register.welcome', { name }));
      await signOut(page, language, name);

      // Forgot password: the same confirmation whatever the address.
      await page.goto('/forgot-password');
      await field(page, language, 'email').fill(email);
      await main(page)
        .getByRole('button', { name: t(language, 'account.forgot.submit') })
        .click();
      await expect(main(page).getByText(t(language, 'account.forgot.sentHeading'))).toBeVisible();
      await expect(main(page).getByText(t(language, 'account.forgot.sentText', { email }))).toBeVisible();

      const link = await resetLinkFor(page.request, email);
      await page.goto(link.slice(link.indexOf('/reset-password')));
      await field(page, language, 'newPassword').fill(NEW_PASSWORD);
      await field(page, language, 'confirmNewPassword').fill(NEW_PASSWORD);
      await main(page)
        .getByRole('button', { name: t(language, 'account.reset.submit') })
        .click();
      await expect(page).toHaveURL(at('/login'));
      await expectToast(page, t(language, 'account.reset.success'));

      await signInWithForm(page, language, email, NEW_PASSWORD);
      await expect(userButton(page, name)).toBeVisible();
      await expect(page).toHaveURL(at('/'));

      // Display name: the header follows at once.
      await page.goto(language === 'pt-BR' ? '/configuracoes' : '/preferences');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t(language, 'pages.preferences.heading'),
      );
      const renamed = `${name} Silva`;
      await field(page, language, 'displayName').fill(renamed);
      await main(page)
        .getByRole('button', { name: t(language, 'account.preferences.saveName') })
        .click();
      await expect(userButton(page, renamed)).toBeVisible();
      await expectToast(page, t(language, 'account.preferences.nameSaved'));

      // Change password: a wrong current password is refused with its catalog message.
      await field(page, language, 'currentPassword').fill('not-my-password-at-all');
      await field(page, language, 'newPassword').fill(THIRD_PASSWORD);
      await field(page, language, 'confirmNewPassword').fill(THIRD_PASSWORD);
      await main(page)
        .getByRole('button', { name: t(language, 'account.preferences.updatePassword') })
        .click();
      const current = field(page, language, 'currentPassword');
      await expect(current).toHaveAttribute('aria-invalid', 'true');
      await expect(current).toHaveAccessibleDescription(t(language, 'errors.api.current_password_incorrect'));
      await expectToast(
        page,
        t(language, 'account.preferences.passwordFailed'),
        t(language, 'errors.api.current_password_incorrect'),
      );
      await current.fill(NEW_PASSWORD);
      await main(page)
        .getByRole('button', { name: t(language, 'account.preferences.updatePassword') })
        .click();
      await expectToast(page, t(language, 'account.preferences.passwordUpdated'));
      await expect(current).toHaveValue('');

      // Security: this browser is listed as this device.
      const thisDevice = main(page)
        .getByTestId('session')
        .filter({ hasText: t(language, 'account.preferences.thisDevice') });
      await expect(thisDevice).toHaveCount(1);
      await expect(thisDevice).toContainText(/Chrome \d+/);
      await expect(thisDevice).toContainText('Linux');

      // The new password works from a fresh sign-in; the header keeps the new name.
      await signOut(page, language, renamed);
      await page.goto('/login');
      await signInWithForm(page, language, email, THIRD_PASSWORD);
      await expect(userButton(page, renamed)).toBeVisible();
      expect(problems).toEqual([]);
    });
  });
}

for (const language of ['en-US', 'pt-BR', 'es-ES'] as const) {
  test.describe(`sign-in failures in ${language}`, () => {
    test.use({ locale: language });

    test('a wrong password shows "Login failed" and "Email or password incorrect"', async ({
      page,
      context,
      request,
      signIn,
    }) => {
      await prepare(context, language);
      const problems = watchConsole(page, EXPECTED_FAILURES(401));
      const { email } = await signIn('free', { name: 'Wrong Password', language, in: request });
      await page.goto(language === 'pt-BR' ? '/entrar' : '/login');
      await signInWithForm(page, language, email, 'definitely-not-the-password');
      const message = t(language, 'errors.api.invalid_credentials');
      await expectToast(page, t(language, 'account.login.failed'), message);
      await expect(main(page).getByRole('alert')).toContainText(t(language, 'account.login.failed'));
      await expect(main(page).getByRole('alert')).toContainText(message);
      await expect(
        page.getByRole('banner').getByRole('link', { name: t(language, 'common.signIn') }),
      ).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('an invalid or expired reset link says so and offers a new one', async ({ page, context }) => {
      await prepare(context, language);
      const problems = watchConsole(page, EXPECTED_FAILURES(400));
      await page.goto('/reset-password?token=not-a-real-token');
      await field(page, language, 'newPassword').fill(NEW_PASSWORD);
      await field(page, language, 'confirmNewPassword').fill(NEW_PASSWORD);
      await main(page)
        .getByRole('button', { name: t(language, 'account.reset.submit') })
        .click();
      await expect(main(page).getByRole('alert')).toHaveText(t(language, 'errors.api.invalid_token'));
      await main(page)
        .getByRole('link', { name: t(language, 'account.reset.requestNew') })
        .click();
      await expect(page).toHaveURL(at('/forgot-password'));

      await page.goto('/reset-password');
      await expect(main(page).getByRole('alert')).toHaveText(t(language, 'account.reset.missingToken'));
      expect(problems).toEqual([]);
    });

    test('the sign-up form explains each problem next to its field', async ({ page, context }) => {
      await prepare(context, language);
      const problems = watchConsole(page);
      await page.goto('/register');
      const submit = main(page).getByRole('button', { name: t(language, 'account.register.submit') });
      await submit.click();
      for (const key of ['name', 'email', 'password', 'confirmPassword']) {
        await expect(field(page, language, key)).toHaveAccessibleDescription(
          new RegExp(`^${t(language, 'validation.required')}`),
        );
      }
      await expect(field(page, language, 'name')).toBeFocused();
      await field(page, language, 'name').fill('Ana');
      await field(page, language, 'email').fill('ana@');
      await field(page, language, 'password').fill(PASSWORD);
      await field(page, language, 'confirmPassword').fill(`${PASSWORD}!`);
      await submit.click();
      await expect(field(page, language, 'email')).toHaveAccessibleDescription(
        t(language, 'validation.invalidEmail'),
      );
      await expect(field(page, language, 'confirmPassword')).toHaveAccessibleDescription(
        t(language, 'validation.passwordsDontMatch'),
      );
      await expect(field(page, language, 'name')).not.toHaveAttribute('aria-invalid');
      // The strength meter judges the password as it is typed.
      await field(page, language, 'password').fill('password123');
      await expect(main(page).getByTestId('password-strength')).toContainText(
        t(language, 'account.strength.tooWeak'),
      );
      await field(page, language, 'password').fill(PASSWORD);
      await expect(main(page).getByTestId('password-strength')).toContainText(
        t(language, 'account.strength.label', { level: t(language, 'account.strength.level4') }),
      );
      expect(problems).toEqual([]);
    });
  });
}

test("the sign-in screen fetches the form rules' code when the form is used, not with the page", async ({
  page,
}) => {
  // zod and the account forms' rules were the longest task of /login on a phone (decision 0023).
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => path.includes('zod'))).toEqual([]);
  await field(page, 'en-US', 'email').focus();
  await expect.poll(() => scripts.filter((path) => path.includes('zod')).length).toBeGreaterThan(0);
});

test.describe('sign-in redirects', () => {
  test('/preferences signed out goes to sign-in and comes back after signing in', async ({
    page,
    request,
    signIn,
  }) => {
    const problems = watchConsole(page);
    const { email, password } = await signIn('free', { name: 'Back Again', language: 'en-US', in: request });
    await page.goto('/preferences');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/preferences',
    );
    await expect(main(page).getByRole('status')).toHaveText(t('en-US', 'account.login.signInToContinue'));
    await signInWithForm(page, 'en-US', email, password);
    await expect(page).toHaveURL(at('/preferences'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preferences');
    await expect(userButton(page, 'Back Again')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a redirect to another site is ignored', async ({ page, request, signIn }) => {
    const { email, password } = await signIn('free', { name: 'Stay Here', language: 'en-US', in: request });
    await page.goto('/login?redirect=//evil.example/steal');
    await signInWithForm(page, 'en-US', email, password);
    await expect(userButton(page, 'Stay Here')).toBeVisible();
    await expect(page).toHaveURL(at('/'));
  });

  test('an expired session sends the user to sign-in with a message, then back', async ({
    page,
    context,
  }) => {
    const problems = watchConsole(page, EXPECTED_FAILURES(401));
    const email = uniqueEmail('expired');
    await signUp(page, 'en-US', { name: 'Soon Expired', email, password: PASSWORD });
    // The header's review bell loads after the page and reads its notices then: that read, met
    // by the cleared cookie, would find the lost session before "Save name" does (and take the
    // button away under the click). It is waited for first.
    const noticesRead = page.waitForResponse((response) => response.url().endsWith('/api/review-notices'));
    await page.goto('/preferences');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preferences');
    await noticesRead;
    // The form holds the name read from the session: the field is prerendered and shows before
    // that, and a name typed into it earlier was put back by the form's own (a run timed out
    // waiting for a save that was never sent).
    await hydrated(page);
    await expect(field(page, 'en-US', 'displayName')).toHaveValue('Soon Expired');
    // The server forgets us (cookie gone); the next call answers 401.
    await context.clearCookies();
    await field(page, 'en-US', 'displayName').fill('Anything');
    await main(page)
      .getByRole('button', { name: t('en-US', 'account.preferences.saveName') })
      .click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('expired') === '1',
    );
    await expect(main(page).getByRole('status')).toHaveText(t('en-US', 'errors.api.session_expired'));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await signInWithForm(page, 'en-US', email, PASSWORD);
    await expect(page).toHaveURL(at('/preferences'));
    await expect(userButton(page, 'Soon Expired')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a 401 for a call sent with a session since replaced keeps the user signed in', async ({
    page,
    signIn,
  }) => {
    // Turning two-factor on issues a new session and ends the old one: a call sent a moment
    // before reaches the server with the old one and answers 401 while the browser is signed in.
    const problems = watchConsole(page, EXPECTED_FAILURES(401));
    await signIn('free', { name: 'Still Here', language: 'en-US' });
    await page.goto('/preferences');
    // The form holds the name read from the session: the field is prerendered and shows before
    // that, and a name typed into it earlier was put back by the form's own (a run timed out
    // waiting for a save that was never sent).
    await hydrated(page);
    await expect(field(page, 'en-US', 'displayName')).toHaveValue('Still Here');
    await page.route(
      '**/api/me',
      (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'unauthorized', message: 'Sign in to continue.' } }),
        }),
      { times: 1 },
    );
    await field(page, 'en-US', 'displayName').fill('Still Here Too');
    const sessionRead = page.waitForResponse((r) => r.url().endsWith('/api/auth/get-session'));
    await main(page)
      .getByRole('button', { name: t('en-US', 'account.preferences.saveName') })
      .click();
    // The session is read again, is there, and the user stays where they were.
    expect(await (await sessionRead).json()).not.toBeNull();
    await expect(page).toHaveURL(at('/preferences'));
    await expect(userButton(page, 'Still Here')).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('signed in', () => {
  test('the saved language wins after sign-in, and the switcher saves a new one on the profile', async ({
    page,
    context,
    request,
    signIn,
  }) => {
    const { email, password } = await signIn('free', {
      name: 'Idioma Salvo',
      language: 'pt-BR',
      in: request,
    });
    await saveLanguage(context, 'en-US');
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await signInWithForm(page, 'en-US', email, password);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Planos' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('captia_language'))).toBe('pt-BR');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/me') && r.request().method() === 'PATCH',
    );
    await page.getByRole('banner').getByLabel('Idioma').selectOption('es-ES');
    expect((await saved).status()).toBe(200);
    const me = await (await page.request.get('/api/me', RETRY_ON_RESET)).json();
    expect(me.language).toBe('es-ES');
  });

  test('the user menu works from the keyboard', async ({ page }) => {
    await signUp(page, 'en-US', { name: 'Keys Only', email: uniqueEmail('keys'), password: PASSWORD });
    const button = userButton(page, 'Keys Only');
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Preferences' })).toBeFocused();
    await expect(page.getByRole('menuitem', { name: 'Admin panel' })).toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Brand voices' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Preferences' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Preferences' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(at('/preferences'));
    await expect(menu).toBeHidden();
  });

  test('sessions: another device can be signed out from here', async ({ page, browser, baseURL }) => {
    const email = uniqueEmail('devices');
    await signUp(page, 'en-US', { name: 'Two Devices', email, password: PASSWORD });
    const other = await browser.newContext({
      baseURL,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    });
    const phone = await other.newPage();
    await phone.goto('/login');
    await signInWithForm(phone, 'en-US', email, PASSWORD);
    await expect(userButton(phone, 'Two Devices')).toBeVisible();

    await page.goto('/preferences');
    const sessions = main(page).getByTestId('session');
    await expect(sessions).toHaveCount(2);
    const iphone = sessions.filter({ hasText: 'Safari 17 on iOS' });
    await iphone.getByRole('button', { name: 'Sign out Safari 17 on iOS' }).click();
    await expect(sessions).toHaveCount(1);
    await expectToast(page, t('en-US', 'account.preferences.revoked'));
    await expect(main(page).getByText(t('en-US', 'account.preferences.noOthers'))).toBeVisible();
    // The phone's session is gone from the database (its signed cookie cache may linger up to
    // SESSION_CACHE_SECONDS, so ask past it).
    const phoneSession = await phone.request.get(
      '/api/auth/get-session?disableCookieCache=true',
      RETRY_ON_RESET,
    );
    expect(await phoneSession.json()).toBeNull();
    await other.close();
  });

  test('deleting the account asks for the password, then signs out for good', async ({ page }) => {
    const problems = watchConsole(page, EXPECTED_FAILURES(400, 401));
    const email = uniqueEmail('delete');
    await signUp(page, 'en-US', { name: 'Short Stay', email, password: PASSWORD });
    await page.goto('/preferences');
    const open = main(page).getByRole('button', { name: 'Delete my account' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password-123');
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page).toHaveURL(at('/'));
    await expectToast(page, t('en-US', 'account.preferences.deleted'));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

    await page.goto('/login');
    await signInWithForm(page, 'en-US', email, PASSWORD);
    await expect(main(page).getByRole('alert')).toContainText(t('en-US', 'errors.api.invalid_credentials'));
    expect(problems).toEqual([]);
  });
});

test('the Google button appears only when the server offers it, and hands over to the provider', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(main(page).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);

  // Google itself is exercised against a local OpenID provider in the API suite; here the
  // browser's part: ask the server for the provider URL and go there.
  await page.route('**/api/config', (route) =>
    route.fulfill({ json: { googleSignIn: true, requireEmailVerification: false } }),
  );
  let body: unknown;
  await page.route('**/api/auth/sign-in/social', (route) => {
    body = route.request().postDataJSON();
    return route.fulfill({ json: { url: '/plans?from=google' } });
  });
  await page.goto('/login?redirect=/faq');
  await main(page).getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(at('/plans'));
  expect(body).toEqual({
    provider: 'google',
    callbackURL: '/faq',
    errorCallbackURL: '/login?redirect=%2Ffaq',
  });

  await page.goto('/login?error=access_denied');
  await expect(main(page).getByRole('alert')).toHaveText(t('en-US', 'account.login.googleFailed'));
});
