import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { captionsHistory, usersUsage } from '../src/db/schema/index';
import type { Mailer } from '../src/mail/mailer';
import type { ApiBody, ApiResult } from './api-routes';
import { signUpMember, type TestClient } from './client';
import { startFakeModel } from './fake-model';
import { test as base, resource } from './fixtures/setup';
import type { TestApp } from './helpers';
import { BRIEF } from './process-fixtures';

/**
 * A use of the quota is reserved before any engine runs and given back only when nothing was
 * delivered. Measured against a slow OpenAI-compatible model: delivered = counted = model calls ≤ cap.
 */
const mailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };
const SLOW_MS = 800;
// The app is fixtures/setup.ts's (createTestApp), on a slow fake model.
const test = base
  .extend(
    'model',
    { scope: 'file' },
    resource(
      () => startFakeModel({ delayMs: SLOW_MS }),
      (model) => model.close(),
    ),
  )
  .extend('appOptions', { scope: 'file' }, ({ model }) => ({
    mailer,
    // A model call that times out falls back to the basic generator: delivered and counted, but
    // not a model call. The counts below compare model calls, so the timeout stays far above
    // what a loaded CI machine can take to answer (the fallback has tests of its own).
    env: { AI_BASE_URL: model.url, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '120000' },
  }));

type GenerationBody = ApiBody<'POST /api/functions/generate-captions'>;

async function counted(t: TestApp, id: string) {
  const [usage] = await t.database.db.select().from(usersUsage).where(eq(usersUsage.userId, id));
  return usage?.dailyUsage ?? 0;
}

const historyRows = async (t: TestApp, id: string) =>
  (await t.database.db.select().from(captionsHistory).where(eq(captionsHistory.userId, id))).length;

