import { describe, expect, it } from 'vitest';
import { NO_SUBSCRIPTION, sameStatus, toClientSubscription, withCancellation } from './status';

const premium = {
  subscribed: true,
  subscription_tier: 'premium' as const,
  subscription_end: '2026-12-22T10:00:00.000Z',
  cancel_at_period_end: false,
};
const none = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
  cancel_at_period_end: false,
};

describe('client subscription state', () => {
  it('maps the check answer to the subscription flags', () => {
    expect(toClientSubscription(premium)).toEqual({
      isSubscribed: true,
      tier: 'premium',
      endDate: '2026-12-22T10:00:00.000Z',
      cancelAtPeriodEnd: false,
    });
  });

  it('clears every value without a subscription or a user', () => {
    expect(toClientSubscription(none)).toEqual(NO_SUBSCRIPTION);
    expect(toClientSubscription(null)).toEqual(NO_SUBSCRIPTION);
    expect(toClientSubscription(undefined)).toEqual(NO_SUBSCRIPTION);
  });

  it('sees a change of tier, end date or cancellation, and nothing else', () => {
    expect(sameStatus(premium, { ...premium })).toBe(true);
    expect(sameStatus(none, premium)).toBe(false);
    expect(sameStatus(premium, { ...premium, subscription_tier: 'profissional' })).toBe(false);
    expect(sameStatus(premium, { ...premium, subscription_end: '2027-01-22T10:00:00.000Z' })).toBe(false);
    expect(sameStatus(premium, withCancellation(premium))).toBe(false);
    expect(sameStatus(undefined, none)).toBe(true);
  });

  it('cancelling sets cancelAtPeriodEnd at once and keeps access to the end of the period', () => {
    const cancelled = toClientSubscription(withCancellation(premium));
    expect(cancelled).toEqual({ ...toClientSubscription(premium), cancelAtPeriodEnd: true });
    expect(withCancellation(none)).toEqual(none);
  });
});
