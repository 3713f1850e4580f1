import { sql } from 'drizzle-orm';
import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Spec §3 user profile. `senha_hash` is written as '' — credentials live with the auth library. */
export const usuarios = pgTable('usuarios', {
  id: text('id').primaryKey(),
  nome: text('nome').notNull(),
  email: text('email').notNull().unique(),
  senhaHash: text('senha_hash').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec §3 role record; 'user' by default, 'admin' grants the admin panel. */
export const userRoles = pgTable('user_roles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  role: text('role').notNull().default('user'),
});

/** Spec §3 usage record; counters change only through single atomic UPDATE statements. */
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
