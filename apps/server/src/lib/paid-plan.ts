import type { AppDb } from '../db/client';
import { AppError } from '../http/errors';
import { loadAccount } from './account';
import { planOf } from './plan';

/**
 * What paid plans alone may use (review links, webhooks; API keys check the same in keys/): 401
 * when the account is gone, 403 `plan_required` on the free plan, with the feature's own message.
 */
export async function requirePaidPlan(db: AppDb, userId: string, messageKey: string): Promise<void> {
  const account = await loadAccount(db, userId);
  if (!account) throw new AppError(401, 'unauthorized');
  if (planOf(account).tier === 'free') throw new AppError(403, 'plan_required', { messageKey });
}

/**
 * Whether the account is on a paid plan now: what review links and webhooks check each time they
 * are used, so a downgrade stops them at once (no account: false).
 */
export async function hasPaidPlan(db: AppDb, userId: string): Promise<boolean> {
  const account = await loadAccount(db, userId);
  return account !== null && planOf(account).tier !== 'free';
}
