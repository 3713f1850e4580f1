import { LANGUAGES, type Language, removeInvisibleCharacters } from '@captia/shared';
import { Readability } from '@mozilla/readability';
import { Parser } from 'htmlparser2';
import { parseHTML } from 'linkedom';
import { type FetchedPage, LinkError } from './fetch-user-url';

/** What a page says, as the generator takes it (the answer of `POST /api/links/read`). */
export interface PageContent {
  url: string;
  title: string;
  description: string;
  siteName: string;
  /** The page's language when it is one CaptIA writes in, else null. */
  language: Language | null;
  /** The main content as plain text, paragraphs apart, at most MAX_TEXT characters. */
  text: string;
  /** The page's own summary, else its first paragraphs, at most MAX_EXCERPT characters. */
  excerpt: string;
}

export const MAX_TEXT = 6_000;
export const MAX_EXCERPT = 600;
const MAX_TITLE = 300;
const MAX_META = 600;

/**
 * What a page may be before it is parsed (docs/decisions/0050). Readability over linkedom walks
 * the tree again and again, every element's text for each of its ancestors: its time grows with
 * the elements and with the characters of text, each times the elements around it (1,200 nested
 * `<div>`s, 6 KB, held a thread for 8–12 s). Past any of these a page is refused before linkedom
 * sees it; a page at them takes about a second of one core at most, in proportion to its size.
 */
export const PAGE_LIMITS = {
  /** Start tags (implied ones included) and comments: an article page has 500–3,000. */
  elements: 5_000,
  /** Elements open at once, as linkedom will nest them (articles: 10–30; Lighthouse flags 32). */
  depth: 200,
  /** Everything the parser hands linkedom: start and end tags, attributes, text pieces, comments. */
  nodes: 40_000,
  /**
   * Attributes on one element (real pages: ~20 at most, on an image with its sources or a link
   * with its tracking data). linkedom and Readability spend more on each attribute the more the
   * element has: 30,000 on one `<p>` took ~70 MB of heap and 0.6–0.8 s, the same number spread
   * 30 an element ~25 MB (decision 0050).
   */
  attributes: 100,
  /**
   * The walks Readability makes: each character of text (outside scripts and styles) and each
   * element (as ELEMENT_WORK characters) times its depth. Real pages under 5,000 elements: at
   * most 5.2 million; 2 MB of text 7 deep: 14.6 million.
   */
  work: 16_000_000,
} as const;

/** An element weighs in `work` as this many characters: what Readability spends on one, measured. */
const ELEMENT_WORK = 50;

export type PageShape = Record<keyof typeof PAGE_LIMITS, number> & {
  /** The first limit passed (the scan stops there), else null. */
  over: keyof typeof PAGE_LIMITS | null;
};

const STOP = Symbol('over a limit');

/**
 * The page's size as linkedom would build it, in one pass of htmlparser2's tokenizer and tree
 * rules (the parser linkedom itself runs, so elements closed by implication and void elements
 * count as they will be built), stopping at the first limit passed: its time is in proportion to
 * what it read, whatever the page.
 */
export function measurePage(html: string, limits: typeof PAGE_LIMITS = PAGE_LIMITS): PageShape {
  const shape: PageShape = { elements: 0, depth: 0, nodes: 0, attributes: 0, work: 0, over: null };
  let depth = 0;
  /** Attributes on the element whose start tag is being read. */
  let onElement = 0;
  let rawText = false;
  const check = () => {
    for (const limit of ['elements', 'depth', 'nodes', 'attributes', 'work'] as const)
      if (shape[limit] > limits[limit]) {
        shape.over = limit;
        throw STOP;
      }
  };
  const parser = new Parser(
    {
      onopentagname(name) {
        depth++;
        shape.elements++;
        shape.nodes++;
        shape.work += ELEMENT_WORK * depth;
        if (depth > shape.depth) shape.depth = depth;
        rawText = name === 'script' || name === 'style';
        onElement = 0;
        check();
      },
      onattribute() {
        shape.nodes++;
        onElement++;
        if (onElement > shape.attributes) shape.attributes = onElement;
        check();
      },
      onclosetag() {
        depth--;
        shape.nodes++;
        rawText = false;
        check();
      },
      ontext(text) {
        shape.nodes++;
        if (!rawText) shape.work += text.length * depth;
        check();
      },
      oncomment() {
        shape.elements++;
        shape.nodes++;
        check();
      },
      onprocessinginstruction() {
        shape.nodes++;
        check();
      },
    },
    // As linkedom parses HTML.
    { decodeEntities: true, lowerCaseAttributeNames: false },
  );
  try {
    parser.write(html);
    parser.end();
  } catch (error) {
    if (error !== STOP) throw error;
  }
  return shape;
}

