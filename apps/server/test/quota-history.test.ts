import { randomUUID } from 'node:crypto';
import { dailyReset, monthlyReset, TIER_LIMITS, type Tier } from '@captia/shared';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect } from 'vitest';
import type { CaptionService } from '../src/captions/captions.service';
import { captionsHistory, usersUsage } from '../src/db/schema/index';
import type { Mailer } from '../src/mail/mailer';
import { reserveCaption } from '../src/usage/quota';
import type { ApiBody } from './api-routes';
import { signUpMember, TestClient } from './client';
import { test as base } from './fixtures/setup';
import { createTestApp, type TestApp } from './helpers';

const mailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };
// The app is fixtures/setup.ts's (createTestApp), with this file's mailer.
const test = base.extend('appOptions', { scope: 'file' }, { mailer, env: { RATE_LIMIT_SCALE: '100' } });

type GenerationBody = ApiBody<'POST /api/functions/generate-captions'>;

const FREE_REQUEST = {
  networks: ['instagram'],
  postType: 'product-promotion',
  style: 'friendly',
  length: 'short',
  variants: 1,
  emojis: false,
  hashtags: false,
  text: 'Promoção de inverno: café coado e pão de queijo com 20% de desconto até domingo.',
} satisfies GenerationBody;

/** An account in UTC unless told: its daily quota resets at its own midnight. */
const member = (t: TestApp, options: { plan?: Tier; timezone?: string } = {}) =>
  signUpMember(t, { plan: options.plan, tag: 'quota', body: { timezone: options.timezone ?? 'UTC' } });

const generate = (
  client: TestClient,
  body: GenerationBody = FREE_REQUEST,
  headers: Record<string, string> = {},
) => client.api('POST /api/functions/generate-captions', { body, headers });

const historyCount = async (t: TestApp, id: string) =>
  (await t.database.db.select().from(captionsHistory).where(eq(captionsHistory.userId, id))).length;

describe('generate-captions on the server', () => {
  test('needs a session (401 before anything else)', async ({ app: t }) => {
    // Raw: a body the contract refuses, on purpose.
    const res = await new TestClient(t.app).post('/api/functions/generate-captions', { nonsense: true });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('unauthorized');
  });

  test.for<[Partial<GenerationBody>, string, string]>([
    [{ networks: ['instagram', 'x'] }, 'plan_network_limit', 'Social network limit exceeded for your plan'],
    [{ length: 'long' }, 'plan_long_text', 'Long text not available in your plan'],
    [{ variants: 2 }, 'plan_variant_limit', 'Maximum number of variants exceeded for your plan'],
    [{ emojis: true }, 'plan_emojis', 'Emojis not available in your plan'],
    [{ hashtags: true }, 'plan_hashtags', 'Hashtags not available in your plan'],
  ])(
    'refuses %o on the free plan with 403 %s, counting and saving nothing',
    async ([change, code, message], { app: t }) => {
      const { client, id } = await member(t);
      const res = await generate(client, { ...FREE_REQUEST, ...change });
      expect(res.status).toBe(403);
      expect(await res.errorBody()).toEqual({ error: { code, message } });
      const [usage] = await t.database.db.select().from(usersUsage).where(eq(usersUsage.userId, id));
      expect(usage?.dailyUsage).toBe(0);
      expect(await historyCount(t, id)).toBe(0);
    },
  );

  test('localizes the gating message', async ({ app: t }) => {
    const { client } = await member(t);
    const res = await generate(client, { ...FREE_REQUEST, emojis: true }, { 'accept-language': 'pt-BR' });
    expect((await res.errorBody()).error.message).toBe('Emojis não disponíveis no seu plano');
  });

  test('counts one caption per request, returns the usage view, and refuses the 4th of the day with the catalog message', async ({
    app: t,
  }) => {
    const { client, id } = await member(t);
    for (let i = 1; i <= 3; i++) {
      const res = await generate(client);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.usage).toMatchObject({ current: i, total: 3, period: 'daily' });
      expect(body.captions).toHaveLength(1);
    }
    const fourth = await generate(client);
    expect(fourth.status).toBe(429);
    expect(await fourth.errorBody()).toEqual({
      error: {
        code: 'daily_limit_reached',
        message:
          "You've used all your captions for today. Come back tomorrow to generate more captions or upgrade to a better plan.",
      },
    });
    expect(await historyCount(t, id)).toBe(3);
    expect((await (await client.api('GET /api/me')).json()).usage).toMatchObject({ current: 3, total: 3 });
  });

  test('twenty concurrent requests on a fresh free account: exactly 3 succeed, 3 history rows', async ({
    app: t,
  }) => {
    const { client, id } = await member(t);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => generate(client).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    expect(await historyCount(t, id)).toBe(3);
    const [usage] = await t.database.db.select().from(usersUsage).where(eq(usersUsage.userId, id));
    expect(usage?.dailyUsage).toBe(3);
  });

  test('does not count or save a generation that fails', async ({ app: t }) => {
    const failing: CaptionService = {
      generate: async () => {
        throw new Error('model exploded');
      },
    } as unknown as CaptionService;
    const other = await createTestApp({
      mailer,
      env: { RATE_LIMIT_SCALE: '100' },
      captions: failing,
      database: t.database,
    });
    const { client, id } = await signUpMember(other, { client: new TestClient(other.app), tag: 'fail' });
    const res = await generate(client);
    expect(res.status).toBeGreaterThanOrEqual(500);
    const [usage] = await t.database.db.select().from(usersUsage).where(eq(usersUsage.userId, id));
    expect(usage?.dailyUsage ?? 0).toBe(0);
    expect(await historyCount(t, id)).toBe(0);
  });

  test('gives a paid plan its options and monthly quota; the increment over the cap is refused', async ({
    app: t,
  }) => {
    const { client, id } = await member(t, { plan: 'profissional' });
    const res = await generate(client, {
      ...FREE_REQUEST,
      networks: ['instagram', 'linkedin'],
      variants: 2,
      length: 'long',
      emojis: true,
      hashtags: true,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.captions).toHaveLength(4);
    expect(body.usage).toMatchObject({ current: 1, total: 100, period: 'monthly' });
    // At the cap: the pre-check answers with the monthly message.
    await t.database.db.update(usersUsage).set({ monthlyUsage: 100 }).where(eq(usersUsage.userId, id));
    const full = await generate(client);
    expect(full.status).toBe(429);
    expect((await full.errorBody()).error.code).toBe('monthly_limit_reached');
  });

  test('refuses the increment itself with "Limite mensal excedido" when the cap is reached in between', async ({
    app: t,
  }) => {
    const { id } = await member(t, { plan: 'premium' });
    const plan = { tier: 'premium' as const, timezone: 'UTC', subscriptionEnd: null };
    const month = new Date().toISOString().slice(0, 7);
    await t.database.db
      .update(usersUsage)
      .set({ monthlyUsage: TIER_LIMITS.premium.quota, lastMonthlyReset: `${month}-01` })
      .where(eq(usersUsage.userId, id));
    expect(await reserveCaption(t.database.db, id, plan)).toBeNull();
  });
});

