import type { Me, SubscriptionStatus } from '@captia/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutRequest } from '#web/lib/session/sign-out.ts';
import type { CheckResult } from './api';
import { applyStatus, getCheckState, resetBillingWatch, watchUser } from './subscription-watch';

const answers: CheckResult[] = [];
const calls: AbortSignal[] = [];
const signOutCalls: number[] = [];
vi.mock('#web/lib/api-client.ts', () => ({
  apiFetch: async () => {
    // What the scheduler had sent by the time the sign-out request leaves.
    signOutCalls.push(calls.length);
    return {};
  },
}));
vi.mock('./api', () => ({
  checkSubscription: (signal: AbortSignal) => {
    calls.push(signal);
    const next = answers.shift();
    return next ? Promise.resolve(next) : new Promise<CheckResult>(() => {});
  },
}));

const FREE: SubscriptionStatus = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
  cancel_at_period_end: false,
};
const PREMIUM: SubscriptionStatus = {
  subscribed: true,
  subscription_tier: 'premium',
  subscription_end: '2026-12-22T10:00:00.000Z',
  cancel_at_period_end: false,
};

function clientWith(subscription: SubscriptionStatus) {
  const queryClient = new QueryClient();
  const me = { id: 'u1', tier: subscription.subscription_tier ?? 'free', subscription } as Me;
  // The server answers with what the check wrote: the subscription and the tier it grants.
  const refetched = vi.fn(async () => {
    const now = queryClient.getQueryData<Me>(['me']) ?? me;
    return { ...now, tier: now.subscription.subscription_tier ?? 'free' };
  });
  queryClient.setQueryDefaults(['me'], { queryFn: refetched });
  queryClient.setQueryData(['me'], me);
  return { queryClient, refetched };
}

describe('subscription watch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    answers.length = 0;
    calls.length = 0;
    signOutCalls.length = 0;
  });
  afterEach(() => {
    resetBillingWatch();
    vi.useRealTimers();
  });

  it('checks 1 s after sign-in; an upgrade lands in the profile, which is read again for the new limits', async () => {
    const { queryClient, refetched } = clientWith(FREE);
    answers.push(PREMIUM);
    watchUser('u1', queryClient);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(queryClient.getQueryData<Me>(['me'])?.subscription).toEqual(PREMIUM);
    expect(refetched).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData<Me>(['me'])?.tier).toBe('premium');
    expect(getCheckState()).toEqual({ checking: false, error: null });
  });

  it('drops the check due after sign-in, and aborts a running one, before a sign-out leaves', async () => {
    const { queryClient } = clientWith(FREE);
    watchUser('u1', queryClient);
    await vi.advanceTimersByTimeAsync(500);
    await signOutRequest();
    expect(signOutCalls).toEqual([0]);
    // The profile is cleared afterwards; nothing was left to run meanwhile.
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(0);

    watchUser(null, queryClient);
    watchUser('u1', queryClient);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    await signOutRequest();
    expect(calls[0]?.aborted).toBe(true);
  });

  it('leaves the profile alone when nothing changed', async () => {
    const { queryClient, refetched } = clientWith(PREMIUM);
    answers.push({ ...PREMIUM });
    watchUser('u1', queryClient);
    await vi.advanceTimersByTimeAsync(1000);
    expect(refetched).not.toHaveBeenCalled();
    expect(applyStatus(queryClient, { ...PREMIUM })).toBe(false);
  });

  it('keeps the error a check answers with (last known state still applies)', async () => {
    const { queryClient } = clientWith(PREMIUM);
    answers.push({ ...PREMIUM, error: { code: 'verification_temporary', message: 'Try again.' } });
    watchUser('u1', queryClient);
    await vi.advanceTimersByTimeAsync(1000);
    expect(getCheckState().error).toEqual({ code: 'verification_temporary', message: 'Try again.' });
    expect(queryClient.getQueryData<Me>(['me'])?.subscription).toEqual(PREMIUM);
  });

  it('on sign-out aborts the running check and clears its state; the same user is watched once', async () => {
    const { queryClient } = clientWith(FREE);
    watchUser('u1', queryClient);
    watchUser('u1', queryClient);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    expect(getCheckState().checking).toBe(true);
    watchUser(null, queryClient);
    expect(calls[0]?.aborted).toBe(true);
    expect(getCheckState()).toEqual({ checking: false, error: null });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
  });
});
