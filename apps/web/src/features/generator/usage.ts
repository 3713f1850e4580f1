import { FALLBACK_USAGE, type Me, type UsageView } from '@captia/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { apiFetch } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/session/auth-provider.tsx';
import { ME_QUERY_KEY } from '#web/lib/session/get-me.ts';
import { readUsageCache, writeUsageCache } from './usage-cache';

/** docs/product.md, Usage and resets: usage is read again this long after an increment. */
export const USAGE_REREAD_MS = 100;

/**
 * Whether the last usage load failed (docs/product.md, Usage and resets: logged, and 0 of 3
 * daily is shown). Module state: the gauge shows it, and the re-read after a generation (in the
 * controller) sets it.
 */
let failed = false;
const listeners = new Set<() => void>();

function setFailed(value: boolean) {
  if (failed === value) return;
  failed = value;
  for (const listener of listeners) listener();
}

export function usageLoadFailed(error?: unknown) {
  console.warn('Usage could not be loaded; showing the default of 0 of 3 daily.', error);
  setFailed(true);
}

let reReadTimer: ReturnType<typeof setTimeout> | undefined;

/** A generation's answer: its usage is shown at once, and the profile is read again shortly after. */
export function applyGenerated(queryClient: QueryClient, usage: UsageView) {
  queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (me) => (me ? { ...me, usage } : me));
  clearTimeout(reReadTimer);
  reReadTimer = setTimeout(() => {
    // The profile has no observer (the auth provider reads the cache): refetch it even so.
    queryClient
      .invalidateQueries({ queryKey: ME_QUERY_KEY, refetchType: 'all' }, { throwOnError: true })
      .then(() => setFailed(false), usageLoadFailed);
  }, USAGE_REREAD_MS);
}

/** The manual refresh: `GET /api/me?refresh=1` (no paid reset checks: docs/product.md, Usage and resets). */
export async function refreshUsage(queryClient: QueryClient) {
  try {
    queryClient.setQueryData(ME_QUERY_KEY, await apiFetch('GET /api/me', { query: { refresh: '1' } }));
    setFailed(false);
  } catch (error) {
    usageLoadFailed(error);
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const snapshot = () => failed;

/**
 * What the gauge shows: the profile's usage once signed in (the default after a failed load),
 * the cached one (`captia_usage_cache`) while the session is still being read, else nothing.
 * Browser only (it reads localStorage while rendering).
 */
export function useUsage(): UsageView | null {
  const { me, status } = useAuth();
  const loadFailed = useSyncExternalStore(subscribe, snapshot, snapshot);
  const [cached] = useState(readUsageCache);
  // The profile's usage is typed by the contract (MeSchema), which the server's answers are tested against.
  const live = me?.usage ?? null;
  useEffect(() => {
    if (live) writeUsageCache(live);
  }, [live]);
  if (status === 'signedIn') return loadFailed || !live ? FALLBACK_USAGE : live;
  return status === 'loading' ? cached : null;
}
