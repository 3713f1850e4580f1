import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { subscriptions } from '../src/db/schema/index';
import { isLoopback } from '../src/http/local-only';
import type { Mailer } from '../src/mail/mailer';
import { signUpMember } from './client';
import { test as base } from './fixtures/setup';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers';

const sent: { to: string; subject: string }[] = [];
const outboxMailer: Mailer = {
  kind: 'outbox',
  send: async (message) => void sent.push(message),
  close: async () => {},
};

/** The bindings @hono/node-server gives each request: its socket, seen from the given address. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * `app` is fixtures/setup.ts's (createTestApp); `proxied` another app on the file's `database`,
 * made for the test that needs it. Most requests stay raw on purpose: they carry the socket's
 * address (node-server's bindings), forged forwarding headers, forms or no Origin.
 */
const test = base
  .extend('appOptions', { scope: 'file' }, { mailer: outboxMailer })
  // Behind a trusted proxy, X-Forwarded-For names the client for the abuse limits: not for this.
  .extend('proxied', { scope: 'file' }, ({ database }) =>
    createTestApp({ mailer: outboxMailer, database, env: { TRUST_PROXY: 'true' } }),
  );

/** A signed-in user with an active sandbox subscription (the checkout confirmed in-process). */
async function subscriber(t: TestApp) {
  const { client, id } = await signUpMember(t, { tag: 'dev-tools' });
  const { url } = await (
    await client.api('POST /api/functions/create-checkout', { body: { plan: 'premium' } })
  ).json();
  const token = new URL(url).searchParams.get('token') ?? '';
  const confirm = await client.request('/sandbox/checkout', {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams({ token, action: 'confirm' }).toString(),
  });
  expect(confirm.status).toBe(303);
  const subscription = async () =>
    (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, id)))[0];
  expect(await subscription()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  return { client, id, url, token, subscription };
}

