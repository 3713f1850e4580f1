import {
  higherTier,
  type IsoDate,
  isTier,
  TIER_LIMITS,
  type Tier,
  todayIn,
  type UsageRow,
  type UsageView,
  usageView,
} from '@captia/shared';
import { eq, sql } from 'drizzle-orm';
import { grantsTier } from '../billing/billing.service';
import type { AppDb } from '../db/client';
import { usersUsage } from '../db/schema/index';
import { type Account, loadAccount } from './account';

export interface AccountPlan {
  tier: Tier;
  timezone: string | null;
  /** End of the paid period, when a subscription has one (the billing issue fills it). */
  subscriptionEnd: IsoDate | null;
}

/** The plan a user generates under: the better of a subscription and an admin's grant. */
export function planOf(account: Account, now: Date = new Date()): AccountPlan {
  const { profile, subscription } = account;
  const complimentary: Tier = isTier(profile.complimentaryPlan) ? profile.complimentaryPlan : 'free';
  if (!grantsTier(subscription, now))
    return { tier: complimentary, timezone: profile.timezone, subscriptionEnd: null };
  return {
    tier: higherTier(complimentary, subscription.tier),
    timezone: profile.timezone,
    subscriptionEnd: subscription.currentPeriodEnd.toISOString().slice(0, 10),
  };
}

export async function accountPlan(
  db: AppDb,
  userId: string,
  now: Date = new Date(),
): Promise<AccountPlan | null> {
  const account = await loadAccount(db, userId);
  return account ? planOf(account, now) : null;
}

function toRow(row: typeof usersUsage.$inferSelect): UsageRow {
  return {
    dailyUsage: row.dailyUsage,
    monthlyUsage: row.monthlyUsage,
    lastDailyReset: row.lastDailyReset,
    lastMonthlyReset: row.lastMonthlyReset,
  };
}

/** The usage row, created with zeros and today's dates when missing (docs/product.md, Usage and resets). */
async function usageRow(
  db: AppDb,
  userId: string,
  today: IsoDate,
  known?: typeof usersUsage.$inferSelect | null,
) {
  if (known) return known;
  const [existing] = await db.select().from(usersUsage).where(eq(usersUsage.userId, userId));
  if (existing) return existing;
  await db
    .insert(usersUsage)
    .values({ userId, lastDailyReset: today, lastMonthlyReset: today })
    .onConflictDoNothing();
  const [created] = await db.select().from(usersUsage).where(eq(usersUsage.userId, userId));
  if (!created) throw new Error('usage row could not be created');
  return created;
}

/**
 * What the user has used now. `manualRefresh` skips the paid reset checks
 * (docs/product.md, Usage and resets).
 */
export async function readUsage(
  db: AppDb,
  userId: string,
  plan: AccountPlan,
  options: { manualRefresh?: boolean; now?: Date; row?: typeof usersUsage.$inferSelect | null } = {},
): Promise<UsageView> {
  const today = todayIn(plan.timezone, options.now);
  const row = await usageRow(db, userId, today, options.row);
  return usageView(plan.tier, toRow(row), {
    today,
    subscriptionEnd: plan.subscriptionEnd,
    lastUpdated: row.updatedAt.toISOString(),
    applyPaidResets: !options.manualRefresh,
  });
}

function rows<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

interface ReturnedUsage {
  daily_usage: number;
  monthly_usage: number;
  last_daily_reset: string | Date;
  last_monthly_reset: string | Date;
  updated_at: string | Date;
}

/** One use of the quota, taken before any engine runs; handed back only if nothing was delivered. */
export interface Reservation {
  userId: string;
  period: 'daily' | 'monthly';
  /** The reset date the use was counted under: a release after a reset changes nothing. */
  resetDate: IsoDate;
  usage: UsageView;
}

