import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectToast, RETRY_ON_RESET, test } from './fixtures';
import { hydrated, t, tabTo, watchConsole } from './support';

const en = (key: string, values?: Record<string, string | number>) => t('en-US', key, values);

const BRIEF =
  'Café Aurora launches its winter menu on Friday in Lisbon: soups and hot chocolate, 10% off the first week.';

/**
 * Every text the campaign's progress line showed, in order, however briefly: recorded in the page
 * as it changes (a look from the test runner could miss a step on a busy machine).
 */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as { captiaProgress?: string[] }).captiaProgress = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="campaign-progress"] p')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

const progressSeen = (page: Page) =>
  page.evaluate(() => (window as { captiaProgress?: string[] }).captiaProgress ?? []);

test('a paid user plans a week, watches it being written, edits, reworks and moves posts, and exports the CSV and the calendar', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  await signIn('profissional', { name: 'Paula Planner', language: 'en-US' });
  await page.goto('/');
  await hydrated(page);
  await page
    .getByRole('banner')
    .getByRole('link', { name: en('nav.planner') })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/planner');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('planner.page.heading'));
  await expect(page).toHaveTitle(`${en('planner.page.title')} | CaptIA`);
  await expect(page.getByText(en('planner.list.empty'))).toBeVisible();

  const form = page.getByRole('form', { name: en('planner.form.heading') });
  // Nothing written: the brief is asked for next to it, and has the focus.
  await form.getByRole('button', { name: en('planner.form.submit') }).click();
  const brief = form.getByLabel(en('planner.form.brief'), { exact: true });
  await expect(brief).toHaveAttribute('aria-invalid', 'true');
  await expect(brief).toBeFocused();

  await brief.fill(BRIEF);
  await form.getByLabel(en('planner.form.days'), { exact: true }).selectOption('7');
  await form.getByRole('checkbox', { name: /^X \(Twitter\),/ }).check();
  await expect(form.getByText(en('planner.form.cost', { count: 7 }))).toBeVisible();

  // The stream is slowed to a trickle so the posts arrive one by one, as from a model.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 6 * 1024,
    uploadThroughput: -1,
  });
  await recordProgress(page);
  await form.getByRole('button', { name: en('planner.form.submit') }).click();
  const campaign = page.getByTestId('campaign');
  await expect(campaign.getByRole('heading', { level: 2 })).toBeFocused({ timeout: 20_000 });
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const steps = await progressSeen(page);
  const counts = steps
    .map((text) => /Writing post (\d+) of 14/.exec(text)?.[1])
    .filter(Boolean)
    .map(Number);
  expect(counts.length, steps.join(' | ')).toBeGreaterThan(1);
  expect(counts).toEqual([...counts].sort((a, b) => a - b));
  expect(counts.at(-1)).toBeLessThanOrEqual(14);
  await expect(page).toHaveURL((url) => url.searchParams.has('campaign'));

  // A week on the calendar: 7 days × 2 networks, the announcement first.
  const table = page.getByTestId('campaign-table');
  await expect(table.getByRole('columnheader')).toHaveCount(8);
  await expect(table.getByTestId('planned-post')).toHaveCount(14);
  await expect(campaign.getByText(/ · 14 posts$/)).toBeVisible();
  await expect(page.getByTestId('campaigns').getByRole('listitem')).toHaveCount(1);

  // Open the first Instagram post, change its text and time, save.
  const firstPost = table.getByRole('button', {
    name: /^Announcement \d\d:\d\d — edit the Instagram post of /,
  });
  await firstPost.click();
  const editor = page.getByTestId('post-editor');
  await expect(editor.getByRole('heading', { level: 3 })).toBeFocused();
  const text = editor.getByLabel(en('planner.editor.text'));
  await expect(text).toHaveValue(/Café Aurora|winter menu/);
  await text.fill(
    'Our winter menu is here: soups and hot chocolate at Café Aurora, from Friday. "Warm up" with us.',
  );
  await editor.getByLabel(en('planner.editor.time')).fill('08:30');
  await expect(editor.getByText(en('planner.editor.unsaved'))).toBeVisible();
  await editor.getByRole('button', { name: en('planner.editor.save') }).click();
  await expectToast(page, en('planner.editor.saved'));
  await expect(table.getByText(/"Warm up" with us/)).toBeVisible();
  await expect(table.getByText('08:30')).toBeVisible();

  // A text over X's limit is refused as it is typed; a rework ("Shorter") writes it again.
  await editor.getByRole('button', { name: en('planner.editor.close') }).click();
  await expect(firstPost).toBeFocused();
  await table.getByRole('button', { name: /^Tip \d\d:\d\d — edit the X \(Twitter\) post of / }).click();
  await text.fill('Soup. '.repeat(60));
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByText(/This post is too long for X \(Twitter\)/)).toBeVisible();
  await expect(editor.getByRole('button', { name: en('planner.editor.save') })).toBeDisabled();
  await text.fill('Tip: our hot chocolate is made with real cocoa, every morning at Café Aurora in Lisbon.');
  await editor.getByRole('button', { name: en('generator.rework.shorter') }).click();
  await expect(editor.getByRole('button', { name: en('generator.rework.undoLabel') })).toBeVisible();
  await editor.getByRole('button', { name: en('planner.editor.save') }).click();
  await expectToast(page, en('planner.editor.saved'));

  // Move a post to another day from the keyboard: its "Move to…" menu.
  await editor.getByRole('button', { name: en('planner.editor.close') }).click();
  const lastX = table.getByRole('button', { name: /^Move to… \(the X \(Twitter\) post of / }).last();
  await lastX.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const target = (await menu.getByRole('menuitem').first().textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expectToast(page, en('planner.week.moved', { date: target }));
  const day = (await table.getByRole('columnheader').allTextContents()).indexOf(target);
  expect(day).toBeGreaterThan(0);
  const xRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'X (Twitter)' }) });
  await expect(
    xRow
      .getByRole('cell')
      .nth(day - 1)
      .getByTestId('planned-post'),
  ).toHaveCount(2);

  // The exports: a CSV any spreadsheet opens, an iCalendar file with a reminder for every post.
  const csvDownload = page.waitForEvent('download');
  await campaign.getByRole('link', { name: en('planner.exports.csv'), exact: true }).click();
  const csv = await readFile((await (await csvDownload).path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFFdate,time,timezone,network,angle,text,hashtags\r\n')).toBe(true);
  expect(csv).toContain('""Warm up"" with us');
  expect(csv.match(/\r\n\d{4}-\d{2}-\d{2},/g)).toHaveLength(14);

  const icsDownload = page.waitForEvent('download');
  await campaign.getByRole('link', { name: en('planner.exports.ics') }).click();
  const ics = await readFile((await (await icsDownload).path()) ?? '', 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(14);
  expect(ics.match(/BEGIN:VALARM/g)).toHaveLength(14);
  expect(ics).toMatch(/DTSTART;TZID=[^:]+:\d{8}T083000/);

  // On a phone the week is a list of days.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeHidden();
  await expect(page.getByTestId('campaign-list').getByTestId('planned-post')).toHaveCount(14);

  // The campaign stays: a reload shows it again from the address.
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('campaign-list').getByText(/"Warm up" with us/)).toBeVisible();
  expect(problems).toEqual([]);
});

