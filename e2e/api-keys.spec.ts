import { MAX_API_KEYS } from '@captia/shared';
import { expect, expectToast, RETRY_ON_RESET, test } from './fixtures';
import { t, watchConsole } from './support';

const en = (key: string, values?: Record<string, string | number>) => t('en-US', key, values);

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A call from outside any browser: the key alone, no cookie, no Origin. */
function withKey(baseURL: string, key: string, path: string, body?: unknown) {
  return fetch(`${baseURL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

test('a paid user creates a key, copies it once, uses it from outside the browser, then revokes it', async ({
  page,
  baseURL: base,
  signIn,
}) => {
  test.setTimeout(60_000);
  const baseURL = base ?? '';
  const problems = watchConsole(page);
  const { email, password } = await signIn('profissional', { name: 'Key Keeper', language: 'en-US' });

  await page.goto('/preferences');
  const section = page.getByRole('region', { name: en('account.apiKeys.title') });
  await expect(section.getByTestId('api-key-count')).toHaveText(
    en('account.apiKeys.count', { count: 0, max: MAX_API_KEYS }),
  );
  await expect(section.getByText(en('account.apiKeys.empty'))).toBeVisible();
  await expect(section.getByRole('link', { name: en('account.apiKeys.guide') })).toHaveAttribute(
    'href',
    '/developers',
  );

  // An empty name is refused next to the field, as the server would.
  await section.getByRole('button', { name: en('account.apiKeys.create') }).click();
  const name = section.getByLabel(en('account.apiKeys.name'));
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();

  await name.fill('CI script');
  // Creating a key asks for the password (decision 0024).
  await section.getByLabel(en('account.apiKeys.password')).fill(password);
  await section.getByRole('button', { name: en('account.apiKeys.create') }).click();

  // The secret, shown this once, has the focus; the note says it will not be shown again.
  const secret = section.getByLabel(en('account.apiKeys.secret'));
  await expect(secret).toBeFocused();
  await expect(secret).toHaveAttribute('readonly', '');
  await expect(secret).toHaveAccessibleDescription(
    `${en('account.apiKeys.createdTitle', { name: 'CI script' })} ${en('account.apiKeys.secretNote')}`,
  );
  const key = await secret.inputValue();
  expect(key).toMatch(/^cap_[\w-]{43}$/);
  await section.getByRole('button', { name: en('account.apiKeys.copy') }).click();
  await expectToast(page, en('account.apiKeys.copied'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  // The key works on its own: the profile, and a generation.
  const me = await withKey(baseURL, key, '/api/me');
  expect(me.status).toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe(email);
  const generated = await withKey(baseURL, key, '/api/functions/generate-captions', {
    networks: ['instagram'],
    postType: 'announcement',
    style: 'friendly',
    length: 'short',
    variants: 1,
    emojis: false,
    hashtags: false,
    text: 'Our new shop opens on Saturday with live music and free coffee.',
  });
  expect(generated.status).toBe(200);
  expect(((await generated.json()) as { captions: unknown[] }).captions).toHaveLength(1);

  // "Done" forgets the secret; the list shows the key by name and prefix, never in full.
  await section.getByRole('button', { name: en('account.apiKeys.done') }).click();
  await expect(secret).toHaveCount(0);
  await expect(name).toBeFocused();
  await page.reload();
  const row = section.getByTestId('api-key');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('CI script');
  await expect(row).toContainText(`${key.slice(0, 12)}…`);
  await expect(row).not.toContainText(key);
  await expect(row).toContainText(en('account.apiKeys.lastUsed', { date: '' }).trim());
  await expect(section.getByTestId('api-key-count')).toHaveText(
    en('account.apiKeys.count', { count: 1, max: MAX_API_KEYS }),
  );

  // Revoking asks first; "Keep key" is the default.
  await row.getByRole('button', { name: en('account.apiKeys.revokeNamed', { name: 'CI script' }) }).click();
  const dialog = page.getByRole('dialog', { name: en('account.apiKeys.revokeTitle', { name: 'CI script' }) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: en('account.apiKeys.keep') })).toBeFocused();
  await dialog.getByRole('button', { name: en('account.apiKeys.revokeConfirm') }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, en('account.apiKeys.revoked', { name: 'CI script' }));
  await expect(row).toHaveCount(0);
  await expect(name).toBeFocused();

  // Refused from the next request on.
  expect((await withKey(baseURL, key, '/api/me')).status).toBe(401);

  // At the limit the form says so and creates nothing more.
  for (let i = 1; i <= MAX_API_KEYS; i++) {
    const created = await page.request.post(`${baseURL}/api/keys`, {
      ...RETRY_ON_RESET,
      data: { name: `Key ${i}`, password },
      headers: { origin: baseURL },
    });
    expect(created.status()).toBe(201);
  }
  await page.reload();
  await expect(section.getByTestId('api-key')).toHaveCount(MAX_API_KEYS);
  const create = section.getByRole('button', { name: en('account.apiKeys.create') });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(en('account.apiKeys.limitReached', { max: MAX_API_KEYS }));
  expect(problems).toEqual([]);
});

test('a free user is told keys come with the paid plans, with the way there', async ({
  page,
  baseURL: base,
  signIn,
}) => {
  const baseURL = base ?? '';
  const problems = watchConsole(page);
  await signIn('free', { name: 'Key Keeper', language: 'en-US' });
  await page.goto('/preferences');
  const section = page.getByRole('region', { name: en('account.apiKeys.title') });
  await expect(section).toContainText(en('account.apiKeys.paidOnly'));
  await expect(section.getByRole('link', { name: en('common.seePlans') })).toHaveAttribute('href', '/plans');
  await expect(section.getByRole('link', { name: en('account.apiKeys.guide') })).toHaveAttribute(
    'href',
    '/developers',
  );
  await expect(section.getByLabel(en('account.apiKeys.name'))).toHaveCount(0);
  // And the server agrees.
  const listed = await page.request.get(`${baseURL}/api/keys`, RETRY_ON_RESET);
  expect(listed.status()).toBe(403);
  expect(((await listed.json()) as { error: { code: string } }).error.code).toBe('plan_required');
  expect(problems).toEqual([]);
});
