import type { Tier } from '@captia/shared';
import type { AppDb } from '../../db/client';
import { modelCalls } from '../../db/schema';
import type { Logger } from '../../logger';
import type { ModelCallReport } from '../captions.ai';
import { costOf, type Prices } from './prices';

export type ModelCallOutcome = 'ok' | 'fell_back' | 'failed';

/** A model call as recorded: what the writer reported, how it ended for the user, what it cost. */
export interface ModelCall extends ModelCallReport {
  outcome: ModelCallOutcome;
  cost: number;
}

/**
 * The calls of one generation or rework, settled once it is over: a call that answered is `ok`;
 * one that failed is `fell_back` when something else answered (the fallback model or the basic
 * generator), `failed` when the user got an error.
 */
export function settleCalls(reports: readonly ModelCallReport[], answered: boolean, prices: Prices): ModelCall[] {
  return reports.map((report) => ({
    ...report,
    outcome: report.ok ? 'ok' : answered ? 'fell_back' : 'failed',
    cost: costOf(prices, report.model, report.inputTokens, report.outputTokens),
  }));
}

/**
 * Collects a counted run's model calls and writes them once it is over. A failed write is logged
 * and never fails the request: the captions were delivered and counted either way.
 */
export function modelCallLog(
  db: AppDb,
  log: Logger,
  who: { userId: string; kind: 'generation' | 'rework'; tier: Tier },
) {
  const calls: ModelCall[] = [];
  return {
    add(settled: readonly ModelCall[]) {
      calls.push(...settled);
    },
    async record(): Promise<void> {
      if (calls.length === 0) return;
      try {
        await db.insert(modelCalls).values(
          calls.map((call) => ({
            userId: who.userId,
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
      } catch (error) {
        log.warn({ err: error, calls: calls.length }, 'model calls could not be recorded');
      }
    },
  };
}
