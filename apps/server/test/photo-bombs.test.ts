import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { MAX_AT_ONCE, MAX_WAITING } from '../src/captions/image/photo';
import { usersUsage } from '../src/db/schema/index';
import { translator } from '../src/i18n';
import { signUpMember, type TestClient } from './client';
import { test } from './fixtures/setup';
import type { TestApp } from './helpers';
import { heavyPhoto, jpegScanFlood, pngTextBomb } from './photo-bombs';
import { BRIEF } from './process-fixtures';

// @once-on-pglite: hostile photos are refused, or decoded, before anything reaches the database (not run again on PostgreSQL; vitest.config.ts).

/**
 * Photos built to exhaust the server (decision 0026): a PNG whose text chunks inflate to
 * gigabytes, a progressive JPEG of hundreds of scans. Before the fix one PNG took the server from
 * 0.6 to 4.4 GB and one JPEG 182 s of CPU. Now the container is read first and such photos are
 * refused before any decoder runs; decoding waits its turn in a bounded queue, one photo per
 * account; and an account at its cap is refused before its photo is even looked at.
 */
const en = translator('en-US');

const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

/** A signed-up account on `plan` (premium: uses enough for every case of a test). */
const member = (t: TestApp, plan: 'free' | 'premium' = 'premium') =>
  signUpMember(t, { tag: 'bomb', name: 'Bomb', plan });

async function counted(t: TestApp, id: string) {
  const [usage] = await t.database.db.select().from(usersUsage).where(eq(usersUsage.userId, id));
  return (usage?.dailyUsage ?? 0) + (usage?.monthlyUsage ?? 0);
}

const generate = (client: TestClient, image: string) =>
  client.api('POST /api/functions/generate-captions', { body: { ...BRIEF, image } });

/** Runs `work` while sampling this process's memory: the peak rise over the start, and the time. */
async function measured<T>(work: () => Promise<T>) {
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const began = performance.now();
  try {
    const result = await work();
    return { result, rise: Math.max(peak, process.memoryUsage().rss) - start, ms: performance.now() - began };
  } finally {
    clearInterval(sampler);
  }
}

const MB = 1024 * 1024;

describe('decoding bombs are refused before any decoder runs', () => {
  test('a 2.3 MB PNG whose 300 text chunks inflate to 2.4 GB: 400, memory flat, never counted', async ({
    app: t,
  }) => {
    const { client, id } = await member(t);
    const bomb = await pngTextBomb();
    expect(bomb.length).toBeGreaterThan(2 * MB);
    // Two at once, as the attack was sent.
    const { result, rise, ms } = await measured(() =>
      Promise.all([
        generate(client, dataUrl(bomb, 'image/png')),
        member(t).then((m) => generate(m.client, dataUrl(bomb, 'image/png'))),
      ]),
    );
    for (const res of result) {
      expect(res.status).toBe(400);
      const body = await res.errorBody();
      expect(body.error).toEqual({
        code: 'image_invalid',
        message: en('captions.validation.imageTooComplex'),
      });
    }
    // Before: +3.8 GB for one. What is left is the request bodies and their base64 (~10 MB each).
    expect(rise).toBeLessThan(200 * MB);
    expect(ms).toBeLessThan(10_000);
    expect(await counted(t, id)).toBe(0);
  });

  test('a progressive JPEG of 6320×6320 pixels and 300 scans: 400 at once, never counted', async ({
    app: t,
  }) => {
    const { client, id } = await member(t);
    const flood = await jpegScanFlood();
    expect(flood.length).toBeLessThan(2 * MB);
    const { result, ms } = await measured(() => generate(client, dataUrl(flood)));
    expect(result.status).toBe(400);
    expect((await result.errorBody()).error.message).toBe(en('captions.validation.imageTooComplex'));
    // Before: 16 s to 182 s of CPU, depending on the scans.
    expect(ms).toBeLessThan(10_000);
    expect(await counted(t, id)).toBe(0);
  });
});

