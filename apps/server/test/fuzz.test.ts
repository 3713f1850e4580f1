import { isApiErrorBody } from '@captia/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../src/mail/mailer';
import { GOOD_PASSWORD, TestClient, uniqueEmail } from './client';
import { createTestApp, type TestApp } from './helpers';

/**
 * Malformed bodies against every JSON endpoint: the answer is always a 4xx in the error
 * shape — never a 500 — and nothing is written.
 */
const mailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };
let t: TestApp;
let client: TestClient;
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

/** Field values of the wrong type (a string could be a valid name, and a valid PATCH). */
const nonString = fc.oneof(
  fc.integer(),
  fc.constant(null),
  fc.array(fc.anything()),
  fc.object(),
  fc.double(),
);

/** Bodies that are not what any endpoint expects: wrong types, junk JSON, broken text. */
const malformed = fc
  .oneof(
    fc.anything().map((value) => JSON.stringify(value) ?? 'null'),
    fc
      .dictionary(
        fc.constantFrom(
          'email',
          'password',
          'name',
          'networks',
          'text',
          'plan',
          'role',
          'token',
          'variants',
          'language',
          'timezone',
          'newPassword',
        ),
        nonString,
        { minKeys: 1 },
      )
      .map((v) => JSON.stringify(v)),
    fc.string().map((s) => `{${s}`),
    // ('{}' is a valid, empty PATCH /api/me.)
    fc.constantFrom(
      '',
      '[]',
      'null',
      '"x"',
      '{"email":[]}',
      '{"__proto__":{"admin":true}}',
      '\u0000',
      '{"networks":"instagram"}',
    ),
  )
  .filter((body) => body !== '{}');

async function counts() {
  const result = await t.database.db.execute(sql`select
    (select count(*) from usuarios)::int as users,
    (select count(*) from captions_history)::int as history,
    (select count(*) from subscriptions)::int as subs`);
  return ((result as { rows?: unknown[] }).rows ?? (result as unknown[]))[0];
}

beforeAll(async () => {
  t = await createTestApp({ mailer, env: { RATE_LIMIT_SCALE: '100000' } });
  client = new TestClient(t.app);
  await client.post('/api/auth/sign-up/email', {
    name: 'Fuzz',
    email: uniqueEmail('fuzz'),
    password: GOOD_PASSWORD,
  });
});
afterAll(async () => {
  await t.close();
});

const ENDPOINTS: [method: string, path: string][] = [
  ['POST', '/api/auth/sign-up/email'],
  ['POST', '/api/auth/sign-in/email'],
  ['POST', '/api/auth/request-password-reset'],
  ['POST', '/api/auth/reset-password'],
  ['POST', '/api/auth/change-password'],
  ['PATCH', '/api/me'],
  ['POST', '/api/functions/generate-captions'],
  ['POST', '/api/functions/create-checkout'],
  ['PATCH', '/api/admin/users/someone'],
];

describe('malformed bodies', () => {
  it.each(ENDPOINTS)(
    `%s %s: ${RUNS} bodies → 4xx in the error shape, nothing written`,
    async (method, path) => {
      const before = await counts();
      await fc.assert(
        fc.asyncProperty(malformed, async (body) => {
          const res = await client.request(path, {
            method,
            body,
            headers: { 'content-type': 'application/json' },
          });
          const text = await res.text();
          expect(res.status, `${method} ${path} ${body} → ${text}`).toBeGreaterThanOrEqual(400);
          expect(res.status, `${method} ${path} ${body} → ${text}`).toBeLessThan(500);
          expect(isApiErrorBody(JSON.parse(text)), text).toBe(true);
        }),
        { numRuns: RUNS },
      );
      expect(await counts()).toEqual(before);
    },
    300_000,
  );
});
