import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import type { ApiBody, ApiResult } from './api-routes';

export type Brand = ApiResult<'GET /api/brands'>['items'][number];
export type BrandBody = ApiBody<'POST /api/brands'>;

export const BRANDS_QUERY_KEY = ['brands'] as const;

/** `GET /api/brands`: the account's brand voices, oldest first (the server keeps one default). */
export const brandsQueryOptions = queryOptions({
  queryKey: BRANDS_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch('GET /api/brands', { signal }),
  retry: false,
});

export function useBrands(enabled = true) {
  return useQuery({ ...brandsQueryOptions, enabled });
}

/** The account's default brand: the one a generation uses when it names none. */
export function defaultBrand(brands: readonly Brand[]): Brand | undefined {
  return brands.find((brand) => brand.isDefault);
}

/**
 * Create (`POST /api/brands`) or change (`PATCH /api/brands/:id`) a brand; the answer, with the
 * traits the server measured from the samples, replaces the cached one at once.
 */
export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: BrandBody }) =>
      id
        ? apiFetch('PATCH /api/brands/{id}', { params: { id }, body })
        : apiFetch('POST /api/brands', { body }),
    onSuccess: (saved) =>
      queryClient.setQueryData(brandsQueryOptions.queryKey, (list) => {
        if (!list) return list;
        const items = list.items.some((brand) => brand.id === saved.id)
          ? list.items.map((brand) => (brand.id === saved.id ? saved : brand))
          : [...list.items, saved];
        // A new default takes the badge from the old one.
        return {
          items: saved.isDefault ? items.map((b) => ({ ...b, isDefault: b.id === saved.id })) : items,
        };
      }),
    // The count, the default and a brand another tab changed: read again whatever happened.
    onSettled: () => queryClient.invalidateQueries({ queryKey: BRANDS_QUERY_KEY }),
  });
}

/** `PATCH /api/brands/:id {isDefault: true}`: the brand generations use when they name none. */
export function useMakeDefaultBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch('PATCH /api/brands/{id}', { params: { id }, body: { isDefault: true } }),
    onSuccess: (saved) =>
      queryClient.setQueryData(brandsQueryOptions.queryKey, (list) =>
        list
          ? { items: list.items.map((b) => (b.id === saved.id ? saved : { ...b, isDefault: false })) }
          : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BRANDS_QUERY_KEY }),
  });
}

/** `DELETE /api/brands/:id`: the oldest remaining brand becomes the default (the server decides). */
export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch('DELETE /api/brands/{id}', { params: { id } }),
    onSuccess: (_, id) =>
      queryClient.setQueryData(brandsQueryOptions.queryKey, (list) =>
        list ? { items: list.items.filter((brand) => brand.id !== id) } : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BRANDS_QUERY_KEY }),
  });
}
