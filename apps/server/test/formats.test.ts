import {
  type ApiErrorBody,
  countLength,
  findHashtags,
  hasEmoji,
  MAX_SLIDE_BODY,
  MAX_SLIDE_TITLE,
  NETWORK_LIMITS,
  type NetworkId,
  THREAD_NETWORKS,
  withinLimits,
} from '@captia/shared';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import type { ApiBody, ApiResult } from './api-routes';
import { signUpMember, type TestClient, type TypedResponse } from './client';
import { startFakeModel } from './fake-model';
import { test as base, resource } from './fixtures/setup';
import { createTestApp } from './helpers';
import { parseSse } from './sse';

/**
 * Threads, carousels and alt text (docs/decisions/0034) through `POST
 * /api/functions/generate-captions`: offline, and from a model that answers out of bounds (the
 * server mends or splits; nothing over a limit comes back).
 */

type GenerationBody = ApiBody<'POST /api/functions/generate-captions'>;
type Result = ApiResult<'POST /api/functions/generate-captions'>;
type Caption = Result['captions'][number];

/** What the model of 'from a model that answers out of bounds' answers; each test sets it. */
let answer: unknown = {};

/**
 * Three apps, one per describe, each with its own database and members kept across its tests
 * (the offline one counts its premium member's uses over them): `app`, fixtures/setup.ts's
 * (createTestApp), offline, with `premium` and `free`; `reworks`, an app of its own on a model
 * that is never asked; `bounds`, an app of its own on a vision model answering `answer`.
 */
const test = base
  .extend(
    'premium',
    { scope: 'file' },
    async ({ app }) => (await signUpMember(app, { plan: 'premium' })).client,
  )
  .extend('free', { scope: 'file' }, async ({ app }) => (await signUpMember(app)).client)
  .extend(
    'idleModel',
    { scope: 'file' },
    resource(startFakeModel, (model) => model.close()),
  )
  .extend('reworks', { scope: 'file' }, async ({ idleModel }, { onCleanup }) => {
    // A model is configured: neither rework asks it (the counting is exact only here).
    const t = await createTestApp({ env: { AI_BASE_URL: idleModel.url, AI_MODEL: 'fake' } });
    onCleanup(() => t.close());
    return { t, client: (await signUpMember(t, { plan: 'premium' })).client };
  })
  .extend(
    'boundsModel',
    { scope: 'file' },
    resource(
      () => startFakeModel({ content: () => JSON.stringify(answer) }),
      (model) => model.close(),
    ),
  )
  .extend('bounds', { scope: 'file' }, async ({ boundsModel }, { onCleanup }) => {
    const t = await createTestApp({
      env: { AI_BASE_URL: boundsModel.url, AI_MODEL: 'fake', AI_VISION: 'true' },
    });
    onCleanup(() => t.close());
    return { t, client: (await signUpMember(t, { plan: 'premium' })).client };
  });

const BRIEF =
  'Our bakery on Rua Augusta turns ten this Saturday. We bake sourdough with flour from a small mill in Minas, ' +
  'coffee comes from a farm we visit every year, and the first fifty visitors get a free pão de queijo. ' +
  'There is live samba from 10 am, a kids corner with cookie decorating, and a raffle for a year of bread. ' +
  'Bring your friends, your neighbours and your appetite: we cannot wait to celebrate with you.';

/** A brief for `networks`, with more options. */
const body = (extra: Partial<GenerationBody> & Pick<GenerationBody, 'networks'>): GenerationBody => ({
  postType: 'event',
  style: 'friendly',
  length: 'long',
  variants: 1,
  emojis: true,
  hashtags: true,
  text: BRIEF,
  ...extra,
});

const generate = (
  client: TestClient,
  payload: GenerationBody,
  stream = false,
  headers: Record<string, string> = {},
) =>
  client.api('POST /api/functions/generate-captions', {
    body: payload,
    headers: { ...headers, ...(stream ? { Accept: 'text/event-stream' } : {}) },
  });

