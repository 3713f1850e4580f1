import { countLength, withinLimits, withLink } from '@captia/shared';
import { describe, expect } from 'vitest';
import type { Resolver } from '../src/links/addresses';
import { createLinkReader } from '../src/links/link-reader';
import type { Mailer } from '../src/mail/mailer';
import type { ApiBody, ApiResult } from './api-routes';
import { signUpMember, type TestClient } from './client';
import { captionsAnswer, startFakeModel } from './fake-model';
import { test as base, resource } from './fixtures/setup';
import { createTestApp } from './helpers';
import { type PageServer, startPageServer } from './link-pages';

/**
 * Captions and campaigns from a link (decision 0031): the page is read before any use is
 * counted, its content is the brief, and each caption carries the link as its network counts it
 * (23 on X), or "link in bio" where links are dead text.
 */

const mailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };
/** A real-looking name (X links only names with a known top-level domain) for the loopback pages; other names are private. */
const SITE = 'www.padaria-da-ana.com.br';
const resolver: Resolver = async (hostname) =>
  hostname === SITE ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.9.8.7', family: 4 }];

const reader = (pages: PageServer) =>
  createLinkReader({
    policy: {
      resolve: resolver,
      allow: new Set([`127.0.0.1:${pages.port}`, `${SITE}:${pages.port}`]),
      totalTimeoutMs: 1_500,
    },
  });

const startModel = () =>
  startFakeModel({
    content: () =>
      captionsAnswer([
        {
          network: 'x',
          variant: 1,
          text: 'Forty-eight hours for one loaf: our sourdough is worth the wait.',
        },
      ]),
  });

/**
 * Both apps read links from the page server (`pages`): `app` (fixtures/setup.ts's, createTestApp)
 * writes with the basic generator; `ai` is a second app of its own (its own database) on a fake
 * model, made for the first test that needs it.
 */
const test = base
  .extend(
    'pages',
    { scope: 'file' },
    resource(startPageServer, (pages) => pages.close()),
  )
  .extend('appOptions', { scope: 'file' }, ({ pages }) => ({ mailer, links: reader(pages) }))
  .extend(
    'model',
    { scope: 'file' },
    resource(startModel, (model) => model.close()),
  )
  .extend('ai', { scope: 'file' }, async ({ pages, model }, { onCleanup }) => {
    const ai = await createTestApp({
      mailer,
      links: reader(pages),
      env: { AI_BASE_URL: model.url, AI_MODEL: 'fake-model' },
    });
    onCleanup(() => ai.close());
    return ai;
  });

type GenerationBody = ApiBody<'POST /api/functions/generate-captions'>;

const REQUEST = {
  postType: 'product-promotion',
  style: 'friendly',
  length: 'long',
  variants: 1,
  emojis: false,
  hashtags: true,
} satisfies Partial<GenerationBody>;

const generate = (client: TestClient, body: GenerationBody) =>
  client.api('POST /api/functions/generate-captions', { body });

const usage = async (client: TestClient) => (await (await client.api('GET /api/me')).json()).usage;

/** The one caption for `network` of a result. */
function captionFor(result: ApiResult<'POST /api/functions/generate-captions'>, network: string) {
  const caption = result.captions.find((c) => c.network === network);
  if (!caption) throw new Error(`no ${network} caption`);
  return caption;
}

