import { isApiErrorBody } from '@captia/shared';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { usuarios } from '../src/db/schema/index';
import type { Mailer } from '../src/mail/mailer';
import type { ApiBody } from './api-routes';
import { GOOD_PASSWORD, signUpMember, TestClient, uniqueEmail } from './client';
import { test as base } from './fixtures/setup';
import type { TestApp } from './helpers';

// @once-on-pglite: malformed bodies are refused before anything reaches the database (not run again on PostgreSQL; vitest.config.ts).

/**
 * Malformed bodies against every JSON endpoint: the answer is always a 4xx in the error
 * shape — never a 500 — and nothing is written.
 */
const mailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };
/**
 * The app is fixtures/setup.ts's (createTestApp); `fuzzer` is one member for the whole file, on a
 * client that sends no Accept-Language, whose profile the tests check is never changed.
 */
const test = base
  .extend('appOptions', { scope: 'file' }, { mailer, env: { RATE_LIMIT_SCALE: '100000' } })
  .extend('fuzzer', { scope: 'file' }, ({ app }) =>
    signUpMember(app, { client: new TestClient(app.app), name: 'Fuzz', tag: 'fuzz' }),
  );
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
  // An empty object is a valid "change nothing" (PATCH /api/me answers 200), however it is spaced.
  .filter((body) => body.replace(/\s/g, '') !== '{}');

async function counts(t: TestApp) {
  const result = await t.database.db.execute(sql`select
    (select count(*) from usuarios)::int as users,
    (select count(*) from captions_history)::int as history,
    (select count(*) from subscriptions)::int as subs`);
  return ((result as { rows?: unknown[] }).rows ?? (result as unknown[]))[0];
}

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

// Raw, on purpose: what is sent is not JSON, or not what any endpoint takes.
describe('malformed bodies', () => {
  test.for(ENDPOINTS)(
    `%s %s: ${RUNS} bodies → 4xx in the error shape, nothing written`,
    { timeout: 300_000 },
    async ([method, path], { app: t, fuzzer: { client } }) => {
      const before = await counts(t);
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
      expect(await counts(t)).toEqual(before);
    },
  );
});

/**
 * Text fields, through every way in (ours and Better Auth's): control characters (NUL reached
 * PostgreSQL as a 500), oversized values and values outside their set are a 400 in the error
 * shape, and nothing is stored.
 */
