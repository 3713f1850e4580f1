import type { Me, Tier } from '@captia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { ApiError } from '#web/lib/api-client.ts';
import { type TFunction, useTranslation } from '#web/lib/translator.ts';
import {
  type BillingInterval,
  cancelSubscription,
  createCheckout,
  customerPortal,
  type PaidTier,
} from './api';
import { leaveTo } from './leave';
import { type ClientSubscription, toClientSubscription, withCancellation } from './status';
import { applyStatus, billingScheduler, getCheckState, subscribeCheckState } from './subscription-watch';

/**
 * The text under a failure toast: the server's own message (payment key not configured,
 * temporary verification error, portal not configured… already in the user's language),
 * else the general billing error.
 */
export function failureMessage(t: TFunction, error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : t('billing.errors.billing_failed');
}

/** The same for the error a check answered with (its message may be empty when unknown). */
export function checkErrorMessage(t: TFunction, error: { message: string }): string {
  return error.message || t('billing.errors.billing_failed');
}

export type BillingAction = 'refresh' | 'cancel' | 'portal' | `checkout:${PaidTier}`;

export interface SubscriptionView extends ClientSubscription {
  /** The plan whose limits apply (a subscription or an admin's grant). */
  plan: Tier;
  checking: boolean;
  /** Why the last check could not confirm the subscription, if it could not. */
  lastError: { code: string; message: string } | null;
  /** The action under way, for its button's pending state. */
  pending: BillingAction | null;
  refresh(): Promise<void>;
  /** Cancels at the end of the period; true when the server took it. */
  cancel(): Promise<boolean>;
  openPortal(): Promise<void>;
  checkout(plan: PaidTier, interval: BillingInterval): Promise<void>;
}

/**
 * The subscription of the signed-in user (docs/product.md, Billing: isSubscribed, tier, end
 * date, cancelAtPeriodEnd) and what can be done with it, each action with its toasts
 * (docs/product.md, Errors and messages).
 * Pass the profile from `useAuth()`; without one every value is cleared.
 */
export function useSubscription(me: Me | null): SubscriptionView {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const check = useSyncExternalStore(subscribeCheckState, getCheckState, getCheckState);
  const [pending, setPending] = useState<BillingAction | null>(null);

  // Coming back from the payment page with the browser's Back button restores this page as
  // it was left, "Redirecting…" included: let the buttons work again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const refresh = useCallback(async () => {
    setPending('refresh');
    try {
      const result = await billingScheduler(queryClient).runNow();
      if (result.error) toast.error(t('billing.toasts.statusFailed'), { description: result.error.message });
      else toast.success(t('billing.toasts.statusUpdated'));
    } catch (error) {
      toast.error(t('billing.toasts.statusFailed'), { description: failureMessage(t, error) });
    } finally {
      setPending(null);
    }
  }, [queryClient, t]);

  const cancel = useCallback(async () => {
    setPending('cancel');
    try {
      await cancelSubscription();
      // docs/product.md, Billing: the flag is set at once, access continues to the end of the period, and
      // the server is asked again 2 s later.
      if (me) applyStatus(queryClient, withCancellation(me.subscription));
      toast.success(t('billing.toasts.cancelScheduled'));
      billingScheduler(queryClient).cancelled();
      return true;
    } catch (error) {
      toast.error(t('billing.toasts.cancelFailed'), { description: failureMessage(t, error) });
      return false;
    } finally {
      setPending(null);
    }
  }, [me, queryClient, t]);

  const openPortal = useCallback(async () => {
    setPending('portal');
    try {
      const { url } = await customerPortal();
      leaveTo(url);
      // Stays pending while the browser leaves.
    } catch (error) {
      toast.error(t('billing.toasts.portalFailed'), { description: failureMessage(t, error) });
      setPending(null);
    }
  }, [t]);

  const checkout = useCallback(
    async (plan: PaidTier, interval: BillingInterval) => {
      setPending(`checkout:${plan}`);
      try {
        const { url } = await createCheckout(plan, interval);
        leaveTo(url);
      } catch (error) {
        toast.error(t('billing.toasts.checkoutFailed'), { description: failureMessage(t, error) });
        setPending(null);
      }
    },
    [t],
  );

  return {
    ...toClientSubscription(me?.subscription),
    plan: me?.tier ?? 'free',
    checking: check.checking,
    lastError: me ? check.error : null,
    pending,
    refresh,
    cancel,
    openPortal,
    checkout,
  };
}
