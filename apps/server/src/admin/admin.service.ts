import { randomUUID } from 'node:crypto';
import type { AdminUserSchema, Tier, z } from '@captia/shared';
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { escapeLike } from '../db/like';
import {
  adminActions,
  authSessions,
  subscriptions,
  userRoles,
  usersUsage,
  usuarios,
} from '../db/schema/index';
import { forgetAccount } from '../lib/account';
import { planOf } from '../lib/plan';
import { subscriptionFromRow } from '../lib/subscription';

export const ADMIN_PAGE_SIZE = 25;

export interface AdminActor {
  id: string;
  email: string;
}

/** A row of the users page, as the contract declares it. */
type AdminUserRow = z.output<typeof AdminUserSchema>;

/** One page of users, newest first, optionally filtered by name or e-mail. */
export async function listUsers(db: AppDb, query: string, page: number) {
  const q = query.trim();
  const filter = q
    ? or(ilike(usuarios.nome, `%${escapeLike(q)}%`), ilike(usuarios.email, `%${escapeLike(q)}%`))
    : undefined;
  const [totalRow] = await db.select({ value: count() }).from(usuarios).where(filter);
  const rows = await db
    .select({
      id: usuarios.id,
      name: usuarios.nome,
      email: usuarios.email,
      banned: usuarios.banned,
      complimentaryPlan: usuarios.complimentaryPlan,
      createdAt: usuarios.createdAt,
      role: userRoles.role,
      daily: usersUsage.dailyUsage,
      monthly: usersUsage.monthlyUsage,
      subscription: subscriptions,
    })
    .from(usuarios)
    .leftJoin(userRoles, eq(userRoles.userId, usuarios.id))
    .leftJoin(usersUsage, eq(usersUsage.userId, usuarios.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, usuarios.id))
    .where(filter)
    .orderBy(desc(usuarios.createdAt), desc(usuarios.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  const users: AdminUserRow[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'user',
    // The plan the user generates under: subscription and complimentary grant, the better one.
    plan: planOf({
      profile: { complimentaryPlan: row.complimentaryPlan, timezone: null },
      subscription: row.subscription ? subscriptionFromRow(row.subscription) : null,
    }).tier,
    banned: row.banned,
    createdAt: row.createdAt.toISOString(),
    usage: { daily: row.daily ?? 0, monthly: row.monthly ?? 0 },
  }));
  return { total: Number(totalRow?.value ?? 0), page, pageSize: ADMIN_PAGE_SIZE, users };
}

async function record(
  db: AppDb,
  actor: AdminActor,
  target: { id: string; email: string } | undefined,
  action: string,
  details: Record<string, unknown>,
) {
  await db.insert(adminActions).values({
    id: randomUUID(),
    adminId: actor.id,
    adminEmail: actor.email,
    targetUserId: target?.id ?? null,
    targetEmail: target?.email ?? null,
    action,
    details,
  });
}

export async function findUser(db: AppDb, id: string) {
  const [user] = await db
    .select({ id: usuarios.id, email: usuarios.email })
    .from(usuarios)
    .where(eq(usuarios.id, id));
  return user;
}

export interface AdminChange {
  role?: 'user' | 'admin' | undefined;
  plan?: Tier | undefined;
  banned?: boolean | undefined;
}

/** Applies an admin's change and records it, in one transaction. Returns the ids of the sessions a ban ended. */
export async function changeUser(
  db: AppDb,
  actor: AdminActor,
  target: { id: string; email: string },
  change: AdminChange,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    let ended: { id: string }[] = [];
    if (change.role) {
      await tx
        .insert(userRoles)
        .values({ userId: target.id, role: change.role })
        .onConflictDoUpdate({ target: userRoles.userId, set: { role: change.role } });
      await record(tx as unknown as AppDb, actor, target, 'role', { role: change.role });
    }
    if (change.plan) {
      await tx
        .update(usuarios)
        .set({ complimentaryPlan: change.plan === 'free' ? null : change.plan, updatedAt: new Date() })
        .where(eq(usuarios.id, target.id));
      await record(tx as unknown as AppDb, actor, target, 'plan', { plan: change.plan });
    }
    if (change.banned !== undefined) {
      await tx
        .update(usuarios)
        .set({ banned: change.banned, updatedAt: new Date() })
        .where(eq(usuarios.id, target.id));
      // A ban signs the user out everywhere: no session can be created or kept.
      if (change.banned)
        ended = await tx
          .delete(authSessions)
          .where(eq(authSessions.userId, target.id))
          .returning({ id: authSessions.id });
      await record(tx as unknown as AppDb, actor, target, change.banned ? 'ban' : 'unban', {});
    }
    return ended.map((row) => row.id);
  });
}

export async function resetUsage(db: AppDb, actor: AdminActor, target: { id: string; email: string }) {
  await db.transaction(async (tx) => {
    await tx
      .insert(usersUsage)
      .values({ userId: target.id })
      .onConflictDoUpdate({
        target: usersUsage.userId,
        set: {
          dailyUsage: 0,
          monthlyUsage: 0,
          lastDailyReset: sql`CURRENT_DATE`,
          lastMonthlyReset: sql`CURRENT_DATE`,
          updatedAt: new Date(),
        },
      });
    await record(tx as unknown as AppDb, actor, target, 'reset_usage', {});
  });
}

/** Deletes a user and records it; returns the ids of the sessions that ended with the account. */
export async function deleteUser(
  db: AppDb,
  actor: AdminActor,
  target: { id: string; email: string },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Sessions first, by hand, to learn their ids (the cascade would delete them unseen).
    const ended = await tx
      .delete(authSessions)
      .where(eq(authSessions.userId, target.id))
      .returning({ id: authSessions.id });
    // Every other row of the user goes with the profile (foreign keys cascade)…
    await tx.delete(usuarios).where(eq(usuarios.id, target.id));
    // …and what names it elsewhere (tokens, outbox mails, address counters) as on self-deletion.
    await forgetAccount(tx as unknown as AppDb, target);
    await record(tx as unknown as AppDb, actor, target, 'delete', {});
    return ended.map((row) => row.id);
  });
}

export async function listActions(db: AppDb, limit = 50) {
  const rows = await db.select().from(adminActions).orderBy(desc(adminActions.createdAt)).limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
