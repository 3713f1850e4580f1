import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiErrorBody } from '@captia/shared';
import { describe, expect } from 'vitest';
import { MAX_MODEL_WHOLE_ANSWER_BYTES } from '../src/captions/models/language-model';
import type { ApiBody, ApiResult } from './api-routes';
import { signUpMember, type TestClient } from './client';
import { captionsAnswer, startFakeModel } from './fake-model';
import { test as base, resource } from './fixtures/setup';
import { createTestApp } from './helpers';
import { parseSse } from './sse';

/**
 * What a model sends is bounded work (docs/decisions/0047). A streamed answer arrives in hundreds
 * of pieces: each piece used to re-parse the whole answer and finish every caption again, so
 * 10,000 characters of `a—` in 16-character pieces (625 pieces) held the server's thread 55 s. The
 * steps are counted here, not timed: the captions shown while it streams (one parse and one
 * finishing each) grow with the log of the answer, not with its pieces; an answer longer than
 * any request needs is stopped; a caption is cut at 10,000 characters before any rule reads it.
 */
// The app is fixtures/setup.ts's (createTestApp), on a fake model (`fake`); its members are on premium.
const test = base
  .extend(
    'fake',
    { scope: 'file' },
    resource(startFakeModel, (fake) => fake.close()),
  )
  .extend('appOptions', { scope: 'file' }, ({ fake }) => ({
    env: { AI_BASE_URL: fake.url, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '60000' },
  }));

type GenerationBody = ApiBody<'POST /api/functions/generate-captions'>;
type GenerationResult = ApiResult<'POST /api/functions/generate-captions'>;

const REQUEST = {
  networks: ['linkedin'],
  postType: 'announcement',
  style: 'friendly',
  length: 'long',
  variants: 1,
  emojis: false,
  hashtags: false,
  text: 'Our bakery opens on Monday.',
} satisfies GenerationBody;

const generate = (client: TestClient, headers: Record<string, string> = {}, body: GenerationBody = REQUEST) =>
  client.api('POST /api/functions/generate-captions', { body, headers });

describe('model answers are bounded work', () => {
  test.override('plan', 'premium');

  test('streams 10,000 characters of `a—` in 16-character pieces with a few dozen previews, not one per piece', async ({
    fake,
    member: { client },
  }) => {
    const text = 'a—'.repeat(5_000);
    fake.content = () => captionsAnswer([{ network: 'linkedin', variant: 1, text }]);
    fake.pieceSize = 16;
    const res = await generate(client, { accept: 'text/event-stream' });
    expect(res.status).toBe(200);
    const events = parseSse(await res.text());
    const pieces = Math.ceil(fake.content({}).length / 16);
    expect(pieces).toBeGreaterThan(600);
    const previews = events.filter((e) => e.event === 'caption');
    // Parsed again as the answer grows by an eighth (~40 times from 16 to 10,000 characters), plus
    // once per 100 ms of streaming; and finished one at a time, the newest waiting.
    expect(previews.length).toBeGreaterThan(0);
    expect(previews.length).toBeLessThan(pieces / 4);
    const result = events.at(-1);
    expect(result?.event).toBe('result');
    const caption = (result?.data as GenerationResult | undefined)?.captions[0];
    // Within LinkedIn's 3,000, from the model's words.
    expect(caption?.length).toBeLessThanOrEqual(3_000);
    expect(caption?.text.startsWith('a')).toBe(true);
  });

  test('stops an answer longer than any request needs (JSON and stream) with the generation error', async ({
    fake,
    member: { client },
  }) => {
    // One caption asked for: 40,000 characters is the most an answer may take.
    fake.content = () =>
      captionsAnswer([{ network: 'linkedin', variant: 1, text: 'Fresh bread. '.repeat(4_000) }]);
    fake.pieceSize = 4_096;
    const whole = await generate(client);
    expect(whole.status).toBe(502);
    expect((await whole.errorBody()).error.code).toBe('caption_generation_failed');
    const streamed = await generate(client, { accept: 'text/event-stream' });
    const events = parseSse(await streamed.text());
    const last = events.at(-1);
    expect(last?.event).toBe('error');
    expect((last?.data as ApiErrorBody | undefined)?.error.code).toBe('caption_generation_failed');
  });

  test('cuts a caption at 10,000 characters before the rules read it', async ({
    fake,
    member: { client },
  }) => {
    // 30,000 characters: within the answer's bound, past a caption's.
    fake.content = () =>
      captionsAnswer([
        { network: 'facebook', variant: 1, text: `Fresh bread. ${'Rye and spelt. '.repeat(2_000)}` },
      ]);
    const res = await generate(client, {}, { ...REQUEST, networks: ['facebook'] });
    expect(res.status).toBe(200);
    const { captions } = await res.json();
    // Facebook takes 63,206 characters: the cut is the model text's, not the network's.
    expect(captions[0]?.text.length).toBeLessThanOrEqual(10_000);
    expect(captions[0]?.text.length).toBeGreaterThan(9_000);
  });

  test('cuts off a whole answer that never ends, having read no more than its byte bound', async () => {
    // A service that answers a non-streamed call with a body that never ends: before, the whole
    // body was read into memory until the model's timeout (166 MiB in 12 s in the bench).
    let written = 0;
    let closed!: () => void;
    const ended = new Promise<void>((resolve) => (closed = resolve));
    const endless = http.createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(
        '{"id":"x","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"',
      );
      const piece = 'a'.repeat(16 * 1024);
      const more = () => {
        while (!res.destroyed && res.write(piece)) written += piece.length;
        if (!res.destroyed) res.once('drain', more);
      };
      res.on('close', closed);
      more();
    });
    await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve));
    // An app of its own on this endless service, made and closed here: the file's app is on `fake`.
    const { port } = endless.address() as AddressInfo;
    const app = await createTestApp({
      env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'endless', AI_TIMEOUT_MS: '60000' },
    });
    try {
      const { client: member } = await signUpMember(app, { plan: 'premium' });
      const res = await generate(member);
      expect(res.status).toBe(502);
      expect((await res.errorBody()).error.code).toBe('caption_generation_failed');
      await ended;
      // What the socket buffers on both sides comes on top of the bound, not multiples of it: an
      // answer sent whole is cut at its own bound (2 MB), not at a stream's (8 MB).
      expect(written).toBeLessThan(MAX_MODEL_WHOLE_ANSWER_BYTES + 4 * 1024 * 1024);
    } finally {
      await app.close();
      endless.closeAllConnections();
      await new Promise((resolve) => endless.close(resolve));
    }
  });
});
