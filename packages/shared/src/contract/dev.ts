import { z } from 'zod';
import { DateTimeSchema } from './common';

/** `GET /api/dev/outbox`: mails in the local outbox, newest first (development, loopback only). */
export const OutboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: DateTimeSchema,
});
export const OutboxListSchema = z.array(OutboxMailSchema).meta({ id: 'OutboxMails' });
