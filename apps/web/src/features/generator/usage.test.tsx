import { FALLBACK_USAGE, type Me, USAGE_CACHE_KEY, type UsageView } from '@captia/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '#web/lib/session/get-me.ts';

const auth = vi.hoisted(() => ({
  state: { status: 'loading', me: null } as { status: string; me: unknown },
}));
vi.mock('#web/lib/session/auth-provider.tsx', () => ({ useAuth: () => auth.state }));

const { applyGenerated, refreshUsage, USAGE_REREAD_MS, useUsage } = await import('./usage');

const usage = (current: number): UsageView => ({
  current,
  total: 3,
  period: 'daily',
  lastUpdated: '2026-11-22T10:00:00.000Z',
});
const me = (current: number) => ({ id: 'u1', tier: 'free', usage: usage(current) }) as unknown as Me;

describe('usage', () => {
  let queryClient: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  beforeEach(() => {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows the cached usage while the session is read, then the profile, and caches it', () => {
    localStorage.setItem(USAGE_CACHE_KEY, JSON.stringify(usage(2)));
    auth.state = { status: 'loading', me: null };
    const { result, rerender } = renderHook(() => useUsage(), { wrapper });
    expect(result.current).toEqual(usage(2));
    auth.state = { status: 'signedIn', me: me(1) };
    rerender();
    expect(result.current).toEqual(usage(1));
    expect(JSON.parse(localStorage.getItem(USAGE_CACHE_KEY) ?? '')).toEqual(usage(1));
    auth.state = { status: 'signedOut', me: null };
    rerender();
    expect(result.current).toBeNull();
  });

  it('shows a generation’s usage at once and reads the profile again 100 ms later', async () => {
    vi.useFakeTimers();
    const fetchMe = vi.fn(async () => me(1));
    queryClient.setQueryDefaults(ME_QUERY_KEY, { queryFn: fetchMe });
    queryClient.setQueryData(ME_QUERY_KEY, me(0));
    applyGenerated(queryClient, usage(1));
    expect(queryClient.getQueryData<Me>(ME_QUERY_KEY)?.usage).toEqual(usage(1));
    await vi.advanceTimersByTimeAsync(USAGE_REREAD_MS - 1);
    expect(fetchMe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMe).toHaveBeenCalledOnce();
    expect(queryClient.getQueryData<Me>(ME_QUERY_KEY)?.usage).toEqual(usage(1));
  });

  it('logs a failed load and shows 0 of 3 daily until a load succeeds', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    auth.state = { status: 'signedIn', me: me(2) };
    queryClient.setQueryData(ME_QUERY_KEY, me(2));
    const { result } = renderHook(() => useUsage(), { wrapper });
    expect(result.current).toEqual(usage(2));

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    await act(() => refreshUsage(queryClient));
    expect(warn).toHaveBeenCalledOnce();
    expect(result.current).toEqual(FALLBACK_USAGE);

    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        expect(url).toBe('/api/me?refresh=1');
        return Response.json(me(2));
      }),
    );
    await act(() => refreshUsage(queryClient));
    expect(result.current).toEqual(usage(2));
  });
});
