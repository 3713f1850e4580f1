import { type BrandVoice, canGenerate, type UsageView } from '@captia/shared';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, type ErrorDetails } from '../http/errors';
import type { AppEnv } from '../http/router';
import { loadAccountAndVoice } from '../lib/account';
import { type ModelCall, modelCallLog } from '../lib/model-calls';
import { type AccountPlan, planOf } from '../lib/plan';
import { currentUser } from '../lib/session';
import type { Logger } from '../logger';
import { readUsage, releaseCaption, reserveCaption } from './quota';

/** Whether anything has been handed to the client yet (its use can no longer be given back). */
export interface Delivery {
  started(): boolean;
}

export interface CountedWork<R, P = never> {
  /** The plan's gates for this request; throws the 403 to answer. */
  gate(plan: AccountPlan): void;
  /** The brand asked for (the account's default when absent). */
  brandId: string | undefined;
  /**
   * Costly work on the request's own material (decoding a photo): runs once the plan, the brand
   * and the quota allow a use, and before one is reserved — an account at its cap never pays
   * for it, and a refusal here is never counted.
   */
  prepare?(): Promise<P>;
  /**
   * The engine: runs only once a use is reserved. It hands over its model calls, settled, through
   * `onModelCalls`; they are recorded against the account and its plan once it is over.
   */
  run(context: {
    brand: BrandVoice | null;
    plan: AccountPlan;
    prepared: P | null;
    onModelCalls: (calls: ModelCall[]) => void;
  }): Promise<R>;
  /** What the model calls were for (admin's Models view). */
  kind: 'generation' | 'rework';
  /** Stores the result (history); a failure before delivery gives the use back (503). */
  save(result: R, prepared: P | null): Promise<void>;
  delivery: Delivery;
  /**
   * How many uses the work takes, reserved all at once before the engine runs (a campaign: one
   * per slot); 1 unless told.
   */
  uses?: number;
  /**
   * The uses are one batch (a campaign's slots): too few left — none included — is a 403
   * `quota_insufficient` saying how many remain, rather than the generator's 429.
   */
  batch?: boolean;
  /** Of the uses reserved, how many the result did not use (a campaign's slots that failed): given back. */
  unused?(result: R): number;
  /**
   * A result that could not be stored is given back even once streamed, and the run ends with
   * this error: a campaign's posts were shown as they were written, but without its row nothing
   * can be opened, edited or exported (decision 0049). Unset, streamed captions stay counted.
   */
  unstored?: AppError;
}

type QuotaRefusal =
  | 'quota_insufficient'
  | 'daily_limit_reached'
  | 'monthly_limit_reached'
  | 'monthly_limit_exceeded';

/** Further attempts to give a use back while the database is down: every half second, 30 s. */
const RELEASE_RETRY_MS = 500;
const RELEASE_RETRY_ATTEMPTS = 60;

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
 * Around every use of the quota — a generation or a rework: the plan's gates, the brand, then
 * one use reserved atomically *before* the engine runs, so a request over the cap never reaches
 * a (paid) model and nothing is delivered that was not counted. The use is handed back only when
 * nothing was delivered: the engine failed, or the client left, before the first caption
 * (docs/decisions/0013). Once the result exists it is saved.
 */
