import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import type { ApiBody, ApiResult } from '#web/lib/api-routes.ts';

export type AdminUserPage = ApiResult<'GET /api/admin/users'>;
export type AdminUser = AdminUserPage['users'][number];
export type AdminAction = ApiResult<'GET /api/admin/actions'>['actions'][number];

export const adminUsersQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'users', q, page],
    queryFn: () => apiFetch('GET /api/admin/users', { query: { q, page: String(page) } }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const adminActionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'actions'],
    queryFn: () => apiFetch('GET /api/admin/actions'),
    retry: false,
  });

export function useAdminUsers(q: string, page: number, enabled: boolean) {
  return useQuery({ ...adminUsersQuery(q, page), enabled });
}

export function useAdminActions(enabled: boolean) {
  return useQuery({ ...adminActionsQuery(), enabled });
}

export type AdminMutation =
  | { kind: 'change'; id: string; change: ApiBody<'PATCH /api/admin/users/{id}'> }
  | { kind: 'reset-usage'; id: string }
  | { kind: 'delete'; id: string };

export function useAdminMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (m: AdminMutation) => {
      const params = { id: m.id };
      if (m.kind === 'change') return apiFetch('PATCH /api/admin/users/{id}', { params, body: m.change });
      if (m.kind === 'reset-usage') return apiFetch('POST /api/admin/users/{id}/reset-usage', { params });
      return apiFetch('DELETE /api/admin/users/{id}', { params });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export type ModelUsage = ApiResult<'GET /api/admin/models'>;

export const adminModelsQuery = (days: number) =>
  queryOptions({
    queryKey: ['admin', 'models', days],
    queryFn: () => apiFetch('GET /api/admin/models', { query: { days: String(days) } }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAdminModels(days: number) {
  return useQuery(adminModelsQuery(days));
}
