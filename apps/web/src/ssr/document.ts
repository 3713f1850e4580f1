import type { Language } from '@captia/shared';
import { escapeHtml } from './page-head';

/**
 * Without JavaScript nobody can open the FAQ's answers: show them all. (A style, not a
 * script: the CSP allows inline styles, and crawlers read the hidden text either way.)
 */
const NOSCRIPT = '<noscript><style>[data-collapsible-panel]{display:block!important}</style></noscript>';

/**
 * A prerendered page: the built index.html with the page's language, head tags and markup.
 * `data-prerendered` tells the client which path the markup belongs to, so it hydrates it.
 */
export function toDocument(
  template: string,
  page: { html: string; headHtml: string; pathname: string; language: Language; preload?: string[] },
): string {
  const checks: [RegExp, string][] = [
    [/<html[^>]*\blang="[^"]*"/, '<html lang="…">'],
    [/<title>[^<]*<\/title>\s*/, '<title>'],
    [/<meta name="description"[^>]*>\s*/, '<meta name="description">'],
    [/<div id="root"><\/div>/, '<div id="root"></div>'],
  ];
  for (const [pattern, what] of checks) {
    if (!pattern.test(template)) throw new Error(`index.html has no ${what} to fill in`);
  }
  const preload = (page.preload ?? []).map(
    (file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`,
  );
  const head = [page.headHtml, ...preload, NOSCRIPT].join('\n    ');
  return template
    .replace(/(<html[^>]*\blang=")[^"]*"/, `$1${page.language}"`)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered="${escapeHtml(page.pathname)}">${page.html}</div>`,
    );
}
