import type { SubscriptionStatus, Tier } from '@captia/shared';
import i18next from 'i18next';
import { apiFetch } from '../../lib/api-client';

export interface PlanCatalog {
  provider: 'stripe' | 'sandbox';
  currency: string;
  plans: { id: Tier; prices: { monthly: number; yearly: number } }[];
}

export type CheckResult = SubscriptionStatus & { error?: { code: string; message: string } };

export const getPlans = () => apiFetch<PlanCatalog>('/api/plans');
export const checkSubscription = () =>
  apiFetch<CheckResult>('/api/functions/check-subscription', {
    method: 'POST',
    body: { timestamp: Date.now() },
  });
export const createCheckout = (plan: Tier, billingInterval: 'monthly' | 'yearly') =>
  apiFetch<{ url: string }>('/api/functions/create-checkout', {
    method: 'POST',
    body: { plan, billingInterval, language: i18next.language },
  });
export const cancelSubscription = () =>
  apiFetch<object>('/api/functions/cancel-subscription', { method: 'POST', body: {} });
export const openPortal = () =>
  apiFetch<{ url: string }>('/api/functions/customer-portal', { method: 'POST', body: {} });
