import { EMAIL_MAX_LENGTH, OutboxListSchema, singleLineText } from '@captia/shared';
import { createRoute, z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { Env } from '../env';
import { AppError } from '../http/errors';
import { errors, json, PUBLIC } from '../http/openapi';
import { wholeNumberQuery } from '../http/query-values';
import { type AppEnv, createRouter } from '../http/router';
import { renderMailboxPage } from './mailbox.page';
import type { Mailer } from './mailer';
import { listOutbox, type OutboxQuery } from './outbox.transport';

export interface OutboxRoutesDeps {
  nodeEnv: Env['NODE_ENV'];
  mailer: Pick<Mailer, 'kind'>;
}

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;

/** The outbox is a development aid: never in production, and absent when mail goes over SMTP. */
export function outboxAvailable(deps: OutboxRoutesDeps): boolean {
  return deps.nodeEnv !== 'production' && deps.mailer.kind === 'outbox';
}

/**
 * `?to=&limit=` of both the API and the page. A limit that is not a whole number from 1 to
 * 1000 is a 400 (it used to be clamped or ignored), and `to` follows the shared text rules (a
 * NUL byte reached PostgreSQL from the page, which the /api query guard does not cover).
 */
const OutboxQuerySchema = z.object({
  to: singleLineText(EMAIL_MAX_LENGTH, { min: 0 })
    .optional()
    .meta({ description: 'Only the mails to this address (any case).' }),
  limit: wholeNumberQuery(1, MAX_LIMIT).optional(),
});

function outboxQuery(query: z.output<typeof OutboxQuerySchema>): OutboxQuery {
  return { to: query.to || undefined, limit: query.limit ?? DEFAULT_LIMIT };
}

const outbox = createRoute({
  method: 'get',
  path: '/',
  tags: ['Development'],
  summary: 'Mails in the local outbox, newest first (development only, loopback clients only)',
  security: PUBLIC,
  request: {
    query: OutboxQuerySchema,
  },
  responses: { 200: json(OutboxListSchema, 'The mails'), ...errors(400, 404) },
});

/** `GET /api/dev/outbox?to=&limit=` → `[{to, subject, text, html, createdAt}]`, newest first. */
export function outboxRoutes(deps: OutboxRoutesDeps) {
  const available = outboxAvailable(deps);
  return createRouter().openapi(outbox, async (c) => {
    if (!available) throw new AppError(404, 'not_found');
    const mails = await listOutbox(c.get('db'), outboxQuery(c.req.valid('query')));
    c.header('Cache-Control', 'no-store');
    return c.json(
      mails.map((mail) => ({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        createdAt: mail.createdAt.toISOString(),
      })),
      200,
    );
  });
}

/** `GET /dev/mailbox?to=` — the outbox as a page, for people (and end-to-end tests). */
export function mailboxPageRoutes(deps: OutboxRoutesDeps) {
  const available = outboxAvailable(deps);
  return new Hono<AppEnv>().get('/', async (c) => {
    if (!available) return c.text('Not found', 404);
    const parsed = OutboxQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return c.text('Bad request', 400);
    const query = outboxQuery(parsed.data);
    const mails = await listOutbox(c.get('db'), query);
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(renderMailboxPage(mails, { to: query.to }));
  });
}
