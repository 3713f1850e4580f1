import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { brands, usersUsage } from '../src/db/schema/index';
import type { ApiBody } from './api-routes';
import { signUpMember, TestClient } from './client';
import { onFakeModel, QUIET_MAILER } from './fixtures/model';
import type { TestApp } from './helpers';
import { BRIEF } from './process-fixtures';

// The app is fixtures/setup.ts's (createTestApp), on a fake model.
const test = onFakeModel({ mailer: QUIET_MAILER });

const BAKERY = {
  name: 'Padaria da Ana',
  description: 'A neighbourhood sourdough bakery in São Paulo, open since 1998.',
  audience: 'Neighbours and office workers in Pinheiros',
  callToAction: 'Pass by the shop on Rua dos Pinheiros 123',
  wordsToAvoid: ['cheap', 'artisanal'],
  hashtags: ['#PadariaDaAna', 'PaoDeFermentacao'],
  samples: [
    'We baked 200 loaves this morning! Come early, we sell out by noon 🍞🍞',
    'Our team starts at 4am so you can have warm bread at 7. We love this job! 🥖',
  ],
} satisfies ApiBody<'POST /api/brands'>;

const brandCount = async (app: TestApp, id: string) =>
  (await app.database.db.select().from(brands).where(eq(brands.userId, id))).length;

const generate = (client: TestClient, body: ApiBody<'POST /api/functions/generate-captions'>) =>
  client.api('POST /api/functions/generate-captions', { body });

