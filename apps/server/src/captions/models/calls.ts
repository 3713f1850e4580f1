import type { ModelCall, ModelCallReport } from '#server/lib/model-calls.ts';
import { costOf, type Prices } from './prices';

export type { ModelCall } from '#server/lib/model-calls.ts';

/**
 * What an answer says of the models behind it: the one that wrote it, and — when a model before
 * it failed — the notice that its fallback answered (`fallbackNotice`, in the user's language).
 */
export function answeredBy(
  reports: readonly ModelCallReport[],
  fallbackNotice: string,
): { model?: string; notice?: string } {
  const model = reports.findLast((call) => call.ok)?.model;
  return {
    ...(model ? { model } : {}),
    ...(reports.some((call) => !call.ok) ? { notice: fallbackNotice } : {}),
  };
}

/**
 * The calls of one generation or rework, settled once it is over: a call that answered is `ok`;
 * one that failed is `fell_back` when something else answered (the fallback model or the basic
 * generator), `failed` when the user got an error.
 */
export function settleCalls(
  reports: readonly ModelCallReport[],
  answered: boolean,
  prices: Prices,
): ModelCall[] {
  return reports.map((report) => ({
    ...report,
    outcome: report.ok ? 'ok' : answered ? 'fell_back' : 'failed',
    cost: costOf(prices, report.model, report.inputTokens, report.outputTokens),
  }));
}
