import type { SubscriptionStatus, Tier, TierLimits } from '@captia/shared';
import i18next from 'i18next';
import { apiFetch } from '../../lib/api-client';

export type PaidTier = Exclude<Tier, 'free'>;
export type BillingInterval = 'monthly' | 'yearly';

/** `GET /api/plans`: limits from the shared table, prices and currency from configuration. */
export interface PlanCatalog {
  provider: 'stripe' | 'sandbox';
  currency: string;
  plans: { id: Tier; limits: TierLimits; prices: Record<BillingInterval, number> }[];
}

/** The check's answer; `error` is set when the provider could not confirm the last known state. */
export type CheckResult = SubscriptionStatus & { error?: { code: string; message: string } };

export const PLANS_QUERY_KEY = ['plans'] as const;

export const getPlans = (signal?: AbortSignal) =>
  apiFetch<PlanCatalog>('/api/plans', signal ? { signal } : {});

export const checkSubscription = (signal?: AbortSignal) =>
  apiFetch<CheckResult>('/api/functions/check-subscription', {
    method: 'POST',
    body: { timestamp: Date.now() },
    ...(signal ? { signal } : {}),
  });

export const createCheckout = (plan: PaidTier, billingInterval: BillingInterval) =>
  apiFetch<{ url: string }>('/api/functions/create-checkout', {
    method: 'POST',
    body: { plan, billingInterval, language: i18next.language },
  });

export const cancelSubscription = () =>
  apiFetch<object>('/api/functions/cancel-subscription', { method: 'POST', body: {} });

export const customerPortal = () =>
  apiFetch<{ url: string }>('/api/functions/customer-portal', { method: 'POST', body: {} });
