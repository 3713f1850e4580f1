import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectToast, test } from './fixtures';
import { axeFindings, t, watchConsole } from './support';

// Threads, carousels and alt text (decision 0034) in the generator, written by the e2e server's
// basic generator: a thread's posts one by one with their counts, a carousel's slides each with
// its copy, and a photo's alt text edited and kept in the history.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const en = (key: string, values?: Record<string, string | number>) => t('en-US', key, values);

const BRIEF =
  'Our bakery on Rua Augusta turns ten this Saturday. We bake sourdough with flour from a small mill in Minas, ' +
  'and the first fifty visitors get a free pão de queijo. There is live samba from 10 am, a kids corner with ' +
  'cookie decorating, and a raffle for a year of bread. Bring your friends: we cannot wait to celebrate with you.';

const brief = (page: Page) => page.getByLabel(en('generator.text'));
const generate = (page: Page) => page.getByRole('button', { name: en('generator.submit') });
const format = (page: Page, id: 'single' | 'thread' | 'carousel') =>
  page
    .getByRole('radiogroup', { name: en('generator.format') })
    .getByRole('radio', { name: en(`generator.formats.${id}`) });

/**
 * What a result shows (a thread, slides, the alt text) passes axe in both themes: every rule in
 * the light one, the colour rules in the dark one (as a11y.spec.ts does for whole screens).
 */
async function expectAccessibleInBothThemes(page: Page, part: Locator) {
  await expect(part).toBeVisible();
  const selector = `[data-axe-part="${test.info().testId}"]`;
  await part.evaluate((element, id) => element.setAttribute('data-axe-part', id), test.info().testId);
  for (const theme of ['light', 'dark'] as const) {
    await page.locator(`[data-theme-option="${theme}"]:visible`).click();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await page.mouse.move(0, 0);
    expect(
      await axeFindings(page, { include: selector, rules: theme === 'light' ? 'all' : 'colour' }),
      theme,
    ).toEqual([]);
  }
}

/** The generator of a signed-in premium user, once the page is live (the usage gauge shows it). */
async function openGenerator(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('usage')).toBeVisible();
}

test('a thread for Bluesky: its posts one by one, each counted within 300', async ({ page, signIn }) => {
  const problems = watchConsole(page);
  await signIn('premium', { name: 'Fio Tester' });
  await openGenerator(page);
  await brief(page).fill(BRIEF);
  await page.getByRole('checkbox', { name: /^Instagram/ }).uncheck();
  await page.getByRole('checkbox', { name: /^Bluesky/ }).check();
  await page.getByRole('radio', { name: en('captions.lengths.long') }).check();
  await format(page, 'thread').check();
  await expect(page.getByRole('switch', { name: en('generator.numbering') })).toBeChecked();

  const sent = page.waitForRequest('**/api/functions/generate-captions');
  await generate(page).click();
  expect((await sent).postDataJSON()).toMatchObject({
    networks: ['bluesky'],
    format: 'thread',
    numbering: true,
  });

  const card = page.getByTestId('caption');
  await expect(card).toHaveCount(1);
  const list = card.getByRole('list', { name: en('generator.thread.posts') });
  await expect(list).toBeVisible();
  const posts = list.getByRole('listitem');
  const count = await posts.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(card.getByTestId('thread-count')).toHaveText(en('generator.thread.postCount', { count }));
  for (let i = 0; i < count; i++) {
    const post = posts.nth(i);
    await expect(post).toContainText(en('generator.thread.post', { n: i + 1, count }));
    // Numbered: each post ends with its place.
    await expect(post.getByTestId('thread-post-text')).toHaveText(new RegExp(` ${i + 1}/${count}$`));
    const counted = (await post.getByTestId('thread-post-count').textContent()) ?? '';
    const match = /^(\d+) \/ 300 characters/.exec(counted);
    expect(match, counted).not.toBeNull();
    expect(Number(match?.[1])).toBeLessThanOrEqual(300);
  }
  // A thread is joined back into one post rather than made a thread again.
  const row = card.getByRole('group', { name: en('generator.rework.label') });
  await expect(row.getByRole('button', { name: en('generator.rework.join') })).toBeVisible();
  await expect(row.getByRole('button', { name: en('generator.rework.thread') })).toHaveCount(0);
  await expectAccessibleInBothThemes(page, card);
  expect(problems).toEqual([]);
});

