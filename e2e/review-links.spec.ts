import { addDays, type Language, todayIn } from '@captia/shared';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, RETRY_ON_RESET, test } from './fixtures';
import { axeFindings, hydrated, t, watchConsole } from './support';

/**
 * Review links (docs/decisions/0058) in the browser: the owner makes a link in the planner, a
 * stranger's browser (no cookies, its own language) opens it, gives a name once, approves one
 * post and asks for changes on another, and the owner sees both; then the review page, loaded
 * with posts in every state, is axe-clean in the three languages (one in the dark theme) at
 * 360 px without sideways scrolling. The owner's bell then counts both reviews and lists them
 * (docs/decisions/0058, "The owner's in-app notice").
 */

const en = (key: string, values?: Record<string, string | number>) => t('en-US', key, values);

const BRIEF =
  'Café Aurora launches its winter menu on Friday in Lisbon: soups and hot chocolate, 10% off the first week.';

/** A campaign of `days` LinkedIn posts, written through the API (planner.spec.ts writes one in the browser). */
async function createCampaign(request: APIRequestContext, origin: string, days: number) {
  const created = await request.post('/api/campaigns', {
    ...RETRY_ON_RESET,
    data: { text: BRIEF, startDate: addDays(todayIn('UTC'), 1), days, networks: ['linkedin'] },
    headers: { origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; title: string };
}

/** A reviewer's browser: no cookies, no account, its own language, theme and screen. */
async function reviewerPage(
  browser: Browser,
  language: Language,
  { width = 1280, dark = false }: { width?: number; dark?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ locale: language, viewport: { width, height: 800 } });
  // As a visitor who picked the dark theme with the header's switcher on an earlier visit.
  if (dark) await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  return context.newPage();
}

/** Whether the page as it is now scrolls sideways (phone.spec.ts checks every screen so). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('the owner makes a review link; a browser without an account approves one post and asks for changes on another; the owner sees both', async ({
  page,
  browser,
  signIn,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const problems = watchConsole(page);
  const owner = await signIn('profissional', { name: 'Olga Owner', language: 'en-US' });
  const campaign = await createCampaign(page.request, origin, 2);

  // The planner: a link made beside the exports, its URL shown once to copy.
  await page.goto(`/planner?campaign=${campaign.id}`);
  await hydrated(page);
  const table = page.getByTestId('campaign-table');
  await expect(table.getByTestId('planned-post')).toHaveCount(2);
  await expect(table.getByTestId('post-review')).toHaveCount(0);
  const links = page.getByTestId('review-links');
  await links.getByRole('button', { name: en('integrations.reviewOwner.make') }).click();
  const shown = links.getByLabel(en('integrations.reviewOwner.linkOnce', { days: 14 }));
  await expect(shown).toHaveValue(new RegExp(`^${origin}/review/[A-Za-z0-9_-]{43}$`));
  const url = await shown.inputValue();
  await expect(links.getByRole('listitem')).toHaveCount(1);

  // The reviewer: a browser of its own in Spanish, without cookies.
  const reviewer = await reviewerPage(browser, 'es-ES');
  const es = (key: string, values?: Record<string, string | number>) => t('es-ES', key, values);
  const reviewerProblems = watchConsole(reviewer);
  await reviewer.goto(url);
  await expect(reviewer.getByRole('heading', { level: 1 })).toHaveText(campaign.title);
  await expect(reviewer.locator('html')).toHaveAttribute('lang', 'es-ES');
  const posts = reviewer.getByRole('article');
  await expect(posts).toHaveCount(2);
  await expect(posts.getByTestId('review-state')).toHaveText([
    es('integrations.reviewPage.state.pending'),
    es('integrations.reviewPage.state.pending'),
  ]);
  // Nothing of the owner's account on the page.
  await expect(reviewer.locator('body')).not.toContainText(owner.email);
  await expect(reviewer.locator('body')).not.toContainText(owner.name);

  // An answer without a name is not sent: the name field asks for it and takes the focus.
  const [first, second] = [posts.nth(0), posts.nth(1)];
  const name = reviewer.getByLabel(es('integrations.reviewPage.nameLabel'));
  await first.getByRole('button', { name: es('integrations.reviewPage.approve') }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(new RegExp(es('integrations.reviewPage.nameRequired')));
  // The name once, for every post.
  await name.fill('Rosa Revisora');
  await first.getByRole('button', { name: es('integrations.reviewPage.approve') }).click();
  await expect(first.getByTestId('review-state')).toHaveText(es('integrations.reviewPage.state.approved'));
  await expect(first.getByText(es('integrations.reviewPage.sent'))).toBeVisible();
  const comment = 'Mejor el viernes por la mañana, y sin el 10%.';
  await second.getByLabel(es('integrations.reviewPage.commentLabel')).fill(comment);
  await second.getByRole('button', { name: es('integrations.reviewPage.requestChanges') }).click();
  await expect(second.getByTestId('review-state')).toHaveText(es('integrations.reviewPage.state.changes'));
  // The page with its answers sent is axe-clean too.
  expect(await axeFindings(reviewer)).toEqual([]);
  // The name stays in this browser: a later visit does not ask for it again.
  await reviewer.reload();
  await expect(reviewer.getByLabel(es('integrations.reviewPage.nameLabel'))).toHaveValue('Rosa Revisora');
  await expect(reviewer.getByTestId('review-state')).toHaveText([
    es('integrations.reviewPage.state.approved'),
    es('integrations.reviewPage.state.changes'),
  ]);
  expect(reviewerProblems).toEqual([]);
  await reviewer.context().close();

  // The owner: an e-mail in English, and on reloading the planner, both states and the comment.
  await expect
    .poll(async () => {
      const mails = await page.request.get(
        `/api/dev/outbox?to=${encodeURIComponent(owner.email)}`,
        RETRY_ON_RESET,
      );
      return ((await mails.json()) as { subject: string; text: string }[]).map((mail) => mail.subject);
    })
    .toContain(en('mail.reviewReceived.subject', { title: campaign.title }));
  await page.reload();
  await hydrated(page);
  const reviews = table.getByTestId('post-review');
  await expect(reviews).toHaveCount(2);
  await expect(reviews.nth(0)).toHaveText(en('integrations.reviewPage.state.approved'));
  await expect(reviews.nth(1)).toContainText(en('integrations.reviewPage.state.changes'));
  await expect(reviews.nth(1)).toContainText(en('integrations.reviewOwner.comments', { count: 1 }));
  await expect(page.getByTestId('campaigns')).toContainText(
    en('integrations.reviewOwner.approvedCount', { count: 1, total: 2 }),
  );
  await table.locator('[data-post-button]').nth(1).click();
  const said = page.getByTestId('post-editor').getByTestId('review-comments');
  await expect(said).toContainText('Rosa Revisora');
  await expect(said).toContainText(en('integrations.reviewPage.state.changes'));
  await expect(said).toContainText(comment);

  // The header's bell: both reviews new; opened, they name the reviewer and her comment, lead to
  // the campaign, and are seen (the count goes, and stays gone on reload).
  const bell = page.getByTestId('review-notices');
  const notices = (key: string, values?: Record<string, string | number>) =>
    en(`integrations.reviewNotices.${key}`, values);
  await expect(bell).toHaveAccessibleName(notices('labelNew', { count: 2 }));
  await expect(page.getByTestId('review-notices-count')).toHaveText('2');
  await bell.click();
  const panel = page.getByRole('region', { name: notices('heading') });
  await expect(panel.getByRole('link')).toHaveCount(2);
  await expect(panel).toContainText(notices('changes', { name: 'Rosa Revisora', title: campaign.title }));
  await expect(panel).toContainText(notices('approved', { name: 'Rosa Revisora', title: campaign.title }));
  await expect(panel).toContainText(comment);
  await expect(panel.getByRole('link').first()).toHaveAttribute('href', `/planner?campaign=${campaign.id}`);
  await expect(page.getByTestId('review-notices-count')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName(notices('label'));
  expect(await axeFindings(page, { include: 'header' })).toEqual([]);
  // On a phone, in the dark theme, the panel open: axe-clean, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(bell).toHaveAccessibleName(notices('label'));
  await bell.click();
  await expect(panel.getByRole('link')).toHaveCount(2);
  expect(await scrollsSideways(page)).toBe(false);
  expect(await axeFindings(page, { include: 'header' })).toEqual([]);
  // Escape closes it, the focus back on the bell.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bell).toBeFocused();
  expect(problems).toEqual([]);
});

test('the review page at 360 px in the three languages, one in the dark theme: axe-clean, nothing wider than the screen', async ({
  page,
  browser,
  request,
  signIn,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await signIn('profissional', { name: 'Olga Owner', language: 'pt-BR' });
  const campaign = await createCampaign(page.request, origin, 3);
  const made = await page.request.post(`/api/campaigns/${campaign.id}/review-links`, {
    ...RETRY_ON_RESET,
    data: {},
    headers: { origin },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { url } = (await made.json()) as { url: string };
  const token = url.slice(url.lastIndexOf('/') + 1);
  // Posts in each state: approved, changes asked with a comment, still pending.
  const review = (await (await request.get(`/api/review/${token}`, RETRY_ON_RESET)).json()) as {
    posts: { id: string; version: string }[];
  };
  const decisions = [
    { decision: 'approved', reviewerName: 'Ana' },
    { decision: 'changes', reviewerName: 'Ana', comment: 'Menos emojis, por favor.' },
  ];
  for (const [index, body] of decisions.entries()) {
    const decided = await request.post(`/api/review/${token}/posts/${review.posts[index]?.id}/decision`, {
      ...RETRY_ON_RESET,
      data: { ...body, version: review.posts[index]?.version },
      headers: { origin },
    });
    expect(decided.status(), await decided.text()).toBe(201);
  }

  const findings: string[] = [];
  for (const language of ['pt-BR', 'en-US', 'es-ES'] as const) {
    const dark = language === 'es-ES';
    const reviewer = await reviewerPage(browser, language, { width: 360, dark });
    const problems = watchConsole(reviewer);
    await reviewer.goto(url);
    await hydrated(reviewer);
    await expect(reviewer.locator('html')).toHaveAttribute('lang', language);
    await expect(reviewer.locator('html')).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expect(reviewer.getByTestId('review-state')).toHaveText(
      ['approved', 'changes', 'pending'].map((state) =>
        t(language, `integrations.reviewPage.state.${state}`),
      ),
    );
    // The networks' previews (loaded after the page) are part of what is checked.
    await expect(reviewer.getByTestId('caption-preview')).toHaveCount(3);
    // The name asked for (its field marked invalid, with the message) before the scan.
    await reviewer
      .getByRole('article')
      .nth(2)
      .getByRole('button', { name: t(language, 'integrations.reviewPage.approve') })
      .click();
    await expect(reviewer.getByText(t(language, 'integrations.reviewPage.nameRequired'))).toBeVisible();
    if (await scrollsSideways(reviewer)) findings.push(`${language}: scrolls sideways at 360 px`);
    findings.push(
      ...(await axeFindings(reviewer)).map((finding) => `${language}${dark ? ' dark' : ''}: ${finding}`),
    );
    expect(problems, language).toEqual([]);
    await reviewer.context().close();
  }
  expect(findings).toEqual([]);
});
