import type { Language } from '@captia/shared';
import { escapeHtml, scriptJson } from './page-head';

/**
 * Without JavaScript nobody can open the FAQ's answers: show them all. (A style, not a
 * script: the CSP allows inline styles, and crawlers read the hidden text either way.)
 */
const NOSCRIPT = '<noscript><style>[data-collapsible-panel]{display:block!important}</style></noscript>';

/**
 * Loads the app's code once the prerendered page has been painted. The page shows its content
 * without JavaScript; the code only hydrates what is already on screen. Fetched from <head> (as
 * Vite writes it), thirty-odd scripts would share the connection with the stylesheet and hold
 * the first paint back on a slow phone connection. The list of files is a data block and this
 * loader is the same on every page, so the CSP needs one hash for all of them. The timer is the
 * fallback for a tab opened in the background, where animation frames do not run.
 *
 * A form (an account screen's shell, decision 0023) waits for the app: until it has taken the
 * page over, its fields are read-only and its buttons disabled (main.tsx, `formsReady`, undoes
 * both), so nothing typed is lost to hydration, and a submit is never sent by the browser itself,
 * which would put the fields in the address.
 */
export const CODE_LOADER =
  "for(const f of document.querySelectorAll('#root form'))for(const c of f.elements)if(c.matches('input,textarea')?!c.readOnly&&(c.readOnly=!0):c.matches('button')&&!c.disabled&&(c.disabled=!0))c.dataset.waiting='';document.addEventListener('submit',e=>{window.__captiaReady||e.preventDefault()},!0);let s=!1;const g=()=>{if(s)return;s=!0;const{entry:e,preload:p}=JSON.parse(document.getElementById('app-code').textContent);for(const h of p){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.append(l)}import(e)};requestAnimationFrame(()=>setTimeout(g));setTimeout(g,500)";

const SCRIPT_TAG = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

function loadCodeAfterPaint(template: string, preload: string[]): string {
  const entry = SCRIPT_TAG.exec(template)?.[1];
  if (!entry) return template;
  const files = [...template.matchAll(PRELOAD_TAG)].map((match) => match[1] as string);
  const data = scriptJson({ entry, preload: [...new Set([...files, ...preload])] });
  return template
    .replace(SCRIPT_TAG, '')
    .replace(PRELOAD_TAG, '')
    .replace(
      '</body>',
      () =>
        `  <script type="application/json" id="app-code">${data}</script>\n    <script type="module">${CODE_LOADER}</script>\n  </body>`,
    );
}

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
  const head = [page.headHtml, NOSCRIPT].join('\n    ');
  return loadCodeAfterPaint(template, page.preload ?? [])
    .replace(/(<html[^>]*\blang=")[^"]*"/, `$1${page.language}"`)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered="${escapeHtml(page.pathname)}">${page.html}</div>`,
    );
}
