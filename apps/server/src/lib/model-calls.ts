import { randomUUID } from 'node:crypto';
import type { Tier } from '@captia/shared';
import type { AppDb } from '../db/client';
import { modelCalls } from '../db/schema';
import type { Logger } from '../logger';

/** One call to a model as its writer saw it; the caption service decides its outcome. */
export interface ModelCallReport {
  /** The provider's name (AI_PROVIDER's values). */
  provider: string;
  model: string;
  /** As the provider reported them (0 when it did not, e.g. a call that failed). */
  inputTokens: number;
  outputTokens: number;
  durationMs: number;
  /** It answered with usable captions. */
  ok: boolean;
  /** Captions it delivered (0 unless ok). */
  captions: number;
}

export type ModelCallOutcome = 'ok' | 'fell_back' | 'failed';

/** A model call as recorded: what the writer reported, how it ended for the user, what it cost. */
export interface ModelCall extends ModelCallReport {
  outcome: ModelCallOutcome;
  cost: number;
}

/** Whether a failure is a foreign-key violation (SQLSTATE 23503), through the driver's wrappers. */
function isForeignKeyViolation(error: unknown, depth = 0): boolean {
  if (depth > 8 || typeof error !== 'object' || error === null) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return code === '23503' || isForeignKeyViolation(cause, depth + 1);
}

/**
 * Collects a counted run's model calls and writes them once it is over. A failed write is logged
 * and never fails the request: the captions were delivered and counted either way. The calls
 * were paid for whoever asked: an account deleted while its run was going (a campaign takes
 * seconds) has no row for them to name, so they are written without one, as its older calls
 * were set to null when it went (decision 0049), and the operator's costs stay whole.
 */
export function modelCallLog(
  db: AppDb,
  log: Logger,
  who: { userId: string; kind: 'generation' | 'rework' | 'campaign'; tier: Tier },
  /** Told of each batch of settled calls as it comes (the metrics' tokens by provider and model). */
  observe?: (settled: readonly ModelCall[]) => void,
) {
  const calls: ModelCall[] = [];
  // One id for the calls of one counted run: a model that failed and the fallback that answered.
  const runId = randomUUID();
  return {
    add(settled: readonly ModelCall[]) {
      calls.push(...settled);
      try {
        observe?.(settled);
      } catch (error) {
        log.warn({ err: error }, 'model calls could not be observed');
      }
    },
    /** The calls settled so far. */
    settled(): readonly ModelCall[] {
      return calls;
    },
    async record(): Promise<void> {
      if (calls.length === 0) return;
      const write = (userId: string | null) =>
        db.insert(modelCalls).values(
          calls.map((call) => ({
            userId,
            runId,
            plan: who.tier,
            kind: who.kind,
            provider: call.provider,
            model: call.model,
            inputTokens: call.inputTokens,
            outputTokens: call.outputTokens,
            durationMs: call.durationMs,
            outcome: call.outcome,
            captions: call.captions,
            cost: call.cost,
          })),
        );
      try {
        try {
          await write(who.userId);
        } catch (error) {
          if (!isForeignKeyViolation(error)) throw error;
          await write(null);
        }
      } catch (error) {
        log.warn({ err: error, calls: calls.length }, 'model calls could not be recorded');
      }
    },
  };
}
