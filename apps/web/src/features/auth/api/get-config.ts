import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface AuthConfig {
  googleSignIn: boolean;
  requireEmailVerification: boolean;
}

/** `GET /api/config`: which sign-in methods the server offers. */
export function getConfig(): Promise<AuthConfig> {
  return apiFetch<AuthConfig>('/api/config');
}

export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: getConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAuthConfig() {
  return useQuery(configQueryOptions);
}
