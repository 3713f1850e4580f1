/** A price in the interface language and the configured currency ("R$ 29,90"); free shows no cents. */
export function formatPrice(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    ...(amount === 0 ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(amount);
}

/** A period end as a long date in the interface language ("December 22, 2026"). */
export function formatDate(iso: string | null, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

/** How much a year costs less than twelve months, in whole percent (0 when it does not). */
export function yearlySaving(prices: { monthly: number; yearly: number }): number {
  if (prices.monthly <= 0) return 0;
  return Math.max(0, Math.floor((1 - prices.yearly / (prices.monthly * 12)) * 100));
}
