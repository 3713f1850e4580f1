import { addDays, todayIn } from '@captia/shared';
import { eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import { modelUsage } from '../src/admin/model-usage';
import { campaigns, modelCalls, usersUsage } from '../src/db/schema/index';
import { translator } from '../src/i18n';
import { GOOD_PASSWORD, signUpMember } from './client';
import { captionsAnswer, startFakeModel } from './fake-model';
import { test as base, resource } from './fixtures/setup';
import { createTestApp, type TestApp } from './helpers';
import { parseSse, type SseEvent } from './sse';

/**
 * A campaign that cannot be stored after its posts were streamed is not counted, and the stream
 * says so (decision 0049); the model calls of an account deleted while its campaign is written
 * are still recorded, without the account.
 */
const BRIEF =
  'Our new lavender soy candles are here: hand-poured in Portland, 40 hours of burn time. $18 each or 3 for $45 until Sunday at Rosa Market.';
const tomorrow = () => addDays(todayIn('UTC'), 1);

/**
 * `app` (fixtures/setup.ts's) writes offline; `ai` is an app of its own (createTestApp, its own
 * database) on a fake model with prices, made for the first test that needs it.
 */
const test = base
  .extend(
    'model',
    { scope: 'file' },
    resource(startFakeModel, (model) => model.close()),
  )
  .extend('ai', { scope: 'file' }, async ({ model }, { onCleanup }) => {
    const ai = await createTestApp({
      env: { AI_BASE_URL: model.url, AI_MODEL: 'fake-model', AI_PRICES: 'fake-model=2/10' },
    });
    onCleanup(() => ai.close());
    return ai;
  });

async function usageOf(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(usersUsage).where(eq(usersUsage.userId, id));
  return row?.monthlyUsage ?? 0;
}

async function campaignsOf(t: TestApp, id: string) {
  return (await t.database.db.select().from(campaigns).where(eq(campaigns.userId, id))).length;
}

/** Storing refused for one account's campaigns: a trigger that raises on their insert. */
async function refuseStoring(t: TestApp, userId: string) {
  expect(userId).toMatch(/^[\w-]+$/);
  await t.database.db.execute(
    sql.raw(`create or replace function test_refuse_campaign() returns trigger language plpgsql as $$
      begin raise exception 'storing refused by the test'; end $$`),
  );
  await t.database.db.execute(
    sql.raw(`create trigger test_refuse_campaign_${userId.replace(/-/g, '_')} before insert on campaigns
      for each row when (new.user_id = '${userId}') execute function test_refuse_campaign()`),
  );
}

/** The error an event stream ended with. */
function errorOf(event: SseEvent | undefined): { code: string; message: string } {
  if (event?.event !== 'error') throw new Error(`the stream ended with ${event?.event ?? 'nothing'}`);
  return (event.data as { error: { code: string; message: string } }).error;
}

describe('a campaign whose storing fails', () => {
  test('streamed: the posts were sent, then a localized error ends the stream and every use is given back', async ({
    app: t,
  }) => {
    const { client, id } = await signUpMember(t, { plan: 'premium', language: 'pt-BR' });
    await refuseStoring(t, id);
    const res = await client.api('POST /api/campaigns', {
      body: { text: BRIEF, startDate: tomorrow(), days: 3, networks: ['instagram', 'x'] },
      headers: { Accept: 'text/event-stream' },
    });
    expect(res.status).toBe(200);
    const events = parseSse(await res.text());
    expect(events.filter((e) => e.event === 'post')).toHaveLength(6);
    expect(events.map((e) => e.event)).not.toContain('result');
    const error = errorOf(events[events.length - 1]);
    expect(error.code).toBe('usage_update_failed');
    expect(error.message).toBe(translator('pt-BR')('planner.notStored'));
    expect(error.message).not.toBe(translator('en-US')('planner.notStored'));
    expect(await usageOf(t, id)).toBe(0);
    expect(await campaignsOf(t, id)).toBe(0);
  });

  test('as JSON: a 503 with the same message, nothing counted', async ({ app: t }) => {
    const { client, id } = await signUpMember(t, { plan: 'premium' });
    await refuseStoring(t, id);
    const res = await client.api('POST /api/campaigns', {
      body: { text: BRIEF, startDate: tomorrow(), days: 2, networks: ['instagram'] },
    });
    expect(res.status).toBe(503);
    const { error } = await res.errorBody();
    expect(error.code).toBe('usage_update_failed');
    expect(error.message).toBe(translator('en-US')('planner.notStored'));
    expect(await usageOf(t, id)).toBe(0);
  });

  test('an import streamed the same way: refused after its posts, nothing counted', async ({ app: t }) => {
    const { client, id } = await signUpMember(t, { plan: 'premium', language: 'es-ES' });
    await refuseStoring(t, id);
    const res = await client.api('POST /api/campaigns/import', {
      body: { csv: `date,network,brief\n${tomorrow()},x,Open day at the studio\n` },
      headers: { Accept: 'text/event-stream' },
    });
    const events = parseSse(await res.text());
    expect(events.map((e) => e.event)).toEqual(['post', 'error']);
    expect(errorOf(events[1]).message).toBe(translator('es-ES')('planner.notStored'));
    expect(await usageOf(t, id)).toBe(0);
  });
});

describe('an account deleted while a model writes its campaign', () => {
  test('its model calls are recorded without the account, with their cost, in the admin totals; the stream ends in the error', async ({
    ai,
    model,
  }) => {
    const { client } = await signUpMember(ai, { plan: 'premium' });
    model.content = () =>
      captionsAnswer([{ network: 'instagram', variant: 1, text: 'Fresh bread all week, from the oven.' }]);
    model.delayMs = 300;
    const before = model.requests.length;
    const orphansBefore = await ai.database.db.select().from(modelCalls).where(isNull(modelCalls.userId));
    try {
      const writing = client.api('POST /api/campaigns', {
        body: { text: BRIEF, startDate: tomorrow(), days: 3, networks: ['instagram'] },
        headers: { Accept: 'text/event-stream' },
      });
      // Once the first slot is with the model (three slots take ~0.9 s), the account goes.
      await vi.waitFor(() => expect(model.requests.length).toBeGreaterThan(before), { timeout: 5_000 });
      // Better Auth's endpoint, not the contract's: a raw call.
      const deleted = await client.post('/api/auth/delete-user', { password: GOOD_PASSWORD });
      expect(deleted.status).toBe(200);
      const events = parseSse(await (await writing).text());
      expect(events.filter((e) => e.event === 'post')).toHaveLength(3);
      expect(events[events.length - 1]?.event).toBe('error');
    } finally {
      model.delayMs = 0;
    }
    const asked = model.requests.length - before;
    expect(asked).toBe(3);
    const orphans = await ai.database.db.select().from(modelCalls).where(isNull(modelCalls.userId));
    const recorded = orphans.slice(orphansBefore.length);
    expect(recorded).toHaveLength(asked);
    // 10 input and 10 output tokens a call at 2 and 10 per million.
    expect(recorded.every((call) => call.cost > 0 && call.plan === 'premium')).toBe(true);
    expect(new Set(recorded.map((call) => call.runId)).size).toBe(1);
    const totals = await modelUsage(ai.database.db, 1);
    expect(totals.reduce((sum, row) => sum + row.calls, 0)).toBeGreaterThanOrEqual(asked);
    expect(ai.logs.join('\n')).not.toMatch(/model calls could not be recorded/);
  });
});
