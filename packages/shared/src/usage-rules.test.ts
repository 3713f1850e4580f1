import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gatingViolations, TIER_LIMITS } from './tiers';
import { canGenerate, dailyReset, monthlyReset, remaining, todayIn, usageView } from './usage-rules';

const isoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('todayIn', () => {
  it('uses the user time zone around midnight UTC', () => {
    const instant = new Date('2026-03-01T02:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-03-01');
    expect(todayIn('America/Sao_Paulo', instant)).toBe('2026-02-28');
    expect(todayIn('Asia/Tokyo', new Date('2026-02-28T16:00:00Z'))).toBe('2026-03-01');
    expect(todayIn('Not/AZone', instant)).toBe('2026-03-01');
  });

  it('handles a leap day', () => {
    expect(todayIn('Europe/Madrid', new Date('2028-02-29T12:00:00Z'))).toBe('2028-02-29');
  });

  // Zones with whole-hour, half-hour and 45-minute offsets, daylight saving in both hemispheres
  // (Lord Howe's is half an hour), and both sides of the date line.
  const ZONES = [
    'UTC',
    'America/Sao_Paulo',
    'America/New_York',
    'Europe/Madrid',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
    'Australia/Lord_Howe',
  ];
  const fresh = (zone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);

  it('property: the date a fresh formatter gives, whatever was asked before in the same second', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2035-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -999, max: 999 }),
        (zone, at, step) => {
          // Two instants less than a second apart, asked in either order.
          const other = new Date(at.getTime() + step);
          todayIn(zone, other);
          expect(todayIn(zone, at)).toBe(fresh(zone, at));
          expect(todayIn(zone, other)).toBe(fresh(zone, other));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('turns the day at the first millisecond of a local midnight, not a second later', () => {
    for (const zone of ZONES) {
      const noon = new Date('2026-03-29T12:00:00Z');
      const day = fresh(zone, noon);
      // The first minute of the next local day, then its first millisecond.
      let first = noon.getTime();
      while (fresh(zone, new Date(first)) === day) first += 60_000;
      while (fresh(zone, new Date(first - 1000)) !== day) first -= 1000;
      while (fresh(zone, new Date(first - 1)) !== day) first -= 1;
      expect(todayIn(zone, new Date(first - 1)), zone).toBe(day);
      expect(todayIn(zone, new Date(first)), zone).not.toBe(day);
      expect(todayIn(zone, new Date(first)), zone).toBe(fresh(zone, new Date(first)));
      expect(todayIn(zone, new Date(first - 1)), zone).toBe(day);
    }
  });
});

describe('daily reset (free)', () => {
  it('resets when the stored date differs from today, to today', () => {
    expect(dailyReset('2026-11-21', '2026-11-22')).toEqual({ reset: true, resetDate: '2026-11-22' });
    expect(dailyReset('2026-11-22', '2026-11-22')).toEqual({ reset: false, resetDate: '2026-11-22' });
  });

  it('property: after a reset the same day never resets again', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (last, today) => {
        const first = dailyReset(last, today);
        expect(dailyReset(first.resetDate, today).reset).toBe(false);
      }),
    );
  });
});

describe('monthly reset (paid)', () => {
  it('resets when today is in a later calendar month or year', () => {
    expect(monthlyReset('2026-01-31', '2026-02-01', null)).toEqual({ reset: true, resetDate: '2026-02-01' });
    expect(monthlyReset('2026-12-31', '2027-01-01', null)).toEqual({ reset: true, resetDate: '2027-01-01' });
    expect(monthlyReset('2028-02-29', '2028-03-01', null)).toEqual({ reset: true, resetDate: '2028-03-01' });
    expect(monthlyReset('2026-02-01', '2026-02-28', null).reset).toBe(false);
  });

  it('detects a renewal: the end date later than the last reset by more than 1 day, dated at the end', () => {
    expect(monthlyReset('2026-11-10', '2026-11-20', '2026-12-10')).toEqual({
      reset: true,
      resetDate: '2026-12-10',
    });
    // 1 day apart is not a renewal; neither is an end date before the last reset.
    expect(monthlyReset('2026-12-09', '2026-11-20', '2026-12-10').reset).toBe(false);
    expect(monthlyReset('2026-11-10', '2026-11-20', '2026-11-01').reset).toBe(false);
  });

  it('does not reset again within a period whose reset is dated at its end', () => {
    // Reset dated 2026-12-10 (period end) while today is 2026-11-20: no month change yet.
    expect(monthlyReset('2026-12-10', '2026-11-25', '2026-12-10').reset).toBe(false);
    expect(monthlyReset('2026-12-10', '2026-12-05', '2026-12-10').reset).toBe(false);
    // The next renewal moves the end a month on: a new reset.
    expect(monthlyReset('2026-12-10', '2026-12-10', '2027-01-10')).toEqual({
      reset: true,
      resetDate: '2027-01-10',
    });
  });

  it('dates a renewal noticed in a later month today, so the month rule cannot reset it again', () => {
    expect(monthlyReset('2026-01-01', '2026-04-05', '2026-02-01')).toEqual({
      reset: true,
      resetDate: '2026-04-05',
    });
    expect(monthlyReset('2026-04-05', '2026-04-20', '2026-02-01').reset).toBe(false);
  });

  it('property: applying a reset twice with the same inputs resets once', () => {
    fc.assert(
      fc.property(isoDate, isoDate, fc.option(isoDate, { nil: null }), (last, today, end) => {
        const first = monthlyReset(last, today, end);
        if (first.reset) expect(monthlyReset(first.resetDate, today, end).reset).toBe(false);
      }),
    );
  });
});

