import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, uniqueEmail } from './client';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  // The real limits (sign-in: 30 per IP per 10 minutes), behind one trusted proxy.
  t = await createTestApp({ env: { TRUST_PROXY: 'true', RATE_LIMIT_SCALE: '1' } });
});
afterAll(async () => {
  await t.close();
});

describe('behind a trusted proxy', () => {
  it('a client rotating the X-Forwarded-For it writes itself still meets the per-IP sign-in limit', async () => {
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
