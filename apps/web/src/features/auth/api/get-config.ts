import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import type { ApiResult } from '#web/lib/api-routes.ts';

export type AuthConfig = ApiResult<'GET /api/config'>;

/** `GET /api/config`: which sign-in methods the server offers. */
export function getConfig(): Promise<AuthConfig> {
  return apiFetch('GET /api/config');
}

export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: getConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAuthConfig() {
  return useQuery(configQueryOptions);
}
