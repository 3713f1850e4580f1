import { isApiError } from '#web/lib/api-client.ts';
import type { TFunction } from '#web/lib/translator.ts';

/** The server's message (already in the request's language), or a generic one. */
export function apiErrorMessage(t: TFunction, error: unknown): string {
  return isApiError(error) ? error.message : t('account.errors.generic');
}
