import { z } from 'zod';
import { EMAIL_MAX_LENGTH, singleLineText } from '../../schemas/text';
import { errors, json, operation, PUBLIC, wholeNumberQuery } from '../declare';
import { OutboxListSchema } from '../dev';

/** The most mails one outbox read returns. */
export const OUTBOX_MAX_LIMIT = 1000;

/**
 * `?to=&limit=` of the outbox API and of its page. A limit that is not a whole number from 1 to
 * 1000 is a 400, and `to` follows the shared text rules (the page is outside the /api query guard).
 */
export const OutboxQuerySchema = z.object({
  to: singleLineText(EMAIL_MAX_LENGTH, { min: 0 })
    .optional()
    .meta({ description: 'Only the mails to this address (any case).' }),
  limit: wholeNumberQuery(1, OUTBOX_MAX_LIMIT).optional(),
});

/** Development aids, answered on this machine only and never in production. */
export const devApi = {
  outbox: operation({
    method: 'get',
    path: '/api/dev/outbox',
    tags: ['Development'],
    summary: 'Mails in the local outbox, newest first (development only, loopback clients only)',
    security: PUBLIC,
    request: { query: OutboxQuerySchema },
    responses: { 200: json(OutboxListSchema, 'The mails'), ...errors(400, 404) },
  }),
};
