import {
  DEFAULT_LANGUAGE,
  higherTier,
  isLanguage,
  isTier,
  type Language,
  TIER_LIMITS,
  type Tier,
} from '@captia/shared';
import { eq } from 'drizzle-orm';
import { displayName, ensureAccountRows, roleOf } from '../auth/accounts.service';
import type { AppDb } from '../db/client';
import { usersUsage, usuarios } from '../db/schema/index';
import type { Logger } from '../logger';

export interface UsageView {
  current: number;
  total: number;
  period: 'daily' | 'monthly';
  lastUpdated: string;
}

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

function todayIn(timezone: string | null, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timezone ?? 'UTC' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** GET /api/me: the profile with the spec's fallbacks (name from the e-mail, role 'user'). */
export async function loadMe(
  db: AppDb,
  userId: string,
  logger: Logger,
  sessionEmail: string,
): Promise<Me | null> {
  const [profile] = await db.select().from(usuarios).where(eq(usuarios.id, userId));
  if (!profile) return null;
  const role = await roleOf(db, userId, (error) =>
    logger.warn({ err: error }, 'role lookup failed; using user'),
  );
  let [usage] = await db.select().from(usersUsage).where(eq(usersUsage.userId, userId));
  if (!usage) {
    // Spec §4: a missing usage row is created with zeros and today's dates.
    await ensureAccountRows(db, userId);
    [usage] = await db.select().from(usersUsage).where(eq(usersUsage.userId, userId));
  }
  const tier: Tier = isTier(profile.complimentaryPlan)
    ? higherTier('free', profile.complimentaryPlan)
    : 'free';
  const limits = TIER_LIMITS[tier];
  const current =
    limits.period === 'daily'
      ? usage?.lastDailyReset === todayIn(profile.timezone)
        ? (usage?.dailyUsage ?? 0)
        : 0
      : (usage?.monthlyUsage ?? 0);
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
    subscription: {
      subscribed: tier !== 'free',
      subscription_tier: tier === 'free' ? null : tier,
      subscription_end: null,
      cancel_at_period_end: false,
    },
    usage: {
      current,
      total: limits.quota,
      period: limits.period,
      lastUpdated: (usage?.updatedAt ?? new Date()).toISOString(),
    },
    createdAt: profile.createdAt.toISOString(),
  };
}

export { DEFAULT_LANGUAGE };