describe('an account at its cap is refused before its photo is looked at', () => {
  test('the free plan’s fourth caption of the day: 429 even for a damaged photo (it was not read), 400 for a link', async ({
    app: t,
  }) => {
    const { client, id } = await member(t, 'free');
    for (let i = 0; i < 3; i++)
      expect((await client.api('POST /api/functions/generate-captions', { body: BRIEF })).status).toBe(200);
    // Before: decoded first, so a damaged photo was a 400 and a bomb cost its full decode.
    const damaged = await generate(client, dataUrl(Buffer.from('GIF89a, or so it says')));
    expect(damaged.status).toBe(429);
    expect((await damaged.errorBody()).error.code).toBe('daily_limit_reached');
    expect((await generate(client, dataUrl(await pngTextBomb(), 'image/png'))).status).toBe(429);
    // A link or bad base64 is refused from the text alone, before the quota is read.
    expect((await generate(client, 'https://example.com/cat.jpg')).status).toBe(400);
    expect((await generate(client, 'data:image/jpeg;base64,@@@@')).status).toBe(400);
    expect(await counted(t, id)).toBe(3);
  });
});

/**
 * Each of these decodes several large photos, as long as they take: ~12 s for the two tests alone
 * on two slow cores (at 36 megapixels), more than the project's 30 s while the rest of the suite
 * runs beside them. Their own time bound, not a retry.
 */
const DECODING_TIMEOUT_MS = 180_000;
/**
 * Large enough that a photo is still being decoded when the requests sent with it arrive (they
 * come within milliseconds), small enough to stay far inside the 10 s decoding limit on a loaded
 * machine: 16 megapixels.
 */
const HEAVY_SIDE = 4000;

describe('decoding waits its turn in a bounded queue', () => {
  test(
    'one photo per account at a time: a second one at once is 429 with Retry-After; another account’s photo is answered meanwhile',
    async ({ app: t }) => {
      const heavy = dataUrl(await heavyPhoto(HEAVY_SIDE));
      const small = dataUrl(await heavyPhoto(200));
      const owner = await member(t);
      const bystander = await member(t);
      const [first, second, other] = await Promise.all([
        generate(owner.client, heavy),
        generate(owner.client, heavy),
        generate(bystander.client, small),
      ]);
      expect([first?.status, second?.status].sort()).toEqual([200, 429]);
      const refused = first?.status === 429 ? first : second;
      if (!refused) throw new Error('two answers expected');
      expect(refused.headers.get('retry-after')).toBe('5');
      expect((await refused.errorBody()).error).toEqual({
        code: 'rate_limited',
        message: en('captions.errors.photo_in_progress'),
      });
      expect(other?.status).toBe(200);
      expect(await counted(t, owner.id)).toBe(1);
      // Once the first is done, the account may send the next.
      expect((await generate(owner.client, small)).status).toBe(200);
    },
    DECODING_TIMEOUT_MS,
  );

  test(
    'past the photos being decoded and those waiting, the server says it is busy: 503 with Retry-After, never counted',
    async ({ app: t }) => {
      const heavy = dataUrl(await heavyPhoto(HEAVY_SIDE));
      const senders = await Promise.all(
        Array.from({ length: MAX_AT_ONCE + MAX_WAITING + 6 }, () => member(t)),
      );
      const answers = await Promise.all(senders.map(({ client }) => generate(client, heavy)));
      const busy = answers.filter((res) => res.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(answers.filter((res) => res.status === 200).length).toBeGreaterThanOrEqual(MAX_AT_ONCE + 1);
      expect(answers.every((res) => res.status === 200 || res.status === 503)).toBe(true);
      for (const res of busy) {
        expect(res.headers.get('retry-after')).toBe('5');
        expect((await res.errorBody()).error).toEqual({
          code: 'service_unavailable',
          message: en('captions.errors.photo_busy'),
        });
      }
      const counts = await Promise.all(senders.map(({ id }) => counted(t, id)));
      expect(counts.filter((n) => n === 1)).toHaveLength(answers.length - busy.length);
    },
    DECODING_TIMEOUT_MS,
  );
});
