import type { Tier } from '@captia/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  plan: Tier;
  banned: boolean;
  createdAt: string;
  usage: { daily: number; monthly: number };
}

export interface AdminUserPage {
  total: number;
  page: number;
  pageSize: number;
  users: AdminUser[];
}

export interface AdminAction {
  id: string;
  adminEmail: string;
  targetEmail: string | null;
  action: string;
  createdAt: string;
}

export const adminUsersQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'users', q, page],
    queryFn: () =>
      apiFetch<AdminUserPage>(`/api/admin/users?${new URLSearchParams({ q, page: String(page) })}`),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const adminActionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'actions'],
    queryFn: () => apiFetch<{ actions: AdminAction[] }>('/api/admin/actions'),
    retry: false,
  });

export function useAdminUsers(q: string, page: number, enabled: boolean) {
  return useQuery({ ...adminUsersQuery(q, page), enabled });
}

export function useAdminActions(enabled: boolean) {
  return useQuery({ ...adminActionsQuery(), enabled });
}

export type AdminMutation =
  | { kind: 'change'; id: string; change: { role?: 'user' | 'admin'; plan?: Tier; banned?: boolean } }
  | { kind: 'reset-usage'; id: string }
  | { kind: 'delete'; id: string };

export function useAdminMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (m: AdminMutation) => {
      if (m.kind === 'change')
        return apiFetch(`/api/admin/users/${m.id}`, { method: 'PATCH', body: m.change });
      if (m.kind === 'reset-usage')
        return apiFetch(`/api/admin/users/${m.id}/reset-usage`, { method: 'POST' });
      return apiFetch(`/api/admin/users/${m.id}`, { method: 'DELETE' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