describe('the atomic SQL applies the same reset rules as the shared functions', () => {
  const date = fc
    .date({
      min: new Date('2025-01-01T00:00:00Z'),
      max: new Date('2027-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));

  test('monthly (paid), for any last reset, today and subscription end', async ({ app: t }) => {
    const { id } = await member(t, { plan: 'premium' });
    await fc.assert(
      fc.asyncProperty(
        date,
        date,
        fc.option(date, { nil: null }),
        fc.nat(249),
        async (last, today, end, used) => {
          await t.database.db
            .update(usersUsage)
            .set({ monthlyUsage: used, lastMonthlyReset: last })
            .where(eq(usersUsage.userId, id));
          const reserved = await reserveCaption(
            t.database.db,
            id,
            { tier: 'premium', timezone: 'UTC', subscriptionEnd: end },
            new Date(`${today}T12:00:00Z`),
          );
          const expected = monthlyReset(last, today, end);
          expect(reserved?.usage.current).toBe(expected.reset ? 1 : used + 1);
          const [row] = await t.database.db.select().from(usersUsage).where(eq(usersUsage.userId, id));
          expect(row?.lastMonthlyReset).toBe(expected.resetDate);
        },
      ),
      { numRuns: 60 },
    );
  });

  test('daily (free) in the user time zone', async ({ app: t }) => {
    const { id } = await member(t, { timezone: 'America/Sao_Paulo' });
    await fc.assert(
      fc.asyncProperty(date, date, fc.nat(2), async (last, today, used) => {
        await t.database.db
          .update(usersUsage)
          .set({ dailyUsage: used, lastDailyReset: last })
          .where(eq(usersUsage.userId, id));
        // 12:00 UTC is 09:00 in São Paulo: the same calendar day.
        const reserved = await reserveCaption(
          t.database.db,
          id,
          { tier: 'free', timezone: 'America/Sao_Paulo', subscriptionEnd: null },
          new Date(`${today}T12:00:00Z`),
        );
        const expected = dailyReset(last, today);
        expect(reserved?.usage.current).toBe(expected.reset ? 1 : used + 1);
      }),
      { numRuns: 40 },
    );
  });

  test('a free user whose day has not started in their zone is still on yesterday', async ({ app: t }) => {
    const { id } = await member(t, { timezone: 'America/Sao_Paulo' });
    await t.database.db
      .update(usersUsage)
      .set({ dailyUsage: 3, lastDailyReset: '2026-02-28' })
      .where(eq(usersUsage.userId, id));
    const plan = { tier: 'free' as const, timezone: 'America/Sao_Paulo', subscriptionEnd: null };
    // 02:30 UTC on 1 March is still 28 February in São Paulo: the cap holds.
    expect(await reserveCaption(t.database.db, id, plan, new Date('2026-03-01T02:30:00Z'))).toBeNull();
    expect(
      (await reserveCaption(t.database.db, id, plan, new Date('2026-03-01T04:00:00Z')))?.usage.current,
    ).toBe(1);
    await t.database.db.execute(sql`select 1`);
  });
});

describe('history', () => {
  test('lists newest first with pinned on top, searches ignoring case and accents, and pages', async ({
    app: t,
  }) => {
    const { client } = await member(t, { plan: 'premium' });
    const texts = [
      'Lançamento da coleção de verão com peças em linho.',
      'Workshop de fotografia no sábado, vagas limitadas.',
      'Dicas para regar suculentas no inverno.',
    ];
    for (const text of texts) expect((await generate(client, { ...FREE_REQUEST, text })).status).toBe(200);
    const list = await (await client.api('GET /api/history')).json();
    expect(list.items.map((i) => i.request.text)).toEqual([...texts].reverse());
    expect(list.items[0]).toMatchObject({ pinned: false, captions: expect.any(Array) });

    const oldest = { id: list.items[2]?.id ?? '' };
    expect((await client.api('POST /api/history/{id}/pin', { params: oldest })).status).toBe(200);
    const pinnedFirst = await (await client.api('GET /api/history')).json();
    expect(pinnedFirst.items[0]).toMatchObject({ id: oldest.id, pinned: true });

    const search = await (
      await client.api('GET /api/history', { query: { q: 'LANCAMENTO colecao' } })
    ).json();
    expect(search.items).toHaveLength(0); // the words must be adjacent, as typed
    const accentless = await (
      await client.api('GET /api/history', { query: { q: 'COLECAO DE VERAO' } })
    ).json();
    expect(accentless.items).toHaveLength(1);
    const accented = await (await client.api('GET /api/history', { query: { q: 'sábado' } })).json();
    expect(accented.items).toHaveLength(1);

    expect((await client.api('DELETE /api/history/{id}/pin', { params: oldest })).status).toBe(200);
    expect((await client.api('DELETE /api/history/{id}', { params: oldest })).status).toBe(200);
    expect((await (await client.api('GET /api/history')).json()).items).toHaveLength(2);
  });

  test('pages with a cursor without repeating or skipping', async ({ app: t }) => {
    const { client, id } = await member(t, { plan: 'premium' });
    const rows = Array.from({ length: 45 }, (_, i) => ({
      id: randomUUID(),
      userId: id,
      request: { text: `entry ${i}` },
      captions: [],
      source: 'basic' as const,
      searchText: `entry ${i}`,
      pinned: i % 10 === 0,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i % 7)),
    }));
    await t.database.db.insert(captionsHistory).values(rows);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await (
        await client.api('GET /api/history', { query: { cursor: cursor ?? undefined } })
      ).json();
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    expect((await client.api('GET /api/history', { query: { cursor: 'not-a-cursor' } })).status).toBe(400);
  });

  test("answers 404 for another user's entry and changes nothing", async ({ app: t }) => {
    const owner = await member(t, { plan: 'premium' });
    await generate(owner.client);
    const [entry] = (await (await owner.client.api('GET /api/history')).json()).items;
    const intruder = await member(t);
    const params = { id: entry?.id ?? '' };
    for (const route of [
      'POST /api/history/{id}/pin',
      'DELETE /api/history/{id}/pin',
      'DELETE /api/history/{id}',
    ] as const) {
      const res = await intruder.client.api(route, { params });
      expect(res.status, `${route} of ${params.id}`).toBe(404);
    }
    expect((await (await intruder.client.api('GET /api/history')).json()).items).toHaveLength(0);
    expect(await historyCount(t, owner.id)).toBe(1);
    expect((await new TestClient(t.app).api('GET /api/history')).status).toBe(401);
  });
});
