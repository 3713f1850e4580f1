import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  accountShellPaths,
  BLOG_SLUGS,
  contentPagePaths,
  LANGUAGES,
  type Language,
  PRERENDER_ORIGIN,
  privateShellPaths,
  publicPagePaths,
  screenForPath,
} from '@captia/shared';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { translator } from '../src/i18n';
import { test as base } from './fixtures/setup';
import { TEST_ORIGIN, type TestApp } from './helpers';

/*
 * The public content pages as a crawler or a visitor without JavaScript gets them: the real
 * prerender (apps/web/scripts/prerender.ts) runs into a temporary build, and the app serves it.
 * Raw requests throughout: HTML, XML and text, none an operation of the contract.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const THEME_SCRIPT =
  "document.documentElement.classList.toggle('dark',localStorage.getItem('theme')==='dark')";
const TEMPLATE = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Default description" />
    <title>CaptIA — AI captions for social media</title>
    <script>${THEME_SCRIPT}</script>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

// @once-on-pglite: the pages are the build's prerendered files; no database is read for them (not run again on PostgreSQL; vitest.config.ts).

/**
 * The build the app serves: made by the prerender process in this file's beforeAll (which may take
 * minutes, longer than a test's own time), before the app (fixtures/setup.ts's, createTestApp) is
 * made for the first test, on it. Named here, made there.
 */
const dist = path.join(os.tmpdir(), `captia-prerendered-${process.pid}-${Date.now().toString(36)}`);
const test = base.extend('appOptions', { scope: 'file' }, { env: { WEB_DIST_DIR: dist } });

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js'), 'export {};');
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/web/scripts/prerender.ts', '--dist', dist],
    { cwd: ROOT, timeout: 170_000 },
  );
}, 180_000);

afterAll(() => {
  fs.rmSync(dist, { recursive: true, force: true });
});

const tr = (language: Language, key: string) => translator(language)(key);

function decode(html: string): string {
  return html.replace(/<[^>]+>/g, '').replace(/&(#x?[0-9a-f]+|amp|lt|gt|quot|apos);/gi, (_, code: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (named[code]) return named[code] as string;
    return String.fromCodePoint(code[1] === 'x' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1)));
  });
}

function frontMatter(language: Language, file: string): Record<string, string> {
  const source = fs.readFileSync(path.join(ROOT, 'content', language, file), 'utf8');
  const block = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  return Object.fromEntries(block.split('\n').map((line) => line.split(/:\s*(.*)/s).slice(0, 2)));
}

const DOC_FILES: Record<string, string> = {
  faq: 'faq.md',
  seoInstructions: 'seo-instructions.md',
  privacyPolicy: 'privacy-policy.md',
  termsOfService: 'terms-of-service.md',
  developers: 'developers.md',
};

/** What the page at `pathname` must show in `language`: its h1, <title> and meta description. */
function expected(pathname: string, language: Language) {
  const screen = screenForPath(pathname) as string;
  if (screen === 'blogArticle') {
    const slug = pathname.split('/').pop() as string;
    const heading = tr(language, `pages.articles.${slug}.title`);
    return {
      heading,
      title: `${heading} | CaptIA`,
      description: frontMatter(language, `blog/${slug}.md`).description,
    };
  }
  const file = DOC_FILES[screen];
  return {
    heading: tr(language, `pages.${screen}.heading`),
    title: `${tr(language, `pages.${screen}.title`)} | CaptIA`,
    description: file
      ? frontMatter(language, file).description
      : screen === 'home'
        ? tr(language, 'meta.description')
        : tr(language, `pages.${screen}.lead`),
  };
}

function read(html: string) {
  return {
    lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1],
    heading: decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''),
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ''),
    titles: html.match(/<title>/g)?.length,
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] as string) as Record<string, unknown>,
    ),
  };
}