describe('captions from a link', () => {
  test('the basic generator writes from the page; X carries the link counted as 23, Instagram "link in bio"', async ({
    app: basic,
    pages,
  }) => {
    const { client } = await signUpMember(basic, { plan: 'premium' });
    const url = `http://${SITE}:${pages.port}/article/en-US?utm_source=newsletter&utm_campaign=a-rather-long-campaign-name`;
    const res = await generate(client, {
      ...REQUEST,
      networks: ['x', 'instagram', 'linkedin'],
      text: '',
      language: 'en-US',
      link: url,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await res.json();
    const x = captionFor(body, 'x');
    expect(x.text).toContain(url);
    // The URL is longer than 23 characters; X counts it as 23.
    expect(url.length).toBeGreaterThan(23);
    expect(x.length).toBe(countLength('x', x.text));
    expect(x.length).toBe(countLength('x', x.text.replace(url, 'https://t.co/abcdefghij')));
    expect(x.length).toBeLessThanOrEqual(280);
    expect(captionFor(body, 'linkedin').text).toContain(url);
    expect(captionFor(body, 'instagram').text).not.toContain('http');
    expect(captionFor(body, 'instagram').text).toContain('Link in bio.');
    // Written from the page: its facts, not its clutter.
    const all = body.captions.map((c) => c.text).join('\n');
    expect(all).toMatch(/sourdough|48|Sourdough/i);
    expect(all).not.toMatch(/COOKIE|NAVIGATION|ADVERTISEMENT/);
    expect(body.usage.current).toBe(1);
    // Kept in the history with its link.
    const history = await (await client.api('GET /api/history')).json();
    expect(history.items[0]?.request.link).toBe(url);
  });

  test('a thread from a link carries the link whole in one post, every post within its limit', async ({
    app: basic,
    pages,
  }) => {
    const { client } = await signUpMember(basic, { plan: 'premium' });
    const url = `http://${SITE}:${pages.port}/article/en-US?utm_source=newsletter&utm_campaign=a-rather-long-campaign-name`;
    const res = await generate(client, {
      ...REQUEST,
      networks: ['x', 'mastodon'],
      text: '',
      language: 'en-US',
      link: url,
      format: 'thread',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await res.json();
    for (const caption of body.captions) {
      expect(caption.posts?.length).toBeGreaterThanOrEqual(2);
      const posts = caption.posts ?? [];
      expect(posts.filter((post) => post.includes(url))).toHaveLength(1);
      for (const post of posts) expect(withinLimits(caption.network, post), post).toBe(true);
    }
  });

  test('the captions carry the link as the user gave it, not where it redirected', async ({
    app: basic,
    pages,
  }) => {
    const { client } = await signUpMember(basic);
    const given = `${pages.origin}/redirect/1`;
    const res = await generate(client, {
      ...REQUEST,
      networks: ['facebook'],
      hashtags: false,
      length: 'short',
      text: 'Say the loaves are out at 7am.',
      link: given,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const text = (await res.json()).captions[0]?.text;
    expect(text).toContain(given);
    expect(text).not.toContain('/article/');
  });

  test('a model gets the page as material and the user text as instructions, never the clutter', async ({
    ai,
    model,
    pages,
  }) => {
    const { client } = await signUpMember(ai, { plan: 'premium' });
    model.requests.length = 0;
    const res = await generate(client, {
      ...REQUEST,
      networks: ['x'],
      text: 'Mention the Saturday opening time.',
      language: 'en-US',
      link: `${pages.origin}/article/en-US`,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const caption = (await res.json()).captions[0];
    expect(caption?.text).toContain('Forty-eight hours');
    expect(caption?.text).toContain(`${pages.origin}/article/en-US`);
    const prompt = JSON.stringify(model.requests[0]);
    expect(prompt).toContain('crackling crust');
    expect(prompt).toContain('Mention the Saturday opening time.');
    expect(prompt).not.toMatch(/COOKIE BANNER|NAVIGATION|ADVERTISEMENT|SCRIPT RAN/);
  });

  test('a refused link is a 400 before anything is counted, and no model is called', async ({
    ai,
    model,
    pages,
  }) => {
    const { client } = await signUpMember(ai, { plan: 'premium', language: 'es-ES' });
    const before = await usage(client);
    model.requests.length = 0;
    for (const [link, code] of [
      ['http://169.254.169.254/latest/meta-data/', 'link_blocked'],
      ['http://news.example.com/article', 'link_blocked'],
      [`${pages.origin}/gzip-bomb`, 'link_too_large'],
      [`${pages.origin}/silent`, 'link_timeout'],
      [`${pages.origin}/data.json`, 'link_unreadable'],
    ]) {
      const res = await generate(client, { ...REQUEST, networks: ['x'], text: '', link });
      expect(res.status, link).toBe(400);
      expect((await res.errorBody()).error.code, link).toBe(code);
    }
    expect(await usage(client)).toEqual(before);
    expect(model.requests).toHaveLength(0);
  });

  test('no text and no link is still a 400; a link with a photo-less free plan works within its limits', async ({
    app: basic,
    pages,
  }) => {
    const { client } = await signUpMember(basic);
    const empty = await generate(client, { ...REQUEST, networks: ['x'], text: '' });
    expect(empty.status).toBe(400);
    expect((await empty.errorBody()).error.code).toBe('caption_text_required');
    const free = await generate(client, {
      ...REQUEST,
      networks: ['facebook'],
      hashtags: false,
      length: 'short',
      text: '',
      link: `${pages.origin}/article/pt-BR`,
      language: 'pt-BR',
    });
    expect(free.status, await free.clone().text()).toBe(200);
    expect((await free.json()).captions[0]?.text).toContain(`${pages.origin}/article/pt-BR`);
    // Two networks on the free plan: the plan's 403 comes before the link is read.
    const before = pages.hits.get('/article/es-ES') ?? 0;
    const gated = await generate(client, {
      ...REQUEST,
      networks: ['facebook', 'x'],
      hashtags: false,
      length: 'short',
      text: '',
      link: `${pages.origin}/article/es-ES`,
    });
    expect(gated.status).toBe(403);
    expect(pages.hits.get('/article/es-ES') ?? 0).toBe(before);
  });

  test('a campaign from a link: named after the page, every post with the link', async ({
    app: basic,
    pages,
  }) => {
    const { client } = await signUpMember(basic, { plan: 'premium' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const res = await client.api('POST /api/campaigns', {
      body: {
        startDate: tomorrow,
        days: 3,
        networks: ['x', 'instagram'],
        language: 'es-ES',
        link: `${pages.origin}/article/es-ES`,
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const campaign = await res.json();
    expect(campaign.title).toContain('Pan de masa madre');
    expect(campaign.posts).toHaveLength(6);
    for (const post of campaign.posts) {
      if (post.network === 'x') {
        expect(post.text).toContain(`${pages.origin}/article/es-ES`);
        expect(countLength('x', post.text)).toBeLessThanOrEqual(280);
      } else expect(post.text).toContain('Enlace en la bio.');
    }
    const refused = await client.api('POST /api/campaigns', {
      body: { startDate: tomorrow, days: 3, networks: ['x'], link: 'http://[::1]/' },
    });
    expect(refused.status).toBe(400);
    expect((await refused.errorBody()).error.code).toBe('link_blocked');
    // One use per slot (a day's post on both networks), none for the refusal.
    expect((await usage(client)).current).toBe(3);
  });
});

describe('withLink', () => {
  test('fits the link by dropping closing hashtags first, then cutting the body; never cuts the link', () => {
    const url = 'https://example.com/a/very/long/path/to/an/article/about/sourdough?ref=captia';
    const long = `${'Fresh bread every morning. '.repeat(12).trim()}\n\n#Bread #Sourdough`;
    const x = withLink(long, 'x', { url, inBio: 'Link in bio.' });
    expect(x).toContain(url);
    expect(x.endsWith(url) || /#\w+$/.test(x)).toBe(true);
    expect(countLength('x', x)).toBeLessThanOrEqual(280);
    const threads = withLink(long, 'threads', { url, inBio: 'Link in bio.' });
    expect(threads).toContain(url);
    expect(countLength('threads', threads)).toBeLessThanOrEqual(500);
    expect(withLink('Short.', 'tiktok', { url, inBio: 'Link in bio.' })).toBe('Short.\n\nLink in bio.');
    expect(withLink(`Hi\n\n${url}`, 'x', { url, inBio: '' })).toBe(`Hi\n\n${url}`);
    // A link longer than the network's limit where links count as written: left out.
    const huge = `https://example.com/${'a'.repeat(600)}`;
    expect(withLink('Short.', 'threads', { url: huge, inBio: '' })).toBe('Short.');
  });
});
