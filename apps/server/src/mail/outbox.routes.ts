import { devApi, OutboxQuerySchema, type z } from '@captia/shared';
import { Hono } from 'hono';
import type { Env } from '../env';
import { AppError } from '../http/errors';
import { localOnly } from '../http/local-only';
import { route } from '../http/route';
import { type AppEnv, createRouter } from '../http/router';
import { renderMailboxPage } from './mailbox.page';
import type { Mailer } from './mailer';
import { listOutbox, type OutboxQuery } from './outbox.transport';

export interface OutboxRoutesDeps {
  nodeEnv: Env['NODE_ENV'];
  /** DEV_TOOLS: the operator says no proxy forwards to this server (decision 0048). */
  devTools: boolean;
  mailer: Pick<Mailer, 'kind'>;
}

const DEFAULT_LIMIT = 100;

/**
 * The outbox is a development aid: never in production, absent when mail goes over SMTP, and
 * only with DEV_TOOLS=on — a proxy on this machine that adds no header would otherwise hand
 * anyone the reset links (decision 0048). Requests are judged by localOnly besides.
 */
export function outboxAvailable(deps: OutboxRoutesDeps): boolean {
  return deps.devTools && deps.nodeEnv !== 'production' && deps.mailer.kind === 'outbox';
}

function outboxQuery(query: z.output<typeof OutboxQuerySchema>): OutboxQuery {
  return { to: query.to || undefined, limit: query.limit ?? DEFAULT_LIMIT };
}

/** `GET /api/dev/outbox?to=&limit=` → `[{to, subject, text, html, createdAt}]`, newest first. */
export function outboxRoutes(deps: OutboxRoutesDeps) {
  const available = outboxAvailable(deps);
  return createRouter().openapi(route(devApi.outbox, localOnly), async (c) => {
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