describe('prerendered content pages', () => {
  test('cover every content route and alias in every language', () => {
    const files = LANGUAGES.flatMap((l) =>
      fs
        .readdirSync(path.join(dist, 'prerendered', l), { recursive: true })
        .filter((f) => String(f).endsWith('.html')),
    );
    // Each path, the account and private screens' shells (decisions 0023, 0055) and a not-found
    // page, per language.
    expect(files).toHaveLength(
      (contentPagePaths().length + accountShellPaths().length + privateShellPaths().length + 1) *
        LANGUAGES.length,
    );
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    test.for(contentPagePaths())(
      '%s with ?lang= answers 200 with its heading, title and description',
      async (pathname, { app: t }) => {
        const res = await t.app.request(`${pathname}?lang=${language}`, {
          headers: { 'Accept-Language': 'de-DE' },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toContain('text/html');
        const page = read(await res.text());
        const want = expected(pathname, language);
        expect(page.lang).toBe(language);
        expect(page.heading).toBe(want.heading);
        expect(page.title).toBe(want.title);
        expect(page.titles).toBe(1);
        expect(page.description).toBe(want.description);
        // Search engines show 50–160 characters; shorter says too little, longer is cut.
        expect(page.description.length, page.description).toBeGreaterThanOrEqual(50);
        expect(page.description.length, page.description).toBeLessThanOrEqual(160);
      },
    );

    test.for(contentPagePaths())(
      '%s with Accept-Language answers in that language',
      async (pathname, { app: t }) => {
        const res = await t.app.request(pathname, {
          headers: { 'Accept-Language': `${language.slice(0, 2)};q=0.9, de;q=0.8` },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
        expect(res.headers.get('cache-control')).toBe('no-cache');
        const page = read(await res.text());
        const want = expected(pathname, language);
        expect([page.lang, page.heading, page.title, page.description]).toEqual([
          language,
          want.heading,
          want.title,
          want.description,
        ]);
      },
    );
  });
});

describe('the language of a prerendered page', () => {
  const langOf = async (t: TestApp, url: string, headers: Record<string, string>) =>
    read(await (await t.app.request(url, { headers })).text()).lang;

  test('is ?lang=, then the saved-language cookie, then Accept-Language, then English', async ({
    app: t,
  }) => {
    const cookie = 'other=1; captia_language=es-ES';
    expect(await langOf(t, '/faq?lang=pt-BR', { Cookie: cookie, 'Accept-Language': 'en' })).toBe('pt-BR');
    expect(await langOf(t, '/faq', { Cookie: cookie, 'Accept-Language': 'pt-BR' })).toBe('es-ES');
    expect(await langOf(t, '/faq?lang=xx', { Cookie: 'captia_language=nope', 'Accept-Language': 'pt' })).toBe(
      'pt-BR',
    );
    expect(await langOf(t, '/faq', { 'Accept-Language': 'de-DE, fr;q=0.5' })).toBe('en-US');
    expect(await langOf(t, '/faq', {})).toBe('en-US');
  });
});

describe('head of a prerendered page', () => {
  test('has absolute URLs on PUBLIC_URL: canonical (aliases to the main path), hreflang alternates, og:url', async ({
    app: t,
  }) => {
    const html = await (await t.app.request('/perguntas-frequentes?lang=pt-BR')).text();
    expect(html).not.toContain(PRERENDER_ORIGIN);
    expect(read(html).canonical).toBe(`${TEST_ORIGIN}/faq?lang=pt-BR`);
    for (const language of LANGUAGES)
      expect(html).toContain(
        `<link rel="alternate" hreflang="${language}" href="${TEST_ORIGIN}/faq?lang=${language}" />`,
      );
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${TEST_ORIGIN}/faq" />`);
    expect(html).toContain(`<meta property="og:url" content="${TEST_ORIGIN}/faq?lang=pt-BR" />`);
    expect(html).toContain('<meta property="og:title" content="Perguntas frequentes | CaptIA" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  test('without ?lang= is the x-default page: canonical to itself, not to one of its language alternates', async ({
    app: t,
  }) => {
    for (const [url, canonical] of [
      ['/', `${TEST_ORIGIN}/`],
      ['/perguntas-frequentes', `${TEST_ORIGIN}/faq`],
      ['/blog/tons-voz-redes-sociais', `${TEST_ORIGIN}/blog/tons-voz-redes-sociais`],
    ]) {
      const html = await (
        await t.app.request(url as string, { headers: { 'Accept-Language': 'es' } })
      ).text();
      expect(read(html).lang).toBe('es-ES');
      expect(read(html).canonical, url).toBe(canonical);
      expect(html).toContain(`<link rel="alternate" hreflang="es-ES" href="${canonical}?lang=es-ES" />`);
    }
  });

  test('has JSON-LD: Organization everywhere, FAQPage on the FAQ, BlogPosting on articles', async ({
    app: t,
  }) => {
    for (const pathname of publicPagePaths()) {
      const { jsonLd } = read(await (await t.app.request(`${pathname}?lang=es-ES`)).text());
      expect(jsonLd[0], pathname).toMatchObject({
        '@type': 'Organization',
        name: 'CaptIA',
        url: `${TEST_ORIGIN}/`,
      });
      const types = jsonLd.map((item) => item['@type']);
      if (pathname === '/faq') expect(types).toEqual(['Organization', 'FAQPage']);
      else if (pathname.startsWith('/blog/')) expect(types).toEqual(['Organization', 'BlogPosting']);
      else expect(types, pathname).toEqual(['Organization']);
    }
    const faq = read(await (await t.app.request('/faq?lang=en-US')).text()).jsonLd[1] as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(12);
    expect(faq.mainEntity[0]?.name).toBe('What is CaptIA?');
    const posting = read(await (await t.app.request(`/blog/${BLOG_SLUGS[1]}?lang=pt-BR`)).text()).jsonLd[1];
    expect(posting).toMatchObject({
      headline: 'Tons de voz nas redes sociais',
      inLanguage: 'pt-BR',
      datePublished: frontMatter('pt-BR', `blog/${BLOG_SLUGS[1]}.md`).date,
      url: `${TEST_ORIGIN}/blog/${BLOG_SLUGS[1]}?lang=pt-BR`,
    });
  });

  test('carries the page markup the browser hydrates, and a CSP that allows each of its inline scripts', async ({
    app: t,
  }) => {
    const res = await t.app.request('/examples?lang=en-US');
    const html = await res.text();
    expect(html).toContain('<div id="root" data-prerendered="/examples">');
    expect(html).toContain('Use as a starting point');
    const scriptSrc = (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .find((d) => d.includes('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');
    // Data blocks (JSON-LD, the list of code files) are never run: they need (and get) no hash.
    const inline = [
      ...html.matchAll(
        /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ].map((match) => ['', match[2]] as const);
    expect(inline.length).toBeGreaterThan(0);
    const hash = (body: string) => createHash('sha256').update(body).digest('base64');
    for (const [, body] of inline) expect(scriptSrc).toContain(`'sha256-${hash(body ?? '')}'`);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('<script type="application/json" id="app-code">');
    // The theme bootstrap and the code loader: one hash each, the same on every page.
    expect(inline).toHaveLength(2);
    expect(scriptSrc?.match(/'sha256-/g)).toHaveLength(new Set(inline.map(([, body]) => body)).size);
  });
});

describe('pages that are not prerendered', () => {
  test('an unknown article or path answers 404 with the not-found page in the request’s language', async ({
    app: t,
  }) => {
    for (const language of LANGUAGES) {
      for (const pathname of ['/blog/no-such-article', '/no-such-page']) {
        const res = await t.app.request(`${pathname}?lang=${language}`);
        expect(res.status, pathname).toBe(404);
        const page = read(await res.text());
        expect(page.heading).toBe(tr(language, 'pages.notFound.heading'));
        expect(page.title).toBe(`${tr(language, 'pages.notFound.title')} | CaptIA`);
        expect(await (await t.app.request(pathname)).text()).toContain(
          '<meta name="robots" content="noindex" />',
        );
      }
    }
  });

  test('the admin and checkout screens stay client-rendered from index.html', async ({ app: t }) => {
    for (const pathname of ['/admin', '/assinatura-sucesso', '/subscription-success']) {
      const res = await t.app.request(pathname);
      expect(res.status, pathname).toBe(200);
      const html = await res.text();
      expect(html, pathname).toContain('<div id="root"></div>');
      expect(html, pathname).toContain('<title>CaptIA — AI captions for social media</title>');
    }
  });

  test('account screens are prerendered shells for visitors, the app for someone with a session', async ({
    app: t,
  }) => {
    const shells: [string, string][] = [
      ['/login', 'pages.login.title'],
      ['/entrar', 'pages.login.title'],
      ['/register', 'pages.register.title'],
      ['/forgot-password', 'pages.forgotPassword.title'],
      ['/reset-password', 'pages.resetPassword.title'],
    ];
    for (const [pathname, titleKey] of shells) {
      for (const language of LANGUAGES) {
        const res = await t.app.request(`${pathname}?lang=${language}`);
        expect(res.status, pathname).toBe(200);
        const html = await res.text();
        expect(html, pathname).toContain(`data-prerendered="${pathname}"`);
        expect(html, pathname).toContain(`<title>${tr(language, titleKey)} | CaptIA</title>`);
        // Reset password without its link's token (as prerendered) shows no form.
        if (pathname !== '/reset-password') expect(html, pathname).toContain('<form');
      }
      // Signed in (a session cookie): the app, which sends them on before any form shows.
      const signedIn = await t.app.request(pathname, {
        headers: { cookie: 'better-auth.session_token=abc.def' },
      });
      expect(signedIn.status, pathname).toBe(200);
      expect(signedIn.headers.get('vary'), pathname).toContain('Cookie');
      expect(await signedIn.text(), pathname).toContain('<div id="root"></div>');
    }
  });

  test('the private screens are prerendered shells for everyone: heading, lead and Loading, nothing personal, not indexed', async ({
    app: t,
  }) => {
    const keys: Record<string, [string, string]> = {
      planner: ['planner.page.heading', 'planner.page.lead'],
      brands: ['brands.page.heading', 'brands.page.lead'],
      preferences: ['pages.preferences.heading', 'pages.preferences.lead'],
    };
    for (const pathname of privateShellPaths()) {
      const [headingKey, leadKey] = keys[screenForPath(pathname) ?? ''] ?? ['', ''];
      for (const language of LANGUAGES) {
        for (const cookie of [undefined, 'better-auth.session_token=abc.def']) {
          const res = await t.app.request(
            `${pathname}?lang=${language}`,
            cookie ? { headers: { cookie } } : {},
          );
          expect(res.status, pathname).toBe(200);
          const html = await res.text();
          expect(html, pathname).toContain(`data-prerendered="${pathname}"`);
          expect(read(html).heading, pathname).toBe(tr(language, headingKey));
          expect(decode(html), pathname).toContain(tr(language, leadKey));
          expect(decode(html), pathname).toContain(tr(language, 'common.loading'));
          expect(html, pathname).toContain('<meta name="robots" content="noindex" />');
          expect(html, pathname).not.toContain('rel="canonical"');
          expect(html, pathname).not.toContain('<form');
        }
      }
    }
    expect(privateShellPaths().sort()).toEqual(
      [
        '/planner',
        '/planejador',
        '/planificador',
        '/brands',
        '/marcas',
        '/preferences',
        '/configuracoes',
      ].sort(),
    );
  });

  test('the prerendered files are not reachable by their own URL', async ({ app: t }) => {
    expect((await t.app.request('/prerendered/en-US/faq.html')).status).toBe(404);
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  test('lists every public page in every language, with hreflang alternates', async ({ app: t }) => {
    const res = await t.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const want = publicPagePaths().flatMap((p) => LANGUAGES.map((l) => `${TEST_ORIGIN}${p}?lang=${l}`));
    expect(locs.sort()).toEqual(want.sort());
    for (const p of [
      '/',
      '/plans',
      '/faq',
      '/blog',
      ...BLOG_SLUGS.map((s) => `/blog/${s}`),
      '/examples',
      '/seo-instructions',
      '/sitemap',
      '/privacy-policy',
      '/terms-of-service',
      '/developers',
    ])
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${TEST_ORIGIN}${p}"/>`);
    expect(xml.match(/<url>/g)).toHaveLength(13 * 3);
    expect(xml.match(/hreflang="pt-BR"/g)).toHaveLength(13 * 3);
    expect(xml).not.toContain('/login');
    expect(xml).not.toContain('/brands');
    expect(xml).not.toContain('/planner');
  });

  test('robots.txt points at the site map on PUBLIC_URL', async ({ app: t }) => {
    const text = await (await t.app.request('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
    // Private screens, like Preferences.
    expect(text).toContain(
      'Disallow: /brands\nDisallow: /marcas\nDisallow: /planner\nDisallow: /planejador\nDisallow: /planificador\n',
    );
  });
});
