import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { subscriptions, userRoles, usersUsage, usuarios } from '../src/db/schema/index';
import { loadAccount } from '../src/lib/account';
import { freshDatabase } from './helpers';

let database: Database;
const users = Array.from({ length: 5 }, () => randomUUID());

beforeAll(async () => {
  database = await freshDatabase();
  await database.db
    .insert(usuarios)
    .values(users.map((id, n) => ({ id, nome: `Reader ${n}`, email: `${id}@reads.test` })));
  // Some with a role, a usage row or a subscription, some without: the left joins of the read.
  await database.db.insert(userRoles).values({ userId: users[0] as string, role: 'admin' });
  await database.db.insert(usersUsage).values(
    [users[0], users[1], users[3]].map((userId, n) => ({
      userId: userId as string,
      dailyUsage: n + 1,
      monthlyUsage: 10 * (n + 1),
      lastDailyReset: '2026-11-01',
      lastMonthlyReset: '2026-11-01',
    })),
  );
  await database.db.insert(subscriptions).values({
    userId: users[2] as string,
    provider: 'sandbox',
    subscriptionId: randomUUID(),
    tier: 'premium',
    status: 'active',
    billingInterval: 'month',
    currentPeriodEnd: new Date('2026-12-27T00:00:00Z'),
  });
});
afterAll(() => database.close());

describe('loadAccount, grouped (decision 0028)', () => {
  it('gives each of many concurrent reads its own account, as a read alone does', async () => {
    const alone = new Map<string, unknown>();
    for (const id of [...users, 'no-such-user']) alone.set(id, await loadAccount(database.db, id));
    expect(alone.get('no-such-user')).toBeNull();
    expect((alone.get(users[0] as string) as { role: string }).role).toBe('admin');
    expect((alone.get(users[4] as string) as { usage: unknown }).usage).toBeNull();

    // 200 at once (the same user several times, an unknown one among them): the first goes
    // alone, the rest in groups as the reads finish; every answer is the one read alone.
    const asked = Array.from({ length: 200 }, (_, n) =>
      n % 13 === 0 ? 'no-such-user' : (users[n % users.length] as string),
    );
    const answers = await Promise.all(asked.map((id) => loadAccount(database.db, id)));
    answers.forEach((answer, n) => {
      expect(answer, asked[n]).toEqual(alone.get(asked[n] as string));
    });
  });

  it('reads what was written before it was asked for', async () => {
    const [user] = users;
    if (!user) throw new Error('no user');
    // Keep a group busy while the profile changes: the read asked after the write sees it.
    const busy = Promise.all(users.map((id) => loadAccount(database.db, id)));
    await database.db.update(usuarios).set({ nome: 'Renamed' }).where(eq(usuarios.id, user));
    const after = await loadAccount(database.db, user);
    await busy;
    expect(after?.profile.nome).toBe('Renamed');
  });
});
