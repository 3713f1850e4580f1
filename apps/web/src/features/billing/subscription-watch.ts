import type { QueryClient } from '@tanstack/react-query';
import { checkSubscription } from './api';
import { SubscriptionScheduler } from './scheduler';

export const SUBSCRIPTION_KEY = ['subscription'] as const;
let scheduler: SubscriptionScheduler | null = null;

/** The one scheduler of the app, checking into the query cache (and the profile when the tier moved). */
export function subscriptionScheduler(queryClient: QueryClient): SubscriptionScheduler {
  scheduler ??= new SubscriptionScheduler(async () => {
    const before = queryClient.getQueryData<Awaited<ReturnType<typeof checkSubscription>>>(SUBSCRIPTION_KEY);
    const status = await queryClient.fetchQuery({
      queryKey: SUBSCRIPTION_KEY,
      queryFn: checkSubscription,
      staleTime: 0,
    });
    if (
      before?.subscription_tier !== status.subscription_tier ||
      before?.cancel_at_period_end !== status.cancel_at_period_end
    ) {
      // A new tier's limits apply at once: the profile carries tier and usage.
      await queryClient.refetchQueries({ queryKey: ['me'], type: 'all' });
    }
  });
  return scheduler;
}

export function onAuthChange(status: 'signedIn' | 'signedOut', queryClient: QueryClient) {
  const s = subscriptionScheduler(queryClient);
  if (status === 'signedIn') s.signedIn();
  else {
    s.signedOut();
    // Forget the state without cancelling a check in flight (its answer is simply dropped).
    queryClient.setQueryData(SUBSCRIPTION_KEY, null);
  }
}