/** Raw: a brief with values the contract's types refuse, on purpose. */
const generateRaw = (client: TestClient, payload: unknown) =>
  client.request('/api/functions/generate-captions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });

async function resultOf(
  res: TypedResponse<'POST /api/functions/generate-captions'>,
  stream = false,
): Promise<Result> {
  expect(res.status, await res.clone().text()).toBe(200);
  if (!stream) return res.json();
  const last = parseSse(await res.text()).at(-1);
  expect(last?.event).toBe('result');
  return last?.data as Result;
}

/** The first caption of a result, which must have one. */
function first(result: { captions: Caption[] }): Caption {
  const [caption] = result.captions;
  if (!caption) throw new Error('no caption in the result');
  return caption;
}

/** Every thread rule the issue names, on one caption. */
function expectThread(caption: Caption, numbering: boolean) {
  const posts = caption.posts ?? [];
  expect(posts.length).toBeGreaterThanOrEqual(2);
  expect(posts.length).toBeLessThanOrEqual(10);
  expect(caption.text).toBe(posts.join('\n\n'));
  expect(caption.limit).toBe(NETWORK_LIMITS[caption.network].maxLength);
  expect(caption.length).toBe(Math.max(...posts.map((p) => countLength(caption.network, p))));
  posts.forEach((post, i) => {
    expect(withinLimits(caption.network, post), `${caption.network} post ${i + 1}: ${post}`).toBe(true);
    if (numbering) expect(post.endsWith(` ${i + 1}/${posts.length}`)).toBe(true);
    else expect(post).not.toMatch(/\d+\/\d+$/);
    // The hashtags go on the last post only.
    if (i < posts.length - 1) expect(findHashtags(post)).toEqual([]);
  });
}

async function photo(): Promise<string> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08040' } })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

describe('offline (the basic generator)', () => {
  test('writes a thread for X, Threads, Bluesky and Mastodon: every post within its network, numbered or not', async ({
    premium,
  }) => {
    for (const numbering of [true, false]) {
      const result = await resultOf(
        await generate(premium, body({ networks: [...THREAD_NETWORKS], format: 'thread', numbering })),
      );
      expect(result.captions.map((c) => c.network)).toEqual([...THREAD_NETWORKS]);
      for (const caption of result.captions) expectThread(caption, numbering);
      // The brief's facts survive the split, in order.
      const x = result.captions[0]?.text ?? '';
      expect(x.indexOf('Rua Augusta')).toBeGreaterThanOrEqual(0);
    }
  });

  test('streams a thread like any caption, the result carrying its posts', async ({ premium }) => {
    const result = await resultOf(
      await generate(premium, body({ networks: ['bluesky'], format: 'thread' }), true),
      true,
    );
    expectThread(first(result), true);
  });

  test('writes a carousel for Instagram and LinkedIn: 3 to 10 slides within 60 and 200 characters, no hashtags', async ({
    premium,
  }) => {
    const result = await resultOf(
      await generate(premium, body({ networks: ['instagram', 'linkedin'], format: 'carousel' })),
    );
    for (const caption of result.captions) {
      const slides = caption.slides ?? [];
      expect(slides.length).toBeGreaterThanOrEqual(3);
      expect(slides.length).toBeLessThanOrEqual(10);
      for (const slide of slides) {
        expect([...new Intl.Segmenter().segment(slide.title)].length).toBeLessThanOrEqual(MAX_SLIDE_TITLE);
        expect([...new Intl.Segmenter().segment(slide.body)].length).toBeLessThanOrEqual(MAX_SLIDE_BODY);
        expect(slide.title).not.toContain('\n');
        expect(findHashtags(`${slide.title} ${slide.body}`)).toEqual([]);
      }
      // The caption that goes with the slides is a single post within the network's limit.
      expect(withinLimits(caption.network, caption.text)).toBe(true);
    }
  });

  test('refuses a format a chosen network does not take, before any use is counted', async ({ premium }) => {
    const refusals: [NetworkId[], GenerationBody['format']][] = [
      [['instagram'], 'thread'],
      [['x', 'instagram'], 'thread'],
      [['x'], 'carousel'],
      [['facebook'], 'carousel'],
    ];
    for (const [networks, format] of refusals) {
      const res = await generate(premium, body({ networks, format }));
      expect(res.status).toBe(400);
      const { error } = await res.errorBody();
      expect(error.code).toBe('caption_options_invalid');
      expect(error.message).toContain('Bluesky');
    }
    for (const bad of [
      { format: 'story' },
      { format: 'thread', numbering: 'yes' },
      { format: 'thread\u0000' },
    ]) {
      const res = await generateRaw(premium, { ...body({ networks: ['x'] }), ...bad });
      expect(res.status).toBe(400);
    }
    const pt = await generate(premium, body({ networks: ['tiktok'], format: 'carousel' }), false, {
      'Accept-Language': 'pt-BR',
    });
    expect((await pt.errorBody()).error.message).toContain('carrosséis');
    const me = await (await premium.api('GET /api/me')).json();
    // Only the successful generations of the tests above were counted.
    expect(me.usage.current).toBe(4);
  });

  test('gives threads and carousels to the free plan, whose one-network limit still holds', async ({
    free,
  }) => {
    const plan = { length: 'short', emojis: false, hashtags: false } satisfies Partial<GenerationBody>;
    const thread = await resultOf(
      await generate(free, body({ networks: ['mastodon'], format: 'thread', ...plan })),
    );
    expectThread(first(thread), true);
    const carousel = await resultOf(
      await generate(free, body({ networks: ['instagram'], format: 'carousel', ...plan })),
    );
    expect(carousel.captions[0]?.slides?.length).toBeGreaterThanOrEqual(3);
    const two = await generate(free, body({ networks: ['x', 'bluesky'], format: 'thread', ...plan }));
    expect(two.status).toBe(403);
  });

  test('writes alt text from the description of a photo, and keeps it in history, where it can be edited', async ({
    app: t,
    premium,
  }) => {
    const description =
      'Three loaves of sourdough on a wooden counter by the window 🍞, flour on the board. #sourdough #padaria Visit www.example.com or ask @ana!';
    const result = await resultOf(
      await generate(premium, body({ networks: ['instagram'], text: description, image: await photo() })),
    );
    expect(result.altText).toBeDefined();
    const alt = result.altText ?? '';
    expect(alt).toContain('Three loaves of sourdough on a wooden counter by the window');
    expect(alt.length).toBeLessThanOrEqual(1000);
    expect((result.altTextShort ?? '').length).toBeLessThanOrEqual(125);
    for (const text of [alt, result.altTextShort ?? '']) {
      expect(text).not.toContain('#');
      expect(hasEmoji(text)).toBe(false);
      expect(text).not.toContain('www.example.com');
    }
    // Without a photo there is no alt text.
    const plain = await resultOf(await generate(premium, body({ networks: ['instagram'] })));
    expect(plain.altText).toBeUndefined();

    const history = await (await premium.api('GET /api/history')).json();
    const withPhoto = history.items.find((item) => item.altText !== null);
    expect(withPhoto?.altText?.altText).toBe(alt);
    // The answer names the entry it was saved as.
    expect(result.entryId).toBe(withPhoto?.id);
    const id = withPhoto?.id ?? '';
    const put = (client: TestClient, entry: string, value: ApiBody<'PUT /api/history/{id}/alt-text'>) =>
      client.api('PUT /api/history/{id}/alt-text', { params: { id: entry }, body: value });
    /** Raw: values the contract's types refuse, on purpose. */
    const putRaw = (client: TestClient, entry: string, value: unknown) =>
      client.request(`/api/history/${encodeURIComponent(entry)}/alt-text`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(value),
      });
    const edited = {
      altText: 'Three sourdough loaves cooling by a sunny window.',
      altTextShort: 'Three sourdough loaves.',
    };
    const saved = await put(premium, id, edited);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(edited);
    const again = await (await premium.api('GET /api/history')).json();
    expect(again.items.find((item) => item.id === id)?.altText).toEqual(edited);

    // Another account's entry, an entry without a photo, bad text: refused, nothing changed.
    const other = await signUpMember(t);
    expect((await put(other.client, id, edited)).status).toBe(404);
    const noPhoto = again.items.find((item) => item.altText === null)?.id ?? '';
    expect((await put(premium, noPhoto, edited)).status).toBe(404);
    for (const bad of [
      { altText: '', altTextShort: '' },
      { altText: 'x'.repeat(1001), altTextShort: '' },
      { altText: 'Fine.', altTextShort: 'y'.repeat(126) },
      { altText: 'Nul \u0000 byte', altTextShort: '' },
      { altText: 'Fine.', altTextShort: '', extra: true },
      { altText: 42, altTextShort: '' },
    ]) {
      const res = await putRaw(premium, id, bad);
      expect(res.status, JSON.stringify(bad).slice(0, 60)).toBe(400);
      expect((await res.json()).error.message).not.toBe('');
    }
    expect((await put(premium, 'id\u0000', edited)).status).toBe(400);
    const huge = await premium.request(`/api/history/${id}/alt-text`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ altText: 'a'.repeat(2_000_000), altTextShort: '' }),
    });
    expect([400, 413]).toContain(huge.status);
    const last = await (await premium.api('GET /api/history')).json();
    expect(last.items.find((item) => item.id === id)?.altText).toEqual(edited);
  });
});

