import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { extractContent, MAX_TEXT, measurePage, metaCharset, PAGE_LIMITS } from '../src/links/extract';
import type { FetchedPage } from '../src/links/fetch-user-url';
import { LinkError } from '../src/links/fetch-user-url';
import { ARTICLES, BIDI_HTML, BIDI_PLAIN, nestedDivs, SIMPLE, SIMPLE_CLUTTER } from './link-pages';

/**
 * The extraction itself (docs/decisions/0031, 0050), without a server: pages refused before they
 * are parsed when no article is built like them, the parse and Readability of a page at those
 * limits growing in proportion to it, the clutter left out before Readability scores the page,
 * bidi controls gone from every text, and every pattern of extract.ts linear.
 */

const page = (
  body: string | Buffer,
  mediaType = 'text/html',
  charset: string | null = 'utf-8',
): FetchedPage => {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return {
    url: 'https://www.padaria-da-ana.com.br/post',
    mediaType,
    charset,
    body: bytes,
    bytesRead: bytes.length,
  };
};

const refusal = (html: string) => {
  try {
    extractContent(page(html));
  } catch (error) {
    if (error instanceof LinkError) return error;
    throw error;
  }
  return null;
};

const wrap = (body: string) =>
  `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
const words = (n: number) => 'lorem ipsum dolor sit amet, '.repeat(n);
const attributes = (n: number) => Array.from({ length: n }, (_, i) => `a${i}`).join(' ');

describe('pages no article is built like are refused before they are parsed', () => {
  it('1,200 nested divs (8–12 s of Readability before): link_too_large, "too complex", at the 201st level', () => {
    const error = refusal(nestedDivs(1200));
    expect(error?.code).toBe('link_too_large');
    expect(error?.reason).toBe('too complex: depth over 200');
    // The scan stopped where the limit was passed.
    expect(measurePage(nestedDivs(1200))).toMatchObject({ over: 'depth', depth: 201 });
  });

  it('each limit: a page at it is read, one past it is refused', () => {
    // html, head, title, body: 4 elements around what each page adds.
    const cases: [keyof typeof PAGE_LIMITS, (over: number) => string][] = [
      ['elements', (n) => wrap(`<p>${words(10)}</p>${'<i>x</i>'.repeat(PAGE_LIMITS.elements - 5 + n)}`)],
      ['depth', (n) => wrap(`${'<div>'.repeat(PAGE_LIMITS.depth - 3 + n)}<p>${words(10)}</p>`)],
      // Tags with many attributes: each is a node of linkedom's. 399 elements of 98 attributes
      // (100 nodes each, with their start and end tags), and the rest on the paragraph.
      [
        'nodes',
        (n) =>
          wrap(
            `<p ${attributes(PAGE_LIMITS.nodes - 13 - 399 * 100 + n)}>${words(10)}</p>${`<i ${attributes(98)}></i>`.repeat(399)}`,
          ),
      ],
      // One tag with as many as an element may have.
      ['attributes', (n) => wrap(`<p ${attributes(PAGE_LIMITS.attributes + n)}>${words(10)}</p>`)],
      // 2 MB of text eight levels deep (html, body, five divs, p): the elements weigh 50 × 36.
      [
        'work',
        (n) =>
          `<html><body>${'<div>'.repeat(5)}<p>${'x'.repeat((PAGE_LIMITS.work - 50 * 36) / 8 + n)}</p></body></html>`,
      ],
    ];
    for (const [limit, make] of cases) {
      expect(measurePage(make(0)), limit).toMatchObject({ over: null, [limit]: PAGE_LIMITS[limit] });
      expect(refusal(make(0)), limit).toBeNull();
      expect(measurePage(make(1)).over, limit).toBe(limit);
      expect(refusal(make(1))?.reason, limit).toMatch(new RegExp(`^too complex: ${limit} over`));
    }
  });

  it('counts elements as linkedom builds them: closed by implication, void, implied by a stray end tag', () => {
    expect(measurePage('<ul><li>a<li>b<li>c</ul>')).toMatchObject({ elements: 4, depth: 2 });
    expect(measurePage('<p>a<p>b<p>c')).toMatchObject({ elements: 3, depth: 1 });
    expect(measurePage('<div><br><img><hr></div>')).toMatchObject({ elements: 4, depth: 2 });
    expect(measurePage('</p></br>')).toMatchObject({ elements: 2, depth: 1 });
    // Nothing inside a script is an element; its text is not text Readability reads.
    expect(measurePage(`<script>${'<div>'.repeat(500)}</script>`)).toMatchObject({
      elements: 1,
      depth: 1,
      work: 50,
    });
  });

  it('real article pages pass far within the limits', () => {
    for (const html of [...Object.values(ARTICLES), ...Object.values(SIMPLE)]) {
      const shape = measurePage(html);
      expect(shape.over).toBeNull();
      expect(shape.elements).toBeLessThan(PAGE_LIMITS.elements / 50);
    }
  });
});

/** CPU time of `run`, the least of `times` runs (load only ever adds to it). */
function cpuTime(run: () => unknown, times = 2): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < times; i++) {
    const start = process.cpuUsage();
    run();
    const used = process.cpuUsage(start);
    best = Math.min(best, used.user + used.system);
  }
  return best;
}

describe('at the limits, the parse and Readability take time in proportion to the page', () => {
  // A page at the limits against the same page an eighth as large: in proportion, ~8 times the
  // time; a cost in elements × elements (or text × text) would be ~64 times.
  const BOUND = 8 * 3;
  const shapes: Record<string, (scale: number) => string> = {
    // 5,000 links in a tower of divs as deep as the work limit allows them (Readability's link
    // density makes links the dearest elements found).
    'elements at the element and work limits': (scale) => {
      const depth = 58;
      const links = Math.floor((PAGE_LIMITS.elements - 5 - depth) * scale);
      return wrap(`${'<div>'.repeat(depth)}${'<a href="#">x</a>'.repeat(links)}${'</div>'.repeat(depth)}`);
    },
    // 2 MB (the fetcher's cap) of paragraphs 7 levels deep, near the work limit.
    'the largest body at the work limit': (scale) => {
      const depth = 4;
      const paragraph = `<p>${words(40)}</p>`;
      const count = Math.floor(((2 * 1024 * 1024) / paragraph.length) * scale);
      return wrap(`${'<div>'.repeat(depth)}${paragraph.repeat(count)}${'</div>'.repeat(depth)}`);
    },
  };

  for (const [name, make] of Object.entries(shapes))
    it(name, { timeout: 120_000 }, () => {
      const full = make(1);
      const eighth = make(1 / 8);
      const shape = measurePage(full);
      expect(shape.over, JSON.stringify(shape)).toBeNull();
      expect(shape.work / PAGE_LIMITS.work, JSON.stringify(shape)).toBeGreaterThan(0.85);
      const ratio = cpuTime(() => extractContent(page(full))) / cpuTime(() => extractContent(page(eighth)));
      expect(ratio, `${name}: ${ratio.toFixed(1)} times an eighth of it`).toBeLessThan(BOUND);
    });
});

describe('the main text leaves out cookie notices, navigation, headers, footers and pop-ups', () => {
  it('a simple article page in each language (no <article>, a notice before and a dialog after)', () => {
    const facts = {
      'en-US': ['$7.80', '$2.50'],
      'pt-BR': ['R$ 19,80', 'R$ 6,50'],
      'es-ES': ['5,20 €', '1,80 €'],
    };
    for (const language of ['en-US', 'pt-BR', 'es-ES'] as const) {
      const content = extractContent(page(SIMPLE[language]));
      // The article, and the bakery's own cookies (a "cookies" section is content).
      for (const fact of facts[language]) expect(content.text, `${language}: ${fact}`).toContain(fact);
      expect(content.text.split('\n\n').length, language).toBeGreaterThanOrEqual(3);
      for (const junk of SIMPLE_CLUTTER[language])
        expect(`${content.text} ${content.excerpt}`, `${language}: ${junk}`).not.toContain(junk);
      expect(content.language).toBe(language);
    }
  });

  it('what marks a notice, a dialog or page furniture; a page inside one form keeps its text', () => {
    const article = `<h1>Rye week</h1>${`<p>${'Every loaf this week is made with rye from our own mill, '.repeat(4)}</p>`.repeat(3)}`;
    const junk = [
      '<div class="gdpr-banner"><p>GDPR notice JUNK about your data and our partners.</p></div>',
      '<div id="CybotCookiebotDialog" class="cookiebanner"><p>Cookiebot JUNK consent text here.</p></div>',
      '<div class="modal fade"><p>Log in JUNK to keep reading.</p></div>',
      '<div role="alertdialog"><p>Alert JUNK dialog.</p></div>',
      '<div aria-modal="true"><p>Modal JUNK layer.</p></div>',
      '<aside><p>Related JUNK posts.</p></aside>',
      '<div role="navigation"><p>Breadcrumb JUNK trail.</p></div>',
      '<dialog open><p>Dialog JUNK element.</p></dialog>',
      '<noscript><p>Enable JavaScript JUNK.</p></noscript>',
      '<template><p>Template JUNK.</p></template>',
      '<div class="newsletter-signup"><p>Newsletter JUNK sign-up.</p></div>',
    ].join('\n');
    for (const html of [
      wrap(`${junk}<div class="post">${article}</div>`),
      wrap(`<div class="post">${article}</div>${junk}`),
      // An ASP.NET page: everything inside one form.
      wrap(`<form id="aspnetForm" action="/post"><div class="post">${article}</div>${junk}</form>`),
      // A page whose body the consent script marks: the body stays.
      wrap(`<div class="cookie-consent-given">${article}</div>${junk}`).replace(
        '<body>',
        '<body class="modal-open">',
      ),
    ]) {
      const { text } = extractContent(page(html));
      expect(text).toContain('made with rye');
      expect(text).not.toContain('JUNK');
    }
  });
});

describe('bidi controls from a page are removed from its title and text', () => {
  const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

  it('an HTML page', () => {
    const content = extractContent(page(BIDI_HTML));
    expect(content.title).toBe('Invoice fdp.exe ready');
    expect(content.text).toContain('Your invoice is attached as fdp.exe, open it today.');
    expect(content.description).toBe('Pay now please');
    for (const field of Object.values(content)) expect(String(field)).not.toMatch(BIDI);
  });

  it('a text/plain page', () => {
    const content = extractContent(page(BIDI_PLAIN, 'text/plain'));
    expect(content.title).toBe('Weekly notes');
    expect(content.text).toBe('Weekly notes\n\nThe bakery opens at 7am on Saturday. Sourdough costs $9.50.');
    for (const field of Object.values(content)) expect(String(field)).not.toMatch(BIDI);
  });
});

describe('a plain-text page is read as far as its kept text needs', () => {
  // Bidi controls, zero-width characters and three-byte dashes, as the hostile bench sends them.
  const line = '\u202Edesde el \u2066a partir de\u2069 \u200Buntil\u202C — \u200F#a.\u200E\n';
  const plain = (bytes: number) =>
    page(line.repeat(Math.ceil(bytes / Buffer.byteLength(line))), 'text/plain');

  it('2 MB gives the text 64 KB gives, in about the same time (not 30 times it)', () => {
    const small = plain(64 * 1024);
    const large = plain(2 * 1024 * 1024);
    const text = extractContent(small).text;
    expect(text.length).toBeGreaterThan(MAX_TEXT - 100);
    expect(extractContent(large).text).toBe(text);
    expect(text).not.toContain('\uFFFD');
    // Before, every character of the 2 MB was decoded and cleaned, in whole copies: ~30 times.
    expect(cpuTime(() => extractContent(large), 3)).toBeLessThan(
      cpuTime(() => extractContent(small), 3) * 4 + 2_000,
    );
  });

  it('a character split by the 64 KB cut is left out, not replaced', () => {
    // Four-byte characters from byte 1 on: the cut at 65,536 splits one.
    const body = Buffer.from(`x${'😀'.repeat(20_000)}`, 'utf8');
    const content = extractContent(page(body, 'text/plain'));
    expect(content.text).not.toContain('\uFFFD');
    expect(content.text.startsWith('x😀')).toBe(true);
  });
});

describe('the charset of a <meta>, found without a pattern that backtracks', () => {
  it('charset=, http-equiv content, quotes, spaces, a name that only contains "charset"', () => {
    expect(metaCharset('<head><meta charset="ISO-8859-1"><title>x</title>')).toBe('iso-8859-1');
    expect(metaCharset("<meta charset='windows-1252'>")).toBe('windows-1252');
    expect(metaCharset('<meta charset = utf-8 >')).toBe('utf-8');
    expect(metaCharset('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-15">')).toBe(
      'iso-8859-15',
    );
    expect(metaCharset('<meta name="charsets" content="x" charset="koi8-r">')).toBe('koi8-r');
    expect(metaCharset('<meta name="x"><p>charset=utf-16</p>')).toBeNull();
    expect(metaCharset('<title>charset=x</title>')).toBeNull();
  });

  it('a Latin-1 page without a charset header is read by its <meta>', () => {
    const html =
      '<html><head><meta charset="iso-8859-1"><title>Pão de fermentação</title></head><body></body></html>';
    expect(extractContent(page(Buffer.from(html, 'latin1'), 'text/html', null)).title).toBe(
      'Pão de fermentação',
    );
  });

  it('every regular expression of extract.ts runs in linear time (recheck)', () => {
    const file = path.resolve(import.meta.dirname, '../src/links/extract.ts');
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const literals: string[] = [];
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) literals.push(node.getText());
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(literals.length).toBeGreaterThan(5);
    const unsafe = literals.filter((literal) => {
      const end = literal.lastIndexOf('/');
      return checkSync(literal.slice(1, end), literal.slice(end + 1)).status !== 'safe';
    });
    expect(unsafe).toEqual([]);
  });
});
