import type { Language } from '@captia/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';

/**
 * `GET /api/options` in the interface language: the networks' limits and their units in
 * words. The form takes the limits from here rather than from the shared network table,
 * whose exact counting (twitter-text) must stay out of the browser bundle.
 */
export const optionsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['caption-options', language],
    queryFn: () => apiFetch('GET /api/options'),
    staleTime: Number.POSITIVE_INFINITY,
  });