describe('the "Make it a thread" and "Join into one post" reworks', () => {
  const rework = (client: TestClient, payload: ApiBody<'POST /api/functions/rework-caption'>) =>
    client.api('POST /api/functions/rework-caption', { body: payload });
  /** Raw: reworks some of which the contract's types refuse, on purpose. */
  const reworkRaw = (client: TestClient, payload: unknown, headers: Record<string, string> = {}) =>
    client.request('/api/functions/rework-caption', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(payload),
    });
  const usage = async (client: TestClient) => (await (await client.api('GET /api/me')).json()).usage.current;

  test('splits a long caption into a thread and joins a thread back into one post, without a model', async ({
    reworks: { client },
    idleModel: model,
  }) => {
    const long = `${BRIEF} ${BRIEF}\n\n#bakery #sourdough`;
    for (const network of THREAD_NETWORKS) {
      const res = await rework(client, { text: long, network, action: 'thread' });
      expect(res.status).toBe(200);
      const { caption, source } = await res.json();
      expect(source).toBe('basic');
      expectThread(caption, true);
      // Threads takes one hashtag; the others both.
      expect(caption.posts?.at(-1)).toContain(network === 'threads' ? '#bakery' : '#bakery #sourdough');
    }
    const unnumbered = await (
      await rework(client, { text: long, network: 'x', action: 'thread', numbering: false })
    ).json();
    expectThread(unnumbered.caption, false);

    const thread = 'We turn ten on Saturday. 1/2\n\nCome by for bread and samba. 2/2';
    const joined = await rework(client, { text: thread, network: 'mastodon', action: 'join' });
    expect(joined.status).toBe(200);
    const { caption } = await joined.json();
    expect(caption.text).toBe('We turn ten on Saturday.\n\nCome by for bread and samba.');
    expect(caption.posts).toBeUndefined();
    expect(model.requests).toHaveLength(0);
  });

  test('refuses a thread off the thread networks and a join that does not fit, localized, before any use is counted', async ({
    reworks: { client },
  }) => {
    const before = await usage(client);
    const refusals = [
      { text: BRIEF, network: 'instagram', action: 'thread' },
      { text: BRIEF, network: 'linkedin', action: 'join' },
      { text: `${BRIEF} 1/2\n\n${BRIEF} 2/2`, network: 'x', action: 'join' },
      { text: BRIEF, network: 'x', action: 'thread', numbering: 'yes' },
      { text: 'Nul\u0000', network: 'x', action: 'thread' },
      // A word of 10,000 characters after a dot: counting it on X took a second of the server's
      // thread before the counters went by pieces (packages/shared/src/captions/networks.ts).
      { text: `Hello there.a${'\u0301'.repeat(9_980)}`, network: 'x', action: 'join' },
      { text: `Hi: http://a.${'\u0301'.repeat(9_980)}`, network: 'mastodon', action: 'join' },
    ];
    for (const payload of refusals) {
      const res = await reworkRaw(client, payload, { 'Accept-Language': 'es-ES' });
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const { error }: ApiErrorBody = await res.json();
      expect(error.message).not.toBe('');
    }
    const tooLong = await reworkRaw(client, refusals[2], { 'Accept-Language': 'es-ES' });
    const { error }: ApiErrorBody = await tooLong.json();
    expect(error.message).toContain('hilo');
    expect(await usage(client)).toBe(before);
  });

  test('counts each of 20 concurrent thread reworks once', async ({ reworks: { client } }) => {
    const before = await usage(client);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        rework(client, { text: `${BRIEF} ${BRIEF}`, network: 'bluesky', action: 'thread' }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await usage(client)).toBe(before + 20);
  });
});

