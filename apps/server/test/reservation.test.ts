import { randomUUID } from 'node:crypto';
import { TIER_LIMITS, todayIn } from '@captia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDb, Database } from '../src/db/client';
import { usersUsage, usuarios } from '../src/db/schema/index';
import type { AccountPlan } from '../src/lib/plan';
import { createLogger } from '../src/logger';
import { checkQuotaRoom, type QuotaDeps, reserve } from '../src/usage/reservation';
import { freshDatabase } from './helpers';

/*
 * The reservation on its own, without HTTP (decision 0052): on PGlite, and on PostgreSQL when
 * DATABASE_URL is set (the CI's integration pass).
 */

let database: Database;
const FREE: AccountPlan = { tier: 'free', timezone: 'UTC', subscriptionEnd: null };
const CAP = TIER_LIMITS.free.quota;
const refusals: string[] = [];
const deps = (db: AppDb = database.db): QuotaDeps => ({
  db,
  log: createLogger('silent'),
  metrics: { quotaRefused: (code) => refusals.push(code) },
});

/** A new account with an empty usage row dated today. */
async function account() {
  const userId = randomUUID();
  await database.db
    .insert(usuarios)
    .values({ id: userId, nome: 'Reserver', email: `${userId}@reserve.test` });
  const today = todayIn('UTC');
  await database.db.insert(usersUsage).values({ userId, lastDailyReset: today, lastMonthlyReset: today });
  return { userId, plan: FREE };
}

async function counted(userId: string): Promise<number> {
  const [row] = await database.db.select().from(usersUsage).where(eq(usersUsage.userId, userId));
  return row?.dailyUsage ?? -1;
}

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('reserve → keep / giveBack', () => {
  it('takes the uses at once and reports the usage after them', async () => {
    const who = await account();
    const reservation = await reserve(deps(), who, 2);
    expect(reservation.uses).toBe(2);
    expect(reservation.held).toBe(2);
    expect(reservation.usage).toMatchObject({ current: 2, total: CAP, period: 'daily' });
    expect(await counted(who.userId)).toBe(2);
  });

  it('gives back once: a second call, even a concurrent one, changes nothing', async () => {
    const who = await account();
    const reservation = await reserve(deps(), who, 2);
    const [first, second] = await Promise.all([
      reservation.giveBack('failed'),
      reservation.giveBack('again'),
    ]);
    expect(first + second).toBe(2);
    expect(await reservation.giveBack('third time')).toBe(0);
    expect(reservation.held).toBe(0);
    expect(await counted(who.userId)).toBe(0);
    expect(reservation.usage.current).toBe(0);
  });

  it('gives back part (a campaign’s slots that failed), then the rest, never more than was taken', async () => {
    const who = await account();
    const reservation = await reserve(deps(), who, 3);
    expect(await reservation.giveBack('slots failed', 1)).toBe(1);
    expect(await counted(who.userId)).toBe(2);
    expect(reservation.usage.current).toBe(2);
    expect(await reservation.giveBack('more than held', 10)).toBe(2);
    expect(await counted(who.userId)).toBe(0);
  });

  it('keeps what was delivered: nothing can be given back after keep()', async () => {
    const who = await account();
    const reservation = await reserve(deps(), who, 1);
    reservation.keep();
    expect(await reservation.giveBack('too late')).toBe(0);
    expect(await counted(who.userId)).toBe(1);
  });

  it('gives back after a failed release once the database answers again', async () => {
    const who = await account();
    const reservation = await reserve(deps(), who, 1);
    // A database that refuses the first release, as one that has just gone away would.
    let refused = 0;
    const flaky = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key === 'execute' && refused === 0) {
          return () => {
            refused++;
            return Promise.reject(new Error('connection lost'));
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
    const flakyReservation = await reserve(deps(flaky as AppDb), who, 1);
    expect(await counted(who.userId)).toBe(2);
    expect(await flakyReservation.giveBack('engine failed')).toBe(1);
    expect(refused).toBe(1);
    // Retried in the background every half second.
    const deadline = Date.now() + 10_000;
    while ((await counted(who.userId)) !== 1 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(await counted(who.userId)).toBe(1);
    expect(await flakyReservation.giveBack('again')).toBe(0);
    reservation.keep();
  });
});

describe('the cap', () => {
  it('lets exactly the cap through when many ask at once; the others are refused, nothing overspent', async () => {
    const who = await account();
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => reserve(deps(), who, 1)));
    const taken = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(taken).toHaveLength(CAP);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected')
        expect(outcome.reason).toMatchObject({ status: 429, code: 'daily_limit_reached' });
    }
    expect(await counted(who.userId)).toBe(CAP);
    // Every use given back by all of them at once: the count never goes below zero.
    await Promise.all(
      taken.map((outcome) =>
        (outcome as PromiseFulfilledResult<Awaited<ReturnType<typeof reserve>>>).value.giveBack('x'),
      ),
    );
    expect(await counted(who.userId)).toBe(0);
  });

  it('refuses a batch larger than what remains with how many remain, counting nothing', async () => {
    const who = await account();
    (await reserve(deps(), who, 1)).keep();
    await expect(reserve(deps(), who, CAP, { batch: true })).rejects.toMatchObject({
      status: 403,
      code: 'quota_insufficient',
      details: { values: { remaining: CAP - 1, needed: CAP } },
    });
    expect(await counted(who.userId)).toBe(1);
    expect(refusals).toContain('quota_insufficient');
  });

  it('checkQuotaRoom refuses at the cap (429) and a batch that does not fit (403) before anything is reserved', async () => {
    const who = await account();
    await checkQuotaRoom(deps(), who, 1);
    await expect(checkQuotaRoom(deps(), who, CAP + 1, { batch: true })).rejects.toMatchObject({
      status: 403,
      code: 'quota_insufficient',
    });
    (await reserve(deps(), who, CAP)).keep();
    await expect(checkQuotaRoom(deps(), who, 1)).rejects.toMatchObject({
      status: 429,
      code: 'daily_limit_reached',
    });
    expect(await counted(who.userId)).toBe(CAP);
  });
});
