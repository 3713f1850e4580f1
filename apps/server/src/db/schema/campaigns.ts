import type { AngleId, CaptionSource, Language, LengthId, NetworkId, StyleId } from '@captia/shared';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { usuarios } from './users';

/** The planner's campaigns: one brief (or an imported CSV) and how its posts were written. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order, the tie-breaker when two campaigns share a timestamp. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    brief: text('brief').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    postsPerDay: integer('posts_per_day').notNull(),
    networks: jsonb('networks').$type<NetworkId[]>().notNull(),
    language: text('language').$type<Language>().notNull(),
    /** The brand it was written in; kept as null when that brand is deleted. */
    brandId: text('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    style: text('style').$type<StyleId>().notNull(),
    length: text('length').$type<LengthId>().notNull(),
    emojis: boolean('emojis').notNull(),
    hashtags: boolean('hashtags').notNull(),
    /** The account's time zone when written: the posts' local times are in it. */
    timezone: text('timezone').notNull(),
    source: text('source').$type<CaptionSource>().notNull(),
  },
  (table) => [index('campaigns_user_order_idx').on(table.userId, table.seq)],
);

/** A campaign's posts: one per network and slot (or per imported row). */
export const campaignPosts = pgTable(
  'campaign_posts',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The slot (one use of the quota) the post was written in, 0-based, in time order. */
    slot: integer('slot').notNull(),
    /** Its place among the slot's networks. */
    position: integer('position').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    network: text('network').$type<NetworkId>().notNull(),
    angle: text('angle').$type<AngleId>().notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('campaign_posts_campaign_idx').on(table.campaignId, table.slot, table.position)],
);
