import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect } from 'vitest';
import { billingEvents, subscriptions, usersUsage } from '../src/db/schema/index';
import type { Mailer } from '../src/mail/mailer';
import type { ApiBody } from './api-routes';
import { signUpMember, TestClient } from './client';
import { test as base, resource } from './fixtures/setup';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers';

const mailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };

const PREMIUM_REQUEST = {
  networks: ['instagram', 'linkedin'],
  postType: 'announcement',
  style: 'bold',
  length: 'long',
  variants: 3,
  emojis: true,
  hashtags: true,
  text: 'Abrimos a nova loja no centro com café especial e música ao vivo no sábado.',
} satisfies ApiBody<'POST /api/functions/generate-captions'>;

function formBody(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString();
}

describe('sandbox provider (the default)', () => {
  test('lists plans with prices from configuration and says it is the sandbox', async ({ app: t }) => {
    const plans = await (await new TestClient(t.app).api('GET /api/plans')).json();
    expect(plans.provider).toBe('sandbox');
    expect(plans.currency).toBe('BRL');
    expect(plans.plans.map((p) => p.id)).toEqual(['free', 'profissional', 'premium']);
    expect(plans.plans[2]?.prices.monthly).toBeGreaterThan(0);
  });

  test('free → premium through the test checkout → 3 variants → cancel → period ends → free again', async ({
    app: t,
  }) => {
    const { client } = await signUpMember(t, { tag: 'pay' });
    expect(await (await client.api('POST /api/functions/check-subscription')).json()).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
      cancel_at_period_end: false,
    });
    expect(
      (await client.api('POST /api/functions/generate-captions', { body: PREMIUM_REQUEST })).status,
    ).toBe(403);

    const checkout = await client.api('POST /api/functions/create-checkout', {
      body: {
        plan: 'premium',
        language: 'pt-BR',
      },
    });
    const { url } = await checkout.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/sandbox\/checkout\?token=/);
    const path = url.slice(TEST_ORIGIN.length);
    const pageRes = await client.get(path, { headers: { 'accept-language': 'pt-BR' } });
    expect(pageRes.status).toBe(200);
    const html = await pageRes.text();
    expect(html).toContain('MODO DE TESTE');
    const token = new URL(url).searchParams.get('token') ?? '';
    const confirm = await client.request('/sandbox/checkout', {
      method: 'POST',
      body: formBody({ token, action: 'confirm' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe('/subscription-success?session_id=sandbox');

    const status = await (await client.api('POST /api/functions/check-subscription')).json();
    expect(status).toMatchObject({
      subscribed: true,
      subscription_tier: 'premium',
      cancel_at_period_end: false,
    });
    expect((await (await client.api('GET /api/me')).json()).usage).toMatchObject({
      total: 250,
      period: 'monthly',
    });
    const generated = await client.api('POST /api/functions/generate-captions', { body: PREMIUM_REQUEST });
    expect(generated.status).toBe(200);
    expect((await generated.json()).captions).toHaveLength(6);

    expect((await client.api('POST /api/functions/cancel-subscription')).status).toBe(200);
    expect(await (await client.api('POST /api/functions/check-subscription')).json()).toMatchObject({
      subscribed: true,
      cancel_at_period_end: true,
    });
    const portal = await (await client.api('POST /api/functions/customer-portal')).json();
    expect(portal.url).toBe('http://localhost:3000/sandbox/portal');
    expect(await (await client.get('/sandbox/portal')).text()).toContain('TEST MODE');

    const end = await client.request('/sandbox/portal', {
      method: 'POST',
      body: formBody({ action: 'end' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(end.status).toBe(303);
    expect(await (await client.api('GET /api/me')).json()).toMatchObject({
      tier: 'free',
      usage: { total: 3, period: 'daily' },
    });
    expect(
      (await client.api('POST /api/functions/generate-captions', { body: PREMIUM_REQUEST })).status,
    ).toBe(403);
  });

  test('shows the subscribed plan in the admin panel', async ({ app: t }) => {
    const admin = await signUpMember(t, { admin: true, tag: 'billing-admin' });
    const { client, id } = await signUpMember(t, { tag: 'pay' });
    const { url } = await (
      await client.api('POST /api/functions/create-checkout', { body: { plan: 'profissional' } })
    ).json();
    const token = new URL(url).searchParams.get('token') ?? '';
    await client.request('/sandbox/checkout', {
      method: 'POST',
      body: formBody({ token, action: 'confirm' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const me = await (await client.api('GET /api/me')).json();
    const list = await (await admin.client.api('GET /api/admin/users', { query: { q: me.email } })).json();
    expect(list.users[0]).toMatchObject({ id, plan: 'profissional' });
  });

  test('renewal in the sandbox resets the monthly count by the renewal rule', async ({ app: t }) => {
    const { client, id } = await signUpMember(t, { tag: 'pay' });
    const { url } = await (
      await client.api('POST /api/functions/create-checkout', { body: { plan: 'profissional' } })
    ).json();
    const token = new URL(url).searchParams.get('token') ?? '';
    await client.request('/sandbox/checkout', {
      method: 'POST',
      body: formBody({ token, action: 'confirm' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const first = await (
      await client.api('POST /api/functions/generate-captions', { body: { ...PREMIUM_REQUEST, variants: 2 } })
    ).json();
    expect(first.usage).toMatchObject({ current: 1, total: 100 });
    await t.database.db.update(usersUsage).set({ monthlyUsage: 100 }).where(eq(usersUsage.userId, id));
    expect(
      (
        await client.api('POST /api/functions/generate-captions', {
          body: { ...PREMIUM_REQUEST, variants: 2 },
        })
      ).status,
    ).toBe(429);
    await client.request('/sandbox/portal', {
      method: 'POST',
      body: formBody({ action: 'renewal' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const renewed = await client.api('POST /api/functions/generate-captions', {
      body: { ...PREMIUM_REQUEST, variants: 2 },
    });
    expect(renewed.status).toBe(200);
    expect((await renewed.json()).usage.current).toBe(1);
  });

  test('refuses a forged or foreign checkout token and bad input', async ({ app: t }) => {
    const { client } = await signUpMember(t, { tag: 'pay' });
    const other = await signUpMember(t, { tag: 'pay' });
    const { url } = await (
      await other.client.api('POST /api/functions/create-checkout', { body: { plan: 'premium' } })
    ).json();
    const token = new URL(url).searchParams.get('token') ?? '';
    const foreign = await client.request('/sandbox/checkout', {
      method: 'POST',
      body: formBody({ token, action: 'confirm' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(foreign.status).toBe(400);
    const forged = await client.get(`/sandbox/checkout?token=${token.slice(0, -3)}abc`);
    expect(forged.status).toBe(400);
    // Raw: plans the contract does not allow.
    expect((await client.post('/api/functions/create-checkout', { plan: 'free' })).status).toBe(400);
    expect((await client.post('/api/functions/create-checkout', { plan: 'gold' })).status).toBe(400);
    expect(
      (await new TestClient(t.app).api('POST /api/functions/create-checkout', { body: { plan: 'premium' } }))
        .status,
    ).toBe(401);
    const noSub = await client.api('POST /api/functions/cancel-subscription');
    expect(noSub.status).toBe(409);
    expect((await noSub.errorBody()).error.code).toBe('no_subscription');
  });
});

/** A tiny stand-in for the Stripe API: the real SDK talks to it over HTTP. */
function fakeStripe() {
  const state = {
    subscriptions: new Map<string, Record<string, unknown>>(),
    requests: [] as { method: string; path: string; body: string }[],
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      state.requests.push({ method: req.method ?? '', path: req.url ?? '', body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const params = new URLSearchParams(body);
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        return send(200, {
          id: 'cs_test_1',
          object: 'checkout.session',
          url: 'https://checkout.stripe.test/cs_test_1',
        });
      }
      if (req.method === 'POST' && req.url === '/v1/billing_portal/sessions') {
        return send(200, {
          id: 'bps_1',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p/1',
        });
      }
      const match = /^\/v1\/subscriptions\/([\w-]+)/.exec(req.url ?? '');
      const sub = match ? state.subscriptions.get(match[1] as string) : undefined;
      if (match && !sub)
        return send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
      if (req.method === 'GET' && sub) return send(200, sub);
      if (req.method === 'POST' && sub) {
        if (params.get('cancel_at_period_end') === 'true') sub.cancel_at_period_end = true;
        return send(200, sub);
      }
      send(404, { error: { type: 'invalid_request_error', message: `unknown ${req.method} ${req.url}` } });
    });
  });
  return { server, state };
}

function subscriptionObject(
  id: string,
  userId: string,
  periodEnd: Date,
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    object: 'subscription',
    customer: 'cus_test_1',
    status: 'active',
    cancel_at_period_end: false,
    metadata: { userId, tier: 'premium', interval: 'monthly' },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          price: { id: 'price_premium_monthly', recurring: { interval: 'month' } },
          current_period_end: Math.floor(periodEnd.getTime() / 1000),
        },
      ],
    },
    ...extra,
  };
}

const WEBHOOK_SECRET = 'whsec_test_captia';

/**
 * The sandbox describe's app is fixtures/setup.ts's (createTestApp); `fake` is the fake Stripe
 * API and `stripe` an app of its own on it, both made for the first test that needs them and
 * closed after the file. Sandbox pages and forms, refused plans and the webhooks (signed, forged
 * or unsigned) stay raw.
 */
const test = base
  .extend('appOptions', { scope: 'file' }, { mailer })
  .extend(
    'fake',
    { scope: 'file' },
    resource(
      async () => {
        const fake = fakeStripe();
        await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
        return fake;
      },
      (fake) => new Promise<void>((resolve) => fake.server.close(() => resolve())),
    ),
  )
  .extend('stripe', { scope: 'file' }, async ({ fake }, { onCleanup }) => {
    const port = (fake.server.address() as AddressInfo).port;
    const t = await createTestApp({
      mailer,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_captia',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: `http://127.0.0.1:${port}`,
        STRIPE_PRICE_PROFISSIONAL_MONTHLY: 'price_pro_monthly',
        STRIPE_PRICE_PROFISSIONAL_YEARLY: 'price_pro_yearly',
        STRIPE_PRICE_PREMIUM_MONTHLY: 'price_premium_monthly',
        STRIPE_PRICE_PREMIUM_YEARLY: 'price_premium_yearly',
      },
    });
    onCleanup(() => t.close());
    return t;
  });

describe('Stripe adapter against a local fake of the Stripe API', () => {
  const signer = new Stripe('sk_test_signer');

  const deliver = (
    t: TestApp,
    event: Record<string, unknown>,
    options: { secret?: string; timestamp?: number } = {},
  ) => {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
    });
    return t.app.request('/api/webhooks/stripe', {
      method: 'POST',
      body: payload,
      headers: { 'stripe-signature': header, 'content-type': 'application/json' },
    });
  };

  test('creates a subscription-mode Checkout Session in the user language and a portal session', async ({
    stripe: t,
    fake,
  }) => {
    const { client } = await signUpMember(t, { tag: 'pay' });
    const res = await client.api('POST /api/functions/create-checkout', {
      body: {
        plan: 'premium',
        billingInterval: 'yearly',
        language: 'es-ES',
      },
    });
    expect(await res.json()).toEqual({ url: 'https://checkout.stripe.test/cs_test_1' });
    const sent = new URLSearchParams(
      fake.state.requests.find((r) => r.path === '/v1/checkout/sessions')?.body,
    );
    expect(sent.get('mode')).toBe('subscription');
    expect(sent.get('locale')).toBe('es');
    expect(sent.get('line_items[0][price]')).toBe('price_premium_yearly');
    expect(sent.get('subscription_data[metadata][tier]')).toBe('premium');
    expect(sent.get('success_url')).toContain('/subscription-success');
    // No customer yet: the portal has nothing to open.
    const portal = await client.api('POST /api/functions/customer-portal');
    expect((await portal.errorBody()).error.code).toBe('no_subscription');
  });

  test('applies a signed checkout completion, once, from the subscription as Stripe has it', async ({
    stripe: t,
    fake,
  }) => {
    const { client, id } = await signUpMember(t, { tag: 'pay' });
    const periodEnd = new Date(Date.now() + 30 * 86_400_000);
    fake.state.subscriptions.set('sub_1', subscriptionObject('sub_1', id, periodEnd));
    const event = {
      id: 'evt_checkout_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: { id: 'cs_1', object: 'checkout.session', subscription: 'sub_1', client_reference_id: id },
      },
    };
    expect((await deliver(t, event)).status).toBe(200);
    expect(await (await client.api('GET /api/me')).json()).toMatchObject({ tier: 'premium' });

    // Stripe changes; a duplicate of the old event must not re-apply anything.
    fake.state.subscriptions.set('sub_1', subscriptionObject('sub_1', id, periodEnd, { status: 'canceled' }));
    expect((await deliver(t, event)).status).toBe(200);
    expect(await (await client.api('GET /api/me')).json()).toMatchObject({ tier: 'premium' });
    const events = await t.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.eventId, 'evt_checkout_1'));
    expect(events).toHaveLength(1);

    // A new event (deletion) re-reads Stripe: canceled → free.
    const deleted = {
      id: 'evt_deleted_1',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_1', object: 'subscription' } },
    };
    expect((await deliver(t, deleted)).status).toBe(200);
    expect(await (await client.api('GET /api/me')).json()).toMatchObject({ tier: 'free' });
  });

  test('ends in the latest state when events arrive out of order', async ({ stripe: t, fake }) => {
    const { client, id } = await signUpMember(t, { tag: 'pay' });
    const periodEnd = new Date(Date.now() + 30 * 86_400_000);
    // Stripe's current truth: active, cancelling at period end.
    fake.state.subscriptions.set(
      'sub_2',
      subscriptionObject('sub_2', id, periodEnd, { cancel_at_period_end: true }),
    );
    const updated = {
      id: 'evt_upd_2',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_2', object: 'subscription' } },
    };
    const completed = {
      id: 'evt_cs_2',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_2', subscription: 'sub_2', client_reference_id: id } },
    };
    expect((await deliver(t, updated)).status).toBe(200);
    expect((await deliver(t, completed)).status).toBe(200);
    const status = await (await client.api('POST /api/functions/check-subscription')).json();
    expect(status).toMatchObject({
      subscribed: true,
      subscription_tier: 'premium',
      cancel_at_period_end: true,
    });
  });

  test('a paid invoice (renewal) moves the period end and resets the monthly count', async ({
    stripe: t,
    fake,
  }) => {
    const { client, id } = await signUpMember(t, { tag: 'pay' });
    const firstEnd = new Date(Date.now() + 2 * 86_400_000);
    fake.state.subscriptions.set('sub_3', subscriptionObject('sub_3', id, firstEnd));
    await deliver(t, {
      id: 'evt_cs_3',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_3', subscription: 'sub_3', client_reference_id: id } },
    });
    expect(
      (await client.api('POST /api/functions/generate-captions', { body: PREMIUM_REQUEST })).status,
    ).toBe(200);
    await t.database.db.update(usersUsage).set({ monthlyUsage: 250 }).where(eq(usersUsage.userId, id));
    expect(
      (await client.api('POST /api/functions/generate-captions', { body: PREMIUM_REQUEST })).status,
    ).toBe(429);

    const nextEnd = new Date(firstEnd.getTime() + 31 * 86_400_000);
    fake.state.subscriptions.set('sub_3', subscriptionObject('sub_3', id, nextEnd));
    await deliver(t, {
      id: 'evt_inv_3',
      object: 'event',
      type: 'invoice.paid',
      data: { object: { id: 'in_3', object: 'invoice', subscription: 'sub_3' } },
    });
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    expect(row?.currentPeriodEnd.toISOString().slice(0, 10)).toBe(nextEnd.toISOString().slice(0, 10));
    const after = await client.api('POST /api/functions/generate-captions', { body: PREMIUM_REQUEST });
    expect(after.status).toBe(200);
    expect((await after.json()).usage.current).toBe(1);
  });

  test('refuses forged and stale webhooks and applies nothing', async ({ stripe: t }) => {
    const event = {
      id: 'evt_forged',
      object: 'event',
      type: 'invoice.paid',
      data: { object: { id: 'in_x', subscription: 'sub_1' } },
    };
    const forged = await deliver(t, event, { secret: 'whsec_attacker' });
    expect(forged.status).toBe(400);
    expect((await forged.json()).error.code).toBe('invalid_signature');
    const stale = await deliver(
      t,
      { ...event, id: 'evt_stale' },
      { timestamp: Math.floor(Date.now() / 1000) - 3600 },
    );
    expect(stale.status).toBe(400);
    const unsigned = await t.app.request('/api/webhooks/stripe', {
      method: 'POST',
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    const seen = await t.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.eventId, 'evt_forged'));
    expect(seen).toHaveLength(0);
  });

  test('cancels at period end through Stripe and reports it', async ({ stripe: t, fake }) => {
    const { client, id } = await signUpMember(t, { tag: 'pay' });
    fake.state.subscriptions.set(
      'sub_4',
      subscriptionObject('sub_4', id, new Date(Date.now() + 20 * 86_400_000)),
    );
    await deliver(t, {
      id: 'evt_cs_4',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_4', subscription: 'sub_4', client_reference_id: id } },
    });
    expect(await (await client.api('POST /api/functions/cancel-subscription')).json()).toEqual({});
    expect(
      fake.state.requests.some(
        (r) =>
          r.method === 'POST' &&
          r.path === '/v1/subscriptions/sub_4' &&
          r.body.includes('cancel_at_period_end=true'),
      ),
    ).toBe(true);
    expect(await (await client.api('POST /api/functions/check-subscription')).json()).toMatchObject({
      cancel_at_period_end: true,
    });
    const portal = await (await client.api('POST /api/functions/customer-portal')).json();
    expect(portal).toEqual({ url: 'https://billing.stripe.test/p/1' });
  });
});
