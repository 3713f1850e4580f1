import { charsOf, trimEndWhile } from '@captia/shared';
import { escapeHtml as e } from './html';
import type { OutboxMail } from './outbox.transport';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Punctuation ending a sentence after a link, not part of it (trimmed in one pass: `/[…]+$/` retried the run from each of its characters). */
const isTrailingPunctuation = charsOf('.,;:!?)]');

/** Escapes plain text and turns its http(s) URLs into links. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = trimEndWhile(match[0], isTrailingPunctuation);
    const start = match.index;
    html += `${e(text.slice(last, start))}<a href="${e(url)}">${e(url)}</a>`;
    last = start + url.length;
  }
  return html + e(text.slice(last));
}

/**
 * Links inside the mail open in the whole tab (like a click in a mail client), which the
 * sandbox allows only on a user's click; nothing in the mail can run scripts.
 */
function frameDocument(html: string): string {
  const base = '<base target="_top">';
  // `<head[^>]*>` read on to the end from every "<head" of a page without a ">" after it; up to
  // the next "<" instead (our mails' head tags hold none), and one search, its place reused.
  const head = /<head[^<>]*>/i.exec(html);
  if (head)
    return html.slice(0, head.index + head[0].length) + base + html.slice(head.index + head[0].length);
  return base + html;
}

function formatTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  body { margin: 0; background: #f4f4f7; color: #1f2937; }
  header { background: #6d28d9; color: #fff; padding: 16px 24px; }
  header h1 { margin: 0 0 4px; font-size: 20px; }
  header p { margin: 0 0 12px; opacity: .9; font-size: 14px; }
  header form { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; font-size: 14px; }
  header input { padding: 6px 8px; border-radius: 4px; border: 0; min-width: 260px; }
  header button { padding: 6px 12px; border-radius: 4px; border: 0; background: #fff; color: #6d28d9; font-weight: 600; cursor: pointer; }
  header a { color: #fff; }
  main { max-width: 960px; margin: 0 auto; padding: 16px 24px 48px; }
  .count { color: #4b5563; font-size: 14px; }
  .mail { background: #fff; border: 1px solid #e5e7eb; border-radius: 8px; margin: 0 0 16px; padding: 16px 20px; }
  .mail h2 { margin: 0 0 8px; font-size: 18px; }
  .mail dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 12px; font-size: 14px; }
  .mail dt { color: #6b7280; }
  .mail dd { margin: 0; overflow-wrap: anywhere; }
  .mail summary { cursor: pointer; font-weight: 600; margin: 8px 0; }
  .mail pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f9fafb; border: 1px solid #e5e7eb; border-radius: 6px; padding: 12px; font-size: 14px; margin: 0; }
  .mail a { color: #6d28d9; }
  .mail iframe { width: 100%; height: 640px; border: 1px solid #e5e7eb; border-radius: 6px; background: #fff; resize: vertical; }
  .empty { background: #fff; border: 1px dashed #d1d5db; border-radius: 8px; padding: 24px; text-align: center; color: #4b5563; }
`;

function renderMail(mail: OutboxMail): string {
  return `<article class="mail" data-to="${e(mail.to)}">
<h2 class="subject">${e(mail.subject)}</h2>
<dl>
<dt>To</dt><dd class="to">${e(mail.to)}</dd>
<dt>Sent</dt><dd><time datetime="${e(mail.createdAt.toISOString())}">${e(formatTime(mail.createdAt))}</time></dd>
<dt>Language</dt><dd>${e(mail.language)}</dd>
</dl>
<details open><summary>Text</summary><pre class="text">${linkify(mail.text)}</pre></details>
<details open><summary>HTML</summary><iframe class="html" title="${e(`HTML version: ${mail.subject}`)}" sandbox="allow-top-navigation-by-user-activation" referrerpolicy="no-referrer" loading="lazy" srcdoc="${e(frameDocument(mail.html))}"></iframe></details>
</article>`;
}

/** A static page (no scripts, so it works under the app's CSP); every value is escaped. */
export function renderMailboxPage(mails: OutboxMail[], filter: { to?: string | undefined }): string {
  const count = `${mails.length} ${mails.length === 1 ? 'mail' : 'mails'}${filter.to ? ` to ${filter.to}` : ''}`;
  const body =
    mails.length > 0
      ? mails.map(renderMail).join('\n')
      : '<p class="empty">The outbox is empty. Mails the app sends (sign-up, password reset) show up here.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dev mailbox — CaptIA</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Dev mailbox</h1>
<p>Mails stored in the local outbox because SMTP_URL is not set. Newest first. Not available in production.</p>
<form method="get" action="/dev/mailbox">
<label for="to">Recipient</label>
<input id="to" name="to" type="text" inputmode="email" autocomplete="off" value="${e(filter.to ?? '')}">
<button type="submit">Filter</button>
<a href="/dev/mailbox">Show all</a>
<a href="">Refresh</a>
</form>
</header>
<main>
<p class="count">${e(count)}</p>
${body}
</main>
</body>
</html>
`;
}
