import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The user profile (docs/product.md, Accounts and roles), also Better Auth's user model
 * (renamed, `name` → `nome`).
 * `senha_hash` is written as '' — credentials live in `auth_accounts`.
 */
export const usuarios = pgTable(
  'usuarios',
  {
    id: text('id').primaryKey(),
    nome: text('nome').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    senhaHash: text('senha_hash').notNull().default(''),
    /** Interface and e-mail language (pt-BR, en-US, es-ES); null until chosen. */
    language: text('language'),
    /** IANA time zone; the free tier's day starts at midnight there. */
    timezone: text('timezone'),
    /** The interface language when the account was created: mails use it until a language is chosen. */
    signupLanguage: text('signup_language'),
    banned: boolean('banned').notNull().default(false),
    /** Better Auth's two-factor plugin: a confirmed authenticator app (auth_two_factors) is asked at sign-in. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** A plan granted by an admin, on top of any subscription. */
    complimentaryPlan: text('complimentary_plan'),
    /** Reviews decided up to here have been seen in the header's notices; null: none seen (decision 0058). */
    reviewNoticesSeenAt: timestamp('review_notices_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('usuarios_created_at_idx').on(table.createdAt.desc(), table.id)],
);

/**
 * The role record (docs/product.md, Accounts and roles); 'user' by default, 'admin' grants the
 * admin panel.
 */
export const userRoles = pgTable('user_roles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  role: text('role').notNull().default('user'),
});

/**
 * The usage record (docs/product.md, Usage and resets); counters change only through single atomic
 * UPDATE statements.
 */
export const usersUsage = pgTable('users_usage', {
  userId: text('user_id')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  dailyUsage: integer('daily_usage').notNull().default(0),
  monthlyUsage: integer('monthly_usage').notNull().default(0),
  lastDailyReset: date('last_daily_reset').notNull().default(sql`CURRENT_DATE`),
  lastMonthlyReset: date('last_monthly_reset').notNull().default(sql`CURRENT_DATE`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
