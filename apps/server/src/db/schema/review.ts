import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { campaignPosts, campaigns } from './campaigns';
import { usuarios } from './users';

/**
 * A campaign's review links (docs/decisions/0058): only the token's SHA-256 is kept, so the
 * table read by anyone gives no working link. Revoking deletes the row; its decisions stay.
 */
export const reviewLinks = pgTable(
  'review_links',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    allowComments: boolean('allow_comments').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last e-mail to the owner about a review through this link (at most one every 30 minutes). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('review_links_token_idx').on(table.tokenHash),
    index('review_links_campaign_idx').on(table.campaignId, table.createdAt),
  ],
);

/**
 * What a reviewer said of a post. `postUpdatedAt` is the post's version the decision was made
 * on: once the post is edited, the decision no longer stands and the post is pending again.
 */
export const reviewDecisions = pgTable(
  'review_decisions',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    postId: text('post_id')
      .notNull()
      .references(() => campaignPosts.id, { onDelete: 'cascade' }),
    linkId: text('link_id').references(() => reviewLinks.id, { onDelete: 'set null' }),
    decision: text('decision').$type<'approved' | 'changes'>().notNull(),
    comment: text('comment'),
    reviewerName: text('reviewer_name').notNull(),
    postUpdatedAt: timestamp('post_updated_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('review_decisions_post_idx').on(table.postId, table.createdAt),
    index('review_decisions_campaign_idx').on(table.campaignId),
    index('review_decisions_link_idx').on(table.linkId),
  ],
);
