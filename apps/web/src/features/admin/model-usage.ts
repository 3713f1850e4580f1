import type { ModelUsageRow } from '@captia/shared';

/** The figures of a set of rows: what the Models view's cards and tables show. */
export interface UsageTotals {
  calls: number;
  fallbacks: number;
  failures: number;
  inputTokens: number;
  outputTokens: number;
  captions: number;
  cost: number;
  /** Cost divided by the captions delivered; null when none was. */
  costPerCaption: number | null;
  /** Share of calls that fell back (0–1); null without calls. */
  fallbackRate: number | null;
}

export function totalsOf(rows: readonly ModelUsageRow[]): UsageTotals {
  const sum = (pick: (row: ModelUsageRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const calls = sum((r) => r.calls);
  const captions = sum((r) => r.captions);
  const cost = sum((r) => r.cost);
  const fallbacks = sum((r) => r.fallbacks);
  return {
    calls,
    fallbacks,
    failures: sum((r) => r.failures),
    inputTokens: sum((r) => r.inputTokens),
    outputTokens: sum((r) => r.outputTokens),
    captions,
    cost,
    costPerCaption: captions > 0 ? cost / captions : null,
    fallbackRate: calls > 0 ? fallbacks / calls : null,
  };
}

/** Rows grouped by a key, each group's totals, largest cost first (then most calls, then name). */
export function groupTotals(
  rows: readonly ModelUsageRow[],
  keyOf: (row: ModelUsageRow) => string,
): { key: string; totals: UsageTotals }[] {
  const groups = new Map<string, ModelUsageRow[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.entries()]
    .map(([key, group]) => ({ key, totals: totalsOf(group) }))
    .sort(
      (a, b) =>
        b.totals.cost - a.totals.cost || b.totals.calls - a.totals.calls || a.key.localeCompare(b.key),
    );
}

/**
 * One point a day for the chart, every day of the period (a quiet day is a zero, not a gap), from
 * the oldest to today, in UTC as the server groups them.
 */
export function dailySeries(
  rows: readonly ModelUsageRow[],
  days: number,
  today: Date = new Date(),
): { date: string; calls: number; cost: number }[] {
  const byDate = new Map<string, { calls: number; cost: number }>();
  for (const row of rows) {
    const point = byDate.get(row.date) ?? { calls: 0, cost: 0 };
    byDate.set(row.date, { calls: point.calls + row.calls, cost: point.cost + row.cost });
  }
  const series: { date: string; calls: number; cost: number }[] = [];
  for (let back = days - 1; back >= 0; back--) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - back))
      .toISOString()
      .slice(0, 10);
    series.push({ date, ...(byDate.get(date) ?? { calls: 0, cost: 0 }) });
  }
  return series;
}
