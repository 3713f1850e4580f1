import { test as base, expect, type Page } from '@playwright/test';

/**
 * The browser tests' `test`: Playwright's, with every page recording the toasts it shows.
 *
 * A toast is up for 4 s. On a busy machine the test runner can go longer than that between two
 * looks at the page, so "the toast is visible" raced the toast's own timer (decision 0025).
 * Tests assert what was shown (`expectToast`), and where they look at a toast itself, they hold
 * it first (`holdToasts`).
 */
export const test = base.extend<{ toastLog: undefined }>({
  toastLog: [
    async ({ context }, use) => {
      await context.addInitScript(recordToasts);
      await use(undefined);
    },
    { auto: true },
  ],
});

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
