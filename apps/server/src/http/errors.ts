import type { ApiErrorBody, ErrorCode, Language } from '@captia/shared';
import { CATALOGS, translate } from '@captia/shared/i18n';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A failure the client should see. Thrown anywhere in a handler or service; the one
 * error handler turns it into the contract's `{error:{code,message}}` body.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly values: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export function errorBody(
  language: Language,
  code: ErrorCode,
  values: Record<string, string | number> = {},
): ApiErrorBody {
  return { error: { code, message: translate(CATALOGS[language], `errors.api.${code}`, values) } };
}

export function sendError(
  c: Context,
  status: ContentfulStatusCode,
  code: ErrorCode,
  values?: Record<string, string | number>,
) {
  return c.json(errorBody(c.get('language'), code, values), status);
}
