import { canGenerate, GATING_MESSAGE_KEYS, gatingViolations } from '@captia/shared';
import { currentUser } from '../auth/session';
import type { GenerationWrapper } from '../captions/captions.routes';
import { saveHistory } from '../history/history.service';
import { AppError } from '../http/errors';
import { loadAccount } from './account';
import { consumeCaption, planOf, readUsage } from './usage.service';

/**
 * Around every generation: the plan's gates, the quota check, then — only once captions
 * exist — the count and the history row in one transaction. A generation that fails is
 * neither counted nor saved; a request that loses a race for the last caption gets 429.
 */
export const quotaAndHistory: GenerationWrapper = async (c, request, generate) => {
  const user = currentUser(c);
  const db = c.get('db');
  const account = await loadAccount(db, user.id);
  if (!account) throw new AppError(401, 'unauthorized');
  const plan = planOf(account);

  const [violation] = gatingViolations(plan.tier, request);
  if (violation) throw new AppError(403, violation, { messageKey: GATING_MESSAGE_KEYS[violation] });

  const before = await readUsage(db, user.id, plan, { row: account.usage });
  if (!canGenerate(before)) {
    throw new AppError(429, before.period === 'daily' ? 'daily_limit_reached' : 'monthly_limit_reached');
  }

  const result = await generate();

  try {
    const usage = await db.transaction(async (tx) => {
      const counted = await consumeCaption(tx as unknown as typeof db, user.id, plan);
      if (!counted) {
        throw new AppError(429, plan.tier === 'free' ? 'daily_limit_reached' : 'monthly_limit_exceeded');
      }
      await saveHistory(tx as unknown as typeof db, user.id, request, result);
      return counted;
    });
    return { ...result, usage };
  } catch (error) {
    if (error instanceof AppError) throw error;
    c.get('logger').error({ err: error }, 'usage update failed');
    throw new AppError(503, 'usage_update_failed');
  }
};
