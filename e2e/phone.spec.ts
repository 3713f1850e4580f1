import {
  accountShellPaths,
  BLOG_SLUGS,
  blogArticlePath,
  LANGUAGES,
  type Language,
  SCREENS,
} from '@captia/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated, saveLanguage, t, watchConsole } from './support';

/*
 * Every screen on a phone: at 320, 360 and 390 px — each width in one of the three
 * languages, so every width and every language is walked — nothing scrolls sideways, signed out
 * and in, with a campaign open, with the account menu and a dialog open; every control is at
 * least 24 × 24 px to touch (WCAG 2.2, 2.5.8; a link inside a sentence is exempt), and no text
 * field is under 16 px (iOS zooms the page on focus into a smaller one). No page logs an error
 * (a hydration mismatch among them) on the way.
 */

const PHONES: [width: number, language: Language][] = [
  [320, 'pt-BR'],
  [360, 'es-ES'],
  [390, 'en-US'],
];

const PRIVATE = new Set<string>(['preferences', 'admin', 'brands', 'planner', 'subscriptionSuccess']);

/** Every screen a visitor can open (one article), a reset link, and the not-found page. */
const VISITOR_PATHS = [
  ...SCREENS.filter((screen) => !PRIVATE.has(screen.id)).map((screen) =>
    screen.id === 'blogArticle' ? blogArticlePath(BLOG_SLUGS[0]) : screen.path,
  ),
  '/reset-password?token=not-a-real-token',
  '/this-page-does-not-exist',
];

/** What on the page as it is now would not work on a phone: sideways scrolling, small targets, zooming fields. */
function phoneProblems(page: Page, where: string): Promise<string[]> {
  return page.evaluate((where) => {
    const problems: string[] = [];
    const root = document.documentElement;
    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
      return `<${el.tagName.toLowerCase()}> "${name.slice(0, 40)}"`;
    };
    if (root.scrollWidth > root.clientWidth) {
      const wide = [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
        .slice(0, 3)
        .map((el) => `${describe(el)} ${Math.round(el.getBoundingClientRect().width)} px`);
      problems.push(
        `${where}: scrolls sideways (${root.scrollWidth} > ${root.clientWidth}): ${wide.join(', ')}`,
      );
    }
    const controls = document.querySelectorAll(
      'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="menuitem"], [role="tab"]',
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || el.closest('.sr-only')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      // A link in a sentence is exempt (2.5.8's "inline" exception).
      const inline = el.tagName === 'A' && style.display === 'inline';
      if (!inline && (box.width < 24 || box.height < 24))
        problems.push(`${where}: ${describe(el)} is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
      const type = el.getAttribute('type') ?? '';
      if (
        ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) &&
        !['checkbox', 'radio', 'range', 'file', 'color'].includes(type) &&
        Number.parseFloat(style.fontSize) < 16
      )
        problems.push(`${where}: ${describe(el)} has ${style.fontSize} text (iOS zooms on focus)`);
    }
    return [...new Set(problems)];
  }, where);
}

async function visit(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await hydrated(page);
  // The API reference renders after hydration (its own chunk and the OpenAPI document): checked
  // once it is there, not whenever the check happens to run.
  if (path === '/developers')
    await expect(
      page
        .getByTestId('api-reference')
        .getByText('/api/functions/generate-captions', { exact: true })
        .first(),
    ).toBeVisible({ timeout: 20_000 });
  return phoneProblems(page, path);
}

for (const [width, language] of PHONES) {
  test.describe(`a ${width} px phone in ${language}`, () => {
    test.use({ viewport: { width, height: 800 }, locale: language });

    test('every screen a visitor opens fits, with touchable controls', async ({ page, context }) => {
      test.setTimeout(90_000);
      await saveLanguage(context, language);
      const errors = watchConsole(page, [/the server responded with a status of 404/]);
      const problems: string[] = [];
      for (const path of VISITOR_PATHS) problems.push(...(await visit(page, path)));
      // The menu a phone shows instead of the header's links.
      await page.goto('/');
      await hydrated(page);
      await page.getByRole('button', { name: t(language, 'common.openMenu') }).click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      problems.push(...(await phoneProblems(page, '/ (menu open)')));
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('signed in: the generator, the planner with a campaign open, menus and dialogs fit', async ({
      page,
      context,
      signIn,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await saveLanguage(context, language);
      const errors = watchConsole(page);
      await signIn('premium', { name: 'Pocket Creator', language });
      const created = await page.request.post('/api/campaigns', {
        data: {
          text: 'Cold brew week at the corner bakery: cheese bread, live music on Saturday',
          startDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
          days: 7,
          postsPerDay: 2,
          networks: ['instagram', 'x'],
        },
        headers: { origin: baseURL ?? '' },
      });
      expect(created.status()).toBe(201);
      const { id, title: campaignTitle } = (await created.json()) as { id: string; title: string };

      const problems: string[] = [];
      for (const path of ['/', '/preferences', '/brands', '/plans', '/developers', `/planner?campaign=${id}`])
        problems.push(...(await visit(page, path)));
      await expect(page.getByTestId('campaign')).toBeVisible();

      // The menu a phone shows instead of the header's links and account menu.
      await page.getByRole('button', { name: t(language, 'common.openMenu') }).click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      problems.push(...(await phoneProblems(page, '/planner (menu open)')));
      await page.keyboard.press('Escape');
      await expect(page.locator('#mobile-menu')).toBeHidden();

      // A dialog: deleting the open campaign asks first.
      await page
        .getByRole('button', { name: t(language, 'planner.list.deleteNamed', { title: campaignTitle }) })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      problems.push(...(await phoneProblems(page, '/planner (delete dialog open)')));
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

/*
 * The account screens are prerendered without a query string and hydrated; whatever depends on
 * the query or on the browser (passkeys need WebAuthn and a host name) is drawn after hydration,
 * so the first client render matches the HTML. Opened at `localhost` — the address where
 * passkeys are offered — as at an IP address, any mismatch is React's error #418.
 */
test.describe('the account screens hydrate without a mismatch', () => {
  test.use({ baseURL: `http://localhost:${process.env.E2E_PASSKEY_PORT}` });

  for (const language of LANGUAGES) {
    test(`in ${language}, with and without a query`, async ({ page, context }) => {
      await saveLanguage(context, language);
      const errors = watchConsole(page);
      for (const path of [
        ...accountShellPaths(),
        '/login?redirect=%2Fplanner&expired=1',
        '/login?two-factor=1',
        '/register?redirect=%2Fplanner',
        '/reset-password?token=not-a-real-token',
      ]) {
        await page.goto(path);
        await hydrated(page);
      }
      expect(errors).toEqual([]);
    });
  }
});
