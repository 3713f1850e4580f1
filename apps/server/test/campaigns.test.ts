import { addDays, captionViolations, fold, removeEmojis, todayIn } from '@captia/shared';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, vi } from 'vitest';
import { openingKey } from '../src/captions/campaigns/write-campaign';
import { campaigns, usersUsage } from '../src/db/schema/index';
import type { ApiBody, ApiQuery, ApiResult } from './api-routes';
import { signUpMember, type TestClient } from './client';
import { captionsAnswer, startFakeModel } from './fake-model';
import { test as base, resource } from './fixtures/setup';
import { createTestApp, type TestApp } from './helpers';
import { parseSse } from './sse';

type CampaignResult = ApiResult<'POST /api/campaigns'>;

/**
 * `app` plans offline (fixtures/setup.ts's); `ai` is an app of its own (createTestApp, its own
 * database) on a fake model, made for the first test that needs it.
 */
const test = base
  .extend(
    'model',
    { scope: 'file' },
    resource(startFakeModel, (model) => model.close()),
  )
  .extend('ai', { scope: 'file' }, async ({ model }, { onCleanup }) => {
    const ai = await createTestApp({ env: { AI_BASE_URL: model.url, AI_MODEL: 'fake-model' } });
    onCleanup(() => ai.close());
    return ai;
  });

const tomorrow = () => addDays(todayIn('UTC'), 1);

const BRIEF =
  'Our new lavender soy candles are here: hand-poured in Portland, 40 hours of burn time. $18 each or 3 for $45 until Sunday at Rosa Market.';

const plain = (text: string) => fold(removeEmojis(text)).replace(/\s+/g, ' ').trim();

async function usageOf(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(usersUsage).where(eq(usersUsage.userId, id));
  return row;
}

async function campaignCount(t: TestApp, id: string) {
  return (await t.database.db.select().from(campaigns).where(eq(campaigns.userId, id))).length;
}

async function create(
  client: TestClient,
  body: ApiBody<'POST /api/campaigns'>,
  headers: Record<string, string> = {},
) {
  return client.api('POST /api/campaigns', { body, headers });
}

