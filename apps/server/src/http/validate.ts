import type { z } from 'zod';
import { isMessageKey } from '../i18n';

/** The first issue's message when it is a catalog key (the shared schemas' messages are). */
export function issueMessageKey(error: z.ZodError): string | undefined {
  const message = error.issues[0]?.message;
  return message && isMessageKey(message) ? message : undefined;
}
