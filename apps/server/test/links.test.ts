import { describe, expect } from 'vitest';
import type { Resolver } from '../src/links/addresses';
import { createLinkReader, withScheme } from '../src/links/link-reader';
import type { Mailer } from '../src/mail/mailer';
import { signUpMember, TestClient } from './client';
import { test as base, resource } from './fixtures/setup';
import type { TestApp } from './helpers';
import { SIMPLE_CLUTTER, startPageServer } from './link-pages';

/**
 * `POST /api/links/read` through the app: what a page says, without its clutter, in the three
 * languages; every refusal a localized 400 (never a 500, never what a private address said);
 * nothing counted; 30 reads a minute per account and per network.
 */

const mailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };

/** `*.pages.test` names resolve to the loopback page server (allowed by host and port); others to a private address. */
const resolver: Resolver = async (hostname) =>
  hostname.endsWith('.pages.test')
    ? [{ address: '127.0.0.1', family: 4 }]
    : [{ address: '10.1.2.3', family: 4 }];

// The app is fixtures/setup.ts's (createTestApp), its link reader allowed to read the page server.
const test = base
  .extend(
    'pages',
    { scope: 'file' },
    resource(startPageServer, (pages) => pages.close()),
  )
  .extend('appOptions', { scope: 'file' }, ({ pages }) => ({
    mailer,
    // 30 a minute, as in production: these tests measure the limit itself. Each member comes
    // from an address of its own (X-Forwarded-For behind one proxy), so the per-network limit
    // is each test's own.
    env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1' },
    links: createLinkReader({
      policy: {
        resolve: resolver,
        allow: new Set([`127.0.0.1:${pages.port}`, `blog.pages.test:${pages.port}`]),
        totalTimeoutMs: 1_500,
      },
    }),
  }));

const read = (client: TestClient, url: string) => client.api('POST /api/links/read', { body: { url } });

let lastOctet = 0;
/** A member signed up from an address of its own. */
const member = (t: TestApp, language: 'en-US' | 'pt-BR' = 'en-US') =>
  signUpMember(t, { client: new TestClient(t.app, { language, ip: `198.51.100.${++lastOctet}` }) });

