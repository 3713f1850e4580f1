import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { captionsHistory, usersUsage } from '../src/db/schema/index';
import { signUpMember, TestClient } from './client';
import { NEVER_ENDS } from './fixtures/engine-spin.task';
import { test as base } from './fixtures/setup';
import type { TestApp } from './helpers';
import { BRIEF } from './process-fixtures';

// @once-on-pglite: what is tested is a CPU task's deadline, not what is stored (not run again on PostgreSQL; vitest.config.ts).

/**
 * A request whose CPU work never ends (docs/decisions/0047): the engine here is production's,
 * but spins for good on a brief holding NEVER_ENDS. The task is cut at TEXT_WORK_TIMEOUT_MS, the
 * request refused with the localized 422, nothing counted or saved, the server answering others
 * meanwhile, and the pool writing the next caption.
 */
const test = base.extend(
  'appOptions',
  { scope: 'file' },
  {
    env: { TEXT_WORK_TIMEOUT_MS: '400' },
    engineTask: { entry: 'engine-spin.task', source: '../test/fixtures/engine-spin.task.ts' },
  },
);

async function counted(t: TestApp, id: string) {
  const [usage] = await t.database.db.select().from(usersUsage).where(eq(usersUsage.userId, id));
  return usage?.dailyUsage ?? 0;
}
const saved = async (t: TestApp, id: string) =>
  (await t.database.db.select().from(captionsHistory).where(eq(captionsHistory.userId, id))).length;

const hostile = { ...BRIEF, text: `Our bakery opens Monday. ${NEVER_ENDS}` };

describe('CPU work past its deadline', () => {
  test('refuses the generation (JSON and stream) with the localized 422, counts and saves nothing, and answers others meanwhile', async ({
    app: t,
  }) => {
    const { client, id } = await signUpMember(t, { language: 'pt-BR' });
    // A first caption warms the pool (a fresh thread loads the engine).
    expect((await client.api('POST /api/functions/generate-captions', { body: BRIEF })).status).toBe(200);
    expect(await counted(t, id)).toBe(1);

    for (const stream of [false, true]) {
      const order: string[] = [];
      const generation = client
        .api('POST /api/functions/generate-captions', {
          body: hostile,
          headers: stream ? { accept: 'text/event-stream' } : {},
        })
        .then((res) => {
          order.push('generation');
          return res;
        });
      // While the engine spins, the server's own thread is free: another client is answered first.
      const health = await new TestClient(t.app).api('GET /api/health');
      order.push('health');
      expect(health.status).toBe(200);
      const res = await generation;
      expect(order).toEqual(['health', 'generation']);
      expect(res.status).toBe(422);
      expect(await res.errorBody()).toEqual({
        error: {
          code: 'input_too_complex',
          message: 'Este texto é complexo demais para processarmos. Encurte ou simplifique e tente de novo.',
        },
      });
    }
    expect(await counted(t, id)).toBe(1);
    expect(await saved(t, id)).toBe(1);

    // The pool replaced the ended worker: the next caption is written and counted.
    const next = await client.api('POST /api/functions/generate-captions', { body: BRIEF });
    expect(next.status).toBe(200);
    expect(await counted(t, id)).toBe(2);
  });

  test('refuses a rework the same way, counting nothing', async ({ app: t }) => {
    const { client } = await signUpMember(t, { plan: 'premium' });
    const res = await client.api('POST /api/functions/rework-caption', {
      body: { text: `A caption to fit. ${NEVER_ENDS}`, network: 'x', action: 'fit' },
    });
    expect(res.status).toBe(422);
    expect((await res.errorBody()).error.code).toBe('input_too_complex');
    const fine = await client.api('POST /api/functions/rework-caption', {
      body: { text: 'A caption to fit, long enough to be reworked.', network: 'x', action: 'fit' },
    });
    expect(fine.status).toBe(200);
    // The refused rework was given back: this one is the account's first use.
    expect((await fine.json()).usage.current).toBe(1);
  });
});
