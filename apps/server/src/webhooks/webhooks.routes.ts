import { WEBHOOK_PAYLOADS, webhooksApi } from '@captia/shared';
import { z } from 'zod';
import { AppError } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import { createRouter } from '#server/http/router.ts';
import { requirePaidPlan } from '#server/lib/paid-plan.ts';
import { consumeRateLimit, userRateKeys } from '#server/lib/rate-limit.ts';
import { currentUser, requireUser } from '#server/lib/session.ts';
import type { AllowList } from '#server/links';
import type { Dispatcher } from './dispatcher';
import {
  checkedUrl,
  deliveryView,
  endpointView,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  newSecret,
  queueTest,
  recentDeliveries,
  removeEndpoint,
} from './webhooks.service';

export interface WebhooksDeps {
  /** Seals a new endpoint's secret (the publishing connections' sealing, handed in by app.ts). */
  seal: (secret: string) => string;
  /** LINK_FETCH_ALLOW: the ports an endpoint's URL may name besides the default ones. */
  allow: AllowList;
  rateLimitScale: number;
  /** The process's dispatcher, poked when a test is queued (absent in tests: they tick). */
  dispatcher?: Dispatcher;
}

const PLAN_MESSAGE = 'integrations.webhooks.errors.planRequired';
/** "Send test" presses a minute per account. */
const TESTS_PER_MINUTE = 10;

/** Standard Webhooks' headers, on every delivery. */
const SIGNATURE_HEADERS = z.object({
  'webhook-id': z.string().meta({ description: 'The delivery’s id (`msg_…`): the same on every retry.' }),
  'webhook-timestamp': z.string().meta({ description: 'Seconds since 1970 when this try was signed.' }),
  'webhook-signature': z.string().meta({
    description: '`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint’s secret.',
  }),
});

/** `/api/webhooks` (docs/decisions/0058). Another account's ids are a 404. */
export function webhooksRoutes(deps: WebhooksDeps) {
  const router = createRouter();
  // What a receiver gets, in the OpenAPI document's `webhooks`: each event's body and headers.
  for (const [event, schema] of Object.entries(WEBHOOK_PAYLOADS))
    router.openAPIRegistry.registerWebhook({
      method: 'post',
      path: event,
      tags: ['Webhooks'],
      summary: `\`${event}\`, posted to the endpoints that asked for it`,
      request: {
        headers: SIGNATURE_HEADERS,
        body: { content: { 'application/json': { schema } }, required: true },
      },
      responses: {
        200: { description: 'Any 2xx within 10 seconds acknowledges it; anything else is retried.' },
      },
    });
  return router
    .openapi(route(webhooksApi.list, requireUser), async (c) => {
      const rows = await listEndpoints(c.get('db'), currentUser(c).id);
      c.header('Cache-Control', 'no-store');
      return c.json({ items: rows.map((row) => endpointView(row, c.get('language'))) }, 200);
    })
    .openapi(route(webhooksApi.create, requireUser), async (c) => {
      const db = c.get('db');
      const userId = currentUser(c).id;
      await requirePaidPlan(db, userId, PLAN_MESSAGE);
      const body = c.req.valid('json');
      const url = checkedUrl(body.url, deps.allow);
      const secret = newSecret();
      const row = await insertEndpoint(db, {
        userId,
        url,
        events: body.events,
        secret: deps.seal(secret),
      });
      c.header('Cache-Control', 'no-store');
      // The one answer that holds the secret: only its sealed form is kept.
      return c.json({ ...endpointView(row, c.get('language')), secret }, 201);
    })
    .openapi(route(webhooksApi.remove, requireUser), async (c) => {
      if (!(await removeEndpoint(c.get('db'), currentUser(c).id, c.req.valid('param').id)))
        throw new AppError(404, 'not_found');
      return c.body(null, 204);
    })
    .openapi(route(webhooksApi.test, requireUser), async (c) => {
      const db = c.get('db');
      const userId = currentUser(c).id;
      const endpoint = await findEndpoint(db, userId, c.req.valid('param').id);
      if (!endpoint) throw new AppError(404, 'not_found');
      await requirePaidPlan(db, userId, PLAN_MESSAGE);
      if (endpoint.disabledAt) throw new AppError(409, 'webhook_disabled');
      const limit = await consumeRateLimit(db, userRateKeys.user(userId, 'webhook-test'), {
        window: 60,
        max: Math.ceil(TESTS_PER_MINUTE * deps.rateLimitScale),
      });
      if (!limit.allowed)
        throw new AppError(429, 'rate_limited', {
          retryAfter: limit.retryAfterSeconds,
          values: { minutes: 1 },
        });
      const row = await queueTest(db, endpoint);
      deps.dispatcher?.poke();
      return c.json(deliveryView(row), 202);
    })
    .openapi(route(webhooksApi.deliveries, requireUser), async (c) => {
      const db = c.get('db');
      const endpoint = await findEndpoint(db, currentUser(c).id, c.req.valid('param').id);
      if (!endpoint) throw new AppError(404, 'not_found');
      c.header('Cache-Control', 'no-store');
      return c.json({ items: (await recentDeliveries(db, endpoint.id)).map(deliveryView) }, 200);
    });
}