describe('reading a link', () => {
  test('an article in each language: its title, summary, language and main text, without the clutter', async ({
    app: t,
    pages,
  }) => {
    const { client } = await member(t);
    const expected = {
      'pt-BR': { title: 'Pão de fermentação natural', fact: 'R$ 24,90' },
      'en-US': { title: 'Sourdough, slowly', fact: '$9.50' },
      'es-ES': { title: 'Pan de masa madre', fact: '4,90 €' },
    } as const;
    for (const [language, { title, fact }] of Object.entries(expected)) {
      const res = await read(client, `${pages.origin}/article/${language}`);
      expect(res.status, language).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({
        url: `${pages.origin}/article/${language}`,
        siteName: 'Padaria da Ana',
        language,
      });
      expect(body.title).toContain(title);
      expect(body.title).not.toContain('|');
      expect(body.text).toContain(fact);
      expect(body.text).toContain('1998');
      // Paragraphs stay apart.
      expect(body.text.split('\n\n').length).toBeGreaterThanOrEqual(3);
      for (const junk of [
        'COOKIE',
        'NAVIGATION',
        'ADVERTISEMENT',
        'FOOTER',
        'SCRIPT',
        'window.',
        'color:red',
      ])
        expect(`${body.title} ${body.text} ${body.excerpt}`, `${language}: ${junk}`).not.toContain(junk);
      expect(body.excerpt.length).toBeGreaterThan(50);
      expect(body.excerpt.length).toBeLessThanOrEqual(600);
      expect(body.text.length).toBeLessThanOrEqual(6000);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  test('a name, redirects, gzip, Latin-1, plain text and a page with only its description', async ({
    app: t,
    pages,
  }) => {
    const { client } = await member(t);
    const named = await (await read(client, `http://blog.pages.test:${pages.port}/redirect/1`)).json();
    expect(named.url).toBe(`http://blog.pages.test:${pages.port}/article/en-US`);
    expect((await (await read(client, `${pages.origin}/gzipped`)).json()).text).toContain('sourdough loaf');
    const latin1 = await (await read(client, `${pages.origin}/latin1`)).json();
    expect(latin1.title).toContain('Pão de fermentação natural');
    expect(latin1.text).toContain('cada pão de fermentação natural');
    const plain = await (await read(client, `${pages.origin}/plain`)).json();
    expect(plain).toMatchObject({ title: 'Weekly notes', language: null });
    expect(plain.text).toContain('$9.50');
    const metaOnly = await (await read(client, `${pages.origin}/meta-only`)).json();
    expect(metaOnly).toMatchObject({
      title: 'Solo metadatos',
      language: 'es-ES',
      text: 'Una página sin artículo, solo con su descripción.',
    });
  });

  test('every refusal is a localized 400 that never repeats what the far end said; none is counted', async ({
    app: t,
    pages,
  }) => {
    const { client } = await member(t, 'pt-BR');
    const usageBefore = (await (await client.api('GET /api/me')).json()).usage;
    const cases: [string, string][] = [
      ['http://169.254.169.254/latest/meta-data/', 'link_blocked'],
      ['http://[::ffff:127.0.0.1]/', 'link_blocked'],
      ['http://2130706433/', 'link_blocked'],
      ['http://intranet.example.com/', 'link_blocked'],
      ['file:///etc/passwd', 'link_blocked'],
      ['http://admin:secret@example.com/', 'link_blocked'],
      [`${pages.origin}/huge`, 'link_too_large'],
      [`${pages.origin}/gzip-bomb`, 'link_too_large'],
      [`${pages.origin}/slow`, 'link_timeout'],
      [`${pages.origin}/image.png`, 'link_unreadable'],
      [`${pages.origin}/secret-404`, 'link_unreadable'],
      [`${pages.origin}/empty`, 'link_unreadable'],
      ['nota url', 'link_unreadable'],
    ];
    for (const [url, code] of cases) {
      const res = await read(client, url);
      expect(res.status, url).toBe(400);
      const { error } = await res.errorBody();
      expect(error.code, url).toBe(code);
      expect(error.message, url).not.toMatch(/INTERNAL|secret|404 page/);
      // In the member's language (pt-BR).
      expect(error.message, url).toMatch(/[ãçéõíáâ]/);
    }
    expect((await (await client.api('GET /api/me')).json()).usage).toEqual(usageBefore);
  });

  test('a page no article is built like (1,200 nested divs) is refused before it is parsed, in the member’s language, counted nowhere', async ({
    app: t,
    pages,
  }) => {
    for (const language of ['pt-BR', 'en-US'] as const) {
      const { client } = await member(t, language);
      const usageBefore = (await (await client.api('GET /api/me')).json()).usage;
      const res = await read(client, `${pages.origin}/nested`);
      expect(res.status).toBe(400);
      const { error } = await res.errorBody();
      expect(error.code).toBe('link_too_large');
      // Its own message, not the 2 MB one.
      expect(error.message).toMatch(language === 'pt-BR' ? /aninhados/ : /nested/);
      expect(error.message).not.toMatch(/2 MB/);
      // A generation from it: the same refusal, before anything is counted.
      const generation = await client.api('POST /api/functions/generate-captions', {
        body: {
          networks: ['facebook'],
          postType: 'product-promotion',
          style: 'friendly',
          length: 'short',
          variants: 1,
          emojis: false,
          hashtags: false,
          text: '',
          link: `${pages.origin}/nested`,
        },
      });
      expect(generation.status).toBe(400);
      expect((await generation.errorBody()).error.code).toBe('link_too_large');
      expect((await (await client.api('GET /api/me')).json()).usage).toEqual(usageBefore);
    }
  });

  test('a simple article page without its cookie notices, navigation, header, footer or pop-ups, in each language', async ({
    app: t,
    pages,
  }) => {
    const { client } = await member(t);
    const facts = { 'en-US': '$7.80', 'pt-BR': 'R$ 19,80', 'es-ES': '5,20 €' } as const;
    for (const language of ['en-US', 'pt-BR', 'es-ES'] as const) {
      const res = await read(client, `${pages.origin}/simple/${language}`);
      expect(res.status, language).toBe(200);
      const body = await res.json();
      expect(body.text, language).toContain(facts[language]);
      for (const junk of SIMPLE_CLUTTER[language])
        expect(`${body.text} ${body.excerpt}`, `${language}: ${junk}`).not.toContain(junk);
    }
  });

  test('bidi controls from an HTML or a text/plain page are not in its title or text', async ({
    app: t,
    pages,
  }) => {
    const { client } = await member(t);
    const html = await (await read(client, `${pages.origin}/bidi`)).json();
    expect(html.title).toBe('Invoice fdp.exe ready');
    const plain = await (await read(client, `${pages.origin}/bidi-plain`)).json();
    expect(plain.title).toBe('Weekly notes');
    for (const body of [html, plain])
      expect(JSON.stringify(body)).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/);
  });

  test('bad input: a control character, an empty or overlong link, a huge body, no session', async ({
    app: t,
    pages,
  }) => {
    const { client } = await member(t);
    for (const url of [
      `${pages.origin}/article/en-US\u0000`,
      'https://a.example/\u202Eevil',
      '',
      ' ',
      `https://a.example/${'a'.repeat(2100)}`,
    ]) {
      const res = await read(client, url);
      expect(res.status, JSON.stringify(url)).toBe(400);
      expect((await res.errorBody()).error.code).toBe('bad_request');
    }
    // Raw: a body the contract refuses, and one past the size limit.
    expect((await client.post('/api/links/read', { url: 42 })).status).toBe(400);
    const huge = await client.request('/api/links/read', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `https://a.example/${'a'.repeat(2 * 1024 * 1024)}` }),
    });
    expect(huge.status).toBe(413);
    const visitor = new TestClient(t.app);
    expect((await read(visitor, `${pages.origin}/article/en-US`)).status).toBe(401);
  });

  test('30 a minute per account and per network; concurrent reads all answer', async ({ app: t, pages }) => {
    const { client } = await member(t);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => read(client, `${pages.origin}/article/es-ES`).then((r) => r.status)),
    );
    expect(answers).toEqual(Array(30).fill(200));
    const over = await read(client, `${pages.origin}/article/es-ES`);
    expect(over.status).toBe(429);
    expect((await over.errorBody()).error.code).toBe('rate_limited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // And 30 from one network, across accounts: a second account there is refused too.
    const shared = new TestClient(t.app, { ip: '203.0.113.50' });
    const first = await signUpMember(t, { client: shared });
    for (let i = 0; i < 30; i++) expect((await read(first.client, `${pages.origin}/plain`)).status).toBe(200);
    const second = await signUpMember(t, { client: new TestClient(t.app, { ip: '203.0.113.50' }) });
    expect((await read(second.client, `${pages.origin}/plain`)).status).toBe(429);
  });

  test('https:// is assumed for a link pasted without a scheme', () => {
    expect(withScheme('example.com/article')).toBe('https://example.com/article');
    expect(withScheme('  https://example.com ')).toBe('https://example.com');
    expect(withScheme('localhost:3000/x')).toBe('https://localhost:3000/x');
    expect(withScheme('ftp://example.com')).toBe('ftp://example.com');
  });
});
