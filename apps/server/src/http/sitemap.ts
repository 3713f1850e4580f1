import { LANGUAGES, type Language, publicPagePaths } from '@captia/shared';

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

/**
 * /sitemap.xml: every public content page in every language (`?lang=`), each entry with its
 * hreflang alternates and an x-default (the page without `?lang=`, which follows the visitor's
 * language). Aliases are left out: they show the same pages.
 */
export function sitemapXml(publicUrl: string): string {
  const url = (path: string, language?: Language) =>
    escapeXml(`${publicUrl}${path}${language ? `?lang=${language}` : ''}`);
  const entries = publicPagePaths().flatMap((path) =>
    LANGUAGES.map((language) =>
      [
        '  <url>',
        `    <loc>${url(path, language)}</loc>`,
        ...LANGUAGES.map(
          (alternate) =>
            `    <xhtml:link rel="alternate" hreflang="${alternate}" href="${url(path, alternate)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
