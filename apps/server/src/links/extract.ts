import { LANGUAGES, type Language } from '@captia/shared';
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import type { FetchedPage } from './fetch-user-url';

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
/** Readability gives up past this many elements (a page built to be slow to read); the metadata still counts. */
const MAX_ELEMENTS = 30_000;

/** Control characters other than line breaks and tabs: nothing a page sends reaches a brief with them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u2028\u2029\uFEFF]/g;

const clean = (text: string) =>
  text
    .replace(CONTROL, '')
    .replace(/[ \t\u00A0]+/g, ' ')
    .trim();

/** `text` cut to `max` characters at a word boundary, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.search(/\s\S*$/);
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The charset the headers named, else a `<meta charset>` in the first bytes, else UTF-8. */
function decode(page: FetchedPage): string {
  const head = page.body.subarray(0, 2048).toString('latin1');
  const declared =
    page.charset ??
    /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ??
    (page.body[0] === 0xef && page.body[1] === 0xbb ? 'utf-8' : null) ??
    'utf-8';
  try {
    return new TextDecoder(declared).decode(page.body);
  } catch {
    return new TextDecoder('utf-8').decode(page.body);
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
 * page's scripts never run, and navigation, ads and cookie banners are left out as the reader
 * view leaves them. Plain text is taken as it is.
 */
export function extractContent(page: FetchedPage): PageContent {
  const source = decode(page);
  if (page.mediaType === 'text/plain') {
    const text = source.replace(CONTROL, '').replace(/\r\n?/g, '\n').trim();
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
  const { document } = parseHTML(source);
  const description = meta(document, 'og:description', 'description', 'twitter:description');
  const siteName = meta(document, 'og:site_name', 'application-name') || new URL(page.url).hostname;
  const metaTitle = meta(document, 'og:title', 'twitter:title');
  const lang =
    document.documentElement?.getAttribute('lang') ?? meta(document, 'og:locale', 'language') ?? null;
  let article: ReturnType<Readability['parse']> = null;
  try {
    article = new Readability(document, {
      maxElemsToParse: MAX_ELEMENTS,
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
