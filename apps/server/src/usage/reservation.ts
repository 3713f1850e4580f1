import { canGenerate, type UsageView } from '@captia/shared';
import type { AppDb } from '../db/client';
import type { usersUsage } from '../db/schema/index';
import { AppError, type ErrorDetails } from '../http/errors';
import type { AccountPlan } from '../lib/plan';
import type { Logger } from '../logger';
import { readUsage, releaseCaption, reserveCaption } from './quota';

/*
 * Counted work's hold on the quota, knowing nothing of HTTP requests: whose account, how many
 * uses, then `keep()` once the work is delivered or `giveBack()` when it was not
 * (docs/decisions/0013, 0052). The SQL is usage/quota.ts.
 */

/** What the quota needs to reach: the database, a log for releases that fail, and /metrics' refusal counter. */
export interface QuotaDeps {
  db: AppDb;
  log: Logger;
  metrics?: { quotaRefused(code: string): void };
}

/** Whose quota: the account and the plan that applies to it now. */
export interface QuotaAccount {
  userId: string;
  plan: AccountPlan;
}

export interface QuotaOptions {
  /**
   * The uses are one batch (a campaign's slots): too few left — none included — is a 403
   * `quota_insufficient` saying how many remain, rather than the generator's 429.
   */
  batch?: boolean;
}

/** Uses of the quota held by one piece of work: kept when it is delivered, given back otherwise. */
export interface QuotaReservation {
  /** How many uses were taken. */
  readonly uses: number;
  /** The usage after the reservation, less what has been given back. */
  readonly usage: UsageView;
  /** Uses neither kept nor given back yet. */
  readonly held: number;
  /** The work was delivered: what is still held stays counted, and nothing can be given back. */
  keep(): void;
  /**
   * Gives back `count` of the uses still held (all of them unless told): never more than are
   * held, never after `keep()`, so a second call for the same uses changes nothing. Returns how
   * many this call gave back. When the database does not answer, the release is retried in the
   * background (RELEASE_RETRY_*); the uses count as given back from the call.
   */
  giveBack(why: string, count?: number): Promise<number>;
}

type QuotaRefusal =
  | 'quota_insufficient'
  | 'daily_limit_reached'
  | 'monthly_limit_reached'
  | 'monthly_limit_exceeded';

function refusal(deps: QuotaDeps, status: 429 | 403, code: QuotaRefusal, details?: ErrorDetails) {
  deps.metrics?.quotaRefused(code);
  return new AppError(status, code, details);
}

function insufficient(deps: QuotaDeps, usage: UsageView, needed: number) {
  return refusal(deps, 403, 'quota_insufficient', {
    values: { remaining: Math.max(usage.total - usage.current, 0), needed },
  });
}

/**
 * Refuses work the quota has no room for, before anything costly runs for it (a link read, a
 * photo decoded): at the cap, the "limit reached" message (docs/product.md, Errors and
 * messages); a batch that does not fit, `quota_insufficient`. `row` is the usage row the caller
 * has just loaded with the account (made when missing), so it is not read again. Nothing is
 * counted here: `reserve` decides.
 */
export async function checkQuotaRoom(
  deps: QuotaDeps,
  account: QuotaAccount,
  uses: number,
  options: QuotaOptions & { row?: typeof usersUsage.$inferSelect | null } = {},
): Promise<void> {
  const { plan } = account;
  const usage = await readUsage(deps.db, account.userId, plan, { row: options.row });
  if (options.batch && usage.total - usage.current < uses) throw insufficient(deps, usage, uses);
  if (!canGenerate(usage)) {
    throw refusal(deps, 429, usage.period === 'daily' ? 'daily_limit_reached' : 'monthly_limit_reached');
  }
}

/** Further attempts to give a use back while the database is down: every half second, 30 s. */
export const RELEASE_RETRY_MS = 500;
export const RELEASE_RETRY_ATTEMPTS = 60;

/**
 * Retries a release in the background. Nothing was delivered for that use, so it must not stay
 * counted once the database is back (counted and saved together, or neither). Past the last
 * attempt, or if the process stops first, it stays counted: that costs the user one caption,
 * never the other way round. Timers are unref'd: they never hold a shutdown up.
 */
function releaseLater(release: () => Promise<void>, log: Logger, why: string, attempt = 1): void {
  if (attempt > RELEASE_RETRY_ATTEMPTS) {
    log.error({ why }, 'quota reservation kept: the database stayed unreachable');
    return;
  }
  setTimeout(() => {
    release().then(
      () => log.info({ why, attempt }, 'quota reservation released after a retry'),
      () => releaseLater(release, log, why, attempt + 1),
    );
  }, RELEASE_RETRY_MS).unref();
}

/**
 * Takes `uses` uses at once, atomically (one conditional statement; concurrent requests queue on
 * the account's row and none can overspend), before any engine runs. Lost to a concurrent
 * request: the "increment refused" message (429), or for a batch `quota_insufficient` with what
 * remains. The usage row must exist (`checkQuotaRoom` reads or makes it).
 */
export async function reserve(
  deps: QuotaDeps,
  account: QuotaAccount,
  uses: number,
  options: QuotaOptions = {},
): Promise<QuotaReservation> {
  const { db, log } = deps;
  const { userId, plan } = account;
  const taken = await reserveCaption(db, userId, plan, undefined, { rowExists: true, uses });
  if (!taken) {
    if (options.batch) throw insufficient(deps, await readUsage(db, userId, plan), uses);
    throw refusal(deps, 429, plan.tier === 'free' ? 'daily_limit_reached' : 'monthly_limit_exceeded');
  }
  let held = taken.uses;
  let givenBack = 0;
  return {
    uses: taken.uses,
    get usage() {
      return { ...taken.usage, current: Math.max(taken.usage.current - givenBack, 0) };
    },
    get held() {
      return held;
    },
    keep() {
      held = 0;
    },
    async giveBack(why, count = held) {
      // Settled before the first await: a second call, even a concurrent one, sees the rest.
      const n = Math.min(Math.max(Math.trunc(count), 0), held);
      if (n === 0) return 0;
      held -= n;
      givenBack += n;
      try {
        await releaseCaption(db, taken, n);
      } catch (error) {
        // The database is unreachable (the history write has usually just failed for the same
        // reason): the use stays counted for now and is given back once the database answers.
        log.warn({ err: error, why }, 'quota reservation could not be released: retrying');
        releaseLater(() => releaseCaption(db, taken, n), log, why);
      }
      return n;
    },
  };
}