describe('development tools answer this machine only', () => {
  test('loopback is 127.0.0.0/8, ::1 and IPv4-mapped 127.x, nothing else', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.2'])
      expect(isLoopback(address), address).toBe(true);
    for (const address of ['203.0.113.7', '10.0.0.1', '::ffff:10.0.0.1', '::', '0.0.0.0', '', '1127.0.0.1'])
      expect(isLoopback(address), address).toBe(false);
  });

  test('a remote client gets the ordinary 404 from the outbox API, whatever its headers say', async ({
    app: t,
    proxied: behindProxy,
  }) => {
    const { email } = await signUpMember(t, { tag: 'reset' });
    expect(sent.some((mail) => mail.to === email)).toBe(true);
    const path = `${TEST_ORIGIN}/api/dev/outbox?to=${encodeURIComponent(email)}`;
    for (const app of [t.app, behindProxy.app]) {
      const proxied: Record<string, string>[] = [
        {},
        { 'x-forwarded-for': '127.0.0.1', host: 'localhost:3000' },
        { 'x-forwarded-for': '203.0.113.9, 127.0.0.1', 'x-real-ip': '127.0.0.1' },
      ];
      for (const headers of proxied) {
        const res = await app.request(path, { headers }, from('203.0.113.7'));
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({
          error: { code: 'not_found', message: expect.any(String) },
        });
      }
    }
    // An IPv6 client, and one whose IPv4 address only looks like loopback in part.
    expect((await t.app.request(path, {}, from('2001:db8::7'))).status).toBe(404);
    expect((await t.app.request(path, {}, from('::ffff:203.0.113.7'))).status).toBe(404);
  });

  test('the same requests from this machine (or built in-process) are answered', async ({ app: t }) => {
    const path = `${TEST_ORIGIN}/api/dev/outbox?limit=1`;
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.request(path, {}, from(address));
      expect(res.status, address).toBe(200);
      expect(Array.isArray(await res.json())).toBe(true);
    }
    // No socket at all: code in this process (the tests), not a network client.
    expect((await t.app.request(path)).status).toBe(200);
    const page = await t.app.request(`${TEST_ORIGIN}/dev/mailbox`, {}, from('127.0.0.1'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
  });

  test('a loopback socket relaying someone else (a local proxy or tunnel) is not this machine', async ({
    app: t,
  }) => {
    const res = await t.app.request(
      `${TEST_ORIGIN}/api/dev/outbox`,
      { headers: { 'x-forwarded-for': '203.0.113.7' } },
      from('127.0.0.1'),
    );
    expect(res.status).toBe(404);
  });

  test('a remote client gets the ordinary not-found page for the mailbox and the sandbox pages', async ({
    app: t,
  }) => {
    const { client, url, token, subscription } = await subscriber(t);
    const requests: [string, RequestInit][] = [
      ['/dev/mailbox', {}],
      [url.slice(TEST_ORIGIN.length), {}],
      ['/sandbox/portal', {}],
      ['/sandbox/checkout', { method: 'POST', body: new URLSearchParams({ token, action: 'confirm' }) }],
      ['/sandbox/portal', { method: 'POST', body: new URLSearchParams({ action: 'cancel' }) }],
    ];
    for (const [path, init] of requests) {
      const headers = { ...FORM, cookie: client.cookieHeader, origin: TEST_ORIGIN, host: 'localhost:3000' };
      const res = await t.app.request(`${TEST_ORIGIN}${path}`, { ...init, headers }, from('198.51.100.4'));
      expect(res.status, path).toBe(404);
      expect(await res.text()).toBe('Not found');
    }
    expect(await subscription()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  test('over a real socket on 127.0.0.1 the tools answer (the bindings are the ones node-server gives)', async ({
    app: t,
  }) => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise<void>((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      expect((await fetch(`http://127.0.0.1:${port}/api/dev/outbox?limit=1`)).status).toBe(200);
      const relayed = await fetch(`http://127.0.0.1:${port}/dev/mailbox`, {
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(relayed.status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('sandbox payment forms', () => {
  test('refuse a write from a foreign Origin, or with a cookie and no Origin: nothing changes', async ({
    app: t,
  }) => {
    const { client, subscription } = await subscriber(t);
    const cancel = new URLSearchParams({ action: 'cancel' }).toString();
    const foreign = await client.request('/sandbox/portal', {
      method: 'POST',
      headers: { ...FORM, origin: 'https://evil.example' },
      body: cancel,
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.code).toBe('forbidden_origin');
    const noOrigin = await t.app.request(`${TEST_ORIGIN}/sandbox/portal`, {
      method: 'POST',
      headers: { ...FORM, cookie: client.cookieHeader },
      body: cancel,
    });
    expect(noOrigin.status).toBe(403);
    expect(await subscription()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    // The same form from our own page still works.
    const own = await client.request('/sandbox/portal', { method: 'POST', headers: FORM, body: cancel });
    expect(own.status).toBe(303);
    expect(await subscription()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });

  test('a foreign-Origin checkout confirmation subscribes no one', async ({ app: t }) => {
    const { client, id } = await signUpMember(t, { tag: 'buyer' });
    const { url } = await (
      await client.api('POST /api/functions/create-checkout', { body: { plan: 'premium' } })
    ).json();
    const token = new URL(url).searchParams.get('token') ?? '';
    const res = await client.request('/sandbox/checkout', {
      method: 'POST',
      headers: { ...FORM, origin: 'https://evil.example' },
      body: new URLSearchParams({ token, action: 'confirm' }).toString(),
    });
    expect(res.status).toBe(403);
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, id))).toHaveLength(
      0,
    );
  });

  test('refuse a body over the limit with 413 before reading it all', async ({ app: t }) => {
    const { client, subscription } = await subscriber(t);
    const total = 4 * 1024 * 1024;
    const chunk = new TextEncoder().encode(`action=cancel&pad=${'a'.repeat(64 * 1024)}`);
    let pulled = 0;
    // Streamed, with no Content-Length: the limit has to count what it reads.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await t.app.request(`${TEST_ORIGIN}/sandbox/portal`, {
      method: 'POST',
      headers: { ...FORM, origin: TEST_ORIGIN, cookie: client.cookieHeader },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
    expect(pulled).toBeLessThan(total);
    expect(await subscription()).toMatchObject({ cancelAtPeriodEnd: false });

    // A declared length over the limit is refused without reading anything.
    const declared = await client.request('/sandbox/checkout', {
      method: 'POST',
      headers: { ...FORM, 'content-length': String(600 * 1024 * 1024) },
      body: 'action=confirm',
    });
    expect(declared.status).toBe(413);
  });
});
