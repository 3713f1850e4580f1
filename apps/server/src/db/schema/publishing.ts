import type { PublicationState, PublishNetwork } from '@captia/shared';
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { campaignPosts, campaigns } from './campaigns';
import { captionsHistory } from './history';
import { usuarios } from './users';

/** Binary data as a Buffer (PostgreSQL bytea; PGlite hands back a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Accounts on Bluesky and Mastodon an account publishes to (docs/decisions/0057). `secret` is
 * sealed (AES-256-GCM, publishing/seal.ts): the Mastodon token or the Bluesky session, never clear.
 */
export const publishingConnections = pgTable(
  'publishing_connections',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    network: text('network').$type<PublishNetwork>().notNull(),
    /** `alice.bsky.social`, `@alice@mastodon.social`. */
    handle: text('handle').notNull(),
    /** The PDS or the instance, as a URL origin. */
    service: text('service').notNull(),
    /** The account's own id there: a DID, or the instance's account id. */
    accountId: text('account_id').notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('publishing_connections_user_idx').on(table.userId, table.createdAt)],
);

/** CaptIA as an app registered on a Mastodon instance: once per instance and callback, kept. */
export const mastodonApps = pgTable(
  'mastodon_apps',
  {
    instance: text('instance').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    clientId: text('client_id').notNull(),
    /** Sealed like the connections' secrets. */
    clientSecret: text('client_secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('mastodon_apps_instance_idx').on(table.instance, table.redirectUri)],
);

/** A Mastodon sign-in under way: its state (only its hash kept), for one account, used once. */
export const mastodonSignIns = pgTable('mastodon_sign_ins', {
  stateHash: text('state_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  instance: text('instance').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** One post of a publication, with what identifies it before it is sent (a Bluesky rkey). */
export interface PublicationPart {
  text: string;
  rkey: string;
}

/** What has gone out of a thread so far, kept after each post: a retry resumes after it. */
export interface PublicationProgress {
  posted: { id: string; uri?: string; cid?: string; url: string }[];
  /** Bluesky's blob of the photo, once uploaded. */
  blob?: unknown;
  /** Mastodon's media id of the photo, once uploaded. */
  mediaId?: string;
}

/**
 * The scheduler's jobs: claimed with FOR UPDATE SKIP LOCKED under a lease (`lockedUntil`), so
 * two instances never send the same one and a restart loses none (publishing/scheduler.ts).
 */
export const publications = pgTable(
  'publications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    connectionId: text('connection_id').references(() => publishingConnections.id, { onDelete: 'set null' }),
    network: text('network').$type<PublishNetwork>().notNull(),
    campaignId: text('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    postId: text('post_id').references(() => campaignPosts.id, { onDelete: 'set null' }),
    /** A generator result's history entry (or version) and which of its captions went out. */
    historyId: text('history_id').references(() => captionsHistory.id, { onDelete: 'set null' }),
    historyVariant: integer('history_variant'),
    parts: jsonb('parts').$type<PublicationPart[]>().notNull(),
    image: bytea('image'),
    imageType: text('image_type'),
    altText: text('alt_text'),
    /** When it was asked to go out. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** When it is next tried (`at`, later after a retryable failure). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    state: text('state').$type<PublicationState>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    progress: jsonb('progress').$type<PublicationProgress>().notNull().default({ posted: [] }),
    url: text('url'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    index('publications_due_idx').on(table.state, table.dueAt),
    index('publications_user_idx').on(table.userId, table.createdAt),
    index('publications_history_idx').on(table.historyId),
    // One publication of a campaign's post pending or done at a time: asking again changes nothing.
    uniqueIndex('publications_post_once_idx')
      .on(table.postId)
      .where(sql`${table.state} in ('scheduled', 'publishing', 'published')`),
  ],
);
