import type { BrandVoice, Language, PostProgress } from '@captia/shared';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDb } from '../db/client';
import { AppError } from '../http/errors';
import { loadAccountAndVoice } from '../lib/account';
import { modelCallLog } from '../lib/model-calls';
import { type AccountPlan, planOf } from '../lib/plan';
import type { Logger } from '../logger';
import type { AppMetrics, RunKind } from '../metrics';
import type { QuotaReservation } from '../usage';
import type { CaptionEvent } from './captions.service';

/*
 * What generation, rework and a campaign have in common, as plain steps each flow calls in its
 * own order: whose account and plan, the engine's outcome (its model calls recorded, the
 * reservation given back when nothing reached anyone) and the result stored. Nothing here knows
 * of HTTP: a route turns its request into an Actor and WorkEvents (captions/delivery.ts), and
 * the same functions serve any other caller (docs/decisions/0052).
 */

/** What every counted flow needs from the app. */
export interface WorkDeps {
  db: AppDb;
  log: Logger;
  metrics?: AppMetrics;
}

/** Who asks: the signed-in account, the interface language, and the client's network (rate limits). */
export interface Actor {
  userId: string;
  language: Language;
  network: string;
}

/** What a run reports while it works: a caption's draft, a notice, or a campaign's written post. */
export type WorkEvent = CaptionEvent | { type: 'post'; progress: PostProgress };

/** How a flow talks to whoever asked while it runs. */
export interface WorkEvents {
  /** The caller reads a stream: the engine may report drafts as they grow. */
  stream: boolean;
  emit(event: WorkEvent): void;
  /** Aborts when the caller has gone. */
  signal: AbortSignal;
  /** Whether a caption or post has been handed over (its use can no longer be given back). */
  delivered(): boolean;
}

/** Events for work nobody watches as it runs: a plain JSON answer. */
export function unwatched(signal: AbortSignal): WorkEvents {
  return { stream: false, emit: () => {}, signal, delivered: () => false };
}

/**
 * The account (401 when it is gone), the plan that applies to it now, its usage row, and the
 * brand voice asked for — or its default; `'not_found'` for another account's or a deleted one,
 * which the flow refuses after its plan's gates (`ownBrand`).
 */
export async function accountForWork(db: AppDb, userId: string, brandId: string | null | undefined) {
  const loaded = await loadAccountAndVoice(db, userId, brandId ?? undefined);
  if (!loaded) throw new AppError(401, 'unauthorized');
  return { plan: planOf(loaded.account), usageRow: loaded.account.usage, brand: loaded.brand };
}

/** The brand asked for must be the account's own: a 404 otherwise, never counted. */
export function ownBrand(brand: BrandVoice | null | 'not_found'): BrandVoice | null {
  if (brand === 'not_found') throw new AppError(404, 'not_found');
  return brand;
}

/**
 * The model calls of one run, recorded against the account and its plan once it is over (the
 * admin's Models view and /metrics' tokens). Hand `add` to the engine as its `onModelCalls`.
 */
export function modelCallsOf(deps: WorkDeps, actor: Actor, plan: AccountPlan, kind: RunKind) {
  return modelCallLog(
    deps.db,
    deps.log,
    { userId: actor.userId, kind, tier: plan.tier },
    deps.metrics?.modelCalls,
  );
}

type ModelCalls = ReturnType<typeof modelCallsOf>;

/**
 * Waits for the engine a reservation was made for. It failed: its calls are recorded, the uses
 * go back unless something was delivered, and the error stands. It answered a caller who has
 * gone without anything delivered (a JSON request): the uses go back and the run ends with 499
 * (nginx's "client closed request", for the log). Otherwise its result, counted.
 */
export async function engineOutcome<R>(
  engine: Promise<R>,
  run: {
    deps: WorkDeps;
    kind: RunKind;
    calls: ModelCalls;
    reservation: QuotaReservation;
    events: WorkEvents;
  },
): Promise<R> {
  const { deps, kind, calls, reservation, events } = run;
  let result: R;
  try {
    result = await engine;
  } catch (error) {
    const cancelled =
      events.signal.aborted || (error instanceof AppError && (error.status as number) === 499);
    deps.metrics?.run(kind, calls.settled(), cancelled ? 'cancelled' : 'failed');
    if (!events.delivered()) await reservation.giveBack('engine failed');
    throw error;
  } finally {
    await calls.record();
  }
  if (!events.delivered() && events.signal.aborted) {
    deps.metrics?.run(kind, calls.settled(), 'cancelled');
    await reservation.giveBack('client gone');
    throw new AppError(499 as ContentfulStatusCode, 'request_cancelled');
  }
  deps.metrics?.run(kind, calls.settled(), result as { source?: unknown });
  return result;
}

/**
 * Stores a result and keeps its uses. A failed write gives them back and answers 503
 * `usage_update_failed` — unless captions were already streamed: they are on the user's screen,
 * so they stay counted and the answer goes out without what the row would have named
 * (`undefined`). `unstored`: what cannot be used without its row (a campaign, decision 0049) is
 * given back even once streamed, and the run ends with that error.
 */
export async function stored<T>(
  save: Promise<T>,
  run: { deps: WorkDeps; reservation: QuotaReservation; events: WorkEvents; unstored?: AppError },
): Promise<T | undefined> {
  const { deps, reservation, events, unstored } = run;
  try {
    const saved = await save;
    reservation.keep();
    return saved;
  } catch (error) {
    deps.log.error({ err: error }, 'history write failed');
    if (!events.delivered() || unstored) {
      await reservation.giveBack('history write failed');
      throw unstored ?? new AppError(503, 'usage_update_failed');
    }
    reservation.keep();
    return undefined;
  }
}
