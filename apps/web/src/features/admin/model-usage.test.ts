import type { ModelUsageRow } from '@captia/shared';
import { describe, expect, it } from 'vitest';
import { dailySeries, groupTotals, totalsOf } from './model-usage';

const row = (over: Partial<ModelUsageRow>): ModelUsageRow => ({
  date: '2026-11-27',
  provider: 'anthropic',
  model: 'claude-haiku-4-5',
  plan: 'premium',
  calls: 1,
  fallbacks: 0,
  failures: 0,
  inputTokens: 100,
  outputTokens: 50,
  captions: 2,
  cost: 0.01,
  ...over,
});

describe('the Models view’s figures', () => {
  const rows = [
    row({}),
    row({ plan: 'free', calls: 3, fallbacks: 1, captions: 4, cost: 0.03 }),
    row({
      date: '2026-11-25',
      provider: 'google',
      model: 'gemini-2.5-flash',
      calls: 2,
      failures: 1,
      captions: 0,
      cost: 0,
    }),
  ];

  it('sums calls, tokens and cost, with the cost per caption and the fallback rate', () => {
    const totals = totalsOf(rows);
    expect(totals).toMatchObject({
      calls: 6,
      fallbacks: 1,
      failures: 1,
      inputTokens: 300,
      outputTokens: 150,
      captions: 6,
    });
    expect(totals.cost).toBeCloseTo(0.04, 10);
    expect(totals.costPerCaption).toBeCloseTo(0.04 / 6, 10);
    expect(totals.fallbackRate).toBeCloseTo(1 / 6, 10);
    expect(totalsOf([])).toMatchObject({ calls: 0, costPerCaption: null, fallbackRate: null });
  });

  it('groups by model and by plan, costliest first', () => {
    expect(groupTotals(rows, (r) => r.model).map((g) => [g.key, g.totals.calls])).toEqual([
      ['claude-haiku-4-5', 4],
      ['gemini-2.5-flash', 2],
    ]);
    expect(groupTotals(rows, (r) => r.plan).map((g) => g.key)).toEqual(['free', 'premium']);
  });

  it('gives every day of the period a point, quiet days as zero', () => {
    const series = dailySeries(rows, 4, new Date('2026-11-27T12:00:00Z'));
    expect(series.map((p) => [p.date, p.calls])).toEqual([
      ['2026-11-24', 0],
      ['2026-11-25', 2],
      ['2026-11-26', 0],
      ['2026-11-27', 4],
    ]);
  });
});
