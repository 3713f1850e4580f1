/**
 * A small Markdown parser for the subset the content files use (see content/README.md):
 * front matter, `##`–`######` headings, paragraphs, `-`/`*` and `1.` lists, `>` blockquotes
 * (which may hold lists), `---` rules, fenced code blocks (```` ``` ````, kept verbatim), and inline
 * `**strong**`, `*em*`, `` `code` `` and `[links](/path)`. It runs at build time (the Vite content plugin) and produces a plain
 * JSON tree; the browser only renders that tree with React, so no HTML string is ever
 * injected. Anything it does not recognise stays literal text.
 */

export type Inline =
  | string
  | { t: 'strong' | 'em'; c: Inline[] }
  | { t: 'code'; v: string }
  | { t: 'a'; href: string; c: Inline[] };

export type Block =
  | { t: 'h'; level: 2 | 3 | 4 | 5 | 6; id: string; c: Inline[] }
  | { t: 'p'; c: Inline[] }
  | { t: 'ul'; items: Inline[][] }
  | { t: 'ol'; start: number; items: Inline[][] }
  | { t: 'quote'; c: Block[] }
  /** A fenced code block: `lang` is the fence's info string (`shell`, `json`…), `v` the lines as written. */
  | { t: 'pre'; lang: string; v: string }
  | { t: 'hr' };

export interface FrontMatter {
  [key: string]: string;
}

/** Splits `---\nkey: value\n---` from the body. Values are plain strings (no YAML beyond that). */
export function parseFrontMatter(source: string): { data: FrontMatter; body: string } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(text);
  if (!match) return { data: {}, body: text };
  const data: FrontMatter = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const pair = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!pair) continue;
    const value = (pair[2] ?? '').trim();
    const quoted = /^(["'])(.*)\1$/.exec(value);
    data[pair[1] as string] = quoted ? (quoted[2] ?? '') : value;
  }
  return { data, body: text.slice(match[0].length) };
}

