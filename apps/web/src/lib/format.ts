/**
 * Numbers, prices and dates as the screens write them, in the interface language. One module so
 * that a value reads the same on every screen, and the same when prerendered (Node) and in the
 * browser. Plain `Intl`: no dependency, safe in the home page's first load.
 */

/** "2,200" / "2.200" / "2200" (es-ES groups from five digits). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** A price in the configured currency ("R$ 29,90"); zero shows no cents ("$0"). */
export function formatPrice(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    ...(amount === 0 ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(amount);
}

export interface DateOptions {
  /** `long`: "December 22, 2026" (the default); `medium`: "Dec 22, 2026". */
  style?: 'long' | 'medium';
  /**
   * The browser's unless given. A calendar date ("2026-08-12", an article's) is midnight UTC:
   * read in UTC it is the same day wherever it is shown, prerendered or not.
   */
  timeZone?: string;
}

/** A date without its time; nothing for no date or one that cannot be read. */
export function formatDate(value: string | null | undefined, language: string, options: DateOptions = {}) {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, {
    dateStyle: options.style ?? 'long',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date);
}

/**
 * A date and time ("Dec 22, 2026, 3:04 PM") in the user's saved time zone, or the browser's
 * when none is saved. A zone this browser does not know (the server's list may be newer)
 * falls back to the browser's own zone and format rather than failing the screen.
 */
export function formatDateTime(value: string, language: string, timeZone?: string | null): string {
  const date = new Date(value);
  try {
    return new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(timeZone ? { timeZone } : {}),
    }).format(date);
  } catch {
    return date.toLocaleString(language);
  }
}

/**
 * The admin audit log's time, to the second, in the browser's own locale and zone rather than
 * the interface language ("12/22/2026, 3:04:00 PM" in an en-US browser).
 */
export function formatTimestamp(value: string): string {
  return new Date(value).toLocaleString();
}

/**
 * A calendar day as a planner column heads it ("Mon, Dec 7"): a date without a zone, read in
 * UTC so it is the same day wherever it is shown.
 */
export function formatDay(value: string, language: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date);
}
