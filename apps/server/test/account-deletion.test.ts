import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  authAccounts,
  authSessions,
  authVerifications,
  mailOutbox,
  rateLimits,
  usuarios,
} from '../src/db/schema/index';
import { GOOD_PASSWORD, signUpMember, TestClient } from './client';
import { test as base } from './fixtures/setup';
import type { TestApp } from './helpers';

/**
 * Deleting an account needs proof (the password; without one, a recent sign-in) and leaves
 * nothing that names it: Better Auth's tokens, the local outbox's mails, the address's
 * abuse counters. The real outbox transport is used (no mailer given), so mails are rows.
 * The app is fixtures/setup.ts's (createTestApp); Better Auth's delete-user is called raw.
 */
const test = base.extend(
  'appOptions',
  { scope: 'file' },
  { env: { ADMIN_EMAILS: 'erasing-admin@example.com' } },
);

/** Every account signs up from one client address: that address's abuse counters are traces too. */
const member = (t: TestApp, email?: string) =>
  signUpMember(t, {
    client: new TestClient(t.app, { ip: '10.9.0.1' }),
    name: 'Eva Lima',
    tag: 'erase',
    email,
  });

/** Everything outside the cascading rows that names the account: its id or its address. */
async function traces(t: TestApp, id: string, email: string) {
  const { db } = t.database;
  const verifications = await db
    .select()
    .from(authVerifications)
    .where(
      sql`position(${id} in ${authVerifications.value}) > 0 or position(${id} in ${authVerifications.identifier}) > 0
        or position(${email} in lower(${authVerifications.value})) > 0
        or position(${email} in lower(${authVerifications.identifier})) > 0`,
    );
  const mails = await db.select().from(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email}`);
  const counters = await db
    .select()
    .from(rateLimits)
    // The address as a whole segment of the key (not inside a longer address).
    .where(sql`position(${`:${email}:`} in ${rateLimits.key}) > 0`);
  return { verifications: verifications.length, mails: mails.length, counters: counters.length };
}

/** A reset link, a sign-up mail and failed sign-ins: rows that hold the account's address or id. */
async function leaveTraces(t: TestApp, email: string) {
  const stranger = new TestClient(t.app, { ip: '10.9.0.2' });
  expect((await stranger.post('/api/auth/request-password-reset', { email })).status).toBe(200);
  for (let i = 0; i < 3; i++) {
    expect(
      (await stranger.post('/api/auth/sign-in/email', { email, password: 'not the password' })).status,
    ).toBe(401);
  }
}

async function exists(t: TestApp, id: string) {
  return (await t.database.db.select().from(usuarios).where(eq(usuarios.id, id))).length === 1;
}

describe('deleting an account', () => {
  test('needs the password: `{}`, an empty or a wrong one are refused (localized 400) and delete nothing', async ({
    app: t,
  }) => {
    const { client, id } = await member(t);
    const pt = { headers: { 'accept-language': 'pt-BR' } };
    for (const body of [{}, { password: '' }, { callbackURL: '/' }]) {
      const res = await client.post('/api/auth/delete-user', body, pt);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toEqual({
        code: 'current_password_required',
        message: 'Digite a sua senha atual para confirmar que é você.',
      });
    }
    const wrong = await client.post('/api/auth/delete-user', { password: 'not the password' }, pt);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toEqual({
      code: 'current_password_incorrect',
      message: 'A senha atual está incorreta',
    });
    expect(await exists(t, id)).toBe(true);
    expect((await client.api('GET /api/me')).status).toBe(200);
  });

  test('with the right password, removes the account and every token, mail and counter naming it', async ({
    app: t,
  }) => {
    const { client, email, id } = await member(t);
    // Its address inside another one: that account's rows must stay.
    const neighbour = await member(t, `x${email}`);
    await leaveTraces(t, email);
    await leaveTraces(t, neighbour.email);
    const before = await traces(t, id, email);
    expect(before.verifications).toBeGreaterThan(0); // the reset token
    expect(before.mails).toBe(2); // verification on sign-up, the reset link
    expect(before.counters).toBeGreaterThan(0); // per-address limits of reset and sign-in
    const neighbourBefore = await traces(t, neighbour.id, neighbour.email);

    const res = await client.post('/api/auth/delete-user', { password: GOOD_PASSWORD });
    expect(res.status).toBe(200);
    expect(await exists(t, id)).toBe(false);
    expect(await traces(t, id, email)).toEqual({ verifications: 0, mails: 0, counters: 0 });
    expect(await traces(t, neighbour.id, neighbour.email)).toEqual(neighbourBefore);
    expect(await exists(t, neighbour.id)).toBe(true);
  });

  test('an account without a password (Google only) is deleted within 5 minutes of signing in, not later', async ({
    app: t,
  }) => {
    const stale = await member(t);
    await t.database.db.delete(authAccounts).where(eq(authAccounts.userId, stale.id));
    await t.database.db
      .update(authSessions)
      .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(authSessions.userId, stale.id));
    const refused = await stale.client.post(
      '/api/auth/delete-user',
      {},
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(refused.status).toBe(403);
    const body = await refused.json();
    expect(body.error.code).toBe('recent_sign_in_required');
    expect(body.error.message).toMatch(/no password.*5 minutes/);
    expect(await exists(t, stale.id)).toBe(true);

    const fresh = await member(t);
    await t.database.db.delete(authAccounts).where(eq(authAccounts.userId, fresh.id));
    await leaveTraces(t, fresh.email);
    // The delete dialog always has a password field: what is typed there is not checked.
    expect((await fresh.client.post('/api/auth/delete-user', { password: 'typed anyway' })).status).toBe(200);
    expect(await exists(t, fresh.id)).toBe(false);
    expect(await traces(t, fresh.id, fresh.email)).toEqual({ verifications: 0, mails: 0, counters: 0 });
  });

  test('an admin deleting the account removes the same traces', async ({ app: t }) => {
    const admin = await signUpMember(t, {
      client: new TestClient(t.app, { ip: '10.9.0.1' }),
      email: 'erasing-admin@example.com',
      admin: true,
    });
    const { email, id } = await member(t);
    await leaveTraces(t, email);
    const res = await admin.client.api('DELETE /api/admin/users/{id}', { params: { id } });
    expect(res.status).toBe(200);
    expect(await exists(t, id)).toBe(false);
    expect(await traces(t, id, email)).toEqual({ verifications: 0, mails: 0, counters: 0 });
  });
});