/** Control characters other than line breaks and tabs: nothing a page sends reaches a brief with them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/g;

/**
 * Without control characters, and without the invisible and direction-changing ones (U+202E and
 * the other bidi controls, zero-width characters) by the rule imports and alt text follow.
 */
const visible = (text: string) => removeInvisibleCharacters(text.replace(CONTROL, ''));

const clean = (text: string) =>
  visible(text)
    .replace(/[ \t\u00A0]+/g, ' ')
    .trim();

/** `text` cut to `max` characters at a word boundary, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.search(/\s\S*$/);
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const CHARSET_NAME = /[\w-]+/y;
const SPACE = new Set([' ', '\t', '\n', '\r', '\f']);

/**
 * The charset a `<meta>` tag of `head` names (`charset="…"`, or `content="text/html; charset=…"`),
 * found with indexOf: each tag is read once (a pattern like `<meta[^>]+charset` tries every
 * `<meta` against the rest of the text).
 */
export function metaCharset(head: string): string | null {
  const text = head.toLowerCase();
  for (let at = text.indexOf('<meta'); at !== -1; ) {
    const close = text.indexOf('>', at);
    // The tag, up to its `>`: the next search starts after it, so no character is read twice.
    const tag = text.slice(at, close === -1 ? undefined : close);
    for (let name = tag.indexOf('charset'); name !== -1; name = tag.indexOf('charset', name + 1)) {
      let i = name + 'charset'.length;
      while (SPACE.has(tag[i] ?? '')) i++;
      if (tag[i] !== '=') continue;
      i++;
      while (SPACE.has(tag[i] ?? '')) i++;
      if (tag[i] === '"' || tag[i] === "'") i++;
      CHARSET_NAME.lastIndex = i;
      const value = CHARSET_NAME.exec(tag)?.[0];
      if (value) return value;
    }
    at = close === -1 ? -1 : text.indexOf('<meta', close);
  }
  return null;
}

/**
 * The bytes of a plain-text page that are read: its first MAX_TEXT characters are all that is
 * kept, and 64 KB holds them many times over, in any encoding and after any invisible characters
 * are removed. The rest of a 2 MB page was decoded and cleaned in whole copies for nothing.
 */
const PLAIN_TEXT_BYTES = 64 * 1024;

/**
 * The page's first `maxBytes` as text, in the charset the headers named, else a `<meta charset>`
 * in the first bytes, else UTF-8 (a character cut by the end is left out, not replaced).
 */
function decode(page: FetchedPage, maxBytes = page.body.byteLength): string {
  const head = page.body.subarray(0, 2048).toString('latin1');
  const declared =
    page.charset ??
    metaCharset(head) ??
    (page.body[0] === 0xef && page.body[1] === 0xbb ? 'utf-8' : null) ??
    'utf-8';
  const bytes = page.body.subarray(0, maxBytes);
  // `stream`: more may follow, so a character the cut splits is held back, not replaced.
  const options = { stream: bytes.byteLength < page.body.byteLength };
  try {
    return new TextDecoder(declared).decode(bytes, options);
  } catch {
    return new TextDecoder('utf-8').decode(bytes, options);
  }
}

/** `pt`, `pt-PT`, `pt_BR` → pt-BR; the same for English and Spanish; anything else → null. */
function languageOf(tag: string | null | undefined): Language | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language.toLowerCase().startsWith(`${primary}-`)) ?? null;
}

/** Blocks of the article's HTML as paragraphs of plain text. */
function paragraphs(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const blocks = [...document.querySelectorAll('h1,h2,h3,h4,h5,h6,p,li,blockquote,pre,td')]
    // A block inside another block is read with it.
    .filter((el) => !el.parentElement?.closest('h1,h2,h3,h4,h5,h6,p,li,blockquote,pre,td'))
    .map((el) => clean(el.textContent ?? ''))
    .filter(Boolean);
  return blocks.length > 0 ? blocks.join('\n\n') : clean(document.body?.textContent ?? '');
}

type PageDocument = ReturnType<typeof parseHTML>['document'];

/**
 * What is never the main text, by what it is: code and hidden copies (JSON-LD stays: Readability
 * reads the page's title and site from it, and never its text), navigation, side notes and page
 * footers, forms and their buttons, dialogs and whatever the page marks as one.
 */
const CLUTTER = [
  'script:not([type="application/ld+json"])',
  'style',
  'noscript',
  'template',
  'nav',
  'aside',
  'footer',
  'button',
  'dialog',
  '[role~="navigation"]',
  '[role~="contentinfo"]',
  '[role~="banner"]',
  '[role~="dialog"]',
  '[role~="alertdialog"]',
  '[aria-modal]',
].join(',');

/**
 * Ids and class names of notices laid over a page (docs/decisions/0050): a consent or GDPR notice,
 * "cookie" with a word that makes it a notice (a bakery's `cookies` section stays), a popup or
 * modal, a newsletter sign-up box. Not `banner` alone: a hero banner often holds the headline.
 */
