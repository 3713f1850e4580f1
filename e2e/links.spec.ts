import http from 'node:http';
import { expect, test } from './fixtures';
import { axeFindings, hydrated, t, watchConsole } from './support';

/**
 * Start from a link (decision 0031): paste a link, read it, check its title and excerpt, generate.
 * The article comes from a server of this test on 127.0.0.1 (E2E_PAGES_PORT, the one port the
 * app's link reader is allowed to fetch); a private address is refused with the server's message.
 */

const ARTICLE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Sourdough, slowly | Ana's Bakery</title>
<meta name="description" content="Every loaf takes 48 hours, from a starter fed daily since 1998.">
<script>document.title = 'SCRIPT RAN'</script></head>
<body><nav>NAVIGATION</nav><div class="cookie-banner">COOKIE BANNER</div>
<article><h1>Sourdough, slowly</h1>
<p>At Ana's Bakery every sourdough loaf takes 48 hours. Our starter, fed daily since 1998, works slowly through organic flour, and nothing is rushed.</p>
<p>The result is a crackling crust and a gentle tang. From Saturday, loaves come out of the oven at 7am and cost $9.50.</p>
</article></body></html>`;

// One page server on one port: the file's tests run one after the other, in one worker.
test.describe.configure({ mode: 'serial' });

let server: http.Server;
const port = Number(process.env.E2E_PAGES_PORT);

test.beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(ARTICLE);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('paste a link, see its title and excerpt, generate captions that carry it', async ({ page, signIn }) => {
  // The refused read answers 400, which the browser logs as a failed load.
  const problems = watchConsole(page, [/status of 400/]);
  await signIn('free');
  await page.goto('/');
  const field = page.getByLabel('Start from a link (optional)');
  await expect(field).toBeVisible();

  // A private address: refused by the server, before any connection, with its message.
  await field.fill('http://10.0.0.1/admin');
  await page.getByRole('button', { name: 'Read the link' }).click();
  await expect(page.getByText('This link cannot be read: only public web pages')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  const url = `http://127.0.0.1:${port}/sourdough`;
  await field.fill(url);
  await field.press('Enter');
  const shown = page.getByRole('figure');
  await expect(shown).toContainText('Posts will be written from:');
  await expect(shown).toContainText('Sourdough, slowly');
  await expect(shown).toContainText('Every loaf takes 48 hours');
  await expect(shown).not.toContainText('COOKIE');
  // The page as shown for a check, and the refusal before it, pass axe (a11y.spec.ts scans the idle field).
  expect(await axeFindings(page, { include: 'form' })).toEqual([]);

  // No brief needed: the page is the brief. Instagram (the free plan's network) gets "Link in bio."
  await page.getByRole('button', { name: 'Generate captions' }).click();
  const card = page.getByTestId('caption').first();
  await expect(card).toContainText('Link in bio.');
  await expect(page.getByTestId('usage')).toContainText('2 of 3 captions left today');

  // Changing the link takes it back until it is read again.
  await field.fill(`${url}?v=2`);
  await expect(page.getByText('The link changed: read it again before generating.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove the link' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the planner writes a campaign from a link alone, every post with "link in bio" on Instagram', async ({
  page,
  signIn,
}) => {
  const problems = watchConsole(page);
  await signIn('free', { language: 'en-US' });
  await page.goto('/planner');
  await hydrated(page);
  const form = page.getByRole('form', { name: t('en-US', 'planner.form.heading') });
  const field = form.getByLabel('Start from a link (optional)');
  await field.fill(`http://127.0.0.1:${port}/sourdough`);
  await form.getByRole('button', { name: 'Read the link' }).click();
  await expect(form.getByRole('figure')).toContainText('Sourdough, slowly');
  await form.getByRole('button', { name: t('en-US', 'planner.form.submit') }).click();
  const posts = page.getByTestId('campaign-table').getByTestId('planned-post');
  await expect(posts).toHaveCount(3);
  for (const post of await posts.all()) await expect(post).toContainText('Link in bio.');
  expect(problems).toEqual([]);
});
