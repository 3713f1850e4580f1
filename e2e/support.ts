import AxeBuilder from '@axe-core/playwright';
import { type Language, SCREENS } from '@captia/shared';
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { translator } from '../apps/server/src/i18n';

/** The texts the app shows, through the server's i18next instance (plurals by `count`). */
export const t = (language: Language, key: string, values?: Record<string, string | number>) =>
  translator(language)(key, values);

/**
 * The page's level-1 heading. Playwright counts every <h1> as level 1, even one that aria-level
 * makes another level: the API reference on /developers (Scalar's markup, loaded after the page)
 * has an <h1 aria-level="2">, an h2 to a screen reader, so a bare `level: 1` query found two
 * headings whenever the reference had rendered before the assertion ran.
 */
export const pageHeading = (page: Page): Locator =>
  page.getByRole('heading', { level: 1 }).and(page.locator(':not([aria-level])'));

/** The h1 each screen shows. */
export function headingFor(language: Language, path: string, screen: string): string {
  if (screen === 'blogArticle') return t(language, `pages.articles.${path.split('/').pop()}.title`);
  return t(language, `pages.${screen}.heading`);
}

export function pageTitleKey(screen: string): string {
  return `pages.${screen}.title`;
}

/** Saves a language preference before any page script runs. */
export async function saveLanguage(context: BrowserContext, language: string) {
  await context.addInitScript((value) => localStorage.setItem('captia_language', value), language);
}

