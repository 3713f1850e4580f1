import { repeatTo } from '@captia/shared/linear-time';
import { describe, expect } from 'vitest';
import type { ApiBody } from './api-routes';
import type { TestClient } from './client';
import { test } from './fixtures/setup';

// @once-on-pglite: what is tested is the engine's time on hostile briefs, not what is stored (not run again on PostgreSQL; vitest.config.ts).

/**
 * The attack that once froze the server (docs/decisions/0046): a brief of 2,000 characters of
 * "desde el " sent to POST /api/functions/generate-captions held it for more than 30 minutes, the
 * basic generator's date pattern being exponential in the repeats. Through the app, the attack is
 * now answered with captions, in time per character close to that of a quarter of it (compared,
 * not timed: the machine's load does not decide the result).
 */

const REQUEST = {
  networks: ['instagram', 'x', 'facebook'],
  postType: 'event',
  style: 'friendly',
  length: 'long',
  variants: 3,
  emojis: true,
  hashtags: true,
  language: 'es-ES',
} satisfies Omit<ApiBody<'POST /api/functions/generate-captions'>, 'text'>;

/** The fastest of three answers to a brief of `size` characters of `fragment`, which must be captions. */
async function answerTime(client: TestClient, fragment: string, size: number): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    const res = await client.api('POST /api/functions/generate-captions', {
      body: { ...REQUEST, text: repeatTo(fragment, size) },
    });
    const took = performance.now() - start;
    expect(res.status).toBe(200);
    const result = await res.json();
    expect(result.source).toBe('basic');
    expect(result.captions).toHaveLength(9);
    best = Math.min(best, took);
  }
  return best;
}

describe('a brief built to make the caption engine backtrack', () => {
  test.override('plan', 'premium');

  test.for(['desde el ', 'a partir de las ', 'this week only '])(
    '2,000 characters of %j are answered as a quarter of them is, per character',
    { timeout: 60_000 },
    async (fragment, { member: { client } }) => {
      // A first answer warms the engine's thread.
      await answerTime(client, fragment, 100);
      const quarter = await answerTime(client, fragment, 500);
      const whole = await answerTime(client, fragment, 2_000);
      // Linear: the whole costs per character at most a few times the quarter's (a fixed cost
      // per request makes the quarter dearer per character, which only makes this more lenient).
      expect(whole / 2_000).toBeLessThan((8 * quarter) / 500);
    },
  );
});
