import type { Page } from '@playwright/test';
import { expect, expectToast, holdToasts, RETRY_ON_RESET, releaseToasts, test } from './fixtures';
import { watchConsole } from './support';

const PASSWORD = 'meadow-lantern-copper-61';
const DAILY_LIMIT =
  "You've used all your captions for today. Come back tomorrow to generate more captions or upgrade to a better plan.";

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const brief = (page: Page) => page.getByLabel('What is your post about?');
const generate = (page: Page) => page.getByRole('button', { name: 'Generate captions' });
const entries = (page: Page) => page.getByTestId('history-item');

async function historyOnServer(page: Page, baseURL: string | undefined): Promise<number> {
  const body = (await (await page.request.get(`${baseURL}/api/history`, RETRY_ON_RESET)).json()) as {
    items: unknown[];
  };
  return body.items.length;
}

test('a free user: locked controls, captions streamed in, copy, and the 4th caption of the day refused', async ({
  page,
  baseURL,
  signIn,
}) => {
  const problems = watchConsole(page);
  await signIn('free', { name: 'Gen Tester' });
  await page.goto('/');
  const usage = page.getByTestId('usage');
  await expect(usage).toContainText('Free plan');
  await expect(usage).toContainText('3 of 3 captions left today');

  // What the free plan does not include is locked, and says why.
  const hint = page.getByText('Options with a lock are not included in your plan.');
  await expect(hint).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Instagram/ })).toBeChecked();
  for (const locked of [
    page.getByRole('checkbox', { name: /^Facebook/ }),
    page.getByRole('radio', { name: 'Long' }),
    page.getByRole('radio', { name: '2' }),
    page.getByRole('radio', { name: '3' }),
    page.getByRole('switch', { name: 'Emojis' }),
    page.getByRole('switch', { name: 'Hashtags' }),
  ]) {
    await expect(locked).toBeDisabled();
    await expect(locked).toHaveAccessibleDescription(/Options with a lock are not included in your plan\./);
  }
  await expect(page.getByText('Your plan writes for 1 network at a time')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Instagram, up to 2,200 characters' })).toBeVisible();

  // The shared schema's message, next to the field.
  await generate(page).click();
  await expect(page.getByText('Please write something to generate captions')).toBeVisible();
  await expect(brief(page)).toBeFocused();

  await brief(page).fill('Nosso café gelado de baunilha chegou, com 20% de desconto no sábado.');
  await expect(page.getByText('68 / 2,000 characters')).toBeVisible();
  await expect(page.getByText('Please write something to generate captions')).toHaveCount(0);
  const streamed = page.waitForResponse('**/api/functions/generate-captions');
  await generate(page).click();
  const response = await streamed;
  expect(response.headers()['content-type']).toContain('text/event-stream');
  expect(response.request().headers().accept).toBe('text/event-stream');

  const card = page.getByTestId('caption');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Instagram' })).toBeVisible();
  await expect(card.getByTestId('caption-count')).toHaveText(/^\d+ \/ 2,200 characters$/);
  await expect(page.getByText(/1 caption ready\. Written by the basic generator/)).toBeVisible();
  await expect(usage).toContainText('2 of 3 captions left today');

  const text = (await card.getByTestId('caption-text').textContent()) ?? '';
  expect(text.length).toBeGreaterThan(20);
  await card.getByRole('button', { name: 'Copy' }).click();
  await expectToast(page, 'Caption copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

  await generate(page).click();
  await expect(usage).toContainText('1 of 3 captions left today');
  await card.getByRole('button', { name: 'Regenerate' }).click();
  await expect(usage).toContainText('0 of 3 captions left today');
  await expect(card).toHaveCount(1);
  await expect(usage.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plans');
  // The count survives a reload (captia_usage_cache, then /api/me).
  await page.reload();
  await expect(usage).toContainText('0 of 3 captions left today');

  await brief(page).fill('Mais uma legenda, por favor.');
  await generate(page).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(DAILY_LIMIT);
  await expect(alert.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');
  // The server refuses it as well, whatever the browser does.
  const refused = await page.request.post(`${baseURL}/api/functions/generate-captions`, {
    ...RETRY_ON_RESET,
    data: {
      networks: ['instagram'],
      postType: 'announcement',
      style: 'friendly',
      length: 'short',
      variants: 1,
      emojis: false,
      hashtags: false,
      text: 'Mais uma',
    },
    headers: { origin: baseURL ?? '', 'accept-language': 'en-US' },
  });
  expect(refused.status()).toBe(429);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(DAILY_LIMIT);
  expect(problems).toEqual([]);
});

test('history: search ignoring accents, pin, unpin, delete with undo and for real, use again', async ({
  page,
  baseURL,
  signIn,
}) => {
  const problems = watchConsole(page);
  await signIn('free', { name: 'Gen Tester' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(page.getByText('Your generated captions will show up here.')).toBeVisible();

  await brief(page).fill('Promoção de pão de queijo na padaria do centro.');
  await generate(page).click();
  await expect(entries(page)).toHaveCount(1);
  await brief(page).fill('Workshop de cerâmica no sábado à tarde.');
  await page.getByLabel('Post type').selectOption('event');
  await generate(page).click();
  await expect(entries(page)).toHaveCount(2);
  // Newest first, with its source and date.
  await expect(entries(page).first()).toContainText('Workshop de cerâmica');
  await expect(entries(page).first()).toContainText('Basic');
  await expect(entries(page).first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);

  const search = page.getByLabel('Search your captions');
  await search.fill('PROMOCAO DE PAO');
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page)).toContainText('Promoção de pão de queijo');
  await search.fill('nada disso');
  await expect(page.getByText('Nothing matches “nada disso”.')).toBeVisible();
  await search.fill('');
  await expect(entries(page)).toHaveCount(2);

  const older = entries(page).filter({ hasText: 'pão de queijo' });
  await older.getByRole('button', { name: 'Pin' }).click();
  await expect(entries(page).first()).toContainText('Pinned');
  await expect(entries(page).first()).toContainText('pão de queijo');
  await entries(page).first().getByRole('button', { name: 'Unpin' }).click();
  await expect(entries(page).first()).toContainText('Workshop de cerâmica');
  await expect(page.getByText('Pinned')).toHaveCount(0);

  // Delete, then undo: nothing is deleted on the server. The toast is held while its Undo is
  // pressed: a busy runner must not let its 4 s run out first.
  const workshop = entries(page).filter({ hasText: 'Workshop' });
  await holdToasts(page);
  await workshop.getByRole('button', { name: 'Delete' }).click();
  await expect(entries(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(entries(page)).toHaveCount(2);
  expect(await historyOnServer(page, baseURL)).toBe(2);
  await releaseToasts(page);
  // Delete for real: hidden at once, deleted when the toast closes.
  await workshop.getByRole('button', { name: 'Delete' }).click();
  await expect(entries(page)).toHaveCount(1);
  await expect.poll(() => historyOnServer(page, baseURL), { timeout: 15_000 }).toBe(1);
  await expect(entries(page)).toHaveCount(1);

  // Use again: the form takes that entry's settings.
  await brief(page).fill('Something else entirely');
  await page.getByLabel('Post type').selectOption('seasonal');
  await page.getByLabel('Caption language').selectOption('es-ES');
  await older.getByRole('button', { name: 'Use again' }).click();
  await expect(brief(page)).toHaveValue('Promoção de pão de queijo na padaria do centro.');
  await expect(brief(page)).toBeFocused();
  await expect(page.getByLabel('Post type')).toHaveValue('product-promotion');
  await expect(page.getByLabel('Caption language')).toHaveValue('en-US');
  expect(problems).toEqual([]);
});

test('a premium user has nothing locked and gets a card per network and variant', async ({
  page,
  signIn,
}) => {
  const problems = watchConsole(page);
  await signIn('premium', { name: 'Gen Tester' });

  await page.goto('/');
  const usage = page.getByTestId('usage');
  await expect(usage).toContainText('Premium plan');
  await expect(usage).toContainText('250 of 250 captions left this month');
  await expect(page.getByText('Options with a lock')).toHaveCount(0);

  await brief(page).fill('Lançamento da nossa nova linha de cafés especiais, torra média.');
  await page.getByRole('checkbox', { name: /^X \(Twitter\)/ }).check();
  await page.getByRole('radio', { name: '2' }).check();
  await page.getByRole('radio', { name: 'Long' }).check();
  await page.getByRole('switch', { name: 'Hashtags' }).check();
  await page.getByLabel('Caption language').selectOption('pt-BR');
  await generate(page).click();
  const cards = page.getByTestId('caption');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(0).getByRole('heading')).toHaveText('Instagram · Variant 1');
  await expect(cards.nth(3).getByRole('heading')).toHaveText('X (Twitter) · Variant 2');
  await expect(cards.nth(3).getByTestId('caption-count')).toHaveText(
    /^\d+ \/ 280 characters \(X counting\)$/,
  );
  await expect(cards.nth(3).getByTestId('caption-text')).toHaveAttribute('lang', 'pt-BR');
  await expect(usage).toContainText('249 of 250 captions left this month');

  // One card written again: one more caption used, the other cards unchanged.
  const first = await cards.nth(0).getByTestId('caption-text').textContent();
  await cards.nth(3).getByRole('button', { name: 'Regenerate' }).click();
  await expect(usage).toContainText('248 of 250 captions left this month');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(0).getByTestId('caption-text')).toHaveText(first ?? '');
  await usage.getByRole('button', { name: 'Refresh usage' }).click();
  await expect(usage).toContainText('248 of 250 captions left this month');
  expect(problems).toEqual([]);
});

test('Bluesky and Mastodon: each card counted in its network’s own unit, its preview with a handle', async ({
  page,
  signIn,
}) => {
  const problems = watchConsole(page);
  await signIn('premium', { name: 'Bia Rede' });
  await page.goto('/');
  await brief(page).fill(
    'Feira de trocas no sábado 👨‍👩‍👧‍👦 com livros, plantas e brinquedos. Detalhes em https://example.org/feira',
  );
  await page.getByRole('checkbox', { name: /^Instagram/ }).uncheck();
  await expect(
    page.getByRole('checkbox', { name: 'Bluesky, up to 300 characters (an emoji counts as one)' }),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /^Bluesky/ }).check();
  await page.getByRole('checkbox', { name: /^Mastodon/ }).check();
  await generate(page).click();
  const cards = page.getByTestId('caption');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole('heading')).toHaveText('Bluesky');
  await expect(cards.nth(0).getByTestId('caption-count')).toHaveText(
    /^\d+ \/ 300 characters \(an emoji counts as one\)$/,
  );
  await expect(cards.nth(1).getByTestId('caption-count')).toHaveText(
    /^\d+ \/ 500 characters \(links count as 23\)$/,
  );
  await cards.nth(1).getByRole('button', { name: 'Preview' }).click();
  await expect(cards.nth(1).getByTestId('caption-preview-handle')).toHaveText('@biarede@mastodon.social');
  expect(problems).toEqual([]);
});

test("a visitor's input survives going to sign-up and back", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await expect(page.getByText('3 free captions a day. No card needed.')).toBeVisible();
  await brief(page).fill('Feira de artesanato no domingo, com 40 expositores.');
  // A visitor prepares what a free account can send: one network.
  await page.getByRole('checkbox', { name: /^Instagram/ }).uncheck();
  await page.getByRole('checkbox', { name: /^TikTok/ }).check();
  await page.getByLabel('Writing style').selectOption('funny');
  await generate(page).click();
  await expect(page.getByText('Create a free account to generate captions')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Create a free account' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/register' && url.searchParams.get('redirect') === '/',
  );

  await page.getByLabel('Name', { exact: true }).fill('Visitor');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('visitor'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(brief(page)).toHaveValue('Feira de artesanato no domingo, com 40 expositores.');
  await expect(page.getByRole('checkbox', { name: /^TikTok/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Instagram/ })).not.toBeChecked();
  await expect(page.getByLabel('Writing style')).toHaveValue('funny');
  // Read once: a reload starts afresh.
  await expect(page.getByTestId('usage')).toContainText('3 of 3 captions left today');
  await page.reload();
  await expect(brief(page)).toHaveValue('');
  expect(problems).toEqual([]);
});
