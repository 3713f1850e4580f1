import { billingApi, TIER_LIMITS } from '@captia/shared';
import type { Env } from '../env';
import { route } from '../http/route';
import { createRouter } from '../http/router';

/** `GET /api/plans`: what the plans page shows — limits from the shared table, prices from configuration. */
export function planCatalog(
  env: Pick<
    Env,
    | 'PLAN_CURRENCY'
    | 'PLAN_PRICE_PROFISSIONAL_MONTHLY'
    | 'PLAN_PRICE_PROFISSIONAL_YEARLY'
    | 'PLAN_PRICE_PREMIUM_MONTHLY'
    | 'PLAN_PRICE_PREMIUM_YEARLY'
  >,
  provider: 'stripe' | 'sandbox',
) {
  return {
    provider,
    currency: env.PLAN_CURRENCY,
    plans: [
      { id: 'free' as const, limits: TIER_LIMITS.free, prices: { monthly: 0, yearly: 0 } },
      {
        id: 'profissional' as const,
        limits: TIER_LIMITS.profissional,
        prices: { monthly: env.PLAN_PRICE_PROFISSIONAL_MONTHLY, yearly: env.PLAN_PRICE_PROFISSIONAL_YEARLY },
      },
      {
        id: 'premium' as const,
        limits: TIER_LIMITS.premium,
        prices: { monthly: env.PLAN_PRICE_PREMIUM_MONTHLY, yearly: env.PLAN_PRICE_PREMIUM_YEARLY },
      },
    ],
  };
}

/** `GET /api/plans`. */
export function plansRoutes(env: Parameters<typeof planCatalog>[0], provider: 'stripe' | 'sandbox') {
  const catalog = planCatalog(env, provider);
  return createRouter().openapi(route(billingApi.plans), (c) => c.json(catalog, 200));
}
