/** The one error body of the HTTP contract (ARCHITECTURE.md §4). */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** Error codes the API answers with; each has a message in every catalog under `errors.api`. */
export const ERROR_CODES = [
  'not_found',
  'bad_request',
  'invalid_json',
  'method_not_allowed',
  'payload_too_large',
  'service_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
