import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { axeFindings, hydrated, t } from './support';

/*
 * The installable app (decision 0054): the manifest and its icons, the service worker serving
 * pages offline and the offline state where the server is needed, the share target landing in
 * the generator (signed in, and signed out through the sign-in), and Share… on a result.
 */

// The other specs block the service worker (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const en = (key: string) => t('en-US', key);
const brief = (page: Page) => page.getByLabel(en('generator.text'));

const setTheme = (page: Page, theme: 'light' | 'dark') =>
  // What index.html's theme script does with a saved choice, without reloading the page (and
  // losing the offline state to it).
  page.evaluate((dark) => {
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, theme === 'dark');

/** A small JPEG made now (a photo the generator can scale and re-encode). */
const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0a080' } })
    .jpeg()
    .toBuffer();

/** Submits the share target's form from the page, as the system's share sheet would post it. */
async function share(page: Page, fields: { title?: string; text?: string; url?: string }, jpeg?: Buffer) {
  await page.evaluate(
    ({ fields, bytes }) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = '/share';
      form.enctype = 'multipart/form-data';
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value as string;
        form.append(input);
      }
      if (bytes) {
        const input = document.createElement('input');
        input.type = 'file';
        input.name = 'photo';
        const files = new DataTransfer();
        files.items.add(new File([new Uint8Array(bytes)], 'shared.jpg', { type: 'image/jpeg' }));
        input.files = files.files;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { fields, bytes: jpeg ? [...jpeg] : null },
  );
}

test('the manifest is served with its icons, in the page language, and names the share target', async ({
  page,
}) => {
  await page.goto('/?lang=pt-BR');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.pt-BR.webmanifest');
  const res = await page.request.get(href as string);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    id: '/',
    name: 'CaptIA',
    short_name: 'CaptIA',
    lang: 'pt-BR',
    display: 'standalone',
    start_url: '/',
    theme_color: '#6d28d9',
    share_target: { action: '/share', method: 'POST', enctype: 'multipart/form-data' },
  });
  expect(manifest.description).toBe(t('pt-BR', 'pwa.manifest.description'));
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const image of [...icons, ...(manifest.screenshots as { src: string; sizes: string }[])]) {
    const file = await page.request.get(image.src);
    expect(file.status(), image.src).toBe(200);
    const meta = await sharp(await file.body()).metadata();
    expect(`${meta.width}x${meta.height}`).toBe(image.sizes);
  }
});

test('the service worker serves a prerendered page offline, and the offline state shows where the server is needed', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await hydrated(page);
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  // Installed (the precache and the public pages kept) and active.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await context.setOffline(true);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('pages.faq.heading'));
  await expect(page.getByTestId('offline-state')).toContainText(en('pwa.offline.title'));
  // A screen never opened, that needs the server: the app shell, and the offline state.
  await page.goto('/preferences');
  await expect(page.getByTestId('offline-state')).toContainText(en('pwa.offline.text'));
  await context.setOffline(false);
  await expect(page.getByTestId('offline-state')).toHaveCount(0);

  // A review page's address holds a review link's token: opened, it is never kept on the device.
  await page.goto(`/review/${'a'.repeat(43)}`);
  await hydrated(page);
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(kept).toContain('/faq');
  expect(kept.filter((path) => path.startsWith('/review'))).toEqual([]);
});

test('a shared text, link and photo land in the generator', async ({ page, signIn }) => {
  await signIn('free');
  await page.goto('/');
  await hydrated(page);
  await share(
    page,
    { title: 'Cold brew', text: 'Our cold brew is back this weekend', url: 'https://example.com/cold-brew' },
    await photo(),
  );
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('share'));
  await expect(brief(page)).toHaveValue('Cold brew\n\nOur cold brew is back this weekend');
  await expect(page.getByLabel(en('links.field.label'))).toHaveValue('https://example.com/cold-brew');
  await expect(page.getByRole('img', { name: en('generator.photo.preview') })).toBeVisible();
});

test('a signed-out share signs in first and lands back with what was shared', async ({ page, signIn }) => {
  const member = await signIn('free', { in: await page.context().request });
  await page.context().clearCookies();
  await page.goto('/');
  await hydrated(page);
  await share(page, { text: 'Feira de artesanato no domingo' });
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.has('redirect'));
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('share'));
  await expect(brief(page)).toHaveValue('Feira de artesanato no domingo');
});

