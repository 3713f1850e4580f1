import type { UpdateMe } from '@captia/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { ME_QUERY_KEY } from './get-me';
import type { Me } from './types';

/** `PATCH /api/me` → the new profile. */
export function updateMe(input: UpdateMe): Promise<Me> {
  return apiFetch('PATCH /api/me', { body: input });
}

/**
 * For `useMutation(updateMeMutation(queryClient))`. Options rather than a hook: the header
 * imports this file, and a hook here would pull the mutation observer into every page's
 * first load. The answer goes straight into `['me']`, so the header shows a new name at once.
 */
export function updateMeMutation(queryClient: QueryClient) {
  return {
    mutationFn: updateMe,
    onSuccess: (me: Me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  };
}
