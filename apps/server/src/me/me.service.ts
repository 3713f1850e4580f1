import { isLanguage, type Me } from '@captia/shared';
import type { AppDb } from '../db/client';
import { displayName, loadAccount } from '../lib/account';
import { planOf } from '../lib/plan';
import { subscriptionStatus } from '../lib/subscription';
import { readUsage } from '../usage';

/** GET /api/me: the profile with its fallbacks (docs/product.md) (name from the e-mail, role 'user'). */
export async function loadMe(
  db: AppDb,
  userId: string,
  sessionEmail: string,
  options: { manualRefresh?: boolean } = {},
): Promise<Me | null> {
  const account = await loadAccount(db, userId);
  if (!account) return null;
  const { profile, role } = account;
  const plan = planOf(account);
  const usage = await readUsage(db, userId, plan, {
    manualRefresh: options.manualRefresh ?? false,
    row: account.usage,
  });
  const tier = plan.tier;
  return {
    id: profile.id,
    name: displayName({ nome: profile.nome, email: profile.email ?? sessionEmail }),
    email: profile.email,
    emailVerified: profile.emailVerified,
    twoFactorEnabled: profile.twoFactorEnabled,
    role,
    isAdmin: role === 'admin',
    language: isLanguage(profile.language) ? profile.language : null,
    timezone: profile.timezone,
    tier,
    subscription: subscriptionStatus(account.subscription),
    usage,
    createdAt: profile.createdAt.toISOString(),
  };
}
