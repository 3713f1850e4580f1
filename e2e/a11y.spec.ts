import AxeBuilder from '@axe-core/playwright';
import { BLOG_SLUGS, blogArticlePath, LANGUAGES, type Language, MAX_API_KEYS, SCREENS } from '@captia/shared';
import type { Page } from '@playwright/test';
import { expect, expectToast, holdToasts, RETRY_ON_RESET, releaseToasts, test } from './fixtures';
import {
  AXE_ALL_RULES,
  AXE_COLOUR_RULES,
  AXE_OPTIONS,
  expectFocusVisible,
  focusReport,
  hydrated,
  saveLanguage,
  t,
  tabTo,
  watchConsole,
} from './support';

/**
 * Accessibility: axe (WCAG 2.0/2.1 A and AA, plus best practices) on every screen in every
 * language and both themes must find no serious or critical violation; a keyboard-only path
 * through the product shows where the focus is at every step; reduced motion is honoured.
 *
 * Each screen is loaded once per language and checked in the light theme with every rule but
 * the colour ones. In one of the three languages (its "colour language", taken in turn from
 * screen to screen, so each language has its share) it is also checked with the colour rules in
 * the light theme, then switched to dark with the header's theme switcher (which saves `theme` in
 * localStorage, as a user does) and checked again with the colour rules. Colours come from the
 * stylesheet and the theme, never from the language, and the contrast rule is axe's slowest: three
 * languages of it measured the same colours three times (decision 0025).
 */

const PASSWORD = 'harbor-willow-lantern-73';

/** Screens that need a session; the visitor pass leaves them to the signed-in passes. */
const PRIVATE = new Set<string>(['preferences', 'admin', 'brands', 'planner']);
const CONTENT = new Set<string>(['home', 'faq', 'blog', 'blogArticle', 'examples', 'seoInstructions']);

/** Every screen a visitor can open, each once (every article), plus a reset link and the not-found page. */
const visitorPaths = (content: boolean) =>
  SCREENS.filter((screen) => !PRIVATE.has(screen.id) && CONTENT.has(screen.id) === content).flatMap(
    (screen) => (screen.id === 'blogArticle' ? BLOG_SLUGS.map(blogArticlePath) : [screen.path]),
  );
const CONTENT_PATHS = visitorPaths(true);
const OTHER_PATHS = [
  ...visitorPaths(false),
  '/reset-password?token=not-a-real-token',
  '/this-page-does-not-exist',
];

interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * Runs axe on the page as it is now; returns the serious and critical violations. Legacy mode
 * runs axe in the page itself: the app has no frames, and the default mode's extra blank page
 * per run would double the time of the file.
 */
