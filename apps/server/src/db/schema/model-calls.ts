import type { Tier } from '@captia/shared';
import { bigserial, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './users';

/**
 * Every call to a model, answered or not (docs/decisions/0032): who asked (the account and its
 * plan at the time), which provider and model, the tokens each side used as the provider
 * reported them, how long it took, how it ended, and what it cost at the prices configured then.
 */
export const modelCalls = pgTable(
  'model_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Kept when the account is deleted (null then): the operator's costs stay what they were. */
    userId: text('user_id').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The generation (or rework, or campaign) the call was made for: its calls share this id. */
    runId: text('run_id').notNull(),
    plan: text('plan').$type<Tier>().notNull(),
    /** What the call was for: a generation (a campaign's slot included) or a rework. */
    kind: text('kind').$type<'generation' | 'rework' | 'campaign'>().notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens').notNull(),
    outputTokens: integer('output_tokens').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** ok: it answered; fell_back: it failed and another model or the basic generator answered; failed: the user got an error. */
    outcome: text('outcome').$type<'ok' | 'fell_back' | 'failed'>().notNull(),
    /** Captions this call delivered (0 unless ok): the cost per caption's denominator. */
    captions: integer('captions').notNull(),
    /** In AI_PRICES_CURRENCY, at AI_PRICES when the call was made; 0 for a model without a price. */
    cost: numeric('cost', { precision: 14, scale: 8, mode: 'number' }).notNull(),
  },
  (table) => [index('model_calls_created_idx').on(table.createdAt)],
);
