import { OutboxListSchema } from '@captia/shared';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Env } from '../env';
import { AppError } from '../http/errors';
import { errors, json, PUBLIC } from '../http/openapi';
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

function outboxQuery(c: Context<AppEnv>): OutboxQuery {
  const to = c.req.query('to')?.trim() || undefined;
  const requested = Number.parseInt(c.req.query('limit') ?? '', 10);
  const limit = Number.isFinite(requested) ? Math.min(Math.max(requested, 1), MAX_LIMIT) : DEFAULT_LIMIT;
  return { to, limit };
}

const outbox = createRoute({
  method: 'get',
  path: '/',
  tags: ['Development'],
  summary: 'Mails in the local outbox, newest first (development only, loopback clients only)',
  security: PUBLIC,
  request: {
    query: z.object({ to: z.string().max(254).optional(), limit: z.string().max(8).optional() }),
  },
  responses: { 200: json(OutboxListSchema, 'The mails'), ...errors(404) },
});

/** `GET /api/dev/outbox?to=&limit=` → `[{to, subject, text, html, createdAt}]`, newest first. */
export function outboxRoutes(deps: OutboxRoutesDeps) {
  const available = outboxAvailable(deps);
  return createRouter().openapi(outbox, async (c) => {
    if (!available) throw new AppError(404, 'not_found');
    const mails = await listOutbox(c.get('db'), outboxQuery(c));
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
    const query = outboxQuery(c);
    const mails = await listOutbox(c.get('db'), query);
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(renderMailboxPage(mails, { to: query.to }));
  });
}
