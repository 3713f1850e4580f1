import { isLanguage, type Language, type Tier, type UsageView } from '@captia/shared';
import { eq } from 'drizzle-orm';
import { displayName, roleOf } from '../auth/accounts.service';
import { subscriptionOf, subscriptionStatus } from '../billing/billing.service';
import type { AppDb } from '../db/client';
import { usuarios } from '../db/schema/index';
import type { Logger } from '../logger';
import { accountPlan, readUsage } from '../usage/usage.service';

export interface Me {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: 'user' | 'admin';
  isAdmin: boolean;
  language: Language | null;
  timezone: string | null;
  tier: Tier;
  subscription: {
    subscribed: boolean;
    subscription_tier: Tier | null;
    subscription_end: string | null;
    cancel_at_period_end: boolean;
  };
  usage: UsageView;
  createdAt: string;
}

/** GET /api/me: the profile with the spec's fallbacks (name from the e-mail, role 'user'). */
export async function loadMe(
  db: AppDb,
  userId: string,
  logger: Logger,
  sessionEmail: string,
  options: { manualRefresh?: boolean } = {},
): Promise<Me | null> {
  const [profile] = await db.select().from(usuarios).where(eq(usuarios.id, userId));
  if (!profile) return null;
  const role = await roleOf(db, userId, (error) =>
    logger.warn({ err: error }, 'role lookup failed; using user'),
  );
  const plan = (await accountPlan(db, userId)) ?? {
    tier: 'free' as Tier,
    timezone: null,
    subscriptionEnd: null,
  };
  const usage = await readUsage(db, userId, plan, { manualRefresh: options.manualRefresh ?? false });
  const tier = plan.tier;
  return {
    id: profile.id,
    name: displayName({ nome: profile.nome, email: profile.email ?? sessionEmail }),
    email: profile.email,
    emailVerified: profile.emailVerified,
    role,
    isAdmin: role === 'admin',
    language: isLanguage(profile.language) ? profile.language : null,
    timezone: profile.timezone,
    tier,
    subscription: subscriptionStatus(await subscriptionOf(db, userId)),
    usage,
    createdAt: profile.createdAt.toISOString(),
  };
}
