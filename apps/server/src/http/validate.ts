import type { Context } from 'hono';
import type { z } from 'zod';
import { isMessageKey } from '../i18n';
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
  const key = issueMessageKey(result.error);
  throw new AppError(400, 'bad_request', key ? { messageKey: key } : {});
}

/** The first issue's message when it is a catalog key (the shared schemas' messages are). */
export function issueMessageKey(error: z.ZodError): string | undefined {
  const message = error.issues[0]?.message;
  return message && isMessageKey(message) ? message : undefined;
}
