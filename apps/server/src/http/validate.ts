import { CATALOGS, translate } from '@captia/shared/i18n';
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './errors';

/**
 * Reads and validates a JSON body with a shared schema. Anything else — no body, broken
 * JSON, wrong fields — is a 400 in the contract's shape; the first issue's message (a
 * catalog key) becomes the localized message.
 */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(400, 'invalid_json');
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key =
    issue?.message && translate(CATALOGS['en-US'], issue.message) !== issue.message
      ? issue.message
      : undefined;
  throw new AppError(400, 'bad_request', key ? { messageKey: key } : {});
}