test('a carousel for Instagram: its slides, and a slide copied as title, blank line, body', async ({
  page,
  signIn,
}) => {
  const problems = watchConsole(page);
  await signIn('premium', { name: 'Carrossel Tester' });
  await openGenerator(page);
  await brief(page).fill(BRIEF);
  // Instagram takes a carousel, not a thread.
  await expect(format(page, 'thread')).toHaveCount(0);
  await format(page, 'carousel').check();
  await generate(page).click();

  const card = page.getByTestId('caption');
  const slides = card.getByRole('list', { name: en('generator.carousel.slides') }).getByRole('listitem');
  await expect(slides.first()).toBeVisible();
  const count = await slides.count();
  expect(count).toBeGreaterThanOrEqual(3);
  const second = slides.nth(1);
  await expect(second).toContainText(en('generator.carousel.slide', { n: 2, count }));
  await expect(second.getByText(/^\d+ \/ 60 characters$/)).toBeVisible();
  await expect(second.getByText(/^\d+ \/ 200 characters$/)).toBeVisible();
  const title = (await second.getByTestId('carousel-slide-title').textContent()) ?? '';
  const body = (await second.getByTestId('carousel-slide-body').textContent()) ?? '';
  expect(title).not.toBe('');
  await second.getByRole('button', { name: en('generator.carousel.copySlide', { n: 2 }) }).click();
  await expectToast(page, en('generator.carousel.copied'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    body ? `${title}\n\n${body}` : title,
  );
  // The caption that goes with the slides is there as before.
  await expect(card.getByTestId('caption-text')).toHaveText(/\S/);
  await expectAccessibleInBothThemes(page, card);
  expect(problems).toEqual([]);
});

test("a photo's alt text: shown with the results, edited, saved, and kept in the history", async ({
  page,
  signIn,
}) => {
  const problems = watchConsole(page);
  await signIn('premium', { name: 'Alt Tester' });
  await openGenerator(page);
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#a67' } })
    .png()
    .toBuffer();
  await page
    .getByTestId('photo-file')
    .setInputFiles({ name: 'bread.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: en('generator.photo.preview') })).toBeVisible();
  // This server's model cannot see: the alt text is written from the description.
  await brief(page).fill('Three loaves of sourdough on a wooden counter by the window, flour on the board.');
  await generate(page).click();

  const results = page.getByRole('region', { name: en('generator.results.heading') });
  const alt = results.getByRole('region', { name: en('generator.altText.heading') });
  await expect(alt.getByTestId('alt-text-long-text')).toContainText(
    'Three loaves of sourdough on a wooden counter by the window',
  );
  await expect(alt.getByText(/^\d+ \/ 1,000 characters$/)).toBeVisible();
  await expect(alt.getByText(/^\d+ \/ 125 characters$/)).toBeVisible();
  await alt.getByRole('button', { name: en('generator.altText.copyLong') }).click();
  await expectToast(page, en('generator.altText.copied'));
  await expectAccessibleInBothThemes(page, alt);

  // Editable once the history read after the generation has its entry.
  await alt.getByRole('button', { name: en('generator.altText.editLabel') }).click();
  const long = alt.getByLabel(en('generator.altText.long'), { exact: true });
  await expect(long).toBeFocused();
  await long.fill('x'.repeat(1001));
  await alt.getByRole('button', { name: en('generator.altText.save') }).click();
  await expect(alt.getByText(en('captions.altText.validation.tooLong'))).toBeVisible();
  await expect(long).toHaveAttribute('aria-invalid', 'true');

  const edited = 'Three sourdough loaves cooling on a wooden counter by a sunny window.';
  await long.fill(edited);
  await alt.getByLabel(en('generator.altText.short'), { exact: true }).fill('Three sourdough loaves.');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/alt-text') && response.request().method() === 'PUT',
  );
  await alt.getByRole('button', { name: en('generator.altText.save') }).click();
  expect((await saved).status()).toBe(200);
  await expectToast(page, en('generator.altText.saved'));
  await expect(alt.getByTestId('alt-text-long-text')).toHaveText(edited);

  // Read again from the server: the history entry keeps the edited text.
  await page.reload();
  const entry = page.getByTestId('history-item').first();
  await expect(entry.getByTestId('alt-text-long-text')).toHaveText(edited);
  await expect(entry.getByTestId('alt-text-short-text')).toHaveText('Three sourdough loaves.');
  expect(problems).toEqual([]);
});
