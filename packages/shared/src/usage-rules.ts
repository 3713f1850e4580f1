import type { z } from 'zod';
import type { UsageViewSchema } from './contract/common';
import { TIER_LIMITS, type Tier } from './tiers';

/**
 * The rules of docs/product.md, Usage and resets, as pure functions over calendar dates
 * ("YYYY-MM-DD"). The server applies the same decisions inside one SQL statement; tests hold the
 * two together.
 */
export type IsoDate = string;

export interface UsageRow {
  dailyUsage: number;
  monthlyUsage: number;
  lastDailyReset: IsoDate;
  lastMonthlyReset: IsoDate;
}

/** The usage as `GET /api/me` and a generation report it (the contract's schema). */
export type UsageView = z.infer<typeof UsageViewSchema>;

/**
 * One time zone's day formatter and the last date it gave. Building an Intl.DateTimeFormat costs
 * far more than formatting with one, and formatting still costs ~10 µs: todayIn runs on every
 * authenticated request (twice for a generation), most of them within the same second.
 */
interface ZoneDay {
  formatter: Intl.DateTimeFormat | null;
  /** The whole second (Unix time) `day` was formatted for. */
  second: number;
  day: IsoDate;
}

// One per time zone (a few hundred zones at most; past 1,000, unknown strings are not kept).
const zoneDays = new Map<string, ZoneDay>();

function zoneDay(timeZone: string): ZoneDay {
  let zone = zoneDays.get(timeZone);
  if (zone === undefined) {
    let formatter: Intl.DateTimeFormat | null;
    try {
      formatter = new Intl.DateTimeFormat('en-CA', { timeZone });
    } catch {
      formatter = null; // Not a zone this runtime knows.
    }
    zone = { formatter, second: Number.NaN, day: '' };
    if (zoneDays.size < 1000) zoneDays.set(timeZone, zone);
  }
  return zone;
}

/** Today's date in an IANA time zone (UTC when the zone is unknown). */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): IsoDate {
  const zone = zoneDay(timeZone || 'UTC');
  if (!zone.formatter) return now.toISOString().slice(0, 10);
  // Every offset in the time-zone database is a whole number of seconds, so a zone's date only
  // changes on a whole second: within the second it was last formatted for, it is still that day.
  const second = Math.floor(now.getTime() / 1000);
  if (second !== zone.second) {
    zone.day = zone.formatter.format(now);
    zone.second = second;
  }
  return zone.day;
}

function dayNumber(date: IsoDate): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/**
 * Free tier: a day *later* than the stored reset date (in the user's zone) starts the count
 * again. Only later: a move to a zone behind is still on the stored day, so switching zones
 * back and forth cannot mint days (docs/decisions/0013).
 */
export function dailyReset(lastDailyReset: IsoDate, today: IsoDate): { reset: boolean; resetDate: IsoDate } {
  return today > lastDailyReset
    ? { reset: true, resetDate: today }
    : { reset: false, resetDate: lastDailyReset };
}

/**
 * Paid tiers. A renewal — the subscription's end date later than the last reset and more
 * than 1 day from it — resets the count and dates the reset at that end date. Otherwise
 * the count resets when today is in a later calendar month than the last reset.
 * (A reset dated in the future, at a period's end, is not "a later month" until then.)
 * Applying a decision's reset date and deciding again never resets twice.
 */
export function monthlyReset(
  lastMonthlyReset: IsoDate,
  today: IsoDate,
  subscriptionEnd: IsoDate | null,
): { reset: boolean; resetDate: IsoDate } {
  if (subscriptionEnd && dayNumber(subscriptionEnd) - dayNumber(lastMonthlyReset) > 1) {
    // An end date from an earlier month (a renewal noticed late) would let the month rule
    // reset the count a second time: such a reset is dated today instead.
    const resetDate = subscriptionEnd.slice(0, 7) < today.slice(0, 7) ? today : subscriptionEnd;
    return { reset: true, resetDate };
  }
  if (today.slice(0, 7) > lastMonthlyReset.slice(0, 7)) return { reset: true, resetDate: today };
  return { reset: false, resetDate: lastMonthlyReset };
}

/** What the user has used and may use now, the reset rules applied (docs/product.md, Usage and resets). */
export function usageView(
  tier: Tier,
  row: UsageRow,
  context: {
    today: IsoDate;
    subscriptionEnd: IsoDate | null;
    lastUpdated: string;
    applyPaidResets?: boolean;
  },
): UsageView {
  const limits = TIER_LIMITS[tier];
  if (limits.period === 'daily') {
    const { reset } = dailyReset(row.lastDailyReset, context.today);
    return {
      current: reset ? 0 : row.dailyUsage,
      total: limits.quota,
      period: 'daily',
      lastUpdated: context.lastUpdated,
    };
  }
  // docs/product.md, Usage and resets: a manual refresh runs no reset checks for paid users.
  const reset =
    context.applyPaidResets !== false &&
    monthlyReset(row.lastMonthlyReset, context.today, context.subscriptionEnd).reset;
  return {
    current: reset ? 0 : row.monthlyUsage,
    total: limits.quota,
    period: 'monthly',
    lastUpdated: context.lastUpdated,
  };
}

export function remaining(view: Pick<UsageView, 'current' | 'total'>): number {
  return Math.max(view.total - view.current, 0);
}

export function canGenerate(view: Pick<UsageView, 'current' | 'total'>): boolean {
  return view.current < view.total;
}

/** docs/product.md, Usage and resets: what a failed usage load shows. */
export const FALLBACK_USAGE: UsageView = {
  current: 0,
  total: 3,
  period: 'daily',
  lastUpdated: new Date(0).toISOString(),
};

/** localStorage key of the last usage seen, for an instant display (docs/product.md, Usage and resets). */
export const USAGE_CACHE_KEY = 'captia_usage_cache';
