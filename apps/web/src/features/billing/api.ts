import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import type { ApiBody, ApiResult } from '#web/lib/api-routes.ts';
import { translator } from '#web/lib/translator.ts';

type CheckoutRequest = ApiBody<'POST /api/functions/create-checkout'>;
export type PaidTier = CheckoutRequest['plan'];
export type BillingInterval = NonNullable<CheckoutRequest['billingInterval']>;

/** `GET /api/plans`: limits from the shared table, prices and currency from configuration. */
export type PlanCatalog = ApiResult<'GET /api/plans'>;

/** The check's answer; `error` is set when the provider could not confirm the last known state. */
export type CheckResult = ApiResult<'POST /api/functions/check-subscription'>;

export const PLANS_QUERY_KEY = ['plans'] as const;

export const getPlans = (signal?: AbortSignal) => apiFetch('GET /api/plans', { signal });

/** The plan catalogue; prices change with configuration only, so a few minutes' copy will do. */
export function usePlanCatalog() {
  return useQuery({
    queryKey: PLANS_QUERY_KEY,
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 5 * 60_000,
  });
}

export const checkSubscription = (signal?: AbortSignal) =>
  apiFetch('POST /api/functions/check-subscription', { body: { timestamp: Date.now() }, signal });

export const createCheckout = (plan: PaidTier, billingInterval: BillingInterval) =>
  apiFetch('POST /api/functions/create-checkout', {
    body: { plan, billingInterval, language: translator.language },
  });

export const cancelSubscription = () => apiFetch('POST /api/functions/cancel-subscription');

export const customerPortal = () => apiFetch('POST /api/functions/customer-portal');
