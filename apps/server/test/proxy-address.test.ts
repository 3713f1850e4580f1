import { describe, expect } from 'vitest';
import { GOOD_PASSWORD, TestClient, uniqueEmail } from './client';
import { test as base } from './fixtures/setup';
import type { TestApp } from './helpers';

/**
 * The app is fixtures/setup.ts's (createTestApp), one for the file: the limits count across its
 * tests as they did. The calls are Better Auth's sign-in and sign-up, outside the contract: raw.
 */
const test = base.extend(
  'appOptions',
  { scope: 'file' },
  {
    // The real limits (sign-in: 30 per IP per 10 minutes, sign-up: 10 an hour), behind one trusted proxy.
    env: { TRUST_PROXY: 'true', RATE_LIMIT_SCALE: '1' },
  },
);

describe('behind a trusted proxy', () => {
  test('a client rotating the X-Forwarded-For it writes itself still meets the per-IP sign-in limit', async ({
    app: t,
  }) => {
    const statuses: number[] = [];
    for (let n = 1; n <= 31; n++) {
      // What the client sent, then what the proxy appended: the address it really came from.
      const client = new TestClient(t.app, { ip: `198.51.100.${n}, 203.0.113.9` });
      // A new account each time: the per-account limit is not what stops it.
      const res = await client.post('/api/auth/sign-in/email', {
        email: uniqueEmail('rotating'),
        password: 'not the password at all',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);

    // Another client behind the same proxy is not affected.
    const other = new TestClient(t.app, { ip: '198.51.100.1, 203.0.113.10' });
    const res = await other.post('/api/auth/sign-in/email', {
      email: uniqueEmail('other'),
      password: 'not the password at all',
    });
    expect(res.status).toBe(401);
  });
});

describe('an IPv6 client behind a trusted proxy', () => {
  const signUp = (t: TestApp, ip: string) =>
    new TestClient(t.app, { ip }).post('/api/auth/sign-up/email', {
      name: 'Ana Souza',
      email: uniqueEmail('six'),
      password: GOOD_PASSWORD,
    });

  test('is limited per /64, not per address: a new address of the same /64 meets the sign-up limit', async ({
    app: t,
  }) => {
    const statuses: number[] = [];
    for (let n = 1; n <= 11; n++) {
      // Every request from another address of 2001:db8:aa:1::/64, spelt in several ways.
      const address = n % 2 ? `2001:db8:aa:1::${n.toString(16)}` : `2001:0DB8:00AA:0001:${n}:0:0:${n}`;
      statuses.push((await signUp(t, `198.51.100.1, ${address}`)).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The next /64 is another client, not limited.
    expect((await signUp(t, '2001:db8:aa:2::1')).status).toBe(200);
  }, 60_000);

  test('counts an IPv4-mapped address as the IPv4 address', async ({ app: t }) => {
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n++) statuses.push((await signUp(t, '203.0.113.44')).status);
    for (let n = 1; n <= 5; n++)
      statuses.push((await signUp(t, n % 2 ? '::ffff:203.0.113.44' : '::ffff:cb00:712c')).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  }, 60_000);
});
