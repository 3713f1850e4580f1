import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, usuarios } from '../src/db/schema/index';
import type { Mailer } from '../src/mail/mailer';
import { GOOD_PASSWORD, signUpMember, TestClient, uniqueEmail } from './client';
import { createTestApp, type TestApp } from './helpers';

const mailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };
let t: TestApp;
let admin: TestClient;
let adminEmail: string;

const newUser = (name = 'Bruno Lima') => signUpMember(t, { client: new TestClient(t.app), name });

beforeAll(async () => {
  adminEmail = uniqueEmail('admin');
  t = await createTestApp({ mailer, env: { ADMIN_EMAILS: adminEmail, RATE_LIMIT_SCALE: '100' } });
  ({ client: admin } = await signUpMember(t, {
    client: new TestClient(t.app),
    email: adminEmail,
    name: 'Admin',
    admin: true,
  }));
});
afterAll(async () => {
  await t.close();
});

describe('admin authorization', () => {
  it('answers 401 signed out and 403 "Admin access required" to a user on every admin route', async () => {
    const { client, id } = await newUser();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['PATCH', `/api/admin/users/${id}`, { role: 'admin' }],
      ['POST', `/api/admin/users/${id}/reset-usage`],
      ['DELETE', `/api/admin/users/${id}`],
      ['GET', '/api/admin/actions'],
    ];
    for (const [method, path, json] of routes) {
      const signedOut = await new TestClient(t.app).request(path, { method, json });
      expect(signedOut.status, `${method} ${path}`).toBe(401);
      const res = await client.request(path, { method, json, headers: { 'accept-language': 'en-US' } });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'admin_required', message: 'Admin access required' },
      });
    }
    // Nothing changed.
    expect((await (await client.get('/api/me')).json()).role).toBe('user');
  });
});

describe('admin panel API', () => {
  it('lists users with total, plan, role, usage and created date, and searches by name or e-mail', async () => {
    const { email } = await newUser('Zélia Quintanilha');
    const all = await (await admin.get('/api/admin/users')).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.users[0]).toMatchObject({
      plan: 'free',
      role: expect.any(String),
      usage: { daily: 0, monthly: 0 },
    });
    expect(Date.parse(all.users[0].createdAt)).not.toBeNaN();

    const byName = await (await admin.get('/api/admin/users?q=quintanilha')).json();
    expect(byName.total).toBe(1);
    expect(byName.users[0].email).toBe(email);
    const byEmail = await (
      await admin.get(`/api/admin/users?q=${encodeURIComponent(email.toUpperCase())}`)
    ).json();
    expect(byEmail.total).toBe(1);
    const wildcard = await (await admin.get('/api/admin/users?q=%25')).json();
    expect(wildcard.total).toBe(0);
  });

  it('changes role and complimentary plan, and records who did what', async () => {
    const { client, id, email } = await newUser();
    expect(
      (
        await admin.request(`/api/admin/users/${id}`, {
          method: 'PATCH',
          json: { role: 'admin', plan: 'premium' },
        })
      ).status,
    ).toBe(200);
    const me = await (await client.get('/api/me')).json();
    expect(me).toMatchObject({
      role: 'admin',
      isAdmin: true,
      tier: 'premium',
      usage: { total: 250, period: 'monthly' },
    });
    const actions = await (await admin.get('/api/admin/actions')).json();
    const mine = actions.actions.filter((a: { targetEmail: string }) => a.targetEmail === email);
    expect(mine.map((a: { action: string }) => a.action).sort()).toEqual(['plan', 'role']);
    expect(mine[0].adminEmail).toBe(adminEmail);
  });

  it('bans (signing the user out, refusing sign-in) and unbans', async () => {
    const { client, id, email } = await newUser();
    expect(
      (await admin.request(`/api/admin/users/${id}`, { method: 'PATCH', json: { banned: true } })).status,
    ).toBe(200);
    const fresh = new TestClient(t.app, { language: 'en-US' });
    const refused = await fresh.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('account_banned');
    await admin.request(`/api/admin/users/${id}`, { method: 'PATCH', json: { banned: false } });
    expect((await fresh.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).status).toBe(
      200,
    );
    expect(client).toBeDefined();
  });

  it('resets usage and deletes a user with everything they own', async () => {
    const { id } = await newUser();
    expect((await admin.post(`/api/admin/users/${id}/reset-usage`)).status).toBe(200);
    expect((await admin.request(`/api/admin/users/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await t.database.db.select().from(usuarios).where(eq(usuarios.id, id))).toHaveLength(0);
    const recorded = await t.database.db.select().from(adminActions).where(eq(adminActions.targetUserId, id));
    expect(recorded.map((a) => a.action).sort()).toEqual(['delete', 'reset_usage']);
    expect((await admin.request(`/api/admin/users/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses bad input with 400 and an admin locking themselves out with 409', async () => {
    const { id } = await newUser();
    for (const json of [{ role: 'owner' }, { plan: 'gold' }, { banned: 'yes' }, { extra: 1 }]) {
      const res = await admin.request(`/api/admin/users/${id}`, { method: 'PATCH', json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    const self = (await (await admin.get('/api/me')).json()) as { id: string };
    const res = await admin.request(`/api/admin/users/${self.id}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('admin_self_action');
    expect((await admin.get('/api/admin/users?page=0')).status).toBe(400);
  });
});
