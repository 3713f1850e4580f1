import {
  GATING_MESSAGE_KEYS,
  type GatedRequest,
  gatingViolations,
  higherTier,
  type IsoDate,
  isTier,
  type ReworkAction,
  TIER_LIMITS,
  type Tier,
} from '@captia/shared';
import { AppError } from '../http/errors';
import { grantsTier, type SubscriptionState } from './subscription';

/**
 * Who may do what: the plan an account generates under, resolved from what it is made of.
 * How much of it has been used is the quota's (usage/quota.ts).
 */
export interface AccountPlan {
  tier: Tier;
  timezone: string | null;
  /** End of the paid period, when a subscription grants the tier (a paid month resets with it). */
  subscriptionEnd: IsoDate | null;
}

/** What a plan is made of: the admin's grant, the time zone and the subscription. */
export interface PlanSource {
  profile: { complimentaryPlan: string | null; timezone: string | null };
  subscription: SubscriptionState | null;
}

/** The plan a user generates under: the better of a subscription and an admin's grant. */
export function planOf(account: PlanSource, now: Date = new Date()): AccountPlan {
  const { profile, subscription } = account;
  const complimentary: Tier = isTier(profile.complimentaryPlan) ? profile.complimentaryPlan : 'free';
  if (!grantsTier(subscription, now))
    return { tier: complimentary, timezone: profile.timezone, subscriptionEnd: null };
  return {
    tier: higherTier(complimentary, subscription.tier),
    timezone: profile.timezone,
    subscriptionEnd: subscription.currentPeriodEnd.toISOString().slice(0, 10),
  };
}

/** A generation the plan does not allow (a network, a length, a switch): the first reason, as a 403. */
export function gateGeneration(plan: AccountPlan, request: GatedRequest): void {
  const [violation] = gatingViolations(plan.tier, request);
  if (violation) throw new AppError(403, violation, { messageKey: GATING_MESSAGE_KEYS[violation] });
}

/** A rework the plan does not allow: making a caption longer needs the long texts of a paid plan. */
export function gateRework(plan: AccountPlan, request: { action: ReworkAction }): void {
  if (request.action === 'longer' && !TIER_LIMITS[plan.tier].longText) {
    throw new AppError(403, 'plan_long_text', { messageKey: GATING_MESSAGE_KEYS.plan_long_text });
  }
}
