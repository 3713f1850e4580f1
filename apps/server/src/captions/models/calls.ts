import type { ModelCall, ModelCallReport } from '../../lib/model-calls';
import { costOf, type Prices } from './prices';

export type { ModelCall } from '../../lib/model-calls';

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
