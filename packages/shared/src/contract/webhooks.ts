import { z } from 'zod';
import { singleLineText } from '../schemas/text';
import { DateTimeSchema } from './common';

/*
 * Webhooks (docs/decisions/0058): an account's events posted to a URL it names, signed as the
 * Standard Webhooks specification says (`webhook-id`, `webhook-timestamp`, `webhook-signature`).
 */

export const WEBHOOK_EVENTS = [
  'review.decided',
  'campaign.created',
  'generation.completed',
  'post.published',
  'post.failed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** The event a "send test" posts: not subscribable, sent to the endpoint whatever its events. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const MAX_WEBHOOKS = 10;
export const MAX_WEBHOOK_URL = 2000;
/** Deliveries kept per endpoint (the older ones are dropped once done). */
export const WEBHOOK_DELIVERIES_KEPT = 50;

/** `POST /api/webhooks`. */
export const CreateWebhookSchema = z
  .object({
    url: singleLineText(MAX_WEBHOOK_URL).meta({
      description: 'An https (or http) URL on a public address and the default port.',
    }),
    events: z
      .array(z.enum(WEBHOOK_EVENTS))
      .min(1)
      .max(WEBHOOK_EVENTS.length)
      .refine((events) => new Set(events).size === events.length, {
        error: 'integrations.webhooks.errors.duplicateEvents',
      }),
  })
  .strict();

const webhookFields = {
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: DateTimeSchema,
  disabledAt: DateTimeSchema.nullable().meta({
    description: 'Set when deliveries failed for a day: nothing more is sent. Make the endpoint again.',
  }),
  disabledReason: z.string().nullable(),
};

/** An endpoint as listed: never its secret. */
export const WebhookSchema = z.object(webhookFields).meta({ id: 'Webhook' });

/** `POST /api/webhooks` → 201: the one answer that holds the signing secret. */
export const CreatedWebhookSchema = z
  .object({
    ...webhookFields,
    secret: z.string().meta({
      description: 'The signing secret, `whsec_` and base64: shown only here. Keep it to verify deliveries.',
    }),
  })
  .meta({ id: 'CreatedWebhook' });

export const WebhookListSchema = z.object({ items: z.array(WebhookSchema) }).meta({ id: 'WebhookList' });

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivering', 'delivered', 'failed'] as const;

/** One delivery as recorded: the latest 50 of an endpoint. */
export const WebhookDeliverySchema = z
  .object({
    id: z.string().meta({ description: 'The `webhook-id` header: the same on every retry.' }),
    event: z.string(),
    state: z.enum(WEBHOOK_DELIVERY_STATES),
    attempts: z.number().int().min(0),
    status: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The receiver’s last HTTP status (0: no answer).' }),
    error: z.string().nullable(),
    createdAt: DateTimeSchema,
    lastAttemptAt: DateTimeSchema.nullable(),
    deliveredAt: DateTimeSchema.nullable(),
    nextRetryAt: DateTimeSchema.nullable(),
  })
  .meta({ id: 'WebhookDelivery' });

export const WebhookDeliveryListSchema = z
  .object({ items: z.array(WebhookDeliverySchema) })
  .meta({ id: 'WebhookDeliveryList' });

/* The payloads: `{type, timestamp, data}`, the body every delivery posts. */

const event = <T extends string, D extends z.ZodObject>(type: T, data: D, id: string) =>
  z
    .object({ type: z.literal(type), timestamp: DateTimeSchema, data })
    .meta({ id, description: `The body of a \`${type}\` delivery.` });

export const ReviewDecidedEventSchema = event(
  'review.decided',
  z.object({
    campaignId: z.string(),
    postId: z.string(),
    decision: z.enum(['approved', 'changes']),
    comment: z.string().nullable(),
    reviewerName: z.string(),
  }),
  'ReviewDecidedEvent',
);
export const CampaignCreatedEventSchema = event(
  'campaign.created',
  z.object({
    campaignId: z.string(),
    title: z.string(),
    startDate: z.string(),
    days: z.number().int(),
    posts: z.number().int(),
  }),
  'CampaignCreatedEvent',
);
export const GenerationCompletedEventSchema = event(
  'generation.completed',
  z.object({
    historyId: z.string().nullable(),
    source: z.enum(['ai', 'basic']),
    captions: z.array(z.object({ network: z.string(), variant: z.number().int(), text: z.string() })),
  }),
  'GenerationCompletedEvent',
);
const publicationData = z.object({
  publicationId: z.string(),
  network: z.string(),
  campaignId: z.string().nullable(),
  postId: z.string().nullable(),
  url: z.string().nullable(),
  reason: z.string().nullable(),
});
export const PostPublishedEventSchema = event('post.published', publicationData, 'PostPublishedEvent');
export const PostFailedEventSchema = event('post.failed', publicationData, 'PostFailedEvent');
export const WebhookTestEventSchema = event(
  WEBHOOK_TEST_EVENT,
  z.object({ webhookId: z.string() }),
  'WebhookTestEvent',
);

/** Every payload by its event type (the OpenAPI document's `webhooks`). */
export const WEBHOOK_PAYLOADS = {
  'review.decided': ReviewDecidedEventSchema,
  'campaign.created': CampaignCreatedEventSchema,
  'generation.completed': GenerationCompletedEventSchema,
  'post.published': PostPublishedEventSchema,
  'post.failed': PostFailedEventSchema,
  [WEBHOOK_TEST_EVENT]: WebhookTestEventSchema,
} as const;
