import { useSyncExternalStore } from 'react';

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