test('a free user is told what a campaign costs, and a week larger than the day’s quota is refused with the plans', async ({
  page,
  signIn,
}) => {
  // The refused campaign is a 403 the browser logs as a failed load.
  const problems = watchConsole(page, [/status of 403/]);
  await signIn('free', { name: 'Fábio Free', language: 'en-US' });
  await page.goto('/planner');
  await hydrated(page);
  const form = page.getByRole('form', { name: en('planner.form.heading') });
  // The free plan's 3 a day: the form starts with what fits, and one network.
  await expect(form.getByLabel(en('planner.form.days'), { exact: true })).toHaveValue('3');
  await expect(form.getByRole('checkbox', { name: /^X \(Twitter\),/ })).toBeDisabled();
  await form.getByLabel(en('planner.form.brief'), { exact: true }).fill(BRIEF);
  await form.getByLabel(en('planner.form.days'), { exact: true }).selectOption('7');
  await expect(form.getByText(en('planner.form.costOver', { remaining: 3 }))).toBeVisible();
  await form.getByRole('button', { name: en('planner.form.submit') }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('7');
  // The button, disabled while the campaign was sent, has the focus back.
  await expect(form.getByRole('button', { name: en('planner.form.submit') })).toBeFocused();
  await expect(alert.getByRole('link', { name: en('common.seePlans') })).toBeVisible();
  await expect(page.getByTestId('campaign')).toHaveCount(0);

  // Three days fit: the campaign is written and the quota is spent.
  await form.getByLabel(en('planner.form.days'), { exact: true }).selectOption('3');
  await form.getByRole('button', { name: en('planner.form.submit') }).click();
  await expect(page.getByTestId('campaign-table').getByTestId('planned-post')).toHaveCount(3);

  // Deleted after a confirmation: gone from the list and the page, the list's heading focused.
  const list = page.getByRole('region', { name: en('planner.list.heading') });
  await list.getByRole('button', { name: /^Delete / }).click();
  const dialog = page.getByRole('dialog', { name: en('planner.list.deleteTitle') });
  await dialog.getByRole('button', { name: en('planner.list.confirmDelete') }).click();
  await expectToast(page, en('planner.list.deleted'));
  await expect(list.getByText(en('planner.list.empty'))).toBeVisible();
  await expect(list.getByRole('heading', { name: en('planner.list.heading') })).toBeFocused();
  await expect(page.getByTestId('campaign')).toHaveCount(0);
  await expect(page).toHaveURL((url) => !url.searchParams.has('campaign'));
  expect(problems).toEqual([]);
});

test.describe('keyboard only', () => {
  // The focus ring is measured, not half-way through a colour transition (support.ts, focusReport).
  test.use({ reducedMotion: 'reduce' });

  test('the keyboard alone opens a post, edits and saves it, and comes back to it, with the focus visible at every stop', async ({
    page,
    baseURL,
    signIn,
  }) => {
    test.setTimeout(60_000);
    const problems = watchConsole(page);
    await signIn('profissional', { name: 'Kai Keys', language: 'en-US' });
    const origin = baseURL ?? '';
    const created = await page.request.post(`${origin}/api/campaigns`, {
      ...RETRY_ON_RESET,
      data: {
        text: BRIEF,
        startDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
        days: 2,
        networks: ['linkedin'],
      },
      headers: { origin },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/planner?campaign=${id}`);
    await hydrated(page);
    const table = page.getByTestId('campaign-table');
    await expect(table.getByTestId('planned-post')).toHaveCount(2);

    // From the campaign's list button to the calendar's second post, by Tab only.
    const second = table.locator('[data-post-button]').nth(1);
    await page.getByRole('button', { name: /^Open / }).focus();
    await tabTo(page, second);
    await page.keyboard.press('Enter');
    const editor = page.getByTestId('post-editor');
    await expect(editor.getByRole('heading', { level: 3 })).toBeFocused();
    const text = editor.getByLabel(en('planner.editor.text'));
    await tabTo(page, text);
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' See you there.');
    await tabTo(page, editor.getByRole('button', { name: en('planner.editor.save') }));
    await page.keyboard.press('Enter');
    await expectToast(page, en('planner.editor.saved'));
    await expect(text).toBeFocused();
    await expect(second).toContainText('See you there.');

    // Closing the editor gives the focus back to the post it showed.
    await tabTo(page, editor.getByRole('button', { name: en('planner.editor.close') }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(second).toBeFocused();
    expect(problems).toEqual([]);
  });
});
