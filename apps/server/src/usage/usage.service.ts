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
import { perDatabase } from '../db/per-database';
import { usersUsage } from '../db/schema/index';
import { type Account, loadAccount } from './account';

export interface AccountPlan {
  tier: Tier;
  timezone: string | null;
  /** End of the paid period, when a subscription has one (the billing issue fills it). */
  subscriptionEnd: IsoDate | null;
}

/** What a plan is made of: the admin's grant, the time zone and the subscription. */
export interface PlanSource {
  profile: Pick<Account['profile'], 'complimentaryPlan' | 'timezone'>;
  subscription: Account['subscription'];
}

/** The plan a user generates under: the better of a subscription and an admin's grant. */
export function planOf(account: PlanSource, now: Date = new Date()): AccountPlan {
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

const RETURNED_USAGE = {
  dailyUsage: usersUsage.dailyUsage,
  monthlyUsage: usersUsage.monthlyUsage,
  lastDailyReset: usersUsage.lastDailyReset,
  lastMonthlyReset: usersUsage.lastMonthlyReset,
  updatedAt: usersUsage.updatedAt,
};

/**
 * The two reservations (a daily and a monthly cap) as named prepared statements: the hot path
 * of every generation does not rebuild them, and PostgreSQL parses and plans them once per
 * connection (decision 0022). Placeholders: userId, today, quota, end (the paid period's end).
 */
function prepareReservations(db: AppDb) {
  const u = usersUsage;
  const userId = sql.placeholder('userId');
  const today = sql`${sql.placeholder('today')}::date`;
  const quota = sql.placeholder('quota');
  const daily = db
    .update(u)
    .set({
      dailyUsage: sql`case when ${u.lastDailyReset} < ${today} then 1 else ${u.dailyUsage} + 1 end`,
      lastDailyReset: sql`greatest(${u.lastDailyReset}, ${today})`,
      updatedAt: sql`now()`,
    })
    .where(sql`${u.userId} = ${userId} and (${u.lastDailyReset} < ${today} or ${u.dailyUsage} < ${quota})`)
    .returning(RETURNED_USAGE)
    .prepare('reserve_daily');
  // The same decision as monthlyReset() in packages/shared/src/usage-rules.ts.
  const end = sql`${sql.placeholder('end')}::date`;
  const renewal = sql`(${end} is not null and (${end} - ${u.lastMonthlyReset}) > 1)`;
  const monthChanged = sql`(to_char(${today}, 'YYYY-MM') > to_char(${u.lastMonthlyReset}, 'YYYY-MM'))`;
  const reset = sql`(coalesce(${renewal}, false) or ${monthChanged})`;
  const monthly = db
    .update(u)
    .set({
      monthlyUsage: sql`case when ${reset} then 1 else ${u.monthlyUsage} + 1 end`,
      lastMonthlyReset: sql`case
          when coalesce(${renewal}, false) then
            case when to_char(${end}, 'YYYY-MM') < to_char(${today}, 'YYYY-MM') then ${today} else ${end} end
          when ${monthChanged} then ${today}
          else ${u.lastMonthlyReset} end`,
      updatedAt: sql`now()`,
    })
    .where(sql`${u.userId} = ${userId} and (${reset} or ${u.monthlyUsage} < ${quota})`)
    .returning(RETURNED_USAGE)
    .prepare('reserve_monthly');
  return { daily, monthly };
}

const reservationStatements = perDatabase(prepareReservations);

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
  const daily = limits.period === 'daily';
  const [row] = await reservationStatements(db)[limits.period].execute({
    userId,
    today,
    quota: limits.quota,
    end: daily ? null : plan.subscriptionEnd,
  });
  if (!row) return null;
  return {
    userId,
    period: limits.period,
    resetDate: isoDate(daily ? row.lastDailyReset : row.lastMonthlyReset),
    usage: {
      current: daily ? row.dailyUsage : row.monthlyUsage,
      total: limits.quota,
      period: limits.period,
      lastUpdated: row.updatedAt.toISOString(),
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
