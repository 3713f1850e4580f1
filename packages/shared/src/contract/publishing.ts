import { z } from 'zod';
import { MAX_ALT_TEXT } from '../captions/alt-text';
import { MAX_THREAD_POSTS } from '../captions/thread';
import { multiLineText, RecordIdSchema, singleLineText } from '../schemas/text';
import { DateTimeSchema } from './common';

/** The networks CaptIA publishes to (docs/decisions/0057). */
export const PUBLISH_NETWORKS = ['bluesky', 'mastodon'] as const;
export type PublishNetwork = (typeof PUBLISH_NETWORKS)[number];

/** Where a Bluesky account lives unless told: Bluesky's own PDS. */
export const DEFAULT_BLUESKY_SERVICE = 'https://bsky.social';

/** A connected account as listed: never a token or a password. */
export const ConnectionSchema = z
  .object({
    id: z.string(),
    network: z.enum(PUBLISH_NETWORKS),
    handle: z.string().meta({ description: 'The account: `alice.bsky.social`, `@alice@mastodon.social`.' }),
    service: z
      .string()
      .meta({ description: 'The PDS (Bluesky) or the instance (Mastodon), as a URL origin.' }),
    createdAt: DateTimeSchema,
    lastUsedAt: DateTimeSchema.nullable(),
  })
  .meta({ id: 'Connection' });

export const ConnectionListSchema = z
  .object({ items: z.array(ConnectionSchema) })
  .meta({ id: 'ConnectionList' });

const serviceUrl = singleLineText(300).meta({
  description: 'A host name or an https URL (`mastodon.social`, `https://bsky.social`).',
});

/** `POST /api/connections`: a Bluesky app password, or the start of a Mastodon sign-in. */
export const CreateConnectionSchema = z.discriminatedUnion('network', [
  z
    .object({
      network: z.literal('bluesky'),
      identifier: singleLineText(253).meta({ description: 'The handle or e-mail of the account.' }),
      appPassword: singleLineText(64).meta({
        description: 'An app password (Settings → App passwords), never the account’s main password.',
      }),
      service: serviceUrl
        .optional()
        .meta({ description: `The PDS; ${DEFAULT_BLUESKY_SERVICE} unless told.` }),
    })
    .strict(),
  z.object({ network: z.literal('mastodon'), instance: serviceUrl }).strict(),
]);

/** `POST /api/connections` → 201: the Bluesky account connected, or where to send the browser (Mastodon). */
export const CreatedConnectionSchema = z
  .union([
    ConnectionSchema,
    z.object({
      authorizeUrl: z
        .string()
        .meta({ description: 'The instance’s authorization page: open it in the browser.' }),
    }),
  ])
  .meta({ id: 'CreatedConnection' });

export const PUBLICATION_STATES = ['scheduled', 'publishing', 'published', 'failed'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

/** A publication: one post (or thread) to one connected account, now or at a time. */
export const PublicationSchema = z
  .object({
    id: z.string(),
    connectionId: z.string().nullable(),
    network: z.enum(PUBLISH_NETWORKS),
    campaignId: z.string().nullable(),
    postId: z.string().nullable(),
    state: z.enum(PUBLICATION_STATES),
    at: DateTimeSchema.meta({ description: 'When it was asked to go out.' }),
    attempts: z.number().int().min(0),
    url: z
      .string()
      .nullable()
      .meta({ description: 'The published post (the thread’s first), once published.' }),
    reason: z.string().nullable().meta({ description: 'Why it failed, in the network’s words or ours.' }),
    createdAt: DateTimeSchema,
    publishedAt: DateTimeSchema.nullable(),
  })
  .meta({ id: 'Publication' });

/**
 * A campaign post's latest publication as `GET /api/campaigns/{id}` shows it beside the post: its
 * state, the account it goes to (`handle` null once that account is disconnected), the post's URL
 * once published, the reason once failed.
 */
export const PostPublicationSchema = z
  .object({
    id: z.string(),
    state: z.enum(PUBLICATION_STATES),
    at: DateTimeSchema.meta({ description: 'When it was asked to go out.' }),
    connectionId: z.string().nullable(),
    network: z.enum(PUBLISH_NETWORKS),
    handle: z.string().nullable().meta({ description: 'The account it goes to; null once disconnected.' }),
    url: z.string().nullable().meta({ description: 'The published post (the thread’s first).' }),
    reason: z.string().nullable().meta({ description: 'Why it failed, in the network’s words or ours.' }),
  })
  .meta({ id: 'PostPublication' });

export const MAX_PUBLISH_TEXT = 3000;

/** The highest caption variant a publication can name (a generation writes at most a few). */
export const MAX_HISTORY_VARIANT = 10;

const atField = z.iso
  .datetime({ offset: true, error: 'publishing.errors.badTime' })
  .optional()
  .meta({ description: 'When to publish (ISO 8601 with offset); now when absent. At most a year ahead.' });

/** `POST /api/campaigns/{id}/posts/{postId}/publish`. */
export const PublishPostSchema = z.object({ connectionId: RecordIdSchema, at: atField }).strict();

/** `POST /api/publish`: a text or a thread, with an optional photo and its alt text. */
export const PublishSchema = z
  .object({
    connectionId: RecordIdSchema,
    text: multiLineText(MAX_PUBLISH_TEXT).optional(),
    posts: z.array(multiLineText(MAX_PUBLISH_TEXT)).min(1).max(MAX_THREAD_POSTS).optional(),
    image: z
      .string()
      .max(1_400_000)
      .optional()
      .meta({ description: 'A `data:` URL (JPEG, PNG or WebP, at most 1 MB), on the first post.' }),
    altText: multiLineText(MAX_ALT_TEXT).optional(),
    at: atField,
    historyId: RecordIdSchema.optional().meta({
      description:
        'The history entry (or a version of it) the text comes from: `GET /api/history` then shows the publication on that caption. Another account’s entry is a 404.',
    }),
    variant: z.number().int().min(1).max(MAX_HISTORY_VARIANT).optional().meta({
      description: 'Which of the entry’s captions of the connection’s network (1-based; 1 unless told).',
    }),
  })
  .strict()
  .refine((body) => (body.text === undefined) !== (body.posts === undefined), {
    error: 'publishing.errors.textOrPosts',
  });