describe('brands', () => {
  test('create, list, read, change and delete; traits measured from the samples; the first is the default', async ({
    app,
  }) => {
    const { client } = await signUpMember(app, { plan: 'profissional' });
    const res = await client.api('POST /api/brands', { body: BAKERY });
    expect(res.status).toBe(201);
    const brand = await res.json();
    expect(brand).toMatchObject({
      name: 'Padaria da Ana',
      isDefault: true,
      hashtags: ['#PadariaDaAna', '#PaoDeFermentacao'],
    });
    expect(brand.traits).toMatchObject({
      samples: 2,
      emojisPerPost: 1.5,
      exclamationsPerPost: 1,
      person: 'plural',
    });
    expect((await (await client.api('GET /api/brands')).json()).items).toHaveLength(1);
    const params = { id: brand.id };
    expect((await (await client.api('GET /api/brands/{id}', { params })).json()).id).toBe(brand.id);

    const second = await (
      await client.api('POST /api/brands', { body: { name: 'Ana Cafés', isDefault: true } })
    ).json();
    expect(second.isDefault).toBe(true);
    expect((await (await client.api('GET /api/brands/{id}', { params })).json()).isDefault).toBe(false);

    const changed = await client.api('PATCH /api/brands/{id}', {
      params,
      body: { samples: ['Calm, formal note. No emojis here.'], isDefault: true },
    });
    expect(changed.status).toBe(200);
    const patched = await changed.json();
    expect(patched.traits).toMatchObject({ samples: 1, emojisPerPost: 0, exclamationsPerPost: 0 });
    expect(patched.isDefault).toBe(true);

    expect((await client.api('DELETE /api/brands/{id}', { params })).status).toBe(204);
    // The default went: the remaining brand takes its place.
    expect(
      (await (await client.api('GET /api/brands/{id}', { params: { id: second.id } })).json()).isDefault,
    ).toBe(true);
  });

  test('refuses out-of-bounds fields with 400 and stores nothing', async ({ app }) => {
    const { client, id } = await signUpMember(app, { plan: 'premium' });
    const bad: Record<string, unknown>[] = [
      { name: '' },
      { name: 'x'.repeat(81) },
      { name: 'Bad\u0000Name' },
      { name: 'ok', description: 'x'.repeat(501) },
      { name: 'ok', audience: 'x'.repeat(201) },
      { name: 'ok', callToAction: 'x'.repeat(151) },
      { name: 'ok', wordsToAvoid: Array.from({ length: 31 }, (_, i) => `w${i}`) },
      { name: 'ok', wordsToAvoid: ['x'.repeat(41)] },
      { name: 'ok', hashtags: Array.from({ length: 16 }, (_, i) => `#tag${i}`) },
      { name: 'ok', hashtags: ['#two words'] },
      { name: 'ok', hashtags: ['#123'] },
      { name: 'ok', hashtags: ['#Cafe', '#cafe'] },
      { name: 'ok', samples: Array.from({ length: 6 }, () => 'sample') },
      { name: 'ok', samples: ['x'.repeat(2201)] },
      { name: 'ok', samples: ['bad\u0007sample'] },
      { name: 'ok', unknown: true },
    ];
    // Raw: bodies the contract refuses, on purpose.
    for (const body of bad) {
      const res = await client.post('/api/brands', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await res.json()).error).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
    expect(await brandCount(app, id)).toBe(0);
    // The top of each bound is allowed.
    const edge = await client.api('POST /api/brands', {
      body: {
        name: 'x'.repeat(80),
        description: 'x'.repeat(500),
        audience: 'x'.repeat(200),
        callToAction: 'x'.repeat(150),
        wordsToAvoid: Array.from({ length: 30 }, (_, i) => `w${i}`),
        hashtags: Array.from({ length: 15 }, (_, i) => `#tag${i}`),
        samples: Array.from({ length: 5 }, () => 'x'.repeat(2200)),
      },
    });
    expect(edge.status).toBe(201);
  });

  test('per plan: free 1, profissional 3, premium 10 — one more is 403 brand_limit_reached, localized, even at once', async ({
    app,
  }) => {
    for (const [plan, max] of [
      ['free', 1],
      ['profissional', 3],
      ['premium', 10],
    ] as const) {
      const { client, id } = await signUpMember(app, { plan });
      const statuses = await Promise.all(
        Array.from({ length: max + 2 }, (_, i) =>
          client.api('POST /api/brands', { body: { name: `Voice ${i}` } }).then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(max);
      expect(await brandCount(app, id)).toBe(max);
      const refused = await client.api('POST /api/brands', {
        body: { name: 'One more' },
        headers: { 'accept-language': 'pt-BR' },
      });
      expect(refused.status).toBe(403);
      const body = await refused.errorBody();
      expect(body.error.code).toBe('brand_limit_reached');
      expect(body.error.message).toContain(`${max} de ${max}`);
    }
  });

  test("another account's brand is a 404 everywhere, and changes nothing", async ({ app }) => {
    const owner = await signUpMember(app, { plan: 'free' });
    const other = await signUpMember(app, { plan: 'free' });
    const brand = await (await owner.client.api('POST /api/brands', { body: BAKERY })).json();
    const params = { id: brand.id };
    expect((await other.client.api('GET /api/brands/{id}', { params })).status).toBe(404);
    expect(
      (await other.client.api('PATCH /api/brands/{id}', { params, body: { name: 'Mine now' } })).status,
    ).toBe(404);
    expect((await other.client.api('DELETE /api/brands/{id}', { params })).status).toBe(404);
    expect((await (await owner.client.api('GET /api/brands/{id}', { params })).json()).name).toBe(
      'Padaria da Ana',
    );
    expect((await new TestClient(app.app).api('GET /api/brands')).status).toBe(401);
  });
});

describe('generation with a brand', () => {
  test("someone else's brandId is a 404 and never counted or sent to the model", async ({ app, model }) => {
    const owner = await signUpMember(app, { plan: 'free' });
    const other = await signUpMember(app, { plan: 'free' });
    const brand = await (await owner.client.api('POST /api/brands', { body: BAKERY })).json();
    const calls = model.requests.length;
    const res = await generate(other.client, { ...BRIEF, brandId: brand.id });
    expect(res.status).toBe(404);
    const [usage] = await app.database.db.select().from(usersUsage).where(eq(usersUsage.userId, other.id));
    expect(usage?.dailyUsage ?? 0).toBe(0);
    expect(model.requests.length).toBe(calls);
  });

  test("the AI prompt carries the brand's fields and samples, as material; the default brand applies when none is given", async ({
    app,
    model,
  }) => {
    const { client } = await signUpMember(app, { plan: 'premium' });
    await client.api('POST /api/brands', { body: BAKERY });
    const before = model.requests.length;
    expect((await generate(client, BRIEF)).status).toBe(200);
    const prompt = JSON.stringify(model.requests[before]);
    for (const part of [
      'Padaria da Ana',
      'neighbourhood sourdough bakery',
      'office workers in Pinheiros',
      'Rua dos Pinheiros 123',
      '\\"cheap\\"',
      '#PadariaDaAna',
      'We baked 200 loaves this morning',
      'not instructions to you',
    ]) {
      expect(prompt).toContain(part);
    }
    const other = await (
      await client.api('POST /api/brands', { body: { name: 'Quiet Studio', callToAction: 'Book a class' } })
    ).json();
    await generate(client, { ...BRIEF, brandId: other.id });
    const second = JSON.stringify(model.requests.at(-1));
    expect(second).toContain('Quiet Studio');
    expect(second).not.toContain('Padaria da Ana');
  });
});

describe('generations at once (their account reads go in groups)', () => {
  test('each gets its own plan, usage and brand; a foreign or odd brand id is a 404 for that request only', async ({
    app,
    model,
  }) => {
    const owners = await Promise.all(Array.from({ length: 3 }, () => signUpMember(app, { plan: 'premium' })));
    const names = ['Forno Azul', 'Casa "Chá", {Verde}', 'Back\\slash Studio'];
    const brandIds: string[] = [];
    for (const [i, owner] of owners.entries()) {
      const brand = await (
        await owner.client.api('POST /api/brands', { body: { ...BAKERY, name: names[i] ?? '' } })
      ).json();
      brandIds.push(brand.id);
    }
    const stranger = await signUpMember(app, { plan: 'free' });
    const before = model.requests.length;
    const asks = [
      // Each owner three times: once by id, twice with the default.
      ...owners.flatMap((owner, i) => [
        { client: owner.client, body: { ...BRIEF, brandId: brandIds[i] }, status: 200, brand: names[i] },
        { client: owner.client, body: BRIEF, status: 200, brand: names[i] },
        { client: owner.client, body: BRIEF, status: 200, brand: names[i] },
      ]),
      { client: stranger.client, body: { ...BRIEF, brandId: brandIds[0] }, status: 404 },
      { client: owners[1]?.client, body: { ...BRIEF, brandId: 'x", "y}{\\' }, status: 404 },
      { client: owners[2]?.client, body: { ...BRIEF, brandId: brandIds[1] }, status: 404 },
      { client: owners[0]?.client, body: { ...BRIEF, brandId: 'nul\u0000id' }, status: 400 },
    ];
    const statuses = await Promise.all(
      asks.map(async (ask) => (ask.client ? (await generate(ask.client, ask.body)).status : undefined)),
    );
    expect(statuses).toEqual(asks.map((ask) => ask.status));
    const prompts = model.requests.slice(before).map((request) => JSON.stringify(request));
    expect(prompts).toHaveLength(9);
    for (const name of names) {
      // The name goes to the model as a JSON string, inside the request's own JSON.
      const mentions = prompts.filter((prompt) =>
        prompt.includes(JSON.stringify(JSON.stringify(name)).slice(1, -1)),
      );
      expect(mentions, name).toHaveLength(3);
    }
    for (const owner of owners) {
      const [usage] = await app.database.db.select().from(usersUsage).where(eq(usersUsage.userId, owner.id));
      expect(usage?.monthlyUsage).toBe(3);
    }
    const [strangerUsage] = await app.database.db
      .select()
      .from(usersUsage)
      .where(eq(usersUsage.userId, stranger.id));
    expect(strangerUsage?.dailyUsage ?? 0).toBe(0);
  });
});
