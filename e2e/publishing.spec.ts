import { addDays, todayIn } from '@captia/shared';
import { fakeMastodon } from '../apps/server/test/publishing-fakes';
import { localInputValue } from '../apps/web/src/features/generator/publishing/zoned-time';
import { expect, expectToast, RETRY_ON_RESET, test } from './fixtures';
import { axeFindings, t, tabTo, watchConsole } from './support';

/**
 * From plan to posted (docs/decisions/0057), as one journey: a paid user connects Mastodon through
 * the instance's own authorize page, schedules a planned post for the coming minute from the
 * post editor, sees it scheduled on the calendar, checks Preferences → Connections on a phone
 * (axe in both themes, nothing wider than the screen) and publishes a generator result from its
 * card while it waits, sees the planned post published with a link to it, and disconnects. The instance is a fake of Mastodon's API served by this test on
 * E2E_MASTODON_PORT, the port the app's server may reach (its LINK_FETCH_ALLOW); the server's
 * own scheduler sends the post. One test: the wait for the minute is spent on the phone's checks.
 */

const en = (key: string, values?: Record<string, string | number>) => t('en-US', key, values);

let masto: Awaited<ReturnType<typeof fakeMastodon>>;
test.beforeAll(async () => {
  masto = await fakeMastodon({ port: Number(process.env.E2E_MASTODON_PORT) });
});
test.afterAll(async () => {
  masto.server.closeAllConnections();
  await new Promise((resolve) => masto.server.close(resolve));
});

test('connect Mastodon, schedule a planned post, see it published on the calendar; Connections on a phone', async ({
  page,
  signIn,
  baseURL,
}) => {
  // The post is due at the next whole minute: up to a minute of waiting, spent on the phone's checks.
  test.setTimeout(150_000);
  const problems = watchConsole(page);
  await signIn('profissional', { name: 'Paulo Publisher', language: 'en-US' });

  // A campaign for Mastodon, written through the API (planner.spec.ts writes one in the browser).
  const created = await page.request.post('/api/campaigns', {
    ...RETRY_ON_RESET,
    data: {
      text: 'Café Aurora opens its winter terrace on Friday in Lisbon: hot chocolate and soups, 10% off all week.',
      startDate: addDays(todayIn('UTC'), 1),
      days: 2,
      networks: ['mastodon'],
    },
    headers: { origin: baseURL ?? '' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = (await created.json()) as { id: string; timezone: string; posts: { text: string }[] };

  // Preferences → Connections: the instance, then its authorize page, then back here, connected.
  await page.goto('/preferences');
  const connections = page.locator('#connections');
  await expect(connections.getByRole('heading', { name: en('publishing.connections.title') })).toBeVisible();
  await expect(connections.getByText(en('publishing.connections.empty'))).toBeVisible();
  await connections.getByLabel(en('publishing.connections.mastodon.instance')).fill(masto.url);
  await connections.getByRole('button', { name: en('publishing.connections.mastodon.submit') }).click();
  await expect(page).toHaveURL(
    (url) => url.port === String(masto.port) && url.pathname === '/oauth/authorize',
  );
  await page.getByRole('link', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/preferences' && !url.search.includes('connection'),
  );
  await expect(
    connections.getByRole('status').filter({ hasText: en('publishing.connections.mastodon.done') }),
  ).toBeVisible();
  const handle = `@bob@127.0.0.1:${masto.port}`;
  const row = connections.getByTestId('connection');
  await expect(row).toContainText(handle);
  await expect(row).toContainText(en('publishing.connections.neverUsed'));

  // The planner: the first post, opened in the editor, scheduled for the coming minute from the keyboard.
  await page.goto(`/planner?campaign=${campaign.id}`);
  const table = page.getByTestId('campaign-table');
  await table.locator('[data-post-button]').first().click();
  const editor = page.getByTestId('post-editor');
  const panel = editor.getByTestId('publish-panel');
  await expect(
    panel.getByRole('heading', { name: en('publishing.publish.title', { network: 'Mastodon' }) }),
  ).toBeVisible();
  await expect(panel).toContainText(en('publishing.states.to', { handle }));
  expect(await axeFindings(page, { include: '[data-testid="post-editor"]' })).toEqual([]);
  const due = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
  const when = panel.getByLabel(en('publishing.publish.at'));
  await when.fill(localInputValue(due, campaign.timezone));
  const schedule = panel.getByRole('button', { name: en('publishing.publish.schedule') });
  await tabTo(page, schedule);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Scheduled for', handle);
  const status = table.getByTestId('publication').first();
  await expect(status).toHaveAttribute('data-state', 'scheduled');
  await expect(status).toContainText(handle);
  // Scheduled, the editor shows the state instead of the buttons (asking again changes nothing).
  await expect(editor.getByTestId('publication')).toHaveAttribute('data-state', 'scheduled');
  await expect(panel).toHaveCount(0);

  // While it waits: Connections on a phone, axe-clean in both themes, within the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/preferences#connections');
  await expect(connections.getByTestId('connection')).toContainText(handle);
  await connections.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const element of await connections.locator('input:visible, button:visible').all()) {
    const box = await element.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, 'a control of Connections within 390 px').toBe(
      true,
    );
  }
  expect(await axeFindings(page, { include: '#connections' })).toEqual([]);
  // Dark, as the header's theme switcher saves it, then light again for the rest.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(connections.getByTestId('connection')).toContainText(handle);
  expect(await axeFindings(page, { include: '#connections', rules: 'colour' })).toEqual([]);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));

  // A generator result for Mastodon, published now from its card.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page
    .getByLabel('What is your post about?')
    .fill('Our winter terrace opens on Friday: soups and hot chocolate.');
  await page.getByRole('checkbox', { name: /^Instagram/ }).uncheck();
  await page.getByRole('checkbox', { name: /^Mastodon/ }).check();
  await page.getByRole('button', { name: 'Generate captions' }).click();
  const card = page.getByTestId('caption');
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: en('publishing.publish.toggle') }).click();
  await card
    .getByTestId('publish-panel')
    .getByRole('button', { name: en('publishing.publish.now') })
    .click();
  await expectToast(page, en('publishing.publish.queued', { handle }));

  // Back on the calendar: published by the server's scheduler, with a link to the post.
  await page.goto(`/planner?campaign=${campaign.id}`);
  const published = page.getByTestId('campaign-table').getByTestId('publication').first();
  await expect(published).toHaveAttribute('data-state', 'published', { timeout: 90_000 });
  await expect(
    published.getByRole('link', { name: en('publishing.states.viewLabel', { network: 'Mastodon' }) }),
  ).toHaveAttribute('href', new RegExp(`^http://127\\.0\\.0\\.1:${masto.port}/@bob/\\d+$`));
  // The generator's caption (sent at once) and the planned post (at its minute), each once.
  await expect.poll(() => masto.statuses.length).toBe(2);
  expect(masto.statuses.map((status) => status.status)).toContain(campaign.posts[0]?.text);
  expect(new Set(masto.state.posts).size).toBe(2);
  expect(await axeFindings(page, { include: '[data-testid="campaign-table"]' })).toEqual([]);

  // Disconnected from Preferences, after asking.
  await page.goto('/preferences#connections');
  await connections
    .getByRole('button', { name: en('publishing.connections.removeNamed', { handle, network: 'Mastodon' }) })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: en('publishing.connections.remove') }).click();
  await expectToast(page, en('publishing.connections.removed', { handle }));
  await expect(connections.getByText(en('publishing.connections.empty'))).toBeVisible();
  expect(masto.state.revoked).toEqual(['token-1']);
  expect(problems).toEqual([]);
});
