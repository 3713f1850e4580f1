import { z } from 'zod';
import { RecordIdSchema } from '../../schemas/text';
import { COOKIE_OR_KEY, errors, json, jsonBody, operation } from '../declare';
import {
  CreatedWebhookSchema,
  CreateWebhookSchema,
  MAX_WEBHOOKS,
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
  WebhookListSchema,
} from '../webhooks';

const tags = ['Webhooks'];
const params = z.object({ id: RecordIdSchema });

/**
 * `/api/webhooks`: an account's events posted to its URLs, signed per the Standard Webhooks
 * specification, retried for a day (paid plans; docs/decisions/0058).
 */
export const webhooksApi = {
  list: operation({
    method: 'get',
    path: '/api/webhooks',
    tags,
    summary: 'Your webhook endpoints (never their secrets)',
    security: COOKIE_OR_KEY,
    responses: { 200: json(WebhookListSchema, 'Oldest first'), ...errors(401) },
  }),
  create: operation({
    method: 'post',
    path: '/api/webhooks',
    tags,
    summary: 'Add a webhook endpoint; its signing secret is answered only here',
    description:
      'Each delivery is a POST of `{type, timestamp, data}` with `webhook-id`, `webhook-timestamp` and ' +
      '`webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">` (Standard Webhooks). A 2xx within ' +
      '10 seconds is a delivery; otherwise it is retried (5 s, 1 min, 5 min, 30 min, 2 h, 5 h, 8 h, 8 h) and, ' +
      'after a day of failures, the endpoint is disabled and its owner told. Private addresses are refused. ' +
      `Paid plans only (403 \`plan_required\`); 409 \`webhook_limit_reached\` past ${MAX_WEBHOOKS}.`,
    security: COOKIE_OR_KEY,
    request: jsonBody(CreateWebhookSchema),
    responses: { 201: json(CreatedWebhookSchema, 'Added'), ...errors(400, 401, 403, 409) },
  }),
  remove: operation({
    method: 'delete',
    path: '/api/webhooks/{id}',
    tags,
    summary: 'Remove an endpoint (its pending deliveries with it)',
    security: COOKIE_OR_KEY,
    request: { params },
    responses: { 204: { description: 'Removed' }, ...errors(400, 401, 404) },
  }),
  test: operation({
    method: 'post',
    path: '/api/webhooks/{id}/test',
    tags,
    summary: 'Send a `webhook.test` event to an endpoint now',
    security: COOKIE_OR_KEY,
    request: { params },
    responses: {
      202: json(WebhookDeliverySchema, 'Queued: its state is in the deliveries'),
      ...errors(400, 401, 403, 404, 409, 429),
    },
  }),
  deliveries: operation({
    method: 'get',
    path: '/api/webhooks/{id}/deliveries',
    tags,
    summary: 'An endpoint’s last 50 deliveries: state, status, times and next retry',
    security: COOKIE_OR_KEY,
    request: { params },
    responses: { 200: json(WebhookDeliveryListSchema, 'Newest first'), ...errors(400, 401, 404) },
  }),
};