describe('a campaign from one brief, offline', () => {
  test.override('plan', 'premium');

  test('7 days × 2 networks: 14 posts in the week, an arc of angles, new openings, every network rule kept, 7 uses', async ({
    app: t,
    member,
  }) => {
    const { client, id } = member;
    const startDate = tomorrow();
    const res = await create(client, {
      text: BRIEF,
      startDate,
      days: 7,
      networks: ['instagram', 'x'],
      emojis: true,
      hashtags: true,
    });
    expect(res.status).toBe(201);
    const campaign = await res.json();
    expect(campaign.posts).toHaveLength(14);
    expect(campaign.source).toBe('basic');
    expect(campaign.usage.current).toBe(7);
    expect((await usageOf(t, id))?.monthlyUsage).toBe(7);

    const week = Array.from({ length: 7 }, (_, i) => addDays(startDate, i));
    expect(new Set(campaign.posts.map((p) => p.date))).toEqual(new Set(week));
    for (const network of ['instagram', 'x'] as const) {
      const mine = campaign.posts.filter((p) => p.network === network);
      expect(mine.map((p) => p.date)).toEqual(week);
      // The arc: news first, a last reminder, a countdown before it, no angle twice in a row.
      expect(mine[0]?.angle).toBe('announcement');
      expect(mine.at(-1)?.angle).toBe('reminder');
      expect(mine.at(-2)?.angle).toBe('countdown');
      for (let i = 1; i < mine.length; i++) expect(mine[i]?.angle).not.toBe(mine[i - 1]?.angle);
      // No two slots open alike; the brief whole in one slot at most.
      expect(new Set(mine.map((p) => openingKey(p.text))).size).toBe(7);
      expect(mine.filter((p) => plain(p.text).includes(plain(BRIEF))).length).toBeLessThanOrEqual(1);
    }
    // The suggested times of each network (docs/product.md, Planner).
    expect(new Set(campaign.posts.filter((p) => p.network === 'instagram').map((p) => p.time))).toEqual(
      new Set(['11:00']),
    );
    expect(new Set(campaign.posts.filter((p) => p.network === 'x').map((p) => p.time))).toEqual(
      new Set(['09:00']),
    );
    for (const post of campaign.posts) {
      expect(captionViolations(post.text, post.network, { emojis: true, hashtags: true })).toEqual([]);
      expect(post.length).toBeLessThanOrEqual(post.limit);
    }
    // Facts of the brief, never invented ones: the offer or the price appears in the offer slot.
    const offer = campaign.posts.find((p) => p.angle === 'offer' && p.network === 'instagram');
    expect(offer?.text).toMatch(/\$45|\$18/);

    // Kept: read back the same.
    const read = await client.api('GET /api/campaigns/{id}', { params: { id: campaign.id } });
    expect(read.status).toBe(200);
    const stored = await read.json();
    expect(stored.posts.map((p) => p.id)).toEqual(campaign.posts.map((p) => p.id));
  });

  test('three posts a day take three times a day; a one-day campaign is one announcement', async ({
    app: t,
  }) => {
    const { client } = await signUpMember(t, { plan: 'profissional' });
    const res = await create(client, {
      text: BRIEF,
      startDate: tomorrow(),
      days: 2,
      postsPerDay: 3,
      networks: ['tiktok'],
    });
    expect(res.status).toBe(201);
    const campaign = await res.json();
    expect(campaign.posts.map((p) => p.time)).toEqual(['12:00', '16:00', '20:00', '12:00', '16:00', '20:00']);
    expect(campaign.usage.current).toBe(6);
    const one = await (
      await create(client, { text: BRIEF, startDate: tomorrow(), days: 1, networks: ['linkedin'] })
    ).json();
    expect(one.posts.map((p) => p.angle)).toEqual(['announcement']);
  });

  test('streams a post event as each post is written, then the result', async ({ member }) => {
    const { client } = member;
    const res = await create(
      client,
      { text: BRIEF, startDate: tomorrow(), days: 3, networks: ['facebook', 'threads'] },
      { Accept: 'text/event-stream' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = parseSse(await res.text());
    const posts = events
      .filter((e) => e.event === 'post')
      .map((e) => e.data as { index: number; total: number });
    expect(posts.map((p) => p.index)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(posts.every((p) => p.total === 6)).toBe(true);
    const result = events.at(-1);
    expect(result?.event).toBe('result');
    expect((result?.data as CampaignResult | undefined)?.posts).toHaveLength(6);
  });
});

describe('counting', () => {
  test('a free account: its plan limits, and a campaign larger than what remains is a 403 that says how many remain', async ({
    app: t,
  }) => {
    const { client, id } = await signUpMember(t, { plan: 'free', language: 'pt-BR' });
    const startDate = tomorrow();
    const twoNetworks = await create(client, {
      text: BRIEF,
      startDate,
      days: 2,
      networks: ['instagram', 'x'],
    });
    expect(twoNetworks.status).toBe(403);
    expect((await twoNetworks.errorBody()).error.code).toBe('plan_network_limit');
    // The same through an import, whose rows name one network each: the campaign's are counted together.
    const imported = await client.api('POST /api/campaigns/import', {
      body: { csv: `date,network,brief\n${startDate},instagram,Open day\n${startDate},x,Open day\n` },
    });
    expect(imported.status).toBe(403);
    expect((await imported.errorBody()).error.code).toBe('plan_network_limit');
    const long = await create(client, { text: BRIEF, startDate, days: 2, networks: ['x'], length: 'long' });
    expect((await long.errorBody()).error.code).toBe('plan_long_text');

    const week = await create(client, { text: BRIEF, startDate, days: 7, networks: ['instagram'] });
    expect(week.status).toBe(403);
    const body = await week.errorBody();
    expect(body.error.code).toBe('quota_insufficient');
    expect(body.error.message).toContain('restam 3');
    expect(body.error.message).toContain('7');
    expect((await usageOf(t, id))?.dailyUsage ?? 0).toBe(0);
    expect(await campaignCount(t, id)).toBe(0);

    // Defaults follow the plan: no emojis or hashtags on the free plan.
    const fits = await create(client, { text: BRIEF, startDate, days: 3, networks: ['instagram'] });
    expect(fits.status).toBe(201);
    const written = await fits.json();
    for (const post of written.posts)
      expect(captionViolations(post.text, post.network, { emojis: false, hashtags: false })).toEqual([]);
    // The campaign says so: the Planner's editor checks a typed post against these switches.
    expect(written).toMatchObject({ emojis: false, hashtags: false });
    expect(
      await (await client.api('GET /api/campaigns/{id}', { params: { id: written.id } })).json(),
    ).toMatchObject({
      emojis: false,
      hashtags: false,
    });
    expect((await (await client.api('GET /api/campaigns')).json()).items[0]).toMatchObject({
      emojis: false,
      hashtags: false,
    });
    expect((await usageOf(t, id))?.dailyUsage).toBe(3);
    const again = await create(client, { text: BRIEF, startDate, days: 1, networks: ['instagram'] });
    expect(again.status).toBe(403);
    expect((await again.errorBody()).error.message).toContain('restam 0');
  });

  test('10 campaigns at once on one account never overspend', async ({ app: t }) => {
    const { client, id } = await signUpMember(t, { plan: 'profissional' });
    await client.api('GET /api/me');
    // 20 uses left: two campaigns of 7 fit, a third does not.
    await t.database.db.update(usersUsage).set({ monthlyUsage: 80 }).where(eq(usersUsage.userId, id));
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        create(client, { text: BRIEF, startDate: tomorrow(), days: 7, networks: ['instagram', 'linkedin'] }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    const created = statuses.filter((s) => s === 201).length;
    expect(created).toBe(2);
    expect(statuses.filter((s) => s === 403)).toHaveLength(8);
    expect((await usageOf(t, id))?.monthlyUsage).toBe(94);
    expect(await campaignCount(t, id)).toBe(2);
  });
});

describe('a campaign written by a model', () => {
  test('one request per slot; a model that fails on slot 4 keeps slots 1–3 and gives the other uses back', async ({
    ai,
    model,
  }) => {
    const { client, id } = await signUpMember(ai, { plan: 'premium' });
    const before = model.requests.length;
    model.content = () => {
      const n = model.requests.length - before;
      if (n === 4) return 'this is not the JSON that was asked for';
      return captionsAnswer([
        { network: 'instagram', variant: 1, text: `Post number ${n} of the week, fresh from the oven.` },
      ]);
    };
    const res = await create(client, {
      text: BRIEF,
      startDate: tomorrow(),
      days: 7,
      networks: ['instagram'],
    });
    expect(res.status).toBe(201);
    const campaign = await res.json();
    expect(campaign.source).toBe('ai');
    expect(campaign.posts.map((p) => p.text)).toEqual(
      [1, 2, 3].map((n) => `Post number ${n} of the week, fresh from the oven.`),
    );
    expect(campaign.notice).toMatch(/4 of 7/);
    expect(campaign.usage.current).toBe(3);
    const [usage] = await ai.database.db.select().from(usersUsage).where(eq(usersUsage.userId, id));
    expect(usage?.monthlyUsage).toBe(3);
    // The model was asked once per slot, each with its angle, and stopped at the failure.
    const asked = model.requests.slice(before);
    expect(asked).toHaveLength(4);
    const system = JSON.stringify(asked[1]);
    expect(system).toContain('post 2 of 7');
  });

  test('a brand deleted while its campaign is written: the campaign is stored without it, not lost', async ({
    ai,
    model,
  }) => {
    const { client, id } = await signUpMember(ai, { plan: 'premium' });
    const brand = await (await client.api('POST /api/brands', { body: { name: 'Forno Ana' } })).json();
    const before = model.requests.length;
    model.content = () =>
      captionsAnswer([{ network: 'instagram', variant: 1, text: 'Fresh bread all week, from the oven.' }]);
    model.delayMs = 400;
    try {
      const writing = create(client, {
        text: BRIEF,
        startDate: tomorrow(),
        days: 3,
        networks: ['instagram'],
        brandId: brand.id,
      });
      // Once the first slot is with the model (three slots take 1.2 s), the brand goes.
      await vi.waitFor(() => expect(model.requests.length).toBeGreaterThan(before), { timeout: 5_000 });
      expect((await client.api('DELETE /api/brands/{id}', { params: { id: brand.id } })).status).toBe(204);
      const res = await writing;
      expect(res.status).toBe(201);
      const campaign = await res.json();
      expect(campaign.posts).toHaveLength(3);
      const stored = await client.api('GET /api/campaigns/{id}', { params: { id: campaign.id } });
      expect(stored.status).toBe(200);
      const body = await stored.json();
      expect(body.posts).toHaveLength(3);
      expect(body.brandId).toBeNull();
      const [usage] = await ai.database.db.select().from(usersUsage).where(eq(usersUsage.userId, id));
      expect(usage?.monthlyUsage).toBe(3);
    } finally {
      model.delayMs = 0;
    }
  });

  test('a model that fails on the first slot: nothing written, nothing counted (502)', async ({
    ai,
    model,
  }) => {
    const { client, id } = await signUpMember(ai, { plan: 'premium' });
    model.content = () => 'not JSON';
    const res = await create(client, {
      text: BRIEF,
      startDate: tomorrow(),
      days: 3,
      networks: ['instagram'],
    });
    expect(res.status).toBe(502);
    const [usage] = await ai.database.db.select().from(usersUsage).where(eq(usersUsage.userId, id));
    expect(usage?.monthlyUsage ?? 0).toBe(0);
    expect((await ai.database.db.select().from(campaigns).where(eq(campaigns.userId, id))).length).toBe(0);
  });

  test('a slow model and a client that leaves mid-stream: the posts it got stay counted and kept, the rest are given back', async ({
    ai,
    model,
  }) => {
    const { client, id } = await signUpMember(ai, { plan: 'premium' });
    let n = 0;
    model.content = () => {
      n += 1;
      return captionsAnswer([
        { network: 'instagram', variant: 1, text: `Slow post ${n}, fresh from the oven.` },
      ]);
    };
    model.delayMs = 150;
    const gone = new AbortController();
    try {
      const res = await client.api('POST /api/campaigns', {
        body: { text: BRIEF, startDate: tomorrow(), days: 7, networks: ['instagram'] },
        headers: { Accept: 'text/event-stream' },
        signal: gone.signal,
      });
      expect(res.status).toBe(200);
      const reader = res.body?.getReader();
      let seen = '';
      while (reader && (seen.match(/event: post/g) ?? []).length < 2) {
        const { value, done } = await reader.read();
        if (done) break;
        seen += new TextDecoder().decode(value);
      }
      gone.abort();
      await reader?.cancel().catch(() => {});
    } finally {
      model.delayMs = 0;
    }
    // The run notices the client is gone and stops; it gives back the slots not written, then
    // stores what was sent (in that order: once the campaign is stored, the count is final).
    let stored: typeof campaigns.$inferSelect | undefined;
    for (let i = 0; i < 200 && !stored; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      [stored] = await ai.database.db.select().from(campaigns).where(eq(campaigns.userId, id));
    }
    if (!stored) throw new Error('the campaign the client left was not kept');
    const [row] = await ai.database.db.select().from(usersUsage).where(eq(usersUsage.userId, id));
    const kept = (await (await client.api('GET /api/campaigns/{id}', { params: { id: stored.id } })).json())
      .posts.length;
    expect(kept).toBeGreaterThanOrEqual(2);
    expect(kept).toBeLessThan(7);
    expect(row?.monthlyUsage).toBe(kept);
  });

  test('the same opening twice from a model is numbered, so slots still open anew', async ({ ai, model }) => {
    const { client } = await signUpMember(ai, { plan: 'premium' });
    model.content = () => captionsAnswer([{ network: 'x', variant: 1, text: 'Fresh bread. Come by.' }]);
    const res = await create(client, { text: BRIEF, startDate: tomorrow(), days: 5, networks: ['x'] });
    const campaign = await res.json();
    expect(new Set(campaign.posts.map((p) => openingKey(p.text))).size).toBe(5);
  });
});

describe('keep and edit', () => {
  test.override('plan', 'premium');

  test('lists newest first in pages, edits a post within its rules, deletes; other accounts get 404', async ({
    app: t,
    member,
  }) => {
    const { client } = member;
    const other = await signUpMember(t, { plan: 'premium' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await create(client, {
        text: `${BRIEF} Week ${i + 1}.`,
        startDate: tomorrow(),
        days: 1,
        networks: ['x'],
      });
      ids.push((await res.json()).id);
    }
    const page = await (await client.api('GET /api/campaigns')).json();
    expect(page.items.map((c) => c.id)).toEqual([...ids].reverse());
    expect(page.items[0]?.postCount).toBe(1);
    expect(page.nextCursor).toBeNull();
    expect((await client.api('GET /api/campaigns', { query: { cursor: 'not*base64' } })).status).toBe(400);
    expect((await client.api('GET /api/campaigns', { query: { cursor: 'WzFd' } })).status).toBe(200);

    const campaign = await (
      await client.api('GET /api/campaigns/{id}', { params: { id: ids[0] ?? '' } })
    ).json();
    const post = campaign.posts[0];
    if (!post) throw new Error('no post');
    const of = { id: campaign.id };
    const params = { id: campaign.id, postId: post.id };
    const patch = (body: ApiBody<'PATCH /api/campaigns/{id}/posts/{postId}'>, by = client) =>
      by.api('PATCH /api/campaigns/{id}/posts/{postId}', { params, body });
    const tooLong = await patch({ text: 'a'.repeat(300) });
    expect(tooLong.status).toBe(400);
    const problem = await tooLong.errorBody();
    expect(problem.error.code).toBe('post_rule_broken');
    expect(problem.error.message).toContain('X (Twitter)');
    const moved = await patch({
      text: 'Rewritten by hand, "quoted", with commas, ç and 🎉',
      date: addDays(tomorrow(), 2),
      time: '18:30',
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ date: addDays(tomorrow(), 2), time: '18:30' });
    const past = await patch({ date: '2020-01-01' });
    expect(past.status).toBe(400);
    expect((await patch({ time: '25:00' })).status).toBe(400);
    expect((await patch({})).status).toBe(400);
    expect((await patch({ text: 'nul\u0000byte' })).status).toBe(400);

    // Another account's ids: 404 everywhere, nothing changed.
    expect((await other.client.api('GET /api/campaigns/{id}', { params: of })).status).toBe(404);
    expect((await patch({ text: 'mine now' }, other.client)).status).toBe(404);
    expect(
      (await other.client.api('GET /api/campaigns/{id}/export', { params: of, query: { format: 'csv' } }))
        .status,
    ).toBe(404);
    expect((await other.client.api('DELETE /api/campaigns/{id}', { params: of })).status).toBe(404);
    expect((await other.client.api('GET /api/campaigns')).status).toBe(200);
    expect((await (await other.client.api('GET /api/campaigns')).json()).items).toEqual([]);

    expect((await client.api('DELETE /api/campaigns/{id}', { params: of })).status).toBe(204);
    expect((await client.api('GET /api/campaigns/{id}', { params: of })).status).toBe(404);
  });

  test('refuses bad requests with 400 and writes nothing', async ({ app: t, member }) => {
    const { client, id } = member;
    const good = {
      text: BRIEF,
      startDate: tomorrow(),
      days: 2,
      networks: ['x'],
    } satisfies ApiBody<'POST /api/campaigns'>;
    const bad: Record<string, unknown>[] = [
      { ...good, startDate: '2026-02-30' },
      { ...good, startDate: '2020-01-01' },
      { ...good, startDate: addDays(todayIn('UTC'), 400) },
      { ...good, days: 15 },
      { ...good, days: 0 },
      { ...good, postsPerDay: 4 },
      { ...good, networks: [] },
      { ...good, networks: ['myspace'] },
      { ...good, text: '' },
      { ...good, text: 'a\u0000b' },
      { ...good, text: 'x'.repeat(2001) },
      { ...good, brandId: 'not-mine' },
    ];
    // Raw: bodies the contract refuses, on purpose.
    for (const body of bad) {
      const res = await client.post('/api/campaigns', body);
      expect([400, 404]).toContain(res.status);
      expect((await res.json()).error.code).toBeTruthy();
    }
    // A write from another site's page (a forged Origin) is refused before anything runs.
    const forged = await create(client, good, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect((await forged.errorBody()).error.code).toBe('forbidden_origin');
    // Raw: a body over the route's limit.
    const huge = await client.request('/api/campaigns', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...good, text: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect((await usageOf(t, id))?.monthlyUsage ?? 0).toBe(0);
    expect(await campaignCount(t, id)).toBe(0);
  });
});

describe('export', () => {
  test('CSV, Hootsuite and iCalendar read back by their parsers, with quotes, commas, line breaks, emoji and accents intact', async ({
    app: t,
  }) => {
    const { client } = await signUpMember(t, { plan: 'premium' });
    const created = await (
      await create(client, {
        text: BRIEF,
        startDate: tomorrow(),
        days: 3,
        networks: ['instagram', 'linkedin'],
      })
    ).json();
    const tricky = 'Line one, with "quotes";\nline two: ação, niño, café 🎉\r\nend';
    const first = created.posts[0];
    if (!first) throw new Error('no post');
    const edited = await client.api('PATCH /api/campaigns/{id}/posts/{postId}', {
      params: { id: created.id, postId: first.id },
      body: { text: tricky },
    });
    expect(edited.status).toBe(200);
    const saved = (await edited.json()).text;
    // Line breaks are kept as \n.
    expect(saved).toBe(tricky.replace('\r\n', '\n'));

    const params = { id: created.id };
    const exported = (query: ApiQuery<'GET /api/campaigns/{id}/export'>) =>
      client.api('GET /api/campaigns/{id}/export', { params, query });
    const csv = await exported({ format: 'csv' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="captia-[a-z0-9-]+\.csv"$/);
    const rows = parse(await csv.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'date',
      'time',
      'timezone',
      'network',
      'angle',
      'text',
      'hashtags',
    ]);
    expect(rows).toHaveLength(6);
    expect(rows.find((r) => r.date === first.date && r.network === first.network)?.text).toBe(saved);
    expect(rows.every((r) => r.timezone === 'UTC')).toBe(true);

    const oneNetwork = parse(await (await exported({ format: 'csv', network: 'linkedin' })).text(), {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(oneNetwork.map((r) => r.network)).toEqual(['linkedin', 'linkedin', 'linkedin']);

    expect((await exported({ format: 'hootsuite' })).status).toBe(400);
    const hoot = await exported({ format: 'hootsuite', network: first.network });
    const hootRows = parse(await hoot.text()) as string[][];
    expect(hootRows).toHaveLength(3);
    const [day, month, year] = first.date.split('-').reverse();
    expect(hootRows[0]).toEqual([`${day}/${month}/${year} ${first.time}`, saved, '']);

    const ics = await exported({ format: 'ics' });
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const text = await ics.text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(6);
    // An account without a time zone plans in UTC, which the VTIMEZONE library names Etc/UTC.
    expect(calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual([
      'Etc/UTC',
    ]);
    const event = events.find((e) => e.getFirstPropertyValue('uid') === `${first.id}@captia`);
    expect(event?.getFirstPropertyValue('description')).toBe(saved);
    const start = event?.getFirstProperty('dtstart');
    expect(start?.getParameter('tzid')).toBe('Etc/UTC');
    expect(String(start?.getFirstValue())).toBe(`${first.date}T${first.time}:00`);
    const alarm = event?.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT15M');
    // The same post keeps its UID from one export to the next.
    const again = new ICAL.Component(ICAL.parse(await (await exported({ format: 'ics' })).text()));
    expect(
      again
        .getAllSubcomponents('vevent')
        .map((e) => e.getFirstPropertyValue('uid'))
        .sort(),
    ).toEqual(events.map((e) => e.getFirstPropertyValue('uid')).sort());
    // Raw: a format the contract does not have, on purpose.
    expect((await client.get(`/api/campaigns/${created.id}/export?format=pdf`)).status).toBe(400);
  });

  test('a campaign in the account’s time zone: local times with that zone’s TZID and VTIMEZONE', async ({
    app: t,
  }) => {
    const { client } = await signUpMember(t, { plan: 'premium', body: { timezone: 'America/Sao_Paulo' } });
    const startDate = addDays(todayIn('America/Sao_Paulo'), 1);
    const created = await (
      await create(client, { text: BRIEF, startDate, days: 1, networks: ['instagram'] })
    ).json();
    expect(created.timezone).toBe('America/Sao_Paulo');
    const text = await (
      await client.api('GET /api/campaigns/{id}/export', {
        params: { id: created.id },
        query: { format: 'ics' },
      })
    ).text();
    expect(text).toContain(`DTSTART;TZID=America/Sao_Paulo:${startDate.replaceAll('-', '')}T110000`);
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
  });
});

describe('bulk briefs', () => {
  test('one post per CSV row, counted per row; dates sorted; a bad row names its row and column, nothing counted', async ({
    app: t,
  }) => {
    const { client, id } = await signUpMember(t, { plan: 'profissional' });
    const d1 = tomorrow();
    const d2 = addDays(d1, 1);
    // Blank rows (a blank line, `,,`) are skipped.
    const csv = `date,network,brief\n${d2},instagram,"Workshop de cerâmica, sábado às 10h."\n\n${d1},x,Open day at the studio\n,,\n${d1},LinkedIn,"We are hiring a ""head baker""."\n`;
    const importCsv = (csv: string) => client.api('POST /api/campaigns/import', { body: { csv } });
    const res = await importCsv(csv);
    expect(res.status).toBe(201);
    const campaign = await res.json();
    // In calendar order: X's suggested 09:00 before LinkedIn's 10:00 on the first day.
    expect(campaign.posts.map((p) => [p.date, p.network, p.time])).toEqual([
      [d1, 'x', '09:00'],
      [d1, 'linkedin', '10:00'],
      [d2, 'instagram', '11:00'],
    ]);
    expect(campaign.days).toBe(2);
    expect(campaign.usage.current).toBe(3);

    const problems: [string, string, RegExp][] = [
      [`date,network,brief\n${d1},x,ok\n2026-13-01,x,bad date\n`, 'date', /Row 3, column date/],
      [`date,network,brief\n${d1},myspace,hello\n`, 'network', /Row 2, column network/],
      [`date,network,brief\n${d1},x,\n`, 'brief', /Row 2, column brief/],
      [`date,network,brief\n${d1},x,ok\n${d1},x,"nul\u0000inside"\n`, 'control', /Row 3, column brief/],
      [`date,network,brief\n${d1},x,"unclosed\n`, 'malformed', /Row 2/],
      // Rows as a spreadsheet numbers them: blank lines are rows too.
      [`date,network,brief\n${d1},x,ok\n\n\n${d1},x,\n`, 'after blank lines', /Row 5, column brief/],
      [
        `\ndate,network,brief\n${d1},x,ok\n,,\n${d1},myspace,hi\n`,
        'after an empty row',
        /Row 5, column network/,
      ],
      [`date,network,brief\n${d1},x,ok\n\n${d1},x,"unclosed\n`, 'malformed after a blank line', /Row 4/],
      [`date,network,brief\n${d1},x,a,extra\n`, 'columns', /Row 2/],
      [`when,where,what\n${d1},x,hello\n`, 'header', /header/],
      [`date,network,brief\n2020-01-01,x,past\n`, 'past', /Row 2, column date/],
      [`date,network,brief\n${Array.from({ length: 101 }, () => `${d1},x,hi`).join('\n')}\n`, 'rows', /100/],
    ];
    for (const [body, what, message] of problems) {
      const bad = await importCsv(body);
      expect(bad.status, what).toBe(400);
      const error = (await bad.errorBody()).error;
      expect(error.code, what).toBe('import_invalid');
      expect(error.message, what).toMatch(message);
    }
    const big = await importCsv(`date,network,brief\n${'x'.repeat(1024 * 1024)}`);
    expect(big.status).toBe(413);
    expect((await usageOf(t, id))?.monthlyUsage).toBe(3);
  });
});
