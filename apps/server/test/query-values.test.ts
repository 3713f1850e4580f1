import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { captionsHistory } from '../src/db/schema/index';
import { decodeCursor, isCursorTimestamp } from '../src/history/history.service';
import type { Mailer } from '../src/mail/mailer';
import { GOOD_PASSWORD, signUpMember, TestClient, type TypedResponse, uniqueEmail } from './client';
import { test as base } from './fixtures/setup';
import { TEST_ORIGIN, type TestApp } from './helpers';

// @once-on-pglite: bad values are refused while the URL is parsed, before any query (not run again on PostgreSQL; vitest.config.ts).

/**
 * Every value a route parses from a URL (history cursors, pages, limits, ids, callbacks): a bad
 * one is the contract's 400 with a localized message, never a 500 and never an error log line.
 */
const mailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };
/**
 * The app is fixtures/setup.ts's (createTestApp). The bad values are sent raw, as written (the
 * typed client would encode them, or refuse them); the good ones through client.api.
 */
const test = base.extend('appOptions', { scope: 'file' }, { mailer });

/** The cursor encoding of history.service.ts, for values it would never write itself. */
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const GOOD_TIME = '2026-01-01 00:00:03.123456+00';

const errorLines = (t: TestApp) => t.logs.filter((line) => JSON.parse(line).level >= 50);

/** A 400 in the contract's shape, with a message (a localized text, not a key), and nothing logged as an error. */
async function expectBadRequest(t: TestApp, res: Response | Promise<Response>, code = 'bad_request') {
  const before = errorLines(t).length;
  const answer = await res;
  expect(answer.status).toBe(400);
  const body = await answer.json();
  expect(body).toEqual({ error: { code, message: expect.any(String) } });
  expect(body.error.message).not.toMatch(/^[a-z]+(\.[a-zA-Z_]+)+$/);
  expect(errorLines(t).slice(before)).toEqual([]);
  return body.error.message as string;
}