/** Captions the client received: from a JSON body, or the caption events of a stream. */
async function deliveredCaptions(res: Response): Promise<number> {
  const text = await res.text();
  if (res.status !== 200) return 0;
  if (!(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const result: ApiResult<'POST /api/functions/generate-captions'> = JSON.parse(text);
    return result.captions.length > 0 ? 1 : 0;
  }
  return /^event: (caption|result)$/m.test(text) ? 1 : 0;
}

const generate = (client: TestClient, body: GenerationBody, stream: boolean, signal?: AbortSignal) =>
  client.api('POST /api/functions/generate-captions', {
    body,
    headers: stream ? { accept: 'text/event-stream' } : {},
    ...(signal && { signal }),
  });

describe('the quota is reserved before the engine runs', () => {
  for (const [label, width, stream] of [
    ['streamed', 12, true],
    ['JSON', 12, false],
    ['mixed streamed and JSON', 30, null],
  ] as const) {
    test(`${width} concurrent ${label} requests on a fresh free account, slow model: delivered = counted = model calls = 3`, async ({
      app: t,
      model,
    }) => {
      const { client, id } = await signUpMember(t, { plan: 'free' });
      const callsBefore = model.requests.length;
      const responses = await Promise.all(
        Array.from({ length: width }, (_, i) => generate(client, BRIEF, stream ?? i % 2 === 0)),
      );
      const delivered = (await Promise.all(responses.map(deliveredCaptions))).reduce((a, b) => a + b, 0);
      expect(delivered).toBe(3);
      expect(await counted(t, id)).toBe(3);
      expect(model.requests.length - callsBefore).toBe(3);
      expect(await historyRows(t, id)).toBe(3);
      expect(responses.filter((r) => r.status === 429)).toHaveLength(width - 3);
    }, 30_000);
  }

  test('a request over the cap never reaches the model', async ({ app: t, model }) => {
    const { client, id } = await signUpMember(t, { plan: 'free' });
    await t.database.db.update(usersUsage).set({ dailyUsage: 3 }).where(eq(usersUsage.userId, id));
    const callsBefore = model.requests.length;
    const res = await generate(client, BRIEF, true);
    expect(res.status).toBe(429);
    expect((await res.errorBody()).error.code).toBe('daily_limit_reached');
    expect(model.requests.length).toBe(callsBefore);
  });

  for (const stream of [true, false]) {
    test(`a ${stream ? 'streamed' : 'JSON'} request whose client leaves before the first caption gives its use back`, async ({
      app: t,
      model,
    }) => {
      const { client, id } = await signUpMember(t, { plan: 'free' });
      const abort = new AbortController();
      const callsBefore = model.requests.length;
      const pending = generate(client, BRIEF, stream, abort.signal).catch((error: unknown) => error);
      // The model has been asked (the use was reserved first), and is still thinking.
      await expect.poll(() => model.requests.length, { timeout: 5000 }).toBe(callsBefore + 1);
      expect(await counted(t, id)).toBe(1);
      abort.abort();
      await pending;
      await expect.poll(() => counted(t, id), { timeout: 5000 }).toBe(0);
      expect(await historyRows(t, id)).toBe(0);
    });
  }

  test('a streamed brief whose history write fails after delivery stays counted (delivered = counted)', async ({
    app: t,
  }) => {
    const { client, id } = await signUpMember(t, { plan: 'free' });
    // A NUL byte: refused up front as bad input, or — if it ever got through — delivered and counted.
    const res = await generate(client, { ...BRIEF, text: 'Summer sale\u0000 on sourdough' }, true);
    const delivered = await deliveredCaptions(res);
    expect(res.status).toBeLessThan(500);
    expect(await counted(t, id)).toBe(delivered);
  });
});

describe('time zones do not mint days', () => {
  test('flipping PATCH /api/me {timezone} between Etc/GMT+12 and Pacific/Kiritimati (26 h apart) gives no extra caption', async ({
    app: t,
    model,
  }) => {
    model.delayMs = 0;
    try {
      const { client, id } = await signUpMember(t, { plan: 'free' });
      expect((await client.api('PATCH /api/me', { body: { timezone: 'Etc/GMT+12' } })).status).toBe(200);
      let delivered = 0;
      for (let i = 0; i < 3; i++) delivered += await deliveredCaptions(await generate(client, BRIEF, false));
      expect(delivered).toBe(3);
      for (const timezone of ['Pacific/Kiritimati', 'Etc/GMT+12', 'Pacific/Kiritimati', 'Etc/GMT+12']) {
        const patched = await client.api('PATCH /api/me', { body: { timezone } });
        expect(patched.status).toBe(200);
        expect((await patched.json()).usage).toMatchObject({ current: 3, total: 3 });
        const res = await generate(client, BRIEF, true);
        expect(res.status).toBe(429);
        delivered += await deliveredCaptions(res);
      }
      expect(delivered).toBe(3);
      expect(await counted(t, id)).toBe(3);
    } finally {
      model.delayMs = SLOW_MS;
    }
  });

  test("Better Auth's update-user carries the day too: flipping zones there mints nothing", async ({
    app: t,
    model,
  }) => {
    model.delayMs = 0;
    try {
      const { client, id } = await signUpMember(t, { plan: 'free' });
      await client.api('PATCH /api/me', { body: { timezone: 'Etc/GMT+12' } });
      for (let i = 0; i < 3; i++) expect((await generate(client, BRIEF, false)).status).toBe(200);
      for (const timezone of ['Pacific/Kiritimati', 'Etc/GMT+12', 'Pacific/Kiritimati']) {
        // Raw: Better Auth's update is not an operation of the contract.
        expect((await client.post('/api/auth/update-user', { timezone })).status).toBe(200);
        expect((await generate(client, BRIEF, false)).status).toBe(429);
      }
      expect(await counted(t, id)).toBe(3);
    } finally {
      model.delayMs = SLOW_MS;
    }
  });

  test('a zone change keeps a day that had already begun in the old zone', async ({ app: t, model }) => {
    const { client, id } = await signUpMember(t, { plan: 'free' });
    // Used up yesterday: the user's new day has begun, and a zone change must not take it away.
    await t.database.db
      .update(usersUsage)
      .set({ dailyUsage: 3, lastDailyReset: '2020-01-01' })
      .where(eq(usersUsage.userId, id));
    const patched = await client.api('PATCH /api/me', { body: { timezone: 'Pacific/Kiritimati' } });
    expect((await patched.json()).usage).toMatchObject({ current: 0, total: 3 });
    model.delayMs = 0;
    try {
      expect((await generate(client, BRIEF, false)).status).toBe(200);
    } finally {
      model.delayMs = SLOW_MS;
    }
    expect(await counted(t, id)).toBe(1);
  });
});

describe('reservations of many accounts at once (they go in groups)', () => {
  test('each account gets exactly its own cap, daily and monthly mixed, with its own count back', async ({
    app: t,
    model,
  }) => {
    const free = await Promise.all(Array.from({ length: 5 }, () => signUpMember(t, { plan: 'free' })));
    // Monthly accounts two captions short of the cap (premium: 250 a month).
    const monthly = await Promise.all(Array.from({ length: 3 }, () => signUpMember(t, { plan: 'premium' })));
    for (const member of monthly) {
      await member.client.api('GET /api/me');
      await t.database.db
        .update(usersUsage)
        .set({ monthlyUsage: 248 })
        .where(eq(usersUsage.userId, member.id));
    }
    const members = [...free, ...monthly];
    const callsBefore = model.requests.length;
    // Eight requests per account, interleaved, all at once.
    const asks = Array.from({ length: 8 }, () => members).flat();
    const answers = await Promise.all(
      asks.map(async (member) => {
        const res = await generate(member.client, BRIEF, false);
        // A refusal is JSON too, in the error shape; only an answer has a source and a count.
        if (res.status !== 200) {
          expect((await res.errorBody()).error).toBeDefined();
          return { member, status: res.status, source: undefined, current: undefined };
        }
        const body = await res.json();
        return { member, status: res.status, source: body.source, current: body.usage.current };
      }),
    );
    for (const [i, member] of members.entries()) {
      const mine = answers.filter((answer) => answer.member === member);
      const served = mine.filter((answer) => answer.status === 200);
      const isFree = i < free.length;
      expect(served.map((answer) => answer.current).sort()).toEqual(isFree ? [1, 2, 3] : [249, 250]);
      expect(served.every((answer) => answer.source === 'ai')).toBe(true);
      expect(mine.filter((answer) => answer.status === 429)).toHaveLength(isFree ? 5 : 6);
      const [usage] = await t.database.db.select().from(usersUsage).where(eq(usersUsage.userId, member.id));
      expect(isFree ? usage?.dailyUsage : usage?.monthlyUsage).toBe(isFree ? 3 : 250);
      expect(await historyRows(t, member.id)).toBe(isFree ? 3 : 2);
    }
    expect(model.requests.length - callsBefore).toBe(5 * 3 + 3 * 2);
  });
});
