import type { Page } from '@playwright/test';
import { expect, expectToast, RETRY_ON_RESET, test } from './fixtures';
import { watchConsole } from './support';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('rework a caption: shorter streamed in, the Instagram preview and its fold, undo, copy without hashtags, the version in the history', async ({
  page,
  signIn,
}) => {
  const problems = watchConsole(page);
  await signIn('premium', { name: 'Rita Rework' });
  await page.goto('/');
  const usage = page.getByTestId('usage');
  await expect(usage).toContainText('250 of 250 captions left this month');

  await page
    .getByLabel('What is your post about?')
    .fill(
      'Our vanilla iced coffee is back for the summer. It is made with beans from a small farm in Minas Gerais. ' +
        'This Saturday every cup is 20% off at both shops. Bring a friend and try the new oat milk too.',
    );
  await page.getByRole('radio', { name: 'Long' }).check();
  await page.getByRole('switch', { name: 'Hashtags' }).check();
  await page.getByRole('button', { name: 'Generate captions' }).click();
  const card = page.getByTestId('caption');
  const text = card.getByTestId('caption-text');
  await expect(page.getByText(/1 caption ready/)).toBeVisible();
  await expect(usage).toContainText('249 of 250 captions left this month');
  const original = (await text.textContent()) ?? '';
  expect(original).toMatch(/#\p{L}/u);
  expect(original.length).toBeGreaterThan(160);
  // The history holds the generation: a rework from the card becomes one of its versions.
  const entry = page.getByTestId('history-item');
  await expect(entry).toHaveCount(1);

  // The preview: Instagram folds after about 125 characters with "… more", which opens the rest.
  await card.getByRole('button', { name: 'Preview' }).click();
  const preview = card.getByTestId('caption-preview');
  await expect(preview).toContainText('How Instagram shows it');
  await expect(preview).toContainText('Rita Rework');
  const previewText = preview.getByTestId('caption-preview-text');
  const folded = (await previewText.textContent()) ?? '';
  expect(folded.length).toBeLessThan(original.length);
  await preview.getByRole('button', { name: '… more' }).click();
  await expect(previewText).toHaveText(`Rita Rework ${original}`);
  await expect(preview.getByRole('button', { name: '… more' })).toHaveCount(0);

  // Shorter: streamed into the card (one use counted), the preview follows the new text.
  const actions = card.getByRole('group', { name: 'Change the caption' });
  const reworked = page.waitForResponse('**/api/functions/rework-caption');
  await actions.getByRole('button', { name: 'Shorter' }).click();
  expect((await reworked).headers()['content-type']).toContain('text/event-stream');
  const undo = card.getByRole('button', { name: 'Undo: back to the previous version' });
  await expect(undo).toBeVisible();
  const shorter = (await text.textContent()) ?? '';
  expect(shorter).not.toBe(original);
  expect(shorter.length).toBeLessThan(original.length);
  await expect(card.getByTestId('caption-count')).toHaveText(`${shorter.length} / 2,200 characters`);
  await expect(usage).toContainText('248 of 250 captions left this month');
  await expect(previewText).toContainText(shorter.slice(0, 40));

  // The history shows the rework as a version of the entry.
  const versions = entry.getByTestId('history-versions');
  await expect(versions).toContainText('Versions (1)');
  await versions.getByText('Versions (1)').click();
  const version = versions.getByTestId('history-version');
  await expect(version).toHaveCount(1);
  await expect(version).toContainText('Shorter');
  await expect(version).toContainText(shorter);

  // Undo: the previous text is back, and there is nothing more to undo.
  await undo.click();
  await expect(text).toHaveText(original);
  await expect(undo).toHaveCount(0);

  // Copy without hashtags, and the hashtags alone for a first comment.
  await card.getByRole('button', { name: 'More ways to copy' }).click();
  await page.getByRole('menuitem', { name: 'Copy without hashtags' }).click();
  await expectToast(page, 'Caption copied without hashtags');
  const plain = await clipboard(page);
  expect(plain).not.toContain('#');
  expect(plain.length).toBeGreaterThan(40);
  expect(original.startsWith(plain.slice(0, 30))).toBe(true);
  await card.getByRole('button', { name: 'More ways to copy' }).click();
  await page.getByRole('menuitem', { name: 'Copy the hashtags (for a first comment)' }).click();
  await expectToast(page, 'Hashtags copied');
  expect(await clipboard(page)).toMatch(/^#\p{L}[\p{L}\p{N}_]*( #\p{L}[\p{L}\p{N}_]*)*$/u);

  // Restyle from its menu, with the keyboard.
  await actions.getByRole('button', { name: 'Restyle' }).focus();
  await page.keyboard.press('Enter');
  const styles = page.getByRole('menu');
  await expect(styles.getByRole('menuitem')).toHaveCount(8);
  await page.keyboard.press('ArrowDown');
  await expect(styles.getByRole('menuitem').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(styles).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Restyle' })).toBeFocused();
  expect(problems).toEqual([]);
});

test('a free user: Longer says it comes with the paid plans, Translate that it needs a model; a history entry is reworked in place', async ({
  page,
  baseURL,
  signIn,
}) => {
  const problems = watchConsole(page);
  await signIn('free', { name: 'Rita Rework' });
  await page.goto('/');
  await expect(page.getByTestId('usage')).toContainText('3 of 3 captions left today');
  await page
    .getByLabel('What is your post about?')
    .fill(
      'New pastries every morning at the bakery. Fresh bread from 7 am, and coffee on the house on Monday.',
    );
  await page.getByRole('button', { name: 'Generate captions' }).click();
  const card = page.getByTestId('caption');
  await expect(page.getByText(/1 caption ready/)).toBeVisible();
  const actions = card.getByRole('group', { name: 'Change the caption' });

  const longer = actions.getByRole('button', { name: 'Longer' });
  await expect(longer).toHaveAttribute('aria-disabled', 'true');
  await expect(longer).toHaveAccessibleDescription('Longer captions come with the paid plans.');
  await expect(card.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');
  const translate = actions.getByRole('button', { name: 'Translate' });
  await expect(translate).toHaveAttribute('aria-disabled', 'true');
  await expect(translate).toHaveAccessibleDescription('Translation needs an AI model.');
  // Still pressable, from the keyboard too (a forced click would skip the check that nothing
  // covers the button, and land on whatever does).
  await longer.focus();
  await page.keyboard.press('Enter');
  // A toast says why.
  await expectToast(page, 'Longer captions come with the paid plans.');
  // Nothing was sent, nothing counted.
  await expect(page.getByTestId('usage')).toContainText('2 of 3 captions left today');

  // The server says the same for a request made anyway, in the request's language.
  const caption = (await card.getByTestId('caption-text').textContent()) ?? '';
  const refused = await page.request.post(`${baseURL}/api/functions/rework-caption`, {
    ...RETRY_ON_RESET,
    data: { text: caption, network: 'instagram', action: 'longer' },
    headers: { origin: baseURL ?? '', 'accept-language': 'pt-BR' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('plan_long_text');

  // From the history: a menu on each caption; the result is saved as a version of the entry.
  const entry = page.getByTestId('history-item');
  await expect(entry).toHaveCount(1);
  await entry.getByRole('button', { name: 'Change the caption' }).click();
  await expect(page.getByRole('menuitem', { name: 'Longer', exact: true })).toHaveAccessibleDescription(
    'Longer captions come with the paid plans.',
  );
  // With the keyboard: the submenu opens with the right arrow.
  await page.getByRole('menuitem', { name: 'Adapt to' }).press('ArrowRight');
  await expect(page.getByRole('menuitem', { name: 'Instagram', exact: true })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'X (Twitter)' }).press('Enter');
  const row = entry.getByTestId('history-caption');
  await expect(row.getByRole('button', { name: 'Undo: back to the previous version' })).toBeVisible();
  await expect(row).toContainText('X (Twitter)');
  await expect(page.getByTestId('usage')).toContainText('1 of 3 captions left today');
  const versions = entry.getByTestId('history-versions');
  await expect(versions).toContainText('Versions (1)');
  await versions.getByText('Versions (1)').click();
  await expect(versions.getByTestId('history-version')).toContainText('Adapted to X (Twitter)');
  expect(problems).toEqual([]);
});
