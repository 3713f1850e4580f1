import { describeTraits, measureTraits, TIER_LIMITS } from '@captia/shared';
import type { Page } from '@playwright/test';
import { expect, expectToast, RETRY_ON_RESET, test } from './fixtures';
import { hydrated, t, watchConsole } from './support';

const en = (key: string, values?: Record<string, string | number>) => t('en-US', key, values);

async function createBrand(page: Page, baseURL: string, data: Record<string, unknown>) {
  const response = await page.request.post(`${baseURL}/api/brands`, {
    ...RETRY_ON_RESET,
    data,
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

const CALL_TO_ACTION = 'Order on our website today';
const SAMPLE =
  'We roast our beans every single morning in our little shop! ☕ Come and taste the difference with us. #ColdBrew';

test('a free user creates a brand voice, sees its traits in words and generates captions in it', async ({
  page,
  signIn,
}) => {
  test.setTimeout(60_000);
  const problems = watchConsole(page);
  await signIn('free', { name: 'Bruna Brand', language: 'en-US' });

  // Without a brand the generator offers to create one; the user menu leads there too.
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('link', { name: en('brands.picker.create') })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Bruna Brand', exact: true }).click();
  await page.getByRole('menuitem', { name: en('brands.menu') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/brands');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('brands.page.heading'));
  await expect(page).toHaveTitle(`${en('brands.page.title')} | CaptIA`);
  await expect(page.getByTestId('brand-count')).toHaveText(en('brands.usage', { used: 0, max: 1 }));
  await expect(page.getByText(en('brands.empty'))).toBeVisible();

  await page.getByRole('button', { name: en('brands.create') }).click();
  const form = page.getByRole('form', { name: en('brands.form.createTitle') });
  const name = form.getByLabel(en('brands.form.name'), { exact: true });
  await expect(name).toBeFocused();

  // Nothing typed: the name is asked for next to it, and has the focus.
  await form.getByRole('button', { name: en('brands.form.save') }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/Required field/);
  await expect(name).toBeFocused();

  await name.fill('Café Aurora');
  await expect(form.getByText(en('brands.form.counter', { length: 11, max: 80 }))).toBeVisible();
  await form.getByLabel(en('brands.form.audience'), { exact: true }).fill('Coffee lovers in Lisbon');
  await form.getByLabel(en('brands.form.callToAction'), { exact: true }).fill(CALL_TO_ACTION);
  const words = form.getByRole('textbox', { name: en('brands.form.wordsToAvoid'), exact: true });
  await words.pressSequentially('cheap, game changer');
  await words.press('Enter');
  await expect(
    form.getByRole('list', { name: en('brands.form.wordsToAvoid') }).getByRole('listitem'),
  ).toHaveText(['cheap', 'game changer']);
  // The # is optional; a hashtag of digits only is refused and stays typed with the reason.
  const hashtags = form.getByRole('textbox', { name: en('brands.form.hashtags'), exact: true });
  await hashtags.pressSequentially('ColdBrew #123');
  await hashtags.press('Enter');
  await expect(hashtags).toHaveValue('#123');
  await expect(hashtags).toHaveAttribute('aria-invalid', 'true');
  await expect(hashtags).toHaveAccessibleDescription(
    new RegExp(en('brands.validation.hashtagInvalid').slice(0, 30)),
  );
  await hashtags.fill('');
  await expect(
    form.getByRole('button', { name: en('brands.form.remove', { item: '#ColdBrew' }) }),
  ).toBeVisible();
  await expect(form.getByRole('list', { name: en('brands.form.hashtags') }).getByRole('listitem')).toHaveText(
    ['#ColdBrew'],
  );
  await form.getByLabel(en('brands.form.sample', { number: 1 })).fill(SAMPLE);
  await form.getByRole('button', { name: en('brands.form.save') }).click();

  // Saved: the card shows the voice, its habits measured by the server and said in words.
  const card = page.getByTestId('brand');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Café Aurora' })).toBeFocused();
  await expect(card.getByText(en('brands.default'), { exact: true })).toBeVisible();
  await expect(card).toContainText(CALL_TO_ACTION);
  const traits = describeTraits(measureTraits([SAMPLE]), (key, values) =>
    en(
      key,
      values && Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.toLocaleString('en-US')])),
    ),
  );
  await expect(card.getByTestId('brand-traits').getByRole('listitem')).toHaveText(traits);
  await expectToast(page, en('brands.saved', { name: 'Café Aurora' }));

  // The free plan's one brand is in use: no second one, and a way to upgrade.
  await expect(page.getByTestId('brand-count')).toHaveText(en('brands.usage', { used: 1, max: 1 }));
  await expect(page.getByTestId('brand-limit')).toContainText(en('brands.limitReached'));
  await expect(
    page.getByTestId('brand-limit').getByRole('link', { name: en('common.seePlans') }),
  ).toHaveAttribute('href', '/plans');
  await expect(page.getByRole('button', { name: en('brands.create') })).toBeDisabled();

  // The generator preselects the default brand, and its captions carry the call to action.
  await page.goto('/');
  await hydrated(page);
  const picker = page.getByLabel(en('brands.picker.label'));
  await expect(picker.locator('option:checked')).toHaveText(
    en('brands.picker.defaultOption', { name: 'Café Aurora' }),
  );
  await page.getByLabel(en('generator.text')).fill('Our iced vanilla latte is back this Saturday.');
  await page.getByRole('button', { name: en('generator.submit') }).click();
  const caption = page.getByTestId('caption').getByTestId('caption-text');
  await expect(
    page.getByTestId('caption').getByRole('button', { name: en('generator.results.copy') }),
  ).toBeEnabled({
    timeout: 15_000,
  });
  await expect(caption).toContainText(CALL_TO_ACTION);
  expect(problems).toEqual([]);
});

test('the free plan keeps one brand: a second one is refused with the server message and the upgrade hint', async ({
  page,
  baseURL: base,
  signIn,
}) => {
  const baseURL = base ?? '';
  const problems = watchConsole(page, [/403/]);
  await signIn('free', { name: 'Lia Limit', language: 'en-US' });
  await page.goto('/brands');
  await hydrated(page);
  await expect(page.getByTestId('brand-count')).toHaveText(en('brands.usage', { used: 0, max: 1 }));
  await page.getByRole('button', { name: en('brands.create') }).click();
  const form = page.getByRole('form', { name: en('brands.form.createTitle') });
  await form.getByLabel(en('brands.form.name'), { exact: true }).fill('Second voice');

  // Meanwhile another tab takes the plan's only brand.
  await createBrand(page, baseURL, { name: 'First voice' });
  await form.getByRole('button', { name: en('brands.form.save') }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText(en('errors.api.brand_limit_reached', { max: TIER_LIMITS.free.brands }));
  await expect(alert.getByRole('link', { name: en('common.seePlans') })).toHaveAttribute('href', '/plans');
  // The list and the count catch up with what the server has.
  await expect(page.getByTestId('brand').getByRole('heading', { name: 'First voice' })).toBeVisible();
  await expect(page.getByTestId('brand-count')).toHaveText(en('brands.usage', { used: 1, max: 1 }));
  await expect(page.getByTestId('brand-limit')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a paid user edits a brand, makes another the default, picks one in the generator and deletes one', async ({
  page,
  baseURL: base,
  signIn,
}) => {
  test.setTimeout(60_000);
  const baseURL = base ?? '';
  const problems = watchConsole(page);
  await signIn('profissional', { name: 'Paulo Pro', language: 'en-US' });
  const first = await createBrand(page, baseURL, { name: 'Studio Norte', callToAction: 'Book a session' });
  await createBrand(page, baseURL, { name: 'Loja Sul', hashtags: ['#LojaSul'] });

  // Preferences lead to the Brands screen.
  await page.goto('/preferences');
  await hydrated(page);
  await page.getByRole('link', { name: en('brands.preferences.link') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/brands');
  await expect(page.getByTestId('brand-count')).toHaveText(
    en('brands.usage', { used: 2, max: TIER_LIMITS.profissional.brands }),
  );
  await expect(page.getByTestId('brand-limit')).toHaveCount(0);

  // Edit with the same form, filled in with what was saved.
  await page.getByRole('button', { name: en('brands.editNamed', { name: 'Loja Sul' }) }).click();
  const form = page.getByRole('form', { name: en('brands.form.editTitle', { name: 'Loja Sul' }) });
  await expect(form.getByLabel(en('brands.form.name'), { exact: true })).toHaveValue('Loja Sul');
  await expect(form.getByRole('list', { name: en('brands.form.hashtags') })).toContainText('#LojaSul');
  await form.getByLabel(en('brands.form.callToAction'), { exact: true }).fill('Visit the shop');
  // Cancel gives the focus back to the button that opened the form.
  await form.getByRole('button', { name: en('brands.form.cancel') }).click();
  await expect(
    page.getByRole('button', { name: en('brands.editNamed', { name: 'Loja Sul' }) }),
  ).toBeFocused();
  await page.getByRole('button', { name: en('brands.editNamed', { name: 'Loja Sul' }) }).click();
  await form.getByLabel(en('brands.form.callToAction'), { exact: true }).fill('Visit the shop');
  await form.getByRole('button', { name: en('brands.form.save') }).click();
  const loja = page.getByTestId('brand').filter({ has: page.getByRole('heading', { name: 'Loja Sul' }) });
  await expect(loja).toContainText('Visit the shop');

  await loja.getByRole('button', { name: en('brands.setDefaultNamed', { name: 'Loja Sul' }) }).click();
  await expect(loja.getByText(en('brands.default'), { exact: true })).toBeVisible();
  await expect(loja.getByRole('heading', { name: 'Loja Sul' })).toBeFocused();
  const studio = page
    .getByTestId('brand')
    .filter({ has: page.getByRole('heading', { name: 'Studio Norte' }) });
  await expect(studio.getByText(en('brands.default'), { exact: true })).toHaveCount(0);

  // The generator: the new default is preselected; choosing the other one sends its id.
  await page.goto('/');
  await hydrated(page);
  const picker = page.getByLabel(en('brands.picker.label'));
  await expect(picker.locator('option:checked')).toHaveText(
    en('brands.picker.defaultOption', { name: 'Loja Sul' }),
  );
  await picker.selectOption({ label: 'Studio Norte' });
  await page.getByLabel(en('generator.text')).fill('New portrait sessions open in March.');
  const sent = page.waitForRequest('**/api/functions/generate-captions');
  await page.getByRole('button', { name: en('generator.submit') }).click();
  expect((await sent).postDataJSON()).toMatchObject({ brandId: first.id });
  await expect(page.getByTestId('caption').getByTestId('caption-text')).toContainText('Book a session', {
    timeout: 15_000,
  });

  // Deleting the default asks first; the oldest remaining brand becomes the default.
  await page.goto('/brands');
  await hydrated(page);
  await loja.getByRole('button', { name: en('brands.deleteNamed', { name: 'Loja Sul' }) }).click();
  const dialog = page.getByRole('dialog', { name: en('brands.deleteTitle', { name: 'Loja Sul' }) });
  await expect(dialog.getByRole('button', { name: en('brands.keep') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('brand')).toHaveCount(2);
  await loja.getByRole('button', { name: en('brands.deleteNamed', { name: 'Loja Sul' }) }).click();
  await dialog.getByRole('button', { name: en('brands.deleteConfirm') }).click();
  await expect(page.getByTestId('brand')).toHaveCount(1);
  await expect(studio.getByText(en('brands.default'), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: en('brands.create') })).toBeFocused();
  expect(problems).toEqual([]);
});

test('a visitor is sent to sign in, and then back to the Brands screen', async ({ page }) => {
  await page.goto('/marcas');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/marcas',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('pages.login.heading'));
});

/** The generator's "Variants" group: its top, while and after the brand picker appears above it. */
async function variantsTop(page: Page) {
  const box = await page.getByRole('radiogroup', { name: en('generator.variants') }).boundingBox();
  expect(box).not.toBeNull();
  return box?.y;
}

for (const brands of [0, 1]) {
  test(`the settings stay put while the brand picker appears (${brands} brands)`, async ({
    page,
    signIn,
    baseURL,
  }) => {
    await signIn('free', { name: 'Steady Hand', language: 'en-US' });
    if (brands > 0 && baseURL) await createBrand(page, baseURL, { name: 'Café Aurora' });
    // The brands are held back until the form has been measured without them.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/brands', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await hydrated(page);
    // Signed in and settled, everything but the brands: the link field and the usage line are shown.
    await expect(page.getByLabel(en('links.field.label'))).toBeVisible();
    await expect(page.getByTestId('usage')).toBeVisible();
    const before = await variantsTop(page);
    release();
    if (brands === 0)
      await expect(page.getByRole('link', { name: en('brands.picker.create') })).toBeVisible();
    else await expect(page.getByLabel(en('brands.picker.label'))).toBeVisible();
    expect(await variantsTop(page)).toBe(before);
  });
}

test('a Portuguese account opening / in an English browser sees the signed-in parts in Portuguese', async ({
  page,
  signIn,
}) => {
  await signIn('free', { name: 'Paula Português', language: 'pt-BR' });
  await page.goto('/');
  // The saved language arrives with the profile, while the lazy parts load their texts.
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('link', { name: t('pt-BR', 'brands.picker.create') })).toBeVisible();
  await expect(page.getByText(t('pt-BR', 'brands.picker.label'), { exact: true })).toBeVisible();
  await expect(page.getByTestId('usage')).toContainText(t('pt-BR', 'pages.plans.free'));
});