describe('usage view', () => {
  const row = {
    dailyUsage: 2,
    monthlyUsage: 40,
    lastDailyReset: '2026-11-22',
    lastMonthlyReset: '2026-11-01',
  };
  const ctx = { today: '2026-11-22', subscriptionEnd: null, lastUpdated: '2026-11-22T10:00:00.000Z' };

  it('shows the daily count for free and the monthly count for paid plans', () => {
    expect(usageView('free', row, ctx)).toEqual({
      current: 2,
      total: 3,
      period: 'daily',
      lastUpdated: ctx.lastUpdated,
    });
    expect(usageView('profissional', row, ctx)).toMatchObject({ current: 40, total: 100, period: 'monthly' });
    expect(usageView('premium', row, ctx)).toMatchObject({ current: 40, total: 250 });
  });

  it('applies the resets, except paid resets on a manual refresh', () => {
    expect(usageView('free', row, { ...ctx, today: '2026-11-23' }).current).toBe(0);
    expect(usageView('premium', row, { ...ctx, today: '2026-12-01' }).current).toBe(0);
    expect(usageView('premium', row, { ...ctx, today: '2026-12-01', applyPaidResets: false }).current).toBe(
      40,
    );
  });

  it('allows while current < total; remaining is floored at 0', () => {
    expect(canGenerate({ current: 2, total: 3 })).toBe(true);
    expect(canGenerate({ current: 3, total: 3 })).toBe(false);
    expect(remaining({ current: 5, total: 3 })).toBe(0);
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), (current, total) => {
        expect(remaining({ current, total })).toBeGreaterThanOrEqual(0);
        expect(canGenerate({ current, total })).toBe(remaining({ current, total }) > 0);
      }),
    );
  });
});

describe('plan gating (docs/product.md, Plans and limits)', () => {
  const base = {
    networks: ['instagram'],
    length: 'short' as const,
    variants: 1,
    emojis: false,
    hashtags: false,
  };

  it('allows the free plan its own options and names each rule it breaks', () => {
    expect(gatingViolations('free', base)).toEqual([]);
    expect(gatingViolations('free', { ...base, networks: ['instagram', 'x'] })).toEqual([
      'plan_network_limit',
    ]);
    expect(gatingViolations('free', { ...base, length: 'long' })).toEqual(['plan_long_text']);
    expect(gatingViolations('free', { ...base, variants: 2 })).toEqual(['plan_variant_limit']);
    expect(gatingViolations('free', { ...base, emojis: true })).toEqual(['plan_emojis']);
    expect(gatingViolations('free', { ...base, hashtags: true })).toEqual(['plan_hashtags']);
  });

  it('gives profissional 2 variants and premium 3, with everything else', () => {
    const all = {
      networks: ['instagram', 'x', 'linkedin', 'tiktok'],
      length: 'long' as const,
      emojis: true,
      hashtags: true,
    };
    expect(gatingViolations('profissional', { ...all, variants: 2 })).toEqual([]);
    expect(gatingViolations('profissional', { ...all, variants: 3 })).toEqual(['plan_variant_limit']);
    expect(gatingViolations('premium', { ...all, variants: 3 })).toEqual([]);
    expect(TIER_LIMITS.free.quota).toBe(3);
    expect(TIER_LIMITS.profissional.quota).toBe(100);
    expect(TIER_LIMITS.premium.quota).toBe(250);
  });
});