/** A URL-safe id from heading text: lower case, accents dropped, words joined by "-". */
export function slugify(text: string): string {
  // Not the shared fold(): this module also runs inside the Vite config (the content plugin),
  // where the shared package's TypeScript cannot be loaded.
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** Only links that cannot run script: site paths, in-page anchors, http(s) and mailto. */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^\/(?!\/)/.test(value) || value.startsWith('#')) return value;
  if (/^(https?:\/\/|mailto:)[^\s"<>]+$/i.test(value)) return value;
  return null;
}

const ESCAPABLE = /[\\`*_{}[\]()#+\-.!>|~]/;

/** Inline markup of one paragraph. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push(buffer);
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    const rest = text.slice(i);
    if (ch === '\\' && ESCAPABLE.test(text[i + 1] ?? '')) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (ch === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ t: 'code', v: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (rest.startsWith('**')) {
      const end = findClosing(text, '**', i + 2);
      if (end > i + 2) {
        flush();
        out.push({ t: 'strong', c: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if (ch === '*' && text[i + 1] !== '*' && !/\s/.test(text[i + 1] ?? ' ')) {
      const end = findClosing(text, '*', i + 1);
      if (end > i + 1 && !/\s/.test(text[end - 1] ?? ' ')) {
        flush();
        out.push({ t: 'em', c: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (ch === '[') {
      const link = /^\[((?:\\.|[^\]\\])+)\]\(([^()\s]+)\)/.exec(rest);
      const href = link ? safeHref(link[2] as string) : null;
      if (link && href) {
        flush();
        out.push({ t: 'a', href, c: parseInline(link[1] as string) });
        i += link[0].length;
        continue;
      }
    }
    buffer += ch;
    i++;
  }
  flush();
  return out;
}

/** The next unescaped `marker` at or after `from` (not a longer run of `*` for a single `*`). */
function findClosing(text: string, marker: string, from: number): number {
  for (let j = from; j < text.length; j++) {
    if (text[j] === '\\') {
      j++;
      continue;
    }
    if (!text.startsWith(marker, j)) continue;
    if (marker === '*' && (text[j + 1] === '*' || text[j - 1] === '*')) {
      // Skip a `**` pair inside an `*em*` span.
      const close = text.indexOf('**', j + 2);
      if (text[j + 1] === '*' && close !== -1) j = close + 1;
      continue;
    }
    return j;
  }
  return -1;
}

const HEADING = /^(#{1,6})[ \t]+(.+?)[ \t#]*$/;
const BULLET = /^[-*+][ \t]+(.*)$/;
const ORDERED = /^(\d{1,9})[.)][ \t]+(.*)$/;
const RULE = /^(?:-[ \t]*){3,}$|^(?:\*[ \t]*){3,}$|^(?:_[ \t]*){3,}$/;
const QUOTE = /^>[ \t]?(.*)$/;
const FENCE = /^(`{3,})[ \t]*([\w+-]*)[ \t]*$/;

function startsBlock(line: string): boolean {
  return (
    HEADING.test(line) ||
    BULLET.test(line) ||
    ORDERED.test(line) ||
    RULE.test(line) ||
    QUOTE.test(line) ||
    FENCE.test(line)
  );
}

/** Block structure of a Markdown body. Heading ids are unique within the document. */
export function parseMarkdown(body: string): Block[] {
  const used = new Map<string, number>();
  const uniqueId = (text: string) => {
    const base = slugify(text) || 'section';
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    return count === 0 ? base : `${base}-${count + 1}`;
  };
  return parseBlocks(body.replace(/\r\n?/g, '\n').split('\n'), uniqueId);
}

function parseBlocks(lines: string[], uniqueId: (text: string) => string): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = (lines[i] as string).replace(/\s+$/, '');
    const trimmed = line.trimStart();
    if (trimmed === '') {
      i++;
      continue;
    }
    const fence = FENCE.exec(trimmed);
    if (fence) {
      // The lines up to the closing fence (at least as many backticks) are kept as written,
      // indentation included: no inline markup. An unclosed fence runs to the end of the file.
      const width = (fence[1] as string).length;
      const closes = (text: string) => (/^\s*(`{3,})\s*$/.exec(text)?.[1]?.length ?? 0) >= width;
      const code: string[] = [];
      i++;
      while (i < lines.length && !closes(lines[i] as string)) {
        code.push((lines[i] as string).replace(/\s+$/, ''));
        i++;
      }
      i++;
      blocks.push({ t: 'pre', lang: fence[2] as string, v: code.join('\n') });
      continue;
    }
    const heading = HEADING.exec(trimmed);
    if (heading) {
      const text = heading[2] as string;
      // `#` is the page's own h1 (from the front matter); a body heading starts at h2.
      const level = Math.max(2, (heading[1] as string).length) as 2 | 3 | 4 | 5 | 6;
      blocks.push({ t: 'h', level, id: uniqueId(plainText(parseInline(text))), c: parseInline(text) });
      i++;
      continue;
    }
    if (RULE.test(trimmed)) {
      blocks.push({ t: 'hr' });
      i++;
      continue;
    }
    if (QUOTE.test(trimmed)) {
      const inner: string[] = [];
      while (i < lines.length) {
        const quoted = QUOTE.exec((lines[i] as string).trimStart());
        if (quoted) inner.push(quoted[1] as string);
        else if (
          (lines[i] as string).trim() !== '' &&
          inner.at(-1)?.trim() &&
          !startsBlock((lines[i] as string).trimStart())
        )
          inner.push(lines[i] as string); // lazy continuation of a quoted paragraph
        else break;
        i++;
      }
      blocks.push({ t: 'quote', c: parseBlocks(inner, uniqueId) });
      continue;
    }
    const bullet = BULLET.exec(trimmed);
    const ordered = ORDERED.exec(trimmed);
    if (bullet || ordered) {
      const pattern = bullet ? BULLET : ORDERED;
      const items: string[][] = [];
      while (i < lines.length) {
        const current = (lines[i] as string).trimStart();
        const item = pattern.exec(current);
        if (item) {
          items.push([(bullet ? item[1] : item[2]) as string]);
          i++;
          continue;
        }
        if (current === '') {
          // A blank line continues the list only when the next line is another item of it.
          const next = (lines[i + 1] ?? '').trimStart();
          if (pattern.test(next)) {
            i++;
            continue;
          }
          break;
        }
        if (startsBlock(current)) break;
        items.at(-1)?.push(current.trim()); // continuation line of the item
        i++;
      }
      const parsed = items.map((parts) => parseInline(parts.join('\n')));
      blocks.push(
        bullet ? { t: 'ul', items: parsed } : { t: 'ol', start: Number(ordered?.[1] ?? 1), items: parsed },
      );
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length) {
      const current = (lines[i] as string).trim();
      if (current === '' || (paragraph.length > 0 && startsBlock(current))) break;
      paragraph.push(current);
      i++;
    }
    blocks.push({ t: 'p', c: parseInline(paragraph.join('\n')) });
  }
  return blocks;
}

/** The text of inline nodes without markup. */
export function plainText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => (typeof node === 'string' ? node : 'v' in node ? node.v : plainText(node.c)))
    .join('');
}

/** The text of blocks without markup, one line per block or item. */
export function blocksText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      switch (block.t) {
        case 'h':
        case 'p':
          return plainText(block.c);
        case 'ul':
        case 'ol':
          return block.items.map((item) => plainText(item)).join('\n');
        case 'quote':
          return blocksText(block.c);
        default:
          return '';
      }
    })
    .filter(Boolean)
    .join('\n');
}

/** Words of running text, for the reading time. */
export function countWords(blocks: readonly Block[]): number {
  return blocksText(blocks)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes at 220 words a minute (a typical silent-reading pace), at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 220));
}

export interface Section {
  heading: Extract<Block, { t: 'h' }>;
  blocks: Block[];
}

/** Splits a document at its `##` headings (the FAQ's questions, a page's table of contents). */
export function splitSections(blocks: readonly Block[]): { intro: Block[]; sections: Section[] } {
  const intro: Block[] = [];
  const sections: Section[] = [];
  for (const block of blocks) {
    if (block.t === 'h' && block.level === 2) sections.push({ heading: block, blocks: [] });
    else (sections.at(-1)?.blocks ?? intro).push(block);
  }
  return { intro, sections };
}