function isoDate(value: string | Date): IsoDate {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/**
 * Reserves one use of the quota, applying the day's or month's reset in the same statement,
 * only while the count is under the plan's cap. One conditional UPDATE: concurrent requests
 * queue on the row and none can overspend. Returns null when the cap is reached.
 *
 * A day resets only when the user's date is later than the stored one (`<`, not `<>`), and the
 * stored date never moves back: switching time zones cannot mint days (docs/decisions/0013).
 */
export async function reserveCaption(
  db: AppDb,
  userId: string,
  plan: AccountPlan,
  now: Date = new Date(),
  /** `rowExists`: the caller has just read (or made) the usage row, so it is not looked up again. */
  options: { rowExists?: boolean } = {},
): Promise<Reservation | null> {
  const limits = TIER_LIMITS[plan.tier];
  const today = todayIn(plan.timezone, now);
  if (!options.rowExists) await usageRow(db, userId, today);
  let result: unknown;
  if (limits.period === 'daily') {
    result = await db.execute(sql`
      update users_usage set
        daily_usage = case when last_daily_reset < ${today}::date then 1 else daily_usage + 1 end,
        last_daily_reset = greatest(last_daily_reset, ${today}::date),
        updated_at = now()
      where user_id = ${userId}
        and (last_daily_reset < ${today}::date or daily_usage < ${limits.quota})
      returning daily_usage, monthly_usage, last_daily_reset, last_monthly_reset, updated_at`);
  } else {
    // The same decision as monthlyReset() in packages/shared/src/usage-rules.ts.
    const end = plan.subscriptionEnd;
    const renewal = sql`(${end}::date is not null and (${end}::date - last_monthly_reset) > 1)`;
    const monthChanged = sql`(to_char(${today}::date, 'YYYY-MM') > to_char(last_monthly_reset, 'YYYY-MM'))`;
    const reset = sql`(coalesce(${renewal}, false) or ${monthChanged})`;
    result = await db.execute(sql`
      update users_usage set
        monthly_usage = case when ${reset} then 1 else monthly_usage + 1 end,
        last_monthly_reset = case
          when coalesce(${renewal}, false) then
            case when to_char(${end}::date, 'YYYY-MM') < to_char(${today}::date, 'YYYY-MM')
                 then ${today}::date else ${end}::date end
          when ${monthChanged} then ${today}::date
          else last_monthly_reset end,
        updated_at = now()
      where user_id = ${userId} and (${reset} or monthly_usage < ${limits.quota})
      returning daily_usage, monthly_usage, last_daily_reset, last_monthly_reset, updated_at`);
  }
  const row = rows<ReturnedUsage>(result)[0];
  if (!row) return null;
  const daily = limits.period === 'daily';
  return {
    userId,
    period: limits.period,
    resetDate: isoDate(daily ? row.last_daily_reset : row.last_monthly_reset),
    usage: {
      current: Number(daily ? row.daily_usage : row.monthly_usage),
      total: limits.quota,
      period: limits.period,
      lastUpdated: new Date(row.updated_at).toISOString(),
    },
  };
}

/**
 * Gives a reserved use back (the engine failed, or the client left, before anything was
 * delivered). One statement, and only while the count is still the one the use was taken
 * under: after a reset the new period owes nothing.
 */
export async function releaseCaption(db: AppDb, reservation: Reservation): Promise<void> {
  const { userId, resetDate } = reservation;
  if (reservation.period === 'daily') {
    await db.execute(sql`
      update users_usage set daily_usage = daily_usage - 1, updated_at = now()
      where user_id = ${userId} and last_daily_reset = ${resetDate}::date and daily_usage > 0`);
  } else {
    await db.execute(sql`
      update users_usage set monthly_usage = monthly_usage - 1, updated_at = now()
      where user_id = ${userId} and last_monthly_reset = ${resetDate}::date and monthly_usage > 0`);
  }
}

/** Counts one caption for good (a reservation that is never released); null at the cap. */
export async function consumeCaption(
  db: AppDb,
  userId: string,
  plan: AccountPlan,
  now: Date = new Date(),
): Promise<UsageView | null> {
  return (await reserveCaption(db, userId, plan, now))?.usage ?? null;
}

/**
 * A time-zone change never starts a day by itself: the day that has begun in the old zone is
 * applied first (reset if due), then the stored date moves forward to the new zone's date when
 * that is later, keeping the count. Flipping between zones 26 h apart cannot mint captions,
 * and a traveller east continues today's count into the new date (docs/decisions/0013).
 */
export async function carryDayToZone(
  db: AppDb,
  userId: string,
  zones: { from: string | null; to: string | null },
  now: Date = new Date(),
): Promise<void> {
  const before = todayIn(zones.from, now);
  const after = todayIn(zones.to, now);
  await db.execute(sql`
    update users_usage set
      daily_usage = case when last_daily_reset < ${before}::date then 0 else daily_usage end,
      last_daily_reset = greatest(last_daily_reset, ${before}::date, ${after}::date)
    where user_id = ${userId}`);
}