describe('text fields: one set of rules for every endpoint', () => {
  const NUL = 'Ana\u0000Souza';
  /** One sample of each refused class besides NUL: escape, DEL, line separator, lone surrogate. */
  const CONTROLS = ['Ana\u001b[31m', 'Ana\u007f', 'Ana\u2028Souza', 'Ana\uD800', 'Ana\tSouza', 'Ana\nSouza'];
  const HUGE = 'x'.repeat(900_000);

  async function profileRow(t: TestApp, email: string) {
    const [row] = await t.database.db
      .select({
        nome: usuarios.nome,
        email: usuarios.email,
        image: usuarios.image,
        language: usuarios.language,
        timezone: usuarios.timezone,
      })
      .from(usuarios)
      .where(eq(usuarios.email, email));
    return row;
  }

  async function expectRefused(res: Response, label: string) {
    const text = await res.text();
    expect(res.status, `${label} → ${text.slice(0, 300)}`).toBe(400);
    expect(isApiErrorBody(JSON.parse(text)), text.slice(0, 300)).toBe(true);
  }

  // Raw: Better Auth's endpoints are not operations of the contract.
  test.for<[string, string]>([
    ['name', NUL],
    ...CONTROLS.map((value): [string, string] => ['name', value]),
    ['name', HUGE],
    ['email', `ana\u0000@example.com`],
    ['email', `ana@example.com\r\nBcc: x@example.com`],
    ['email', `${'a'.repeat(300)}@example.com`],
    ['timezone', 'Not/AZone'],
    ['timezone', 'UTC\u0000'],
    ['language', 'xx-<b>'],
    ['image', 'https://example.com/a.png'],
    ['callbackURL', '/\u0000'],
  ])('POST /api/auth/sign-up/email with %s %j → 400, no account', async ([field, value], { app: t }) => {
    const email = uniqueEmail('text');
    const before = await counts(t);
    const body = { name: 'Ana', email, password: GOOD_PASSWORD, [field]: value };
    await expectRefused(await new TestClient(t.app).post('/api/auth/sign-up/email', body), field);
    expect(await t.database.db.select().from(usuarios).where(eq(usuarios.email, email))).toEqual([]);
    expect(await counts(t)).toEqual(before);
  });

  test('POST /api/auth/sign-up/email stores the name trimmed, as PATCH /api/me would', async ({ app: t }) => {
    const email = uniqueEmail('trim');
    const res = await new TestClient(t.app).post('/api/auth/sign-up/email', {
      name: '  Ana Souza  ',
      email,
      password: GOOD_PASSWORD,
      timezone: 'America/Sao_Paulo',
    });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, email));
    expect(row).toMatchObject({ nome: 'Ana Souza', timezone: 'America/Sao_Paulo' });
  });

  // Raw, both the same way: values the contract's types refuse (a language outside its set).
  test.for<[string, string, string]>([
    ['POST', '/api/auth/update-user', 'name'],
    ['PATCH', '/api/me', 'name'],
  ])(
    '%s %s: name, language, time zone and picture under the same rules, nothing stored',
    async ([method, path], { app: t, fuzzer: { client, email } }) => {
      const before = await profileRow(t, email);
      const bodies: Record<string, unknown>[] = [
        { name: NUL },
        ...CONTROLS.map((name) => ({ name })),
        { name: HUGE },
        { name: '   ' },
        { timezone: 'Not/AZone' },
        { timezone: `Europe/Lisbon\u0000` },
        { timezone: HUGE },
        { language: 'xx-<b>' },
        { language: 'pt-BR\u0000' },
      ];
      if (path === '/api/auth/update-user')
        bodies.push({ image: 'https://example.com/a.png' }, { image: HUGE });
      for (const json of bodies) {
        const res = await client.request(path, { method, json });
        await expectRefused(res, `${method} ${path} ${JSON.stringify(json).slice(0, 80)}`);
      }
      expect(await profileRow(t, email)).toEqual(before);
    },
  );

  // Raw: Better Auth's endpoints are not operations of the contract.
  test.for([
    ['/api/auth/sign-in/email', { email: NUL, password: GOOD_PASSWORD }],
    ['/api/auth/sign-in/email', { email: `${'a'.repeat(300)}@example.com`, password: GOOD_PASSWORD }],
    ['/api/auth/sign-in/email', { email: 'ana\u2028@example.com', password: GOOD_PASSWORD }],
    ['/api/auth/request-password-reset', { email: 'ana\u0000@example.com' }],
    ['/api/auth/request-password-reset', { email: 'ana@example.com', redirectTo: '/reset\u0000' }],
    ['/api/auth/send-verification-email', { email: 'ana\u0000@example.com' }],
    ['/api/auth/send-verification-email', { email: `${'a'.repeat(300)}@example.com` }],
    ['/api/auth/reset-password', { token: 'abc\u0000', newPassword: GOOD_PASSWORD }],
    ['/api/auth/reset-password', { token: HUGE, newPassword: GOOD_PASSWORD }],
  ] as const)('POST %s with %j → 400 in the error shape', async ([path, json], { app: t }) => {
    const before = await counts(t);
    await expectRefused(await new TestClient(t.app).post(path, json), path);
    expect(await counts(t)).toEqual(before);
  });

  test('refuses a brief with a NUL byte and keeps its line breaks otherwise', async ({
    app: t,
    fuzzer: { client },
  }) => {
    const brief = {
      networks: ['instagram'],
      postType: 'product-promotion',
      style: 'casual',
      length: 'short',
      variants: 1,
      emojis: false,
      hashtags: false,
    } satisfies Omit<ApiBody<'POST /api/functions/generate-captions'>, 'text'>;
    const generate = (text: string) =>
      client.api('POST /api/functions/generate-captions', { body: { ...brief, text } });
    const before = await counts(t);
    for (const text of ['Summer sale\u0000', 'Summer\u001bsale', 'Summer sale\u2029']) {
      await expectRefused(await generate(text), text);
    }
    // The raw body, as a client would send it.
    await expectRefused(
      await client.request('/api/functions/generate-captions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...brief, text: 'x' }).replace('"x"', '"Summer sale\\u0000"'),
      }),
      'raw NUL',
    );
    expect(await counts(t)).toEqual(before);
    const ok = await generate('Summer\n\tsale');
    expect(ok.status).toBe(200);
  });

  test.for<[string, string]>([
    ['/api/history?q=', 'history'],
    ['/api/admin/users?q=', 'admin'],
  ])('GET %s with control characters or 201+ characters → 400', async ([prefix, who], { fuzzer, admin }) => {
    /** A search of the history (the file's member) or of the accounts (an admin), its `q` encoded. */
    const search = (q: string) =>
      who === 'admin'
        ? admin.client.api('GET /api/admin/users', { query: { q } })
        : fuzzer.client.api('GET /api/history', { query: { q } });
    expect((await search('bolo')).status).toBe(200);
    for (const q of ['bolo\u0000', 'bolo\u001b', 'bolo\u2028', 'x'.repeat(201)]) {
      await expectRefused(await search(q), `${prefix}${q.slice(0, 10)}`);
    }
  });

  // Raw, on purpose: control characters in a query string's names and values.
  test('refuses any API query string with a control character, in a name or a value', async ({
    fuzzer: { client },
  }) => {
    for (const path of [
      '/api/me?x=%00',
      '/api/me?%00=1',
      '/api/plans?lang=en%0A',
      '/api/auth/verify-email?token=abc%00&callbackURL=/',
      '/api/options?x=%E2%80%A8',
    ]) {
      await expectRefused(await client.get(path), path);
    }
    expect((await client.get('/api/me?refresh=1')).status).toBe(200);
  });
});
