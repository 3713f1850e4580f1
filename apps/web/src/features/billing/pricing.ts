/** How much a year costs less than twelve months, in whole percent (0 when it does not). */
export function yearlySaving(prices: { monthly: number; yearly: number }): number {
  if (prices.monthly <= 0) return 0;
  return Math.max(0, Math.floor((1 - prices.yearly / (prices.monthly * 12)) * 100));
}