describe('history cursors', () => {
  const BAD_CURSORS: [string, string][] = [
    ['"1" as the cursor', '1'],
    ['a timestamp of "1"', cursorOf([false, '1', 1])],
    ['February 30th', cursorOf([false, '2020-02-30 00:00:00+00', 1])],
    ['February 29th of a common year', cursorOf([false, '2021-02-29 10:00:00+00', 1])],
    ['month 13', cursorOf([false, '2020-13-01 00:00:00+00', 1])],
    ['hour 24', cursorOf([false, '2020-01-01 24:00:00+00', 1])],
    ['a date without a time', cursorOf([false, '2020-01-01', 1])],
    ['year 275760', cursorOf([false, '+275760-09-13T00:00:00Z', 1])],
    ['year 0', cursorOf([false, '0000-01-01 00:00:00+00', 1])],
    ['trailing words', cursorOf([false, `${GOOD_TIME} junk`, 1])],
    ['an offset of 16 hours', cursorOf([false, '2020-01-01 00:00:00+16', 1])],
    ['a NUL byte in the timestamp', cursorOf([false, `${GOOD_TIME}\u0000`, 1])],
    ['a negative row number', cursorOf([false, GOOD_TIME, -5])],
    ['row number 0', cursorOf([false, GOOD_TIME, 0])],
    ['a fractional row number', cursorOf([false, GOOD_TIME, 1.5])],
    ['a row number past 2^53', cursorOf([false, GOOD_TIME, 2 ** 60])],
    ['a row number as text', cursorOf([false, GOOD_TIME, '1'])],
    ['pinned as text', cursorOf(['false', GOOD_TIME, 1])],
    ['a fourth element', cursorOf([false, GOOD_TIME, 1, 'x'])],
    ['an object', cursorOf({ pinned: false, createdAt: GOOD_TIME, seq: 1 })],
    ['JSON null', cursorOf(null)],
    ['garbage base64', 'not-a-cursor'],
    ['base64 of garbage bytes', Buffer.from([0xff, 0xfe, 0x00, 0x81]).toString('base64url')],
    ['padded base64', `${cursorOf([false, GOOD_TIME, 1])}==`],
    ['standard base64 characters', Buffer.from(JSON.stringify([false, GOOD_TIME, 1])).toString('base64')],
    ['characters outside base64url', `${cursorOf([false, GOOD_TIME, 1])}!!`],
    ['a cursor with a NUL byte', `${cursorOf([false, GOOD_TIME, 1])}%00`],
    ['a huge cursor', 'A'.repeat(100_000)],
    ['two cursors', `${cursorOf([false, GOOD_TIME, 1])}&cursor=${cursorOf([false, GOOD_TIME, 2])}`],
  ];

  test.for(BAD_CURSORS)(
    '%s: 400 with a localized message, no error logged',
    async ([, cursor], { app: t }) => {
      const { client } = await signUpMember(t, { language: 'pt-BR' });
      await expectBadRequest(t, client.get(`/api/history?cursor=${cursor}`));
    },
  );

  test('names the problem in each language', async ({ app: t }) => {
    const messages = new Set<string>();
    for (const language of ['pt-BR', 'en-US', 'es-ES'] as const) {
      const { client } = await signUpMember(t, { language });
      messages.add(
        await expectBadRequest(
          t,
          client.get(`/api/history?cursor=${cursorOf([false, '2020-02-30 00:00:00+00', 1])}`),
        ),
      );
    }
    expect(messages.size).toBe(3);
    expect([...messages].join(' ')).toMatch(/cursor|link|enlace/i);
  });

  test('a cursor it wrote still pages correctly, in any session time zone', async ({ app: t }) => {
    const { client, id } = await signUpMember(t);
    // The cursor carries `timestamptz::text`, written in the session's zone: a +05:45 offset here.
    const pglite = t.database.kind === 'pglite';
    if (pglite) await t.database.db.execute(sql`set time zone 'Asia/Kathmandu'`);
    const rows = Array.from({ length: 45 }, (_, i) => ({
      id: randomUUID(),
      userId: id,
      request: { text: `entry ${i}` },
      captions: [],
      source: 'basic' as const,
      searchText: `entry ${i}`,
      pinned: i % 10 === 0,
      createdAt: new Date(Date.UTC(2024, 1, 29, 0, 0, i % 7, i)),
    }));
    await t.database.db.insert(captionsHistory).values(rows);
    const seen: string[] = [];
    const cursors: string[] = [];
    let cursor: string | null = null;
    do {
      // Typed by its route: the loop's cursor would otherwise make its inference circular.
      const res: TypedResponse<'GET /api/history'> = await client.api('GET /api/history', {
        query: { cursor: cursor ?? undefined },
      });
      expect(res.status).toBe(200);
      const page = await res.json();
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
      if (cursor) cursors.push(cursor);
    } while (cursor);
    if (pglite) await t.database.db.execute(sql`reset time zone`);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    expect(cursors).toHaveLength(2);
    for (const written of cursors) expect(decodeCursor(written)).not.toBeNull();
    if (pglite) expect(decodeCursor(cursors[0] ?? '')?.createdAt).toMatch(/\+05:45$/);
    // An empty cursor is no cursor: the first page.
    expect((await client.get('/api/history?cursor=')).status).toBe(200);
  });

  test('accepts the timestamps PostgreSQL writes, and only real ones', () => {
    for (const value of [
      '2026-01-01 00:00:03.123456+00',
      '2026-01-01 00:00:03+00',
      '2024-02-29 23:59:59.5-03',
      '2026-06-30 12:00:00+05:30',
      '1890-01-01 00:00:00-03:06:28',
      '2026-01-01T00:00:00Z',
      '2000-02-29 00:00:00+00',
    ])
      expect(isCursorTimestamp(value), value).toBe(true);
    for (const value of [
      '2020-02-30 00:00:00+00',
      '1900-02-29 00:00:00+00',
      '2026-04-31 00:00:00+00',
      '2026-01-01 00:60:00+00',
      '2026-01-01 00:00:60+00',
      '2026-01-01 00:00:00.1234567+00',
      '2026-01-01 00:00:00+00:60',
      '2026-01-01 00:00:00',
      ' 2026-01-01 00:00:00+00',
      '２０２６-01-01 00:00:00+00',
    ])
      expect(isCursorTimestamp(value), value).toBe(false);
  });
});