const NOTICE =
  /consent|gdpr|ccpa|cookie[-_]?(?:banner|bar|notice|law|policy|popup|modal|box|dialog|wall|warning|message|alert|notification|overlay|accept|settings|preferences)|popup|modal|newsletter[-_]?(?:signup|sign-up|subscribe|popup|modal|form|box|banner)/;

/** A wrapper of the page's content: a page built inside one `<form>` (ASP.NET) or one marked box keeps it. */
const HOLDS_CONTENT = 'article, main, h1, [itemprop="articleBody"]';

/**
 * The page without what is never its main text, before Readability scores it: Readability keeps
 * a cookie notice's paragraph beside an article's when the article is not in an `<article>`.
 * A page `header` goes too, one outside an article, main or section (where it is the page's
 * banner, as assistive technologies read it). Forms and notices named by their class go unless
 * they hold the content.
 */
function removeClutter(document: PageDocument) {
  for (const el of document.querySelectorAll(CLUTTER)) el.remove();
  for (const el of document.querySelectorAll('header'))
    if (!el.parentElement?.closest('article, main, section')) el.remove();
  for (const el of document.querySelectorAll('form, [id], [class]')) {
    if (el === document.documentElement || el === document.body) continue;
    const named = `${el.getAttribute('id') ?? ''} ${el.getAttribute('class') ?? ''}`.toLowerCase();
    if ((el.localName === 'form' || NOTICE.test(named)) && !el.querySelector(HOLDS_CONTENT)) el.remove();
  }
}

function meta(document: PageDocument, ...names: string[]): string {
  for (const name of names) {
    const el = document.querySelector(`meta[property="${name}"], meta[name="${name}"]`);
    const content = el?.getAttribute('content');
    if (content && clean(content)) return clip(clean(content), MAX_META);
  }
  return '';
}

/**
 * The page's title, summary, site name, language and main text. HTML goes through Mozilla's
 * Readability (the reader view of Firefox) over linkedom, a DOM without a script engine: the
 * page's scripts never run. A page past PAGE_LIMITS is refused before it is parsed (a LinkError,
 * `link_too_large`); navigation, footers, forms and notices are removed before Readability
 * scores the rest. Plain text is taken as it is. Every text leaves without control, invisible
 * or direction-changing characters. A plain function of plain data: it runs in the text-work
 * pool's threads (extract.worker.ts).
 */
export function extractContent(page: FetchedPage): PageContent {
  if (page.mediaType === 'text/plain') {
    const text = visible(decode(page, PLAIN_TEXT_BYTES)).replace(/\r\n?/g, '\n').trim();
    const firstLine = clean(text.split('\n', 1)[0] ?? '');
    return {
      url: page.url,
      title: clip(firstLine, MAX_TITLE),
      description: '',
      siteName: new URL(page.url).hostname,
      language: null,
      text: clip(text.replace(/\n{3,}/g, '\n\n'), MAX_TEXT),
      excerpt: clip(clean(text.split(/\n\s*\n/, 1)[0] ?? ''), MAX_EXCERPT),
    };
  }
  const source = decode(page);
  const shape = measurePage(source);
  if (shape.over)
    throw new LinkError(
      'link_too_large',
      `too complex: ${shape.over} over ${PAGE_LIMITS[shape.over].toLocaleString('en-US')}`,
      page.bytesRead,
    );
  const { document } = parseHTML(source);
  const description = meta(document, 'og:description', 'description', 'twitter:description');
  const siteName = meta(document, 'og:site_name', 'application-name') || new URL(page.url).hostname;
  const metaTitle = meta(document, 'og:title', 'twitter:title');
  const lang =
    document.documentElement?.getAttribute('lang') ?? meta(document, 'og:locale', 'language') ?? null;
  removeClutter(document);
  let article: ReturnType<Readability['parse']> = null;
  try {
    article = new Readability(document, {
      maxElemsToParse: PAGE_LIMITS.elements,
      charThreshold: 200,
    }).parse();
  } catch {
    // Too many elements, or markup Readability cannot walk: the metadata is what the page says.
  }
  const text = article?.content ? paragraphs(article.content) : '';
  const body = text || description;
  const title = clean(metaTitle || article?.title || document.querySelector('title')?.textContent || '');
  return {
    url: page.url,
    title: clip(title, MAX_TITLE),
    description,
    siteName: clip(clean(article?.siteName || siteName), MAX_TITLE),
    language: languageOf(article?.lang || lang),
    text: clip(body, MAX_TEXT),
    excerpt: clip(
      description || clean(article?.excerpt ?? '') || (body.split('\n\n', 1)[0] ?? ''),
      MAX_EXCERPT,
    ),
  };
}