describe('from a model that answers out of bounds', () => {
  const sentence = (n: number) =>
    `Sentence ${n} of a long idea about sourdough, patience, good flour and the neighbours who wait for the first loaf.`;

  test('splits an over-long thread (one post of 2,000 characters, numbered by the model) so that no post is over its limit', async ({
    bounds: { client },
    boundsModel: model,
  }) => {
    const long = Array.from({ length: 18 }, (_, i) => sentence(i + 1)).join(' ');
    for (const network of THREAD_NETWORKS) {
      answer = {
        captions: [
          {
            network,
            variant: 1,
            posts: [
              `Hook post 1/3 #bakery`,
              `${long} 2/3`,
              `The end, come by Saturday 3/3 #sourdough #bread`,
            ],
          },
        ],
      };
      for (const stream of [false, true]) {
        const result = await resultOf(
          await generate(client, body({ networks: [network], format: 'thread' }), stream),
          stream,
        );
        expect(result.source).toBe('ai');
        const caption = first(result);
        expectThread(caption, true);
        // Nothing of the content is lost or reordered (the model's own labels are not content).
        const words = caption.text.replace(/ \d+\/\d+(?=\n|$)/g, '');
        expect(words.indexOf('Hook post')).toBeLessThan(words.indexOf('Sentence 1 '));
        expect(words.indexOf('Sentence 18')).toBeLessThan(words.indexOf('The end'));
        expect(words).not.toMatch(/\b[123]\/3\b/);
      }
    }
    // The prompt asked for a thread's posts, within each network's limit, unnumbered.
    const system = JSON.stringify(model.requests.at(-1));
    expect(system).toContain('Format: a thread');
    expect(system).toContain('Do not number the posts');
  });

  test("keeps a model's thread that fits, moving its hashtags to the last post", async ({
    bounds: { client },
  }) => {
    answer = {
      captions: [
        {
          network: 'x',
          variant: 1,
          posts: ['We turn ten on Saturday. #bakery', 'Come by for free bread and samba. #party'],
        },
      ],
    };
    const result = await resultOf(
      await generate(client, body({ networks: ['x'], format: 'thread', numbering: false })),
    );
    expect(result.captions[0]?.posts).toEqual([
      'We turn ten on Saturday.',
      'Come by for free bread and samba.\n\n#bakery #party',
    ]);
  });

  test('bounds a carousel: twelve slides become ten, long titles and bodies are cut at a word; too few are written from the caption', async ({
    bounds: { client },
  }) => {
    const slides = Array.from({ length: 12 }, (_, i) => ({
      title: `Slide ${i + 1}: ${'a very long title that goes on and on '.repeat(3)}`,
      body: `${sentence(i)} ${sentence(i + 1)} #tag 🍞`,
    }));
    answer = {
      captions: [{ network: 'instagram', variant: 1, text: 'Swipe through our ten years. #bakery', slides }],
    };
    const result = await resultOf(
      await generate(client, body({ networks: ['instagram'], format: 'carousel', emojis: false })),
    );
    const got = result.captions[0]?.slides ?? [];
    expect(got).toHaveLength(10);
    for (const slide of got) {
      expect(slide.title.length).toBeLessThanOrEqual(MAX_SLIDE_TITLE);
      expect(slide.body.length).toBeLessThanOrEqual(MAX_SLIDE_BODY);
      expect(slide.body).not.toContain('#');
      expect(hasEmoji(slide.body)).toBe(false);
      expect(slide.title).toMatch(/^Slide \d+:/);
    }
    answer = {
      captions: [
        {
          network: 'linkedin',
          variant: 1,
          text: `${sentence(1)} ${sentence(2)} ${sentence(3)} ${sentence(4)}`,
          slides: [{ title: 'Only one', body: '' }],
        },
      ],
    };
    const few = await resultOf(await generate(client, body({ networks: ['linkedin'], format: 'carousel' })));
    expect(few.captions[0]?.slides?.length).toBeGreaterThanOrEqual(3);
    expect(few.captions[0]?.slides?.[0]?.title).toContain('Sentence 1');
  });

  test("writes alt text from a vision model's answer by the rules: no hashtags or emoji, no 'Image of', within 1,000 and 125", async ({
    bounds: { client },
    boundsModel: model,
  }) => {
    answer = {
      captions: [{ network: 'instagram', variant: 1, text: 'Ten years of bread.' }],
      altText: `Image of three loaves 🍞 on a counter #bakery. ${'Warm light falls across the flour-dusted wood. '.repeat(30)}`,
      altTextShort: `Photo of three loaves on a counter by a window, in warm light, with flour on the wood and a knife beside them.`,
    };
    const result = await resultOf(
      await generate(client, body({ networks: ['instagram'], text: '', image: await photo() })),
    );
    const alt = result.altText ?? '';
    expect(alt.startsWith('Three loaves on a counter')).toBe(true);
    expect(alt.length).toBeLessThanOrEqual(1000);
    expect(alt).not.toContain('#');
    expect(hasEmoji(alt)).toBe(false);
    const short = result.altTextShort ?? '';
    expect(short.length).toBeLessThanOrEqual(125);
    expect(short).not.toMatch(/^photo of/i);
    // The photo went to the model with the request for its alt text.
    const request = JSON.stringify(model.requests.at(-1));
    expect(request).toContain('image_url');
    expect(request).toContain('altTextShort');
  });
});
