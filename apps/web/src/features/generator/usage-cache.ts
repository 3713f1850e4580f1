import { USAGE_CACHE_KEY, type UsageView } from '@captia/shared';

/**
 * Whether a stored value is a usage as the contract describes it (UsageViewSchema). localStorage
 * is outside the contract: it may hold what an older version wrote, or anything a user put there.
 * Checked by hand rather than with the schema, so that zod stays out of the home page's first
 * load (vite.config.ts), which reads this cache before anything else.
 */
function isUsageView(value: unknown): value is UsageView {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.current === 'number' &&
    Number.isFinite(v.current) &&
    typeof v.total === 'number' &&
    Number.isFinite(v.total) &&
    (v.period === 'daily' || v.period === 'monthly') &&
    typeof v.lastUpdated === 'string'
  );
}

/**
 * The last usage seen (`captia_usage_cache`, docs/product.md, Usage and resets), shown at once on
 * the next load while the session is read. Sign-out removes it (auth provider). Null when absent or not a usage.
 */
export function readUsageCache(): UsageView | null {
  try {
    const raw = localStorage.getItem(USAGE_CACHE_KEY);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return isUsageView(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeUsageCache(usage: UsageView) {
  try {
    localStorage.setItem(USAGE_CACHE_KEY, JSON.stringify(usage));
  } catch {
    // Private mode: the gauge still follows the profile, only the instant display is lost.
  }
}