/** Fails the test on any console error or uncaught exception in the page. */
export function watchConsole(page: Page, allow: RegExp[] = []) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || allow.some((re) => re.test(message.text()))) return;
    // A failed resource load names no URL in its text: its location does.
    const { url } = message.location();
    problems.push(url ? `${message.text()} (${url})` : message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

export { SCREENS };

/**
 * Prerendered pages are hydrated, not rendered: the theme switcher shows its pressed option only
 * once React has taken over the page (see use-hydrated.ts), so that marks the end of hydration.
 * A click before it would land on inert markup.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('[data-theme-option][aria-pressed="true"]').first()).toBeAttached();
}

/** How the focused element shows it has the focus, or why it does not. */
export interface FocusReport {
  /** A short description of the focused element, for messages. */
  element: string;
  visible: boolean;
  reason: string;
}

/**
 * Whether the focused element visibly shows the focus: it matches :focus-visible, and it (or, for
 * a native input drawn invisible over its label, that label or the sibling drawn as the control)
 * is on screen, not hidden under something else (the sticky header), and has an outline with 3:1
 * contrast against what is behind it, or a box-shadow ring — a drop shadow alone does not count.
 * Run it with reduced motion: a colour transition would show the outline half-way.
 */
export function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(async () => {
    // A transition, however short, shows its start value in the frame it begins: measure after it.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body)
      return { element: 'body', visible: false, reason: 'nothing has the focus' };
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    const described = `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
      element.getAttribute('type') ? ` type=${element.getAttribute('type')}` : ''
    }> "${name}"`;
    const transparent = (color: string) =>
      color === 'transparent' || /,\s*0\)$/.test(color) || /\/\s*0\)$/.test(color);
    const shown = (node: Element) => {
      for (let n: Element | null = node; n; n = n.parentElement) {
        const style = getComputedStyle(n);
        if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0)
          return false;
      }
      const box = node.getBoundingClientRect();
      return box.width > 2 && box.height > 2;
    };
    /** Shadow layers split on the commas between them (not those inside colour functions). */
    const rings = (shadow: string) =>
      shadow === 'none'
        ? []
        : shadow.split(/,(?![^(]*\))/).filter((layer) => {
            const color = /(rgba?|oklch|oklab|hsla?|color)\([^)]*\)/.exec(layer)?.[0] ?? 'black';
            const lengths =
              layer.replace(/(rgba?|oklch|oklab|hsla?|color)\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? [];
            return !transparent(color) && Number.parseFloat(lengths[3] ?? '0') >= 1;
          });
    /** [r, g, b, alpha] in 0–1 from rgb()/rgba()/color(srgb …); null for colour spaces not handled. */
    const channels = (color: string): number[] | null => {
      const rgb = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(color);
      if (rgb) return [...rgb.slice(1, 4).map((v) => Number(v) / 255), Number(rgb[4] ?? 1)];
      const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/.exec(color);
      if (srgb) return [...srgb.slice(1, 4).map(Number), Number(srgb[4] ?? 1)];
      return null;
    };
    const over = (top: number[], below: number[]) =>
      below.slice(0, 3).map((value, i) => (top[i] ?? 0) * (top[3] ?? 1) + value * (1 - (top[3] ?? 1)));
    /** The opaque colour seen behind `from`: its backgrounds and its ancestors', composited. */
    const backdrop = (from: Element | null) => {
      const layers: number[][] = [];
      for (let n = from; n; n = n.parentElement) {
        const color = channels(getComputedStyle(n).backgroundColor);
        if (!color) return null;
        if ((color[3] ?? 0) > 0) layers.unshift(color);
        if ((color[3] ?? 0) >= 1) break;
      }
      return layers.reduce((below, layer) => over(layer, below), [1, 1, 1]);
    };
    const luminance = (rgb: number[]) => {
      const linear = rgb.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
    };
    const contrast = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    };
    /** The focus indicator drawn on `node`, or why there is none. */
    const indicator = (node: Element): { found: boolean; text: string } => {
      const style = getComputedStyle(node);
      if (
        style.outlineStyle !== 'none' &&
        Number.parseFloat(style.outlineWidth) >= 1 &&
        !transparent(style.outlineColor)
      ) {
        const text = `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
        // WCAG 1.4.11: 3:1 against what is behind the outline — the element itself when drawn
        // inside it, else whatever is under the middle of its top edge.
        const color = channels(style.outlineColor);
        const offset = Number.parseFloat(style.outlineOffset);
        const box = node.getBoundingClientRect();
        const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
        const y = box.top - offset - Number.parseFloat(style.outlineWidth) / 2;
        const under =
          offset < 0 || y < 0
            ? node
            : (document.elementsFromPoint(x, y).find((n) => n !== node && !node.contains(n)) ??
              node.parentElement);
        const behind = backdrop(under);
        if (!color || !behind) return { found: true, text };
        const ratio = contrast(over(color, behind), behind);
        return ratio >= 3
          ? { found: true, text: `${text}, ${ratio.toFixed(1)}:1` }
          : { found: false, text: `${text} at only ${ratio.toFixed(1)}:1 against its background` };
      }
      const ring = rings(style.boxShadow);
      return ring.length > 0
        ? { found: true, text: `ring ${ring.join(', ')}` }
        : { found: false, text: 'no outline or ring' };
    };
    // Chromium gives :focus-visible to a date or time input's segment (in its shadow tree), not
    // to the input: there the ring is drawn on the input's :focus-within.
    const segmented = element.matches('input:is([type=date], [type=time], [type=datetime-local])');
    if (!element.matches(segmented ? ':focus-within' : ':focus-visible'))
      return { element: described, visible: false, reason: 'not :focus-visible' };
    const candidates = shown(element)
      ? [element]
      : [element.closest('label'), element.nextElementSibling].filter(
          (n): n is Element => n !== null && shown(n),
        );
    if (candidates.length === 0) return { element: described, visible: false, reason: 'not on screen' };
    const missing: string[] = [];
    for (const candidate of candidates) {
      const { found, text } = indicator(candidate);
      if (!found) {
        missing.push(text);
        continue;
      }
      const box = candidate.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      const related =
        top &&
        (candidate.contains(top) || top.contains(candidate) || element.contains(top) || top === element);
      if (!related)
        return { element: described, visible: false, reason: `covered by <${top?.tagName.toLowerCase()}>` };
      return { element: described, visible: true, reason: text };
    }
    return { element: described, visible: false, reason: missing.join('; ') };
  });
}

/** Fails unless the focused element visibly shows the focus (see focusReport). */
export async function expectFocusVisible(page: Page) {
  const report = await focusReport(page);
  expect(report.visible, `focus on ${report.element}: ${report.reason}`).toBe(true);
  return report;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop that the focus
 * is visible. Returns the stops, for messages.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  const stops: string[] = [];
  for (let step = 0; step < max; step++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const report = await focusReport(page);
    // Past the end of the page the focus leaves the document for a moment: not a control.
    if (report.element !== 'body') {
      expect(
        report.visible,
        `focus on ${report.element} (after ${stops.join(' → ')}): ${report.reason}`,
      ).toBe(true);
      stops.push(report.element);
    }
    if (await target.evaluate((element) => element === document.activeElement)) return stops;
  }
  throw new Error(
    `${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target}: ${stops.join(' → ')}`,
  );
}

/** The WCAG 2.1 A/AA rules and axe's best practices: what every scan checks in the light theme. */
export const AXE_ALL_RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** In the dark theme only the colours change: its scan checks the colour rules. */
export const AXE_COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/**
 * Only violations are worked out in full (each element, its selector and HTML): passes and the
 * rest keep one element each, which still shows the rule ran. A fifth less time per scan (380
 * against 460 ms on the screens), for the same findings.
 */
export const AXE_OPTIONS = { resultTypes: ['violations'] as ['violations'] };

/**
 * The serious and critical axe findings (rule: elements) in `include` (the whole page when not
 * given). The part must be there and be checked: a selector matching nothing would pass vacuously.
 */
export async function axeFindings(
  page: Page,
  { include, rules = 'all' }: { include?: string; rules?: 'all' | 'colour' } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options(AXE_OPTIONS);
  if (include) {
    await expect(page.locator(include).first()).toBeVisible();
    builder = builder.include(include);
  }
  const scan = await (rules === 'all'
    ? builder.withTags(AXE_ALL_RULES)
    : builder.withRules(AXE_COLOUR_RULES)
  ).analyze();
  expect(scan.passes.length, `axe checked ${include ?? 'the page'}`).toBeGreaterThan(0);
  return scan.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Remembers the first element of the prerendered markup before any script runs. */
export async function rememberPrerenderedMarkup(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { prerendered: Element | null }).prerendered =
          document.querySelector('#root > *');
    });
  });
}

/** True when React adopted the prerendered elements instead of throwing them away and rendering anew. */
export const keptPrerenderedMarkup = (page: Page) =>
  page.evaluate(() => {
    const first = (window as unknown as { prerendered: Element | null }).prerendered;
    return Boolean(first?.isConnected) && first === document.querySelector('#root > *');
  });
