import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { adminActions, usuarios } from '../src/db/schema/index';
import type { Mailer } from '../src/mail/mailer';
import { GOOD_PASSWORD, signUpMember, TestClient } from './client';
import { test as base } from './fixtures/setup';
import type { TestApp } from './helpers';

const mailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };
// The app is fixtures/setup.ts's (createTestApp), with this file's mailer.
const test = base.extend('appOptions', { scope: 'file' }, { mailer, env: { RATE_LIMIT_SCALE: '100' } });

/** A user by name, signing up from a client that sends no Accept-Language. */
const newUser = (app: TestApp, name = 'Bruno Lima') =>
  signUpMember(app, { client: new TestClient(app.app), name });

describe('admin authorization', () => {
  test('answers 401 signed out and 403 "Admin access required" to a user on every admin route', async ({
    app,
    member,
  }) => {
    const { client, id } = member;
    // Raw calls: one loop over routes of every shape.
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['PATCH', `/api/admin/users/${id}`, { role: 'admin' }],
      ['POST', `/api/admin/users/${id}/reset-usage`],
      ['DELETE', `/api/admin/users/${id}`],
      ['GET', '/api/admin/actions'],
    ];
    for (const [method, path, json] of routes) {
      const signedOut = await new TestClient(app.app).request(path, { method, json });
      expect(signedOut.status, `${method} ${path}`).toBe(401);
      const res = await client.request(path, { method, json, headers: { 'accept-language': 'en-US' } });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'admin_required', message: 'Admin access required' },
      });
    }
    // Nothing changed.
    expect((await (await client.api('GET /api/me')).json()).role).toBe('user');
  });
});

describe('admin panel API', () => {
  test('lists users with total, plan, role, usage and created date, and searches by name or e-mail', async ({
    app,
    admin,
  }) => {
    const { email } = await newUser(app, 'Zélia Quintanilha');
    const all = await (await admin.client.api('GET /api/admin/users')).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.users[0]).toMatchObject({
      plan: 'free',
      role: expect.any(String),
      usage: { daily: 0, monthly: 0 },
    });
    expect(Date.parse(all.users[0]?.createdAt ?? '')).not.toBeNaN();

    const byName = await (
      await admin.client.api('GET /api/admin/users', { query: { q: 'quintanilha' } })
    ).json();
    expect(byName.total).toBe(1);
    expect(byName.users[0]?.email).toBe(email);
    const byEmail = await (
      await admin.client.api('GET /api/admin/users', { query: { q: email.toUpperCase() } })
    ).json();
    expect(byEmail.total).toBe(1);
    // `q=%25`: a literal percent sign, never a wildcard.
    const wildcard = await (await admin.client.api('GET /api/admin/users', { query: { q: '%' } })).json();
    expect(wildcard.total).toBe(0);
  });

  test('changes role and complimentary plan, and records who did what', async ({ admin, member }) => {
    const { client, id, email } = member;
    expect(
      (
        await admin.client.api('PATCH /api/admin/users/{id}', {
          params: { id },
          body: { role: 'admin', plan: 'premium' },
        })
      ).status,
    ).toBe(200);
    const me = await (await client.api('GET /api/me')).json();
    expect(me).toMatchObject({
      role: 'admin',
      isAdmin: true,
      tier: 'premium',
      usage: { total: 250, period: 'monthly' },
    });
    const actions = await (await admin.client.api('GET /api/admin/actions')).json();
    const mine = actions.actions.filter((a) => a.targetEmail === email);
    expect(mine.map((a) => a.action).sort()).toEqual(['plan', 'role']);
    expect(mine[0]?.adminEmail).toBe(admin.email);
  });

  test('bans (signing the user out, refusing sign-in) and unbans', async ({ app, admin, member }) => {
    const { client, id, email } = member;
    expect(
      (await admin.client.api('PATCH /api/admin/users/{id}', { params: { id }, body: { banned: true } }))
        .status,
    ).toBe(200);
    // Better Auth's sign-in is not in the contract: a raw call.
    const fresh = new TestClient(app.app, { language: 'en-US' });
    const refused = await fresh.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('account_banned');
    await admin.client.api('PATCH /api/admin/users/{id}', { params: { id }, body: { banned: false } });
    expect((await fresh.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).status).toBe(
      200,
    );
    expect(client).toBeDefined();
  });

  test('resets usage and deletes a user with everything they own', async ({ app, admin, member }) => {
    const { id } = member;
    expect(
      (await admin.client.api('POST /api/admin/users/{id}/reset-usage', { params: { id } })).status,
    ).toBe(200);
    expect((await admin.client.api('DELETE /api/admin/users/{id}', { params: { id } })).status).toBe(200);
    expect(await app.database.db.select().from(usuarios).where(eq(usuarios.id, id))).toHaveLength(0);
    const recorded = await app.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetUserId, id));
    expect(recorded.map((a) => a.action).sort()).toEqual(['delete', 'reset_usage']);
    expect((await admin.client.api('DELETE /api/admin/users/{id}', { params: { id } })).status).toBe(404);
  });

  test('refuses bad input with 400 and an admin locking themselves out with 409', async ({
    admin,
    member,
  }) => {
    const { id } = member;
    // Bodies the contract refuses, sent raw on purpose.
    for (const json of [{ role: 'owner' }, { plan: 'gold' }, { banned: 'yes' }, { extra: 1 }]) {
      const res = await admin.client.request(`/api/admin/users/${id}`, { method: 'PATCH', json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    const self = await (await admin.client.api('GET /api/me')).json();
    const res = await admin.client.api('DELETE /api/admin/users/{id}', { params: { id: self.id } });
    expect(res.status).toBe(409);
    expect((await res.errorBody()).error.code).toBe('admin_self_action');
    expect((await admin.client.api('GET /api/admin/users', { query: { page: '0' } })).status).toBe(400);
  });
});
