import { APP_NAME, canonicalPath, LANGUAGES, type Language, PRERENDER_ORIGIN } from '@captia/shared';
import { blocksText, plainText, splitSections } from '../features/content/markdown';
import type { ContentDoc } from '../features/content/types';

export interface PageHeadInput {
  language: Language;
  /** The path the page was rendered for (an alias keeps its own path). */
  pathname: string;
  /** The full document title, "<page> | CaptIA". */
  title: string;
  description: string;
  /** The not-found page, or a private screen's shell: no canonical, not indexed. */
  notFound?: boolean;
  faq?: ContentDoc;
  article?: ContentDoc;
  origin?: string;
}

const OG_LOCALE: Record<Language, string> = { 'pt-BR': 'pt_BR', 'en-US': 'en_US', 'es-ES': 'es_ES' };

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** JSON inside <script>: nothing in it can close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The URL of a page in a language: `?lang=` makes each language version its own address. */
export function pageUrl(origin: string, path: string, language?: Language): string {
  return `${origin}${path}${language ? `?lang=${language}` : ''}`;
}

export function organizationJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: APP_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: 'support@captia.app',
  };
}

export function faqJsonLd(doc: ContentDoc, url: string, language: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    inLanguage: language,
    mainEntity: splitSections(doc.blocks).sections.map(({ heading, blocks }) => ({
      '@type': 'Question',
      name: plainText(heading.c),
      acceptedAnswer: { '@type': 'Answer', text: blocksText(blocks).replace(/\s*\n\s*/g, ' ') },
    })),
  };
}

export function articleJsonLd(doc: ContentDoc, url: string, language: Language, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: doc.meta.title,
    description: doc.meta.description,
    datePublished: doc.meta.date,
    dateModified: doc.meta.date,
    inLanguage: language,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    wordCount: doc.meta.words,
    author: { '@type': 'Organization', name: doc.meta.author ?? APP_NAME, url: `${origin}/` },
    publisher: {
      '@type': 'Organization',
      name: APP_NAME,
      url: `${origin}/`,
      logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
    },
  };
}

/**
 * Everything a prerendered page says about itself in <head>: title, description, canonical,
 * hreflang alternates, Open Graph and Twitter card, JSON-LD. Values are escaped here.
 */
export function pageHeadHtml(input: PageHeadInput): string {
  const origin = input.origin ?? PRERENDER_ORIGIN;
  const { language, title, description } = input;
  const path = input.notFound ? null : canonicalPath(input.pathname);
  const url = path ? pageUrl(origin, path, language) : null;
  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ];
  if (!path || !url) {
    tags.push('<meta name="robots" content="noindex" />');
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
    for (const alternate of LANGUAGES) {
      tags.push(
        `<link rel="alternate" hreflang="${alternate}" href="${escapeHtml(pageUrl(origin, path, alternate))}" />`,
      );
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, path))}" />`);
  }
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  tags.push(
    property('og:type', input.article ? 'article' : 'website'),
    property('og:site_name', APP_NAME),
    property('og:title', title),
    property('og:description', description),
    property('og:locale', OG_LOCALE[language]),
    ...LANGUAGES.filter((l) => l !== language).map((l) => property('og:locale:alternate', OG_LOCALE[l])),
  );
  if (url) tags.push(property('og:url', url));
  if (input.article?.meta.date) tags.push(property('article:published_time', input.article.meta.date));
  tags.push(
    '<meta name="twitter:card" content="summary" />',
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
  );
  const jsonLd: unknown[] = [organizationJsonLd(origin)];
  if (url && input.faq) jsonLd.push(faqJsonLd(input.faq, url, language));
  if (url && input.article) jsonLd.push(articleJsonLd(input.article, url, language, origin));
  for (const data of jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}
