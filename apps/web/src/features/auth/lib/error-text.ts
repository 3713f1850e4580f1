import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';
import type { FieldError } from './use-form-state';

export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  return 'key' in error ? t(error.key) : error.message;
}

/** The server's message (already in the request's language), or a generic one. */
export function apiErrorMessage(t: TFunction, error: unknown): string {
  return isApiError(error) ? error.message : t('account.errors.generic');
}