describe('numbers, ids and callbacks in URLs', () => {
  test.for([
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    ' 5',
    '05',
    'Infinity',
    'NaN',
    '100001',
    '99999999999999999999',
    '',
  ])('admin users page %j: 400', async (page, { app: t, admin }) => {
    await expectBadRequest(t, admin.client.get(`/api/admin/users?page=${encodeURIComponent(page)}`));
  });

  test('admin users pages still work', async ({ admin }) => {
    for (const page of [undefined, '1', '100000']) {
      expect((await admin.client.api('GET /api/admin/users', { query: { page } })).status, page).toBe(200);
    }
    expect(
      (await (await admin.client.api('GET /api/admin/users', { query: { page: '2' } })).json()).page,
    ).toBe(2);
  });

  const local = { headers: { 'x-forwarded-for': '127.0.0.1' } };
  test.for(['0', '-1', '1.5', '1e2', 'abc', '1001', '', '0005'])(
    'outbox limit %j: 400',
    async (limit, { app: t }) => {
      await expectBadRequest(
        t,
        t.app.request(`${TEST_ORIGIN}/api/dev/outbox?limit=${encodeURIComponent(limit)}`, local),
      );
    },
  );

  test('outbox limits 1 and 1000 work; the mailbox page answers 400 to a bad value, not 500', async ({
    app: t,
  }) => {
    for (const limit of ['1', '1000'])
      expect((await t.app.request(`${TEST_ORIGIN}/api/dev/outbox?limit=${limit}`, local)).status).toBe(200);
    for (const query of ['to=%00', 'to=a%0Ab', 'limit=-5', `to=${'a'.repeat(300)}`]) {
      const before = errorLines(t).length;
      expect((await t.app.request(`${TEST_ORIGIN}/dev/mailbox?${query}`, local)).status, query).toBe(400);
      expect(errorLines(t).slice(before)).toEqual([]);
    }
    expect((await t.app.request(`${TEST_ORIGIN}/dev/mailbox?to=&limit=5`, local)).status).toBe(200);
  });

  test('an id with a control character in the path is a 400 on every route', async ({ app: t }) => {
    const { client } = await signUpMember(t, { language: 'es-ES' });
    for (const [method, path] of [
      ['POST', '/api/history/%00/pin'],
      ['DELETE', '/api/history/%00'],
      ['GET', '/api/history/%00/thumbnail'],
      ['GET', '/api/brands/%00'],
      ['PATCH', '/api/brands/a%0Ab'],
      ['DELETE', '/api/keys/%00'],
      ['DELETE', '/api/admin/users/%1B'],
      ['GET', '/api/auth/reset-password/%00'],
    ] as const) {
      await expectBadRequest(
        t,
        client.request(path, { method, ...(method === 'PATCH' && { json: { name: 'x' } }) }),
      );
    }
    // Not a control character: an ordinary not-found.
    expect((await client.get('/api/history/%2500/thumbnail')).status).toBe(404);
  });

  test.for([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'http://localhost:3000.evil.example/',
  ])('a callback to %s is a 400 (in links and in bodies)', async (target, { app: t }) => {
    const { client } = await signUpMember(t);
    const url = encodeURIComponent(target);
    await expectBadRequest(t, client.get(`/api/auth/verify-email?token=abc&callbackURL=${url}`));
    await expectBadRequest(t, client.get(`/api/auth/reset-password/abc?callbackURL=${url}`));
    await expectBadRequest(
      t,
      client.post('/api/auth/request-password-reset', { email: uniqueEmail(), redirectTo: target }),
    );
    await expectBadRequest(
      t,
      new TestClient(t.app).post('/api/auth/sign-up/email', {
        name: 'Callback',
        email: uniqueEmail(),
        password: GOOD_PASSWORD,
        callbackURL: target,
      }),
    );
  });

  test('callbacks to our own pages still work', async ({ app: t }) => {
    const { client } = await signUpMember(t);
    for (const target of ['/', '/reset-password', '/faq?x=1', `${TEST_ORIGIN}/plans`]) {
      const res = await client.get(
        `/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent(target)}`,
      );
      expect(res.status, target).toBe(302);
      expect(new URL(res.headers.get('location') ?? '', TEST_ORIGIN).origin).toBe(TEST_ORIGIN);
    }
  });
});
