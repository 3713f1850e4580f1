import type { Me, SubscriptionStatus } from '@captia/shared';
import { enUS } from '@captia/shared/i18n/locales/en-US';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { translator } from '#web/lib/translator.ts';
import { resetBillingWatch } from './subscription-watch';
import { useSubscription } from './use-subscription';

const api = vi.hoisted(() => ({
  checkSubscription: vi.fn(),
  cancelSubscription: vi.fn(),
  createCheckout: vi.fn(),
  customerPortal: vi.fn(),
}));
vi.mock('./api', () => api);
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('./leave', () => ({ leaveTo }));

const PREMIUM: SubscriptionStatus = {
  subscribed: true,
  subscription_tier: 'premium',
  subscription_end: '2026-12-22T10:00:00.000Z',
  cancel_at_period_end: false,
};
const ME = { id: 'u1', tier: 'premium', subscription: PREMIUM } as Me;

function setup(me: Me | null = ME) {
  const queryClient = new QueryClient();
  queryClient.setQueryDefaults(['me'], { queryFn: async () => queryClient.getQueryData(['me']) ?? null });
  queryClient.setQueryData(['me'], me);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useSubscription(queryClient.getQueryData<Me | null>(['me']) ?? null), {
    wrapper,
  });
  return { queryClient, hook };
}

describe('useSubscription', () => {
  beforeAll(() => {
    translator.init('en-US', enUS);
  });
  beforeEach(() => {
    vi.useFakeTimers();
    vi.clearAllMocks();
  });
  afterEach(() => {
    resetBillingWatch();
    vi.useRealTimers();
  });

  it('exposes the subscription flags, and clears them without a user', () => {
    const { hook } = setup();
    expect(hook.result.current).toMatchObject({
      isSubscribed: true,
      tier: 'premium',
      endDate: PREMIUM.subscription_end,
      cancelAtPeriodEnd: false,
      plan: 'premium',
    });
    const signedOut = setup(null).hook.result.current;
    expect(signedOut).toMatchObject({ isSubscribed: false, tier: null, endDate: null, plan: 'free' });
  });

  it('cancelling sets the flag at once, says so, and rechecks 2 s later', async () => {
    api.cancelSubscription.mockResolvedValue({});
    api.checkSubscription.mockResolvedValue({ ...PREMIUM, cancel_at_period_end: true });
    const { queryClient, hook } = setup();
    let accepted = false;
    await act(async () => {
      accepted = await hook.result.current.cancel();
    });
    expect(accepted).toBe(true);
    expect(queryClient.getQueryData<Me>(['me'])?.subscription).toEqual({
      ...PREMIUM,
      cancel_at_period_end: true,
    });
    expect(toast.success).toHaveBeenCalledWith('The subscription will be cancelled at the end of the period');
    expect(api.checkSubscription).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(api.checkSubscription).toHaveBeenCalledTimes(1);
  });

  it('a refused cancellation shows the cancellation toast with the server message', async () => {
    api.cancelSubscription.mockRejectedValue(
      new ApiError(409, 'no_subscription', 'You have no active subscription.'),
    );
    const { hook } = setup();
    await act(async () => {
      expect(await hook.result.current.cancel()).toBe(false);
    });
    expect(toast.error).toHaveBeenCalledWith('Failed to cancel the subscription', {
      description: 'You have no active subscription.',
    });
  });

  it('a manual refresh says whether the status could be checked', async () => {
    const { hook } = setup();
    api.checkSubscription.mockResolvedValueOnce(PREMIUM);
    await act(() => hook.result.current.refresh());
    expect(toast.success).toHaveBeenCalledWith('Subscription status updated');

    api.checkSubscription.mockResolvedValueOnce({
      ...PREMIUM,
      error: { code: 'verification_temporary', message: 'Temporary error verifying the subscription.' },
    });
    await act(() => hook.result.current.refresh());
    expect(toast.error).toHaveBeenLastCalledWith('Failed to check the subscription status', {
      description: 'Temporary error verifying the subscription.',
    });
    expect(hook.result.current.lastError?.code).toBe('verification_temporary');

    api.checkSubscription.mockRejectedValueOnce(new TypeError('boom'));
    await act(() => hook.result.current.refresh());
    expect(toast.error).toHaveBeenLastCalledWith('Failed to check the subscription status', {
      description: 'Error verifying the subscription.',
    });
  });

  it('checkout goes to the provider, or says it could not start', async () => {
    const { hook } = setup({ ...ME, tier: 'free', subscription: { ...PREMIUM, subscribed: false } });
    api.createCheckout.mockResolvedValueOnce({ url: 'http://localhost/sandbox/checkout?token=x' });
    await act(() => hook.result.current.checkout('premium', 'yearly'));
    expect(api.createCheckout).toHaveBeenCalledWith('premium', 'yearly');
    expect(leaveTo).toHaveBeenCalledWith('http://localhost/sandbox/checkout?token=x');
    expect(hook.result.current.pending).toBe('checkout:premium');

    const { hook: again } = setup();
    api.createCheckout.mockRejectedValueOnce(
      new ApiError(502, 'payment_not_configured', 'The payment key is not correctly configured.'),
    );
    await act(() => again.result.current.checkout('profissional', 'monthly'));
    expect(toast.error).toHaveBeenCalledWith('Failed to start the subscription process', {
      description: 'The payment key is not correctly configured.',
    });
    expect(again.result.current.pending).toBeNull();
  });

  it('the portal opens, or says it could not', async () => {
    const { hook } = setup();
    api.customerPortal.mockResolvedValueOnce({ url: 'http://localhost/sandbox/portal' });
    await act(() => hook.result.current.openPortal());
    expect(leaveTo).toHaveBeenCalledWith('http://localhost/sandbox/portal');

    api.customerPortal.mockRejectedValueOnce(
      new ApiError(
        502,
        'portal_not_configured',
        'The management portal is not configured. Please contact support.',
      ),
    );
    const { hook: again } = setup();
    await act(() => again.result.current.openPortal());
    expect(toast.error).toHaveBeenCalledWith('Could not open the management portal', {
      description: 'The management portal is not configured. Please contact support.',
    });
  });
});
