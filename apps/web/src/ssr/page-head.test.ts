import { PRERENDER_ORIGIN } from '@captia/shared';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../features/content/markdown-parser';
import type { ContentDoc } from '../features/content/types';
import { CODE_LOADER, toDocument } from './document';
import { pageHeadHtml, scriptJson } from './page-head';

const faq: ContentDoc = {
  meta: { title: 'FAQ', description: 'd', words: 10, minutes: 1 },
  blocks: parseMarkdown('## What is it?\n\nA **tool**.\n\n- one\n- two\n\n## Is it free?\n\nYes.'),
};
const article: ContentDoc = {
  meta: {
    title: 'Tones',
    description: 'About tones',
    date: '2026-09-09',
    author: 'CaptIA team',
    words: 900,
    minutes: 4,
  },
  blocks: [],
};

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] as string),
  );
}

describe('pageHeadHtml', () => {
  it('writes title, description, canonical, hreflang alternates, Open Graph and Twitter tags', () => {
    const html = pageHeadHtml({
      language: 'pt-BR',
      pathname: '/perguntas-frequentes',
      title: 'Perguntas frequentes | CaptIA',
      description: 'Tudo sobre "planos" & cotas',
      faq,
    });
    const origin = PRERENDER_ORIGIN;
    expect(html).toContain('<title>Perguntas frequentes | CaptIA</title>');
    expect(html).toContain('<meta name="description" content="Tudo sobre &quot;planos&quot; &amp; cotas" />');
    // An alias is canonicalised to the page's main path, in the page's language.
    expect(html).toContain(`<link rel="canonical" href="${origin}/faq?lang=pt-BR" />`);
    for (const language of ['pt-BR', 'en-US', 'es-ES'])
      expect(html).toContain(
        `<link rel="alternate" hreflang="${language}" href="${origin}/faq?lang=${language}" />`,
      );
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/faq" />`);
    expect(html).toContain('<meta property="og:locale" content="pt_BR" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain(`<meta property="og:url" content="${origin}/faq?lang=pt-BR" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('adds Organization everywhere, FAQPage on the FAQ and BlogPosting on an article', () => {
    const [organization, page] = jsonLd(
      pageHeadHtml({ language: 'en-US', pathname: '/faq', title: 'FAQ | CaptIA', description: 'd', faq }),
    );
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'CaptIA' });
    expect(page).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'What is it?',
          acceptedAnswer: { '@type': 'Answer', text: 'A tool. one two' },
        },
        { '@type': 'Question', name: 'Is it free?', acceptedAnswer: { text: 'Yes.' } },
      ],
    });
    const posting = jsonLd(
      pageHeadHtml({
        language: 'es-ES',
        pathname: '/blog/tons-voz-redes-sociais',
        title: 'Tones | CaptIA',
        description: 'About tones',
        article,
      }),
    );
    expect(posting.map((item) => item['@type'])).toEqual(['Organization', 'BlogPosting']);
    expect(posting[1]).toMatchObject({
      headline: 'Tones',
      datePublished: '2026-09-09',
      inLanguage: 'es-ES',
      author: { name: 'CaptIA team' },
      url: `${PRERENDER_ORIGIN}/blog/tons-voz-redes-sociais?lang=es-ES`,
    });
  });

  it('marks the not-found page noindex, without canonical', () => {
    const html = pageHeadHtml({
      language: 'en-US',
      pathname: '/404',
      title: 'Page not found | CaptIA',
      description: 'd',
      notFound: true,
    });
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('canonical');
  });

  it('keeps JSON-LD from closing its script element', () => {
    expect(scriptJson({ text: '</script><script>alert(1)</script> & \u2028' })).toBe(
      '{"text":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u2028"}',
    );
  });
});

describe('toDocument', () => {
  const template =
    '<!doctype html><html lang="en-US"><head><meta charset="UTF-8" /><meta name="description" content="x" />' +
    '<title>CaptIA</title><script>theme()</script><script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/framework-1.js"></head><body><div id="root"></div></body></html>';

  it('fills the built index.html with the page’s language, head, markup and path', () => {
    const html = toDocument(template, {
      html: '<main>$& $1 text</main>',
      headHtml: '<title>FAQ | CaptIA</title>',
      pathname: '/faq',
      language: 'es-ES',
      preload: ['/assets/faq-1.js'],
    });
    expect(html).toContain('<html lang="es-ES">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('content="x"');
    // The code is loaded after the first paint, by the one loader every page shares.
    expect(html).not.toMatch(/<script type="module"[^>]*src=|<link rel="modulepreload"/);
    const data = /<script type="application\/json" id="app-code">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(data)).toEqual({
      entry: '/assets/index-1.js',
      preload: ['/assets/framework-1.js', '/assets/faq-1.js'],
    });
    expect(html).toContain(`<script type="module">${CODE_LOADER}</script>\n  </body>`);
    expect(html).toContain('<div id="root" data-prerendered="/faq"><main>$& $1 text</main></div>');
    expect(html).toContain('<script>theme()</script>');
  });

  it('refuses a template it cannot fill', () => {
    expect(() =>
      toDocument('<html lang="en"><body></body></html>', {
        html: '',
        headHtml: '',
        pathname: '/',
        language: 'en-US',
      }),
    ).toThrow(/index.html has no/);
  });
});