test('Share… hands the caption to Web Share where the browser has it', async ({ page, signIn }) => {
  await signIn('free');
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        shared.push({ text: data.text, files: data.files?.length ?? 0 });
      },
      configurable: true,
    });
  });
  await page.goto('/');
  await hydrated(page);
  await brief(page).fill('Our cold brew is back this weekend, with 20% off on Saturday.');
  await page.getByRole('button', { name: en('generator.submit') }).click();
  // The first generation of a fresh server warms its engine: longer than an assertion's default.
  await expect(page.getByTestId('caption')).toHaveCount(1, { timeout: 25_000 });
  const card = page.getByTestId('caption').first();
  await expect(card.getByRole('button', { name: en('generator.results.copy') })).toBeEnabled();
  await card.getByRole('button', { name: en('pwa.share.label') }).click();
  const text = await card.getByTestId('caption-text').innerText();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
    .toEqual([{ text, files: 0 }]);

  // The button beside Copy: axe-clean in both themes, and inside its card on a 320–390 px phone.
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    expect(
      await axeFindings(page, {
        include: '[data-testid="caption"]',
        rules: theme === 'light' ? 'all' : 'colour',
      }),
    ).toEqual([]);
  }
  const shareButton = card.getByRole('button', { name: en('pwa.share.label') });
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 740 });
    const fits = await shareButton.evaluate((button) => {
      const root = document.documentElement;
      const box = button.getBoundingClientRect();
      const cardBox = (button.closest('[data-testid="caption"]') as HTMLElement).getBoundingClientRect();
      return {
        sideways: root.scrollWidth > root.clientWidth,
        inCard: box.left >= cardBox.left && box.right <= cardBox.right,
        target: box.width >= 24 && box.height >= 24,
      };
    });
    expect(fits, `${width} px`).toEqual({ sideways: false, inCard: true, target: true });
  }
});

const pt = (key: string) => t('pt-BR', key);

/** Registers the worker from `/` and reloads, so that the page is controlled (no clients.claim). */
async function controlledHome(page: Page) {
  await page.goto('/?lang=pt-BR');
  await hydrated(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await hydrated(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Deploys a "new version": the worker's script under a new URL, which the browser installs as an
 * update and keeps waiting while the old one controls the page. (A route cannot stand in for a
 * changed `/sw.js`: Chromium fetches a worker's script outside the page, where Playwright's routes
 * do not apply.) Pages loaded from now on register that URL, as a new deploy's pages would.
 */
async function deployNewWorker(page: Page) {
  await page.context().addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (url, options) {
      return register.call(this, String(url) === '/sw.js' ? '/sw.js?version=2' : url, options);
    };
  });
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?version=2', { scope: '/' }));
}

/** What would not fit a phone in the notices: sideways scroll, a notice or button outside the screen or under 24 px, a squeezed sentence. */
function noticeProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    for (const el of document.querySelectorAll('#pwa-status [data-testid], #pwa-status button')) {
      const box = el.getBoundingClientRect();
      const name = el.getAttribute('data-testid') ?? el.textContent?.trim();
      if (box.left < 0 || box.right > root.clientWidth)
        problems.push(`${name} leaves the screen (${Math.round(box.left)}–${Math.round(box.right)})`);
      if (el.tagName === 'BUTTON' && (box.width < 24 || box.height < 24))
        problems.push(`${name} is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
    }
    // A sentence squeezed beside the buttons reads a word a line.
    for (const text of document.querySelectorAll('#pwa-status p')) {
      const width = text.getBoundingClientRect().width;
      if (width < 160)
        problems.push(`"${text.textContent?.slice(0, 30)}…" is squeezed to ${Math.round(width)} px`);
    }
    return problems;
  });
}

test('the offline state and the update prompt: axe-clean in both themes, within a 320–390 px screen', async ({
  page,
  context,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await controlledHome(page);
  await deployNewWorker(page);
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toContainText(pt('pwa.update.ready'));
  await context.setOffline(true);
  await expect(page.getByTestId('offline-state')).toContainText(pt('pwa.offline.title'));
  await expect(prompt).toBeVisible();

  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    expect(
      await axeFindings(page, { include: '#pwa-status aside', rules: theme === 'light' ? 'all' : 'colour' }),
    ).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`notices-360-pt-BR-${theme}.png`) });
  }
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 740 });
    expect(await noticeProblems(page), `${width} px`).toEqual([]);
  }
  await context.setOffline(false);
  await expect(page.getByTestId('offline-state')).toHaveCount(0);
});

test('"Update now" reloads the page into the new worker', async ({ page }) => {
  await controlledHome(page);
  await deployNewWorker(page);
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: pt('pwa.update.reload') }).click();
  await reloaded;
  await hydrated(page);
  // The page is now controlled by the worker that was waiting.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js\?version=2$/,
  );
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);
});
