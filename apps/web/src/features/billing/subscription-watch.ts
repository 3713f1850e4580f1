import type { Me, SubscriptionStatus } from '@captia/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client.ts';
import { ME_QUERY_KEY } from '#web/lib/session/get-me.ts';
import { onSigningOut } from '#web/lib/session/sign-out.ts';
import { type CheckResult, checkSubscription } from './api';
import { SubscriptionScheduler } from './scheduler';
import { sameStatus } from './status';

/**
 * The profile query (`lib/session/get-me.ts`). The subscription, the tier and the usage the
 * generator enforces all live in it, so they cannot disagree, and signing out (which empties
 * it) clears the subscription with everything else.
 */
const ME_KEY = ME_QUERY_KEY;

export interface CheckState {
  checking: boolean;
  /** Why the last check could not confirm the subscription (in the user's language), if it could not. */
  error: { code: string; message: string } | null;
}

const IDLE: CheckState = { checking: false, error: null };
let checkState = IDLE;
const listeners = new Set<() => void>();

function setCheckState(next: Partial<CheckState>) {
  checkState = { ...checkState, ...next };
  for (const listener of listeners) listener();
}

export function subscribeCheckState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getCheckState = () => checkState;

/**
 * Puts a fresher subscription status into the profile. When it changed (an upgrade, a
 * renewal, the end of a cancelled period) the profile is read again at once, so the tier's
 * limits and the usage counter follow without a reload. Returns whether it changed.
 */
export function applyStatus(queryClient: QueryClient, status: SubscriptionStatus): boolean {
  const me = queryClient.getQueryData<Me | null>(ME_KEY);
  if (!me || sameStatus(me.subscription, status)) return false;
  queryClient.setQueryData<Me>(ME_KEY, { ...me, subscription: status });
  // The profile has no observer (the auth provider reads the cache), so refetch inactive too.
  void queryClient.invalidateQueries({ queryKey: ME_KEY, refetchType: 'all' });
  return true;
}

let scheduler: SubscriptionScheduler<CheckResult> | null = null;
let watchedUser: string | null = null;

function genericError(): CheckState['error'] {
  return { code: 'billing_failed', message: '' };
}

// A check due (or running) when the user signs out is dropped as the sign-out starts: sent after
// it, it would find no session. watchUser(null) follows once the profile is cleared.
onSigningOut(() => scheduler?.signedOut());

/** The one scheduler of the app; every check-subscription call of the browser goes through it. */
export function billingScheduler(queryClient: QueryClient): SubscriptionScheduler<CheckResult> {
  scheduler ??= new SubscriptionScheduler<CheckResult>(async (signal) => {
    setCheckState({ checking: true });
    try {
      const result = await checkSubscription(signal);
      if (signal.aborted) return result;
      const { error, ...status } = result;
      applyStatus(queryClient, status);
      setCheckState({ checking: false, error: error ?? null });
      return result;
    } catch (error) {
      if (!signal.aborted) {
        setCheckState({
          checking: false,
          error: error instanceof ApiError ? { code: error.code, message: error.message } : genericError(),
        });
      }
      throw error;
    }
  });
  return scheduler;
}

/**
 * Follows who is signed in (the layout calls it with the profile's id): a new user is checked
 * ~1 s later; on sign-out, or a switch of account, everything pending is dropped and cleared.
 */
export function watchUser(userId: string | null, queryClient: QueryClient) {
  if (userId === watchedUser) return;
  const current = billingScheduler(queryClient);
  if (watchedUser !== null) {
    current.signedOut();
    checkState = IDLE;
    for (const listener of listeners) listener();
  }
  watchedUser = userId;
  if (userId !== null) current.signedIn();
}

/** For tests: forget the scheduler and who was watched. */
export function resetBillingWatch() {
  scheduler?.signedOut();
  scheduler = null;
  watchedUser = null;
  checkState = IDLE;
}