export async function countedRun<R, P = never>(
  c: Context<AppEnv>,
  work: CountedWork<R, P>,
): Promise<R & { usage: UsageView }> {
  const user = currentUser(c);
  const db = c.get('db');
  const log = c.get('logger');
  const metrics = c.get('metrics');
  // One round trip: the account (plan, usage row) and the brand asked for, or the default one.
  const loaded = await loadAccountAndVoice(db, user.id, work.brandId);
  if (!loaded) throw new AppError(401, 'unauthorized');
  const { account, brand } = loaded;
  const plan = planOf(account);
  work.gate(plan);

  // The brand asked for must be the account's own (404 otherwise, never counted); else its default.
  if (brand === 'not_found') throw new AppError(404, 'not_found');

  const uses = work.uses ?? 1;
  // A refusal for the quota, counted for /metrics by its code.
  const refused = (status: 429 | 403, code: QuotaRefusal, details?: ErrorDetails) => {
    metrics?.quotaRefused(code);
    return new AppError(status, code, details);
  };
  // Too few uses left for the whole of a campaign: how many remain, nothing counted.
  const insufficient = (usage: UsageView) =>
    refused(403, 'quota_insufficient', {
      values: { remaining: Math.max(usage.total - usage.current, 0), needed: uses },
    });
  // Already at the cap (read from the row loaded above): the "limit reached" message
  // (docs/product.md, Errors and messages).
  const before = await readUsage(db, user.id, plan, { row: account.usage });
  if (work.batch && before.total - before.current < uses) throw insufficient(before);
  if (!canGenerate(before)) {
    throw refused(429, before.period === 'daily' ? 'daily_limit_reached' : 'monthly_limit_reached');
  }
  const prepared = work.prepare ? await work.prepare() : null;
  // The decision itself: lost to a concurrent request → the "increment refused" message.
  // (The usage row was read above, or created by readUsage: the reservation need not look again.)
  const reservation = await reserveCaption(db, user.id, plan, undefined, { rowExists: true, uses });
  if (!reservation) {
    if (work.batch) throw insufficient(await readUsage(db, user.id, plan));
    throw refused(429, plan.tier === 'free' ? 'daily_limit_reached' : 'monthly_limit_exceeded');
  }

  const giveBack = async (why: string, count = reservation.uses) => {
    try {
      await releaseCaption(db, reservation, count);
    } catch (error) {
      // The database is unreachable (the history write has usually just failed for the same
      // reason): the use stays counted for now and is given back once the database answers.
      log.warn({ err: error, why }, 'quota reservation could not be released: retrying');
      releaseLater(() => releaseCaption(db, reservation, count), log, why);
    }
  };

  let result: R;
  const calls = modelCallLog(
    db,
    log,
    { userId: user.id, kind: work.kind, tier: plan.tier },
    metrics?.modelCalls,
  );
  try {
    result = await work.run({ brand, plan, prepared, onModelCalls: calls.add });
  } catch (error) {
    const cancelled =
      c.req.raw.signal.aborted || (error instanceof AppError && (error.status as number) === 499);
    metrics?.run(work.kind, calls.settled(), cancelled ? 'cancelled' : 'failed');
    if (!work.delivery.started()) await giveBack('engine failed');
    throw error;
  } finally {
    await calls.record();
  }
  if (!work.delivery.started() && c.req.raw.signal.aborted) {
    // A JSON request whose client left while the engine ran: nothing reached anyone, and
    // nobody reads this answer (499: nginx's "client closed request", for the log).
    metrics?.run(work.kind, calls.settled(), 'cancelled');
    await giveBack('client gone');
    throw new AppError(499 as ContentfulStatusCode, 'request_cancelled');
  }
  metrics?.run(work.kind, calls.settled(), result as { source?: unknown });

  // Slots that failed cost nothing: their uses go back before the result is kept.
  const unused = Math.min(Math.max(work.unused?.(result) ?? 0, 0), reservation.uses);
  if (unused > 0) await giveBack('slots failed', unused);

  try {
    await work.save(result, prepared);
  } catch (error) {
    log.error({ err: error }, 'history write failed');
    if (!work.delivery.started() || work.unstored) {
      await giveBack('history write failed', reservation.uses - unused);
      throw work.unstored ?? new AppError(503, 'usage_update_failed');
    }
    // Streamed captions are already on the user's screen: they stay counted and are returned.
  }
  const usage = { ...reservation.usage, current: Math.max(reservation.usage.current - unused, 0) };
  return { ...result, usage };
}
