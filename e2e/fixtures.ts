import type { Language, Tier } from '@captia/shared';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './constants';

/**
 * For every call the tests make outside the browser (`page.request`, an API context): Playwright's
 * client keeps its connections alive and, unlike a browser, does not try again when the server has
 * just closed one that sat idle for the server's 5 s keep-alive. On a busy machine the client can
 * send on such a connection before it has read the close, and the call fails with ECONNRESET (a
 * run failed so on `GET /api/history`; decision 0025). The server never saw that request, so it is
 * sent again on a new connection: the option retries ECONNRESET only, never an HTTP answer.
 */
export const RETRY_ON_RESET = { maxRetries: 2 } as const;

/** An account a test signed in with: what it needs to type its password again or find its row. */
export interface Member {
  name: string;
  email: string;
  password: string;
}

/**
 * Signs a new account up, and so in, on `plan` (a paid plan through the sandbox checkout, as a
 * user buys it), or signs in `'admin'`, the suite's one admin. The session goes to the test's
 * page unless `options.in` names another page (a second user) or an API context (the page stays
 * signed out).
 */
export type SignIn = (
  plan?: Tier | 'admin',
  options?: { name?: string; language?: Language; in?: Page | APIRequestContext },
) => Promise<Member>;

/**
 * The browser tests' `test`: Playwright's, with every page recording the toasts it shows, and
 * `signIn` for a signed-in user of a given plan.
 *
 * A toast is up for 4 s. On a busy machine the test runner can go longer than that between two
 * looks at the page, so "the toast is visible" raced the toast's own timer (decision 0025).
 * Tests assert what was shown (`expectToast`), and where they look at a toast itself, they hold
 * it first (`holdToasts`).
 */
export const test = base.extend<{ toastLog: undefined; signIn: SignIn }>({
  toastLog: [
    async ({ context }, use) => {
      await context.addInitScript(recordToasts);
      await use(undefined);
    },
    { auto: true },
  ],
  signIn: async ({ page, baseURL }, use) => {
    const origin = baseURL ?? '';
    await use(async (plan = 'free', options = {}) => {
      const target = options.in ?? page;
      const request = 'request' in target ? target.request : target;
      if (plan === 'admin') return signInAsAdmin(request, origin);
      const member = {
        name: options.name ?? 'Test Member',
        email: `member-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`,
        password: 'meadow-lantern-copper-61',
      };
      const response = await request.post(`${origin}/api/auth/sign-up/email`, {
        ...RETRY_ON_RESET,
        data: { ...member, ...(options.language && { language: options.language }) },
        headers: { origin },
      });
      expect(response.status(), await response.text()).toBe(200);
      if (plan !== 'free') await subscribeInSandbox(request, origin, plan);
      return member;
    });
  },
});

/**
 * Subscribes the signed-in user of `request` to a paid plan through the sandbox checkout (what
 * its page's "Confirm" button posts), and waits until `/api/me` reports the plan.
 */
async function subscribeInSandbox(request: APIRequestContext, baseURL: string, plan: Exclude<Tier, 'free'>) {
  const headers = { origin: baseURL };
  const checkout = await request.post(`${baseURL}/api/functions/create-checkout`, {
    ...RETRY_ON_RESET,
    data: { plan },
    headers,
  });
  expect(checkout.ok()).toBe(true);
  const { url } = (await checkout.json()) as { url: string };
  const token = new URL(url, baseURL).searchParams.get('token') ?? '';
  const confirmed = await request.post(`${baseURL}/sandbox/checkout`, {
    ...RETRY_ON_RESET,
    form: { token, action: 'confirm' },
    headers,
    maxRedirects: 0,
  });
  expect(confirmed.status()).toBeLessThan(400);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`${baseURL}/api/me`, RETRY_ON_RESET)).json()) as { tier: string }).tier,
    )
    .toBe(plan);
}

/**
 * The suite's one admin (ADMIN_EMAIL, in the server's ADMIN_EMAILS), in English: whichever test
 * needs it first creates it and follows the link mailed to it, since ADMIN_EMAILS grants nothing to
 * an unverified address; the others sign in, and wait for that link to have been followed.
 */
async function signInAsAdmin(request: APIRequestContext, baseURL: string): Promise<Member> {
  const admin = { name: 'Admin', email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
  const headers = { origin: baseURL, 'accept-language': 'en-US' };
  const created = await request.post(`${baseURL}/api/auth/sign-up/email`, {
    ...RETRY_ON_RESET,
    data: { ...admin, language: 'en-US' },
    headers,
  });
  if (created.ok()) await verifyAddress(request, baseURL, ADMIN_EMAIL);
  else {
    const signedIn = await request.post(`${baseURL}/api/auth/sign-in/email`, {
      ...RETRY_ON_RESET,
      data: { email: admin.email, password: admin.password },
      headers,
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
  }
  await expect
    .poll(
      async () =>
        ((await (await request.get(`${baseURL}/api/me`, RETRY_ON_RESET)).json()) as { isAdmin: boolean })
          .isAdmin,
    )
    .toBe(true);
  return admin;
}

export { expect };

interface ToastWindow {
  captiaToasts?: string[];
}

/** In the page, before its scripts: notes the text of every toast as it appears or changes. */
function recordToasts() {
  const shown: string[] = [];
  (window as ToastWindow).captiaToasts = shown;
  const last = new WeakMap<Element, string>();
  const record = (toast: Element) => {
    const text = toast.textContent ?? '';
    if (text === '' || last.get(toast) === text) return;
    last.set(toast, text);
    shown.push(text);
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      const target = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
      const toast = target?.closest('[data-sonner-toast]');
      if (toast) record(toast);
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches('[data-sonner-toast]')) record(node);
        for (const inner of node.querySelectorAll('[data-sonner-toast]')) record(inner);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The texts of the toasts this page has shown since it loaded, oldest first. */
export function shownToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as ToastWindow).captiaToasts ?? []);
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits until this page has shown a toast holding each of `parts` in that order (its title, then
 * its description), however briefly it was up.
 */
export async function expectToast(page: Page, ...parts: string[]) {
  await expect
    .poll(() => shownToasts(page), { message: `a toast with ${parts.join(' … ')}` })
    .toContainEqual(expect.stringMatching(new RegExp(parts.map(literally).join('[\\s\\S]*'))));
}

/**
 * Stops the toasts' timers the way sonner does for a tab in the background (it pauses them while
 * `document.hidden`), so a test can look at a toast for as long as it needs. `releaseToasts`
 * lets them run again.
 */
export async function holdToasts(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

export async function releaseToasts(page: Page) {
  await page.evaluate(() => {
    // The override is an own property; the real getter lives on Document.prototype.
    delete (document as { hidden?: boolean }).hidden;
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Follows the verification link mailed to `email` (development outbox). */
async function verifyAddress(request: APIRequestContext, baseURL: string, email: string) {
  let link = '';
  await expect
    .poll(async () => {
      const response = await request.get(
        `${baseURL}/api/dev/outbox?to=${encodeURIComponent(email)}`,
        RETRY_ON_RESET,
      );
      if (!response.ok()) return '';
      const mails = (await response.json()) as { text: string }[];
      link =
        mails.map((mail) => /\/api\/auth\/verify-email\?[^\s"'<>)]+/.exec(mail.text)?.[0]).find(Boolean) ??
        '';
      return link;
    })
    .not.toBe('');
  const verified = await request.get(`${baseURL}${link}`, { ...RETRY_ON_RESET, maxRedirects: 0 });
  expect(verified.status()).toBeLessThan(400);
}
