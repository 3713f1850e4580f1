import type { ApiErrorBody, ErrorCode, Language } from '@captia/shared';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { translator } from '../i18n';

export interface ErrorDetails {
  /** Catalog key of the message; defaults to `errors.api.<code>`. */
  messageKey?: string;
  values?: Record<string, string | number>;
  /** Seconds after which the request may succeed: sent as `Retry-After`. */
  retryAfter?: number;
}

/**
 * A failure the client should see. Thrown anywhere in a handler or service; the one
 * error handler turns it into the contract's `{error:{code,message}}` body.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly details: ErrorDetails = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export function errorBody(language: Language, code: ErrorCode, details: ErrorDetails = {}): ApiErrorBody {
  const key = details.messageKey ?? `errors.api.${code}`;
  return { error: { code, message: translator(language)(key, details.values) } };
}

export function sendError(c: Context, status: ContentfulStatusCode, code: ErrorCode, details?: ErrorDetails) {
  return c.json(errorBody(c.get('language'), code, details), status);
}