async function axe(page: Page, where: string, rules: 'all' | 'colour' | 'not colour'): Promise<Finding[]> {
  // The API reference on /developers is Scalar's markup, not ours: its sidebar, copy and disclosure
  // buttons break rules we cannot fix from outside (docs/decisions/0015-developers-page.md).
  // The rest of that page (the guide, the section's heading, link and states) is checked.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options(AXE_OPTIONS)
    .exclude('.captia-api-reference');
  const results = await (rules === 'colour'
    ? builder.withRules(AXE_COLOUR_RULES)
    : rules === 'all'
      ? builder.withTags(AXE_ALL_RULES)
      : builder.withTags(AXE_ALL_RULES).disableRules(AXE_COLOUR_RULES)
  ).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.map(
        (node) => `${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    }));
}

/** Picks a theme with the visible theme switcher, then moves the pointer and focus off it (no tooltip). */
async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.locator(`[data-theme-option="${theme}"]:visible`).click();
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

/**
 * Checks the page as it is now. In the test's colour language (`colours`), in both themes,
 * starting with the one it has (saved by the previous page): light with every rule, dark with
 * the colour rules. In the other languages, once with every rule but the colour ones, in
 * whichever theme it has (the others do not depend on it). `show` brings up what is checked (a
 * menu, a dialog) and `hide` puts it away, as the theme switcher cannot be reached while it is up.
 */
async function scanScreen(
  page: Page,
  where: string,
  { colours, show, hide }: { colours: boolean; show?: () => Promise<void>; hide?: () => Promise<void> },
): Promise<Finding[]> {
  const findings: Finding[] = [];
  if (!colours) {
    await show?.();
    findings.push(...(await axe(page, where, 'not colour')));
    await hide?.();
    return findings;
  }
  const first = (await isDark(page)) ? 'dark' : 'light';
  for (const theme of [first, first === 'dark' ? 'light' : 'dark'] as const) {
    if (theme !== first) await useTheme(page, theme);
    await show?.();
    findings.push(...(await axe(page, `${where} [${theme}]`, theme === 'light' ? 'all' : 'colour')));
    await hide?.();
  }
  return findings;
}

/**
 * The language whose pass of the `index`th check also measures colours, in both themes: each
 * check's colours are measured once, and each language has a third of them.
 */
const colourLanguage = (index: number): Language => LANGUAGES[index % LANGUAGES.length] as Language;

/**
 * The API reference (Scalar's markup) is left out of the scans, but rendering the whole API in it
 * keeps a busy machine's page working for tens of seconds: here it renders a one-operation
 * document instead, so the rest of /developers is checked with its reference in place.
 * developers.spec.ts renders the real document.
 */
async function smallApiDocument(page: Page) {
  await page.route('**/api/openapi.json', (route) =>
    route.fulfill({
      json: {
        openapi: '3.1.0',
        info: { title: 'CaptIA', version: '1' },
        paths: { '/api/health': { get: { summary: 'Health', responses: { 200: { description: 'OK' } } } } },
      },
    }),
  );
}

/** A screen is ready once React has it (hydrated or rendered), its h1 is up and nothing says Loading. */
async function open(page: Page, language: Language, path: string) {
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t(language, 'common.loading') })).toHaveCount(0);
}

/**
 * The admin keeps English (other specs read its screens in English); this page is told it prefers
 * `language` by rewriting `/api/me` on the way in.
 */
async function preferLanguage(page: Page, language: Language) {
  await page.route('**/api/me', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    return route.fulfill({ response, json: { ...body, language } });
  });
}

const report = (findings: Finding[]) =>
  findings.map((f) => `${f.where}: [${f.impact}] ${f.rule} — ${f.help}\n    ${f.nodes.join('\n    ')}`);

test.describe('axe', () => {
  // No colour is measured half-way through a transition.
  test.use({ reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] });

  for (const language of LANGUAGES) {
    test.describe(language, () => {
      test.use({ locale: language });
      test.beforeEach(async ({ context }) => saveLanguage(context, language));

      // One test a screen: a few seconds each, so no test's time depends on how many screens
      // there are or how busy the machine is (decision 0025).
      for (const [index, path] of [...CONTENT_PATHS, ...OTHER_PATHS].entries()) {
        test(`the screen at ${path}`, async ({ page }) => {
          const colours = language === colourLanguage(index);
          if (path === '/developers') await smallApiDocument(page);
          await open(page, language, path);
          expect(report(await scanScreen(page, path, { colours }))).toEqual([]);
        });
      }

      test('the sign-up and sign-in forms showing their errors', async ({ page }) => {
        const colours = language === colourLanguage(0);
        const findings: Finding[] = [];
        const main = page.getByRole('main');
        await open(page, language, '/register');
        await main.getByRole('button', { name: t(language, 'account.register.submit') }).click();
        await expect(main.locator('[aria-invalid="true"]').first()).toBeVisible();
        findings.push(...(await scanScreen(page, '/register (errors)', { colours })));
        await open(page, language, '/login');
        await main
          .getByLabel(t(language, 'account.fields.email'), { exact: true })
          .fill('nobody@example.com');
        await main.getByLabel(t(language, 'account.fields.password'), { exact: true }).fill(PASSWORD);
        await main.getByRole('button', { name: t(language, 'account.login.submit'), exact: true }).click();
        await expect(main.getByRole('alert')).toBeVisible();
        findings.push(...(await scanScreen(page, '/login (wrong password)', { colours })));
        expect(report(findings)).toEqual([]);
      });

      test('the mobile menu', async ({ page }) => {
        const colours = language === colourLanguage(1);
        await page.setViewportSize({ width: 390, height: 844 });
        await open(page, language, '/');
        await page.getByRole('button', { name: t(language, 'common.openMenu') }).click();
        await expect(page.locator('#mobile-menu')).toBeVisible();
        expect(report(await scanScreen(page, '/ (mobile menu open)', { colours }))).toEqual([]);
      });

      test('signed in: generator with results, preview, menus, toast, history', async ({ page, signIn }) => {
        const colours = language === colourLanguage(2);
        test.setTimeout(60_000);
        await signIn('free', { name: 'Ana Acessível', language });
        const findings: Finding[] = [];

        await open(page, language, '/');
        await page
          .getByLabel(t(language, 'generator.text'))
          .fill('Nosso café gelado chegou, 20% off no sábado.');
        await page.getByRole('button', { name: t(language, 'generator.submit') }).click();
        const card = page.getByTestId('caption');
        const copy = card.getByRole('button', { name: t(language, 'generator.results.copy') });
        await expect(copy).toBeEnabled();
        await expect(page.getByTestId('history-item')).toHaveCount(1, { timeout: 15_000 });
        findings.push(...(await scanScreen(page, '/ (results and history)', { colours })));

        // A card with its network preview open, and a rework menu.
        await card.getByRole('button', { name: t(language, 'generator.preview.show') }).click();
        await expect(card.getByTestId('caption-preview')).toBeVisible();
        findings.push(...(await scanScreen(page, '/ (caption preview open)', { colours })));
        const restyle = card
          .getByRole('group', { name: t(language, 'generator.rework.label') })
          .getByRole('button', { name: t(language, 'generator.rework.restyle') });
        findings.push(
          ...(await scanScreen(page, '/ (restyle menu open)', {
            colours,
            show: async () => {
              await restyle.click();
              await expect(page.getByRole('menu')).toBeVisible();
            },
            hide: async () => {
              await page.keyboard.press('Escape');
              await expect(page.getByRole('menu')).toHaveCount(0);
            },
          })),
        );

        const toast = page
          .locator('[data-sonner-toast][data-front="true"]')
          .filter({ hasText: t(language, 'generator.results.copied') });
        // Held for the scan: a toast's 4 s must not run out while axe reads the page.
        await holdToasts(page);
        findings.push(
          ...(await scanScreen(page, '/ (toast)', {
            colours,
            show: async () => {
              await copy.click();
              await expect(toast).toBeVisible();
              await page.mouse.move(0, 0);
            },
          })),
        );
        await releaseToasts(page);

        const menu = page.getByRole('menu');
        findings.push(
          ...(await scanScreen(page, '/ (account menu open)', {
            colours,
            show: async () => {
              await page
                .getByRole('banner')
                .getByRole('button', { name: 'Ana Acessível', exact: true })
                .click();
              await expect(menu).toBeVisible();
            },
            hide: async () => {
              await page.keyboard.press('Escape');
              await expect(menu).toHaveCount(0);
            },
          })),
        );

        expect(report(findings)).toEqual([]);
      });

      test('signed in: preferences and its delete dialog, plans, and other screens', async ({
        page,
        signIn,
      }) => {
        const colours = language === colourLanguage(3);
        // Ten scans (five screens, both themes): 18–30 s alone on a busy 2-core machine.
        test.setTimeout(60_000);
        await signIn('free', { name: 'Ana Acessível', language });
        const findings: Finding[] = [];
        await open(page, language, '/preferences');
        findings.push(...(await scanScreen(page, '/preferences', { colours })));
        const dialog = page.getByRole('dialog');
        findings.push(
          ...(await scanScreen(page, '/preferences (delete dialog open)', {
            colours,
            show: async () => {
              await page
                .getByRole('button', { name: t(language, 'account.preferences.deleteButton') })
                .click();
              await expect(dialog).toBeVisible();
            },
            hide: async () => {
              await page.keyboard.press('Escape');
              await expect(dialog).toBeHidden();
            },
          })),
        );

        for (const path of ['/plans', '/subscription-success', '/no-such-page']) {
          await open(page, language, path);
          findings.push(...(await scanScreen(page, `${path} (signed in)`, { colours })));
        }
        expect(report(findings)).toEqual([]);
      });

      test('preferences of a paid user: API keys at the limit, the revoke dialog, a new secret', async ({
        page,
        baseURL,
        signIn,
      }) => {
        const colours = language === colourLanguage(4);
        test.setTimeout(60_000);
        const { password } = await signIn('profissional', { name: 'Paula Paga', language });
        for (let i = 1; i <= MAX_API_KEYS; i++) {
          const created = await page.request.post(`${baseURL}/api/keys`, {
            ...RETRY_ON_RESET,
            data: { name: `Key ${i}`, password },
            headers: { origin: baseURL ?? '' },
          });
          expect(created.status()).toBe(201);
        }
        await open(page, language, '/preferences');
        const section = page.getByRole('region', { name: t(language, 'account.apiKeys.title') });
        await expect(section.getByTestId('api-key')).toHaveCount(MAX_API_KEYS);
        const findings = await scanScreen(page, '/preferences (API keys at the limit)', { colours });

        const dialog = page.getByRole('dialog');
        findings.push(
          ...(await scanScreen(page, '/preferences (revoke dialog open)', {
            colours,
            show: async () => {
              await section
                .getByRole('button', {
                  name: t(language, 'account.apiKeys.revokeNamed', { name: 'Key 1' }),
                  exact: true,
                })
                .click();
              await expect(dialog).toBeVisible();
            },
            hide: async () => {
              await page.keyboard.press('Escape');
              await expect(dialog).toBeHidden();
            },
          })),
        );

        await section
          .getByRole('button', {
            name: t(language, 'account.apiKeys.revokeNamed', { name: 'Key 1' }),
            exact: true,
          })
          .click();
        await dialog.getByRole('button', { name: t(language, 'account.apiKeys.revokeConfirm') }).click();
        await expect(section.getByTestId('api-key')).toHaveCount(MAX_API_KEYS - 1);
        // The list shows the revoke before the dialog has closed: typing while the dialog still
        // traps the focus would go into the dialog. Once it closes, the focus is on the name.
        await expect(dialog).toBeHidden();
        const keyName = section.getByLabel(t(language, 'account.apiKeys.name'));
        await expect(keyName).toBeFocused();
        await keyName.fill('Zapier');
        await section.getByLabel(t(language, 'account.apiKeys.password')).fill(password);
        await section.getByRole('button', { name: t(language, 'account.apiKeys.create') }).click();
        await expect(section.getByLabel(t(language, 'account.apiKeys.secret'))).toBeFocused();
        findings.push(...(await scanScreen(page, '/preferences (new API key secret)', { colours })));
        expect(report(findings)).toEqual([]);
      });

      test('brand voices: the list at the plan limit, the form showing its errors, the delete dialog, the generator picker', async ({
        page,
        baseURL,
        signIn,
      }) => {
        const colours = language === colourLanguage(5);
        test.setTimeout(60_000);
        await signIn('free', { name: 'Bela Marca', language });
        const created = await page.request.post(`${baseURL}/api/brands`, {
          ...RETRY_ON_RESET,
          data: {
            name: 'Café Aurora',
            description: 'Specialty coffee roasted every morning.',
            audience: 'Coffee lovers',
            callToAction: 'Order on our website',
            wordsToAvoid: ['cheap'],
            hashtags: ['#ColdBrew'],
            samples: ['We roast our beans every morning! ☕ Come taste the difference. #ColdBrew'],
          },
          headers: { origin: baseURL ?? '' },
        });
        expect(created.status()).toBe(201);
        await open(page, language, '/brands');
        await expect(page.getByTestId('brand-limit')).toBeVisible();
        const findings = await scanScreen(page, '/brands (at the limit)', { colours });

        const editButton = page.getByRole('button', {
          name: t(language, 'brands.editNamed', { name: 'Café Aurora' }),
        });
        await editButton.click();
        const form = page.getByTestId('brand-form');
        await form.getByLabel(t(language, 'brands.form.name'), { exact: true }).fill('');
        await form
          .getByRole('textbox', { name: t(language, 'brands.form.hashtags'), exact: true })
          .fill('#123');
        await form.getByRole('button', { name: t(language, 'brands.form.save') }).click();
        await expect(form.locator('[aria-invalid="true"]')).toHaveCount(2);
        findings.push(...(await scanScreen(page, '/brands (form with errors)', { colours })));
        await form.getByRole('button', { name: t(language, 'brands.form.cancel') }).click();

        const dialog = page.getByRole('dialog');
        findings.push(
          ...(await scanScreen(page, '/brands (delete dialog open)', {
            colours,
            show: async () => {
              await page
                .getByRole('button', { name: t(language, 'brands.deleteNamed', { name: 'Café Aurora' }) })
                .click();
              await expect(dialog).toBeVisible();
            },
            hide: async () => {
              await page.keyboard.press('Escape');
              await expect(dialog).toBeHidden();
            },
          })),
        );

        await open(page, language, '/');
        await expect(page.getByTestId('brand-picker')).toBeVisible();
        findings.push(...(await scanScreen(page, '/ (brand picker)', { colours })));
        expect(report(findings)).toEqual([]);
      });

      test('the planner: form with errors, a campaign on the calendar, the post editor, the move menu, a phone', async ({
        page,
        baseURL,
        signIn,
      }) => {
        const colours = language === colourLanguage(6);
        test.setTimeout(90_000);
        await signIn('profissional', { name: 'Pia Planner', language });
        const origin = baseURL ?? '';
        const created = await page.request.post(`${origin}/api/campaigns`, {
          ...RETRY_ON_RESET,
          data: {
            text: 'Café Aurora: winter menu on Friday in Lisbon, soups and hot chocolate, 10% off the first week.',
            startDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
            days: 3,
            networks: ['instagram', 'linkedin'],
          },
          headers: { origin },
        });
        expect(created.status()).toBe(201);
        const { id } = (await created.json()) as { id: string };

        await open(page, language, '/planner');
        const form = page.getByRole('form', { name: t(language, 'planner.form.heading') });
        await form.getByRole('button', { name: t(language, 'planner.form.submit') }).click();
        await expect(form.locator('[aria-invalid="true"]')).toHaveCount(1);
        const findings = await scanScreen(page, '/planner (form with an error)', { colours });

        await open(page, language, `/planner?campaign=${id}`);
        const table = page.getByTestId('campaign-table');
        await expect(table.getByTestId('planned-post')).toHaveCount(6);
        findings.push(...(await scanScreen(page, '/planner (a campaign)', { colours })));

        await table.locator('[data-post-button]').first().click();
        const editor = page.getByTestId('post-editor');
        await expect(editor.getByRole('heading', { level: 3 })).toBeFocused();
        await editor.getByRole('button', { name: t(language, 'generator.preview.show') }).click();
        await expect(editor.getByTestId('caption-preview')).toBeVisible();
        await editor.getByLabel(t(language, 'planner.editor.text')).fill('a'.repeat(3001));
        await expect(editor.getByRole('button', { name: t(language, 'planner.editor.save') })).toBeDisabled();
        findings.push(
          ...(await scanScreen(page, '/planner (editor: preview, a text too long)', { colours })),
        );

        const move = table.getByRole('button', { name: t(language, 'planner.week.moveTo') }).first();
        findings.push(
          ...(await scanScreen(page, '/planner (move menu open)', {
            colours,
            show: async () => {
              await move.click();
              await expect(page.getByRole('menu')).toBeVisible();
            },
            hide: async () => {
              await page.keyboard.press('Escape');
              await expect(page.getByRole('menu')).toHaveCount(0);
            },
          })),
        );

        await page.setViewportSize({ width: 390, height: 844 });
        await expect(page.getByTestId('campaign-list').getByTestId('planned-post')).toHaveCount(6);
        // The theme switcher is in the phone's menu: this layout is checked in the theme it has
        // (the colours are the wide layout's, checked in both above).
        findings.push(...(await axe(page, '/planner (a phone)', colours ? 'all' : 'not colour')));
        expect(report(findings)).toEqual([]);
      });

      test('the admin screen and its confirmation dialog, as an admin', async ({ page, signIn }) => {
        const colours = language === colourLanguage(7);
        // Six scans: the users, the dialog and the Models tab, in both themes.
        test.setTimeout(60_000);
        await signIn('admin');
        await preferLanguage(page, language);
        await open(page, language, '/admin');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(language, 'pages.admin.heading'));
        await expect(page.getByRole('row').nth(1)).toBeVisible();
        const findings = await scanScreen(page, '/admin', { colours });
        const dialog = page.getByRole('dialog');
        findings.push(
          ...(await scanScreen(page, '/admin (confirm dialog open)', {
            colours,
            show: async () => {
              await page
                .getByRole('row')
                .nth(1)
                .getByRole('button', { name: t(language, 'pages.admin.delete') })
                .click();
              await expect(dialog).toBeVisible();
            },
            hide: async () => {
              await dialog.getByRole('button', { name: t(language, 'pages.admin.cancel') }).click();
              await expect(dialog).toBeHidden();
            },
          })),
        );
        // The Models tab with figures to show (the browser suite's server has no model to call).
        await page.route('**/api/admin/models?*', (route) =>
          route.fulfill({
            json: {
              days: 30,
              currency: 'BRL',
              rows: [
                {
                  date: new Date().toISOString().slice(0, 10),
                  provider: 'anthropic',
                  model: 'claude-haiku-4-5',
                  plan: 'premium',
                  calls: 12,
                  fallbacks: 1,
                  failures: 0,
                  inputTokens: 14_000,
                  outputTokens: 3_000,
                  captions: 24,
                  cost: 0.03,
                },
              ],
            },
          }),
        );
        await page.getByRole('tab', { name: t(language, 'models.admin.tab') }).click();
        await expect(
          page.getByTestId('models-chart').locator('.recharts-bar-rectangle').first(),
        ).toBeVisible();
        findings.push(...(await scanScreen(page, '/admin?view=models', { colours })));
        expect(report(findings)).toEqual([]);
      });
    });
  }
});

test.describe('keyboard only', () => {
  // With motion reduced the focus outline has its final colour when it is measured (see focusReport).
  test.use({ permissions: ['clipboard-read', 'clipboard-write'], reducedMotion: 'reduce' });

  test('sign up, generate captions, copy one and find it in the history; the focus always shows', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const problems = watchConsole(page);
    const en = (key: string) => t('en-US', key);
    const main = page.getByRole('main');
    const field = (key: string) => main.getByLabel(en(`account.fields.${key}`), { exact: true });

    await page.goto('/register');
    await hydrated(page);
    await tabTo(page, field('name'));
    await page.keyboard.type('Kai Keyboard');
    await tabTo(page, field('email'));
    await page.keyboard.type(`keyboard-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
    await tabTo(page, field('password'));
    await page.keyboard.type(PASSWORD);
    await tabTo(page, field('confirmPassword'));
    await page.keyboard.type(PASSWORD);
    await tabTo(page, main.getByRole('button', { name: en('account.register.submit') }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Kai Keyboard', exact: true }),
      // Password hashing is slow on a busy machine.
    ).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL((url) => url.pathname === '/');

    // Tabbing starts once the generator is on screen (its code loads after the sign-up), not
    // from wherever the focus was left while it loaded.
    const brief = page.getByLabel(en('generator.text'));
    await expect(brief).toBeVisible();
    await tabTo(page, brief);
    await page.keyboard.type('Our iced vanilla coffee is back, 20% off on Saturday.');
    await tabTo(page, page.getByRole('button', { name: en('generator.submit') }));
    await page.keyboard.press('Enter');

    const card = page.getByTestId('caption');
    const copy = card.getByRole('button', { name: en('generator.results.copy') });
    await expect(copy).toBeEnabled();
    const caption = (await card.getByTestId('caption-text').textContent()) ?? '';
    expect(caption.length).toBeGreaterThan(20);
    await tabTo(page, copy);
    await page.keyboard.press('Enter');
    await expectToast(page, en('generator.results.copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(caption);

    const entry = page.getByTestId('history-item');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(caption);
    const copyAgain = entry.getByRole('button', { name: en('generator.results.copy') });
    await tabTo(page, copyAgain);
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.keyboard.press('Space');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(caption);

    // Back up the page: nothing focused hides under the sticky header.
    await tabTo(page, brief, { backwards: true });
    expect(problems).toEqual([]);
  });

  test('toasts never hide the focus: tabbing down to the footer under a stack of toasts', async ({
    page,
  }) => {
    await page.goto('/this-page-does-not-exist');
    await hydrated(page);
    // Three toasts, held up for the whole walk (the language switcher toasts each change).
    await holdToasts(page);
    const switcher = page.getByRole('banner').getByTestId('language-switcher');
    // Each choice applied before the next (a quicker later choice would win, toasting once).
    for (const language of ['pt-BR', 'es-ES', 'en-US']) {
      await switcher.selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    }
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
    // Narrow: the toasts span the whole width, over the footer of this short page; the pointer
    // rests on them, so they stand spread out (sonner expands a hovered stack).
    await page.setViewportSize({ width: 390, height: 800 });
    await page.mouse.move(195, 770);
    await expect(page.locator('[data-sonner-toast][data-expanded="true"]')).toHaveCount(3);
    const footer = page.getByRole('contentinfo').getByRole('link');
    const last = footer.last();
    expect(
      await last.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top?.closest('[data-sonner-toast]') !== null;
      }),
      'the last footer link is under the toasts before the walk (else this test proves nothing)',
    ).toBe(true);
    await page.locator('body').focus();
    await tabTo(page, last);
    await expectFocusVisible(page);
  });

  test('toasts never hide the focus: a toast landing on the focused button moves it clear', async ({
    page,
    signIn,
  }) => {
    await signIn('free', { name: 'Tom Toast', language: 'en-US' });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await hydrated(page);
    await page.getByLabel(t('en-US', 'generator.text')).fill('Our iced vanilla coffee is back on Saturday.');
    await page.getByRole('button', { name: t('en-US', 'generator.submit') }).click();
    const copy = page.getByTestId('caption').getByRole('button', { name: 'Copy' });
    await expect(copy).toBeEnabled();
    // The button at the very bottom of the viewport, focused without scrolling: where the toast lands.
    await copy.evaluate((button) => {
      window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 4);
      (button as HTMLElement).focus({ preventScroll: true });
    });
    await page.keyboard.press('Enter');
    await expectToast(page, t('en-US', 'generator.results.copied'));
    await expect(copy).toBeFocused();
    await expectFocusVisible(page);
  });

  /** Tabs forward through the whole page at `path`, until the focus leaves it or comes round. */
  const sweep = async (page: Page, path: string) => {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const seen: string[] = [];
    for (let step = 0; step < 120; step++) {
      await page.keyboard.press('Tab');
      const report = await focusReport(page);
      if (report.element === 'body' || report.element === seen[0]) break;
      expect(report.visible, `${path}: focus on ${report.element}: ${report.reason}`).toBe(true);
      seen.push(report.element);
    }
    expect(seen.length, path).toBeGreaterThan(10);
  };

  // A test a screen and theme: each is a few seconds, whatever else the machine is doing.
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${theme} theme`, () => {
      test.beforeEach(async ({ context }) => {
        await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      });
      for (const path of ['/', '/plans', '/examples', '/faq', '/register']) {
        test(`every control shows its focus at ${path}`, async ({ page }) => {
          await sweep(page, path);
        });
      }
      test('every control shows its focus when signed in, at /preferences and /', async ({
        page,
        signIn,
      }) => {
        await signIn('free', { name: 'Kai Keyboard', language: 'en-US' });
        await sweep(page, '/preferences');
        await sweep(page, '/');
      });
    });
  }
});

test.describe('focus ring colour', () => {
  // Full motion, as most people have it: a control's colour transitions must not fade its ring in.
  for (const theme of ['light', 'dark'] as const) {
    test(`every control at / has its ring in the ring's colour from the first frame (${theme} theme)`, async ({
      page,
      context,
    }) => {
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto('/');
      await hydrated(page);
      await expect(page.getByRole('button', { name: t('en-US', 'generator.submit') })).toBeVisible();
      const faded = await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.style.color = getComputedStyle(document.documentElement).getPropertyValue('--ring');
        document.body.append(probe);
        const ring = getComputedStyle(probe).color;
        probe.remove();
        const found: string[] = [];
        for (const element of document.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea',
        )) {
          if (element.getClientRects().length === 0) continue;
          // Focused as the keyboard would, and read in the same frame: a transition shows its
          // start value there (the outline's initial colour is the text's).
          element.focus({ focusVisible: true } as FocusOptions);
          if (document.activeElement !== element || !element.matches(':focus-visible')) continue;
          const style = getComputedStyle(element);
          if (style.outlineStyle !== 'none' && style.outlineColor !== ring)
            found.push(
              `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 30)}": ${style.outlineColor}, not ${ring}`,
            );
          element.blur();
        }
        return found;
      });
      expect(faded).toEqual([]);
    });
  }
});

