import { type IsoDate, TIER_LIMITS, todayIn, type UsageRow, type UsageView, usageView } from '@captia/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { Grouped } from '../db/grouped';
import { perDatabase } from '../db/per-database';
import { usersUsage } from '../db/schema/index';
import type { AccountPlan } from '../lib/plan';

/*
 * The quota: how many uses an account has had in its period, counted only by single conditional
 * statements (never read-then-write in JavaScript). The reset rules are applied inside them,
 * the same rules as packages/shared/src/usage-rules.ts. Which plan applies is lib/plan.ts.
 *
 * The time-zone carry-over lives here too: it writes the same row and the same daily columns
 * as the reservation, under the same rule (a day resets only when the local date is later than
 * the stored one, and the stored date never moves back), so both must change together
 * (docs/decisions/0013).
 */

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

/** Uses of the quota taken at once before any engine runs; handed back only if nothing was delivered. */
export interface Reservation {
  userId: string;
  period: 'daily' | 'monthly';
  /** How many uses were taken (a generation 1, a campaign one per slot). */
  uses: number;
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

/** One reservation asked for: whose, how many uses, under which date, cap and paid period's end. */
interface Asked {
  userId: string;
  uses: number;
  today: IsoDate;
  quota: number;
  end: IsoDate | null;
}

/**
 * The two reservations (a daily and a monthly cap) as named prepared statements, each for a
 * group of accounts at once (`asked`: one row per account, each with its own date, cap and
 * period end). Every row is the same conditional UPDATE as alone; an account is never twice in
 * one group (see `reservations`). PostgreSQL parses and plans them once per connection.
 */
function prepareReservations(db: AppDb) {
  const u = usersUsage;
  const asked = sql`unnest(${sql.placeholder('userIds')}::text[], ${sql.placeholder('uses')}::int[],
    ${sql.placeholder('todays')}::date[], ${sql.placeholder('quotas')}::int[], ${sql.placeholder('ends')}::date[])
    as asked(user_id, uses, today, quota, "end")`;
  const uses = sql`asked.uses`;
  const today = sql`asked.today`;
  const quota = sql`asked.quota`;
  const returned = { ...RETURNED_USAGE, userId: u.userId };
  // All the uses asked for, or none: the count after them stays within the cap.
  const dailyReset = sql`(${u.lastDailyReset} < ${today})`;
  const daily = db
    .update(u)
    .set({
      dailyUsage: sql`case when ${dailyReset} then ${uses} else ${u.dailyUsage} + ${uses} end`,
      lastDailyReset: sql`greatest(${u.lastDailyReset}, ${today})`,
      updatedAt: sql`now()`,
    })
    .from(asked)
    .where(
      sql`${u.userId} = asked.user_id and (case when ${dailyReset} then 0 else ${u.dailyUsage} end) + ${uses} <= ${quota}`,
    )
    .returning(returned)
    .prepare('reserve_daily_group');
  // The same decision as monthlyReset() in packages/shared/src/usage-rules.ts.
  const end = sql`asked."end"`;
  const renewal = sql`(${end} is not null and (${end} - ${u.lastMonthlyReset}) > 1)`;
  const monthChanged = sql`(to_char(${today}, 'YYYY-MM') > to_char(${u.lastMonthlyReset}, 'YYYY-MM'))`;
  const reset = sql`(coalesce(${renewal}, false) or ${monthChanged})`;
  const monthly = db
    .update(u)
    .set({
      monthlyUsage: sql`case when ${reset} then ${uses} else ${u.monthlyUsage} + ${uses} end`,
      lastMonthlyReset: sql`case
          when coalesce(${renewal}, false) then
            case when to_char(${end}, 'YYYY-MM') < to_char(${today}, 'YYYY-MM') then ${today} else ${end} end
          when ${monthChanged} then ${today}
          else ${u.lastMonthlyReset} end`,
      updatedAt: sql`now()`,
    })
    .from(asked)
    .where(
      sql`${u.userId} = asked.user_id and (case when ${reset} then 0 else ${u.monthlyUsage} end) + ${uses} <= ${quota}`,
    )
    .returning(returned)
    .prepare('reserve_monthly_group');
  return { daily, monthly };
}

type ReservedRow = Awaited<ReturnType<ReturnType<typeof prepareReservations>['daily']['execute']>>[number];

/**
 * Per database handle, per period: the reservations that come while one is under way go
 * together (Grouped), one round trip for them all, and never two of one account in a group.
 * Each caller gets its account's row, or null when its cap was reached.
 */
const reservations = perDatabase((db) => {
  const statements = prepareReservations(db);
  const grouped = (statement: (typeof statements)['daily']) => {
    const many = async (inputs: Asked[]) => {
      const userIds = inputs.map((input) => input.userId);
      // Grouped's key keeps an account to one per group; were it ever not, every duplicate would
      // be handed the one changed row. Refusing the group makes Grouped run each on its own.
      if (new Set(userIds).size !== userIds.length)
        throw new Error('one account twice in a reservation group');
      const rows = await statement.execute({
        userIds,
        uses: inputs.map((input) => input.uses),
        todays: inputs.map((input) => input.today),
        quotas: inputs.map((input) => input.quota),
        ends: inputs.map((input) => input.end),
      });
      const byUser = new Map(rows.map((row) => [row.userId, row]));
      return inputs.map((input) => byUser.get(input.userId) ?? null);
    };
    return new Grouped<Asked, ReservedRow | null>(
      { one: async (input) => (await many([input]))[0] ?? null, many },
      50,
      (input) => input.userId,
    );
  };
  return { daily: grouped(statements.daily), monthly: grouped(statements.monthly) };
});

/**
 * Reserves `uses` uses of the quota (one for a generation, one per slot for a campaign), all or
 * none, applying the day's or month's reset in the same statement, only while the count after
 * them stays within the plan's cap. One conditional UPDATE: concurrent requests queue on the
 * row and none can overspend. Returns null when they do not fit.
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
  options: { rowExists?: boolean; uses?: number } = {},
): Promise<Reservation | null> {
  const uses = options.uses ?? 1;
  if (!Number.isInteger(uses) || uses < 1) throw new Error(`cannot reserve ${uses} uses`);
  const limits = TIER_LIMITS[plan.tier];
  const today = todayIn(plan.timezone, now);
  if (!options.rowExists) await usageRow(db, userId, today);
  const daily = limits.period === 'daily';
  const row = await reservations(db)[limits.period].add({
    userId,
    uses,
    today,
    quota: limits.quota,
    end: daily ? null : plan.subscriptionEnd,
  });
  if (!row) return null;
  return {
    userId,
    period: limits.period,
    uses,
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
 * Gives reserved uses back — all of them (the engine failed, or the client left, before anything
 * was delivered) or `uses` of them (a campaign's slots that failed). One statement, and only
 * while the count is still the one the uses were taken under: after a reset the new period owes
 * nothing.
 */
export async function releaseCaption(
  db: AppDb,
  reservation: Reservation,
  uses: number = reservation.uses,
): Promise<void> {
  const { userId, resetDate } = reservation;
  const n = Math.min(Math.max(Math.trunc(uses), 0), reservation.uses);
  if (n === 0) return;
  if (reservation.period === 'daily') {
    await db.execute(sql`
      update users_usage set daily_usage = greatest(daily_usage - ${n}::int, 0), updated_at = now()
      where user_id = ${userId} and last_daily_reset = ${resetDate}::date and daily_usage > 0`);
  } else {
    await db.execute(sql`
      update users_usage set monthly_usage = greatest(monthly_usage - ${n}::int, 0), updated_at = now()
      where user_id = ${userId} and last_monthly_reset = ${resetDate}::date and monthly_usage > 0`);
  }
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
