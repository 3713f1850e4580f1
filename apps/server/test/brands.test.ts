import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, usersUsage } from '../src/db/schema/index';
import type { Mailer } from '../src/mail/mailer';
import { signUpMember, TestClient } from './client';
import { type FakeModel, startFakeModel } from './fake-model';
import { createTestApp, type TestApp } from './helpers';
import { BRIEF } from './process-fixtures';

const mailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };
let t: TestApp;
let model: FakeModel;

beforeAll(async () => {
  model = await startFakeModel();
  t = await createTestApp({ mailer, env: { AI_BASE_URL: model.url, AI_MODEL: 'fake-model' } });
});
afterAll(async () => {
  await t.close();
  await model.close();
});

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
};

const brandCount = async (id: string) =>
  (await t.database.db.select().from(brands).where(eq(brands.userId, id))).length;

describe('brands', () => {
  it('create, list, read, change and delete; traits measured from the samples; the first is the default', async () => {
    const { client } = await signUpMember(t, { plan: 'profissional' });
    const res = await client.post('/api/brands', BAKERY);
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
    expect((await (await client.get('/api/brands')).json()).items).toHaveLength(1);
    expect((await (await client.get(`/api/brands/${brand.id}`)).json()).id).toBe(brand.id);

    const second = await (await client.post('/api/brands', { name: 'Ana Cafés', isDefault: true })).json();
    expect(second.isDefault).toBe(true);
    expect((await (await client.get(`/api/brands/${brand.id}`)).json()).isDefault).toBe(false);

    const changed = await client.request(`/api/brands/${brand.id}`, {
      method: 'PATCH',
      json: { samples: ['Calm, formal note. No emojis here.'], isDefault: true },
    });
    expect(changed.status).toBe(200);
    const patched = await changed.json();
    expect(patched.traits).toMatchObject({ samples: 1, emojisPerPost: 0, exclamationsPerPost: 0 });
    expect(patched.isDefault).toBe(true);

    expect((await client.request(`/api/brands/${brand.id}`, { method: 'DELETE' })).status).toBe(204);
    // The default went: the remaining brand takes its place.
    expect((await (await client.get(`/api/brands/${second.id}`)).json()).isDefault).toBe(true);
  });

  it('refuses out-of-bounds fields with 400 and stores nothing', async () => {
    const { client, id } = await signUpMember(t, { plan: 'premium' });
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
    for (const body of bad) {
      const res = await client.post('/api/brands', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await res.json()).error).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
    expect(await brandCount(id)).toBe(0);
    // The top of each bound is allowed.
    const edge = await client.post('/api/brands', {
      name: 'x'.repeat(80),
      description: 'x'.repeat(500),
      audience: 'x'.repeat(200),
      callToAction: 'x'.repeat(150),
      wordsToAvoid: Array.from({ length: 30 }, (_, i) => `w${i}`),
      hashtags: Array.from({ length: 15 }, (_, i) => `#tag${i}`),
      samples: Array.from({ length: 5 }, () => 'x'.repeat(2200)),
    });
    expect(edge.status).toBe(201);
  });

  it('per plan: free 1, profissional 3, premium 10 — one more is 403 brand_limit_reached, localized, even at once', async () => {
    for (const [plan, max] of [
      ['free', 1],
      ['profissional', 3],
      ['premium', 10],
    ] as const) {
      const { client, id } = await signUpMember(t, { plan });
      const statuses = await Promise.all(
        Array.from({ length: max + 2 }, (_, i) =>
          client.post('/api/brands', { name: `Voice ${i}` }).then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(max);
      expect(await brandCount(id)).toBe(max);
      const refused = await client.post(
        '/api/brands',
        { name: 'One more' },
        { headers: { 'accept-language': 'pt-BR' } },
      );
      expect(refused.status).toBe(403);
      const body = await refused.json();
      expect(body.error.code).toBe('brand_limit_reached');
      expect(body.error.message).toContain(`${max} de ${max}`);
    }
  });

  it("another account's brand is a 404 everywhere, and changes nothing", async () => {
    const owner = await signUpMember(t, { plan: 'free' });
    const other = await signUpMember(t, { plan: 'free' });
    const brand = await (await owner.client.post('/api/brands', BAKERY)).json();
    expect((await other.client.get(`/api/brands/${brand.id}`)).status).toBe(404);
    expect(
      (await other.client.request(`/api/brands/${brand.id}`, { method: 'PATCH', json: { name: 'Mine now' } }))
        .status,
    ).toBe(404);
    expect((await other.client.request(`/api/brands/${brand.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await (await owner.client.get(`/api/brands/${brand.id}`)).json()).name).toBe('Padaria da Ana');
    expect((await new TestClient(t.app).get('/api/brands')).status).toBe(401);
  });
});

describe('generation with a brand', () => {
  it("someone else's brandId is a 404 and never counted or sent to the model", async () => {
    const owner = await signUpMember(t, { plan: 'free' });
    const other = await signUpMember(t, { plan: 'free' });
    const brand = await (await owner.client.post('/api/brands', BAKERY)).json();
    const calls = model.requests.length;
    const res = await other.client.post('/api/functions/generate-captions', { ...BRIEF, brandId: brand.id });
    expect(res.status).toBe(404);
    const [usage] = await t.database.db.select().from(usersUsage).where(eq(usersUsage.userId, other.id));
    expect(usage?.dailyUsage ?? 0).toBe(0);
    expect(model.requests.length).toBe(calls);
  });

  it("the AI prompt carries the brand's fields and samples, as material; the default brand applies when none is given", async () => {
    const { client } = await signUpMember(t, { plan: 'premium' });
    await client.post('/api/brands', BAKERY);
    const before = model.requests.length;
    expect((await client.post('/api/functions/generate-captions', BRIEF)).status).toBe(200);
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
      await client.post('/api/brands', { name: 'Quiet Studio', callToAction: 'Book a class' })
    ).json();
    await client.post('/api/functions/generate-captions', { ...BRIEF, brandId: other.id });
    const second = JSON.stringify(model.requests.at(-1));
    expect(second).toContain('Quiet Studio');
    expect(second).not.toContain('Padaria da Ana');
  });
});

describe('generations at once (their account reads go in groups)', () => {
  it('each gets its own plan, usage and brand; a foreign or odd brand id is a 404 for that request only', async () => {
    const owners = await Promise.all(Array.from({ length: 3 }, () => signUpMember(t, { plan: 'premium' })));
    const names = ['Forno Azul', 'Casa "Chá", {Verde}', 'Back\\slash Studio'];
    const brandIds: string[] = [];
    for (const [i, owner] of owners.entries()) {
      const brand = await (await owner.client.post('/api/brands', { ...BAKERY, name: names[i] })).json();
      brandIds.push(brand.id);
    }
    const stranger = await signUpMember(t, { plan: 'free' });
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
      asks.map(async (ask) => (await ask.client?.post('/api/functions/generate-captions', ask.body))?.status),
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
      const [usage] = await t.database.db.select().from(usersUsage).where(eq(usersUsage.userId, owner.id));
      expect(usage?.monthlyUsage).toBe(3);
    }
    const [strangerUsage] = await t.database.db
      .select()
      .from(usersUsage)
      .where(eq(usersUsage.userId, stranger.id));
    expect(strangerUsage?.dailyUsage ?? 0).toBe(0);
  });
});
