import { QueryClient } from '@tanstack/react-query';

/** docs/product.md, Business constants: exponential back-off from 1 s, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export const QUERY_DEFAULTS = {
  gcTime: 5 * 60 * 1000,
  retry: 3,
  retryDelay,
} as const;

export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
}
