import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates a prerendered page, true afterwards (and from
 * the first render of a page the browser renders itself). For markup that depends on what only
 * the browser knows (localStorage), so hydration sees the server's markup first.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

const NO_PARAMS = new URLSearchParams();

/**
 * The URL's query string once hydrated, empty before: the account screens are prerendered
 * without one (decision 0023), so what a query asks for (a notice, a redirect, a reset token) is
 * drawn after hydration and the first client render matches the prerendered HTML.
 */
export function useHydratedSearchParams(): URLSearchParams {
  const [params] = useSearchParams();
  return useHydrated() ? params : NO_PARAMS;
}