test.describe('reduced motion', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  /** The longest transition and animation (in ms) on the elements `selector` matches, and on their ::after. */
  const motion = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((elements) => {
      const ms = (list: string) =>
        Math.max(
          0,
          ...list.split(',').map((v) => Number.parseFloat(v) * (v.trim().endsWith('ms') ? 1 : 1000)),
        );
      const styles = elements.flatMap((element) => [
        getComputedStyle(element),
        getComputedStyle(element, '::after'),
      ]);
      return {
        count: elements.length,
        transition: Math.max(0, ...styles.map((style) => ms(style.transitionDuration))),
        animation: Math.max(
          0,
          ...styles
            .filter((style) => style.animationName !== 'none')
            .map((style) => ms(style.animationDuration)),
        ),
      };
    });

  test('transitions, animations and smooth scrolling stop when the user asks for less motion', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(60_000);
    // Records how scripts ask to scroll.
    await page.addInitScript(() => {
      const scrolls: string[] = [];
      (window as unknown as { scrolls: string[] }).scrolls = scrolls;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
        scrolls.push(typeof options === 'object' ? (options.behavior ?? 'auto') : 'auto');
        return original.call(this, options);
      };
    });
    const scrolls = () => page.evaluate(() => (window as unknown as { scrolls: string[] }).scrolls.splice(0));
    await signIn('free', { name: 'Rui Reduced', language: 'en-US' });
    // Narrow: the results are below the form, so a run brings them into view.
    await page.setViewportSize({ width: 390, height: 800 });
    const generate = async () => {
      // From the top of the page, so the results are far below and the run brings them into view.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: t('en-US', 'generator.submit') }).click();
      await expect(page.getByTestId('caption').getByRole('button', { name: 'Copy' })).toBeEnabled();
    };

    await page.goto('/');
    await hydrated(page);
    await page.getByLabel(t('en-US', 'generator.text')).fill('Our iced vanilla coffee is back on Saturday.');
    // The spinner and pulse of pending buttons and placeholders, which come and go too fast to catch.
    await page.evaluate(() => {
      for (const name of ['animate-spin', 'animate-pulse']) {
        const probe = document.createElement('span');
        probe.className = `${name} motion-probe`;
        document.body.append(probe);
      }
    });
    const animated = [
      '[data-theme-option]', // colour transitions
      '[role="switch"] + span', // the switch's knob slides (::after)
      '[data-testid="usage"] [aria-hidden="true"] > div', // the usage bar shrinks
      '.motion-probe', // spinners and pulses
    ];

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await generate();
    expect(await scrolls()).toContain('smooth');
    // The toast is held while its motion is measured (its 4 s would race the measurements).
    await holdToasts(page);
    await page.getByTestId('caption').getByRole('button', { name: 'Copy' }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    for (const selector of [...animated, '[data-sonner-toast]']) {
      const found = await motion(page, selector);
      expect(found.count, selector).toBeGreaterThan(0);
      expect(
        Math.max(found.transition, found.animation),
        `${selector} moves without a preference`,
      ).toBeGreaterThan(100);
    }
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    // The toast closed, and the page back to its own length (toasts make room at its bottom).
    await releaseToasts(page);
    await toast.locator('[data-close-button]').click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await generate();
    const jumps = await scrolls();
    expect(jumps.length).toBeGreaterThan(0);
    expect(jumps).not.toContain('smooth');
    await holdToasts(page);
    await page.getByTestId('caption').getByRole('button', { name: 'Copy' }).click();
    for (const selector of [...animated, '[data-sonner-toast]']) {
      const found = await motion(page, selector);
      expect(found.transition, `${selector} transition with reduced motion`).toBeLessThanOrEqual(1);
      expect(found.animation, `${selector} animation with reduced motion`).toBeLessThanOrEqual(1);
    }

    // The FAQ accordion's chevron turns, and its buttons change colour: not with reduced motion.
    await page.goto('/faq');
    await hydrated(page);
    for (const [media, still] of [
      ['no-preference', false],
      ['reduce', true],
    ] as const) {
      await page.emulateMedia({ reducedMotion: media });
      const found = await motion(page, '[aria-controls$="-panel"], [aria-controls$="-panel"] svg');
      expect(found.count).toBeGreaterThan(0);
      if (still) expect(found.transition, 'accordion with reduced motion').toBeLessThanOrEqual(1);
      else expect(found.transition, 'accordion without a preference').toBeGreaterThan(100);
    }
  });
});
