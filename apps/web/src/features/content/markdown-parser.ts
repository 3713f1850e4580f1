import type { ListItem, Nodes, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { type Block, type Inline, plainText } from './markdown.ts';

/**
 * Content files → the tree of `markdown.ts`, at build time only: the Vite content plugin (and the
 * tests) import this module, the browser never does. The Markdown itself is read by
 * mdast-util-from-markdown (micromark, CommonMark); what stays ours is the front matter and the
 * mapping to our smaller tree with its rules: body headings start at h2 and get unique ids, links
 * go only to safe addresses, and whatever the tree has no place for (an unsafe link, a list inside
 * a list item) is kept as the text it was written as.
 */

/**
 * CommonMark constructs switched off, so that they stay literal text as content/README.md says:
 * HTML (and `&amp;`-style references) is shown as text, an image is a "!" and a link, a
 * `[label]: /url` line is text, indentation does not make a code block (fences do), and `---`
 * under a line is a rule, not an underlined heading.
 */
const AS_TEXT = {
  disable: {
    null: [
      'htmlFlow',
      'htmlText',
      'characterReference',
      'labelStartImage',
      'definition',
      'codeIndented',
      'setextUnderline',
    ],
  },
};

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

/**
 * Only links that cannot run script: site paths, in-page anchors, http(s) and mailto. `//host`
 * and `/\host` (which browsers read as `//host`) are other sites, not paths.
 */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^\/(?![/\\])/.test(value) || value.startsWith('#')) return value;
  if (/^(https?:\/\/|mailto:)[^\s"<>]+$/i.test(value)) return value;
  return null;
}

/** Converts the syntax tree of `source` (line ends already LF) to ours. */
function converter(source: string) {
  const used = new Map<string, number>();
  const uniqueId = (text: string) => {
    const base = slugify(text) || 'section';
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    return count === 0 ? base : `${base}-${count + 1}`;
  };
  /** A node as it was written. */
  const literal = (node: Nodes) => source.slice(node.position?.start.offset, node.position?.end.offset);

  const inlines = (nodes: readonly PhrasingContent[]): Inline[] => {
    const out: Inline[] = [];
    const push = (node: Inline) => {
      const last = out.at(-1);
      if (typeof node === 'string' && typeof last === 'string') out[out.length - 1] = last + node;
      else if (node !== '') out.push(node);
    };
    for (const node of nodes) {
      switch (node.type) {
        case 'text':
          push(node.value);
          break;
        case 'break':
          push('\n');
          break;
        case 'strong':
          push({ t: 'strong', c: inlines(node.children) });
          break;
        case 'emphasis':
          push({ t: 'em', c: inlines(node.children) });
          break;
        case 'inlineCode':
          push({ t: 'code', v: node.value });
          break;
        case 'link': {
          const href = safeHref(node.url);
          push(href ? { t: 'a', href, c: inlines(node.children) } : literal(node));
          break;
        }
        default:
          push(literal(node));
      }
    }
    return out;
  };

  /** A list item is one run of inline text: its paragraphs joined by line breaks. */
  const item = (node: ListItem): Inline[] =>
    inlines(
      node.children.flatMap((child, index): PhrasingContent[] => [
        ...(index > 0 ? [{ type: 'text', value: '\n' } as const] : []),
        ...(child.type === 'paragraph' ? child.children : [{ type: 'text', value: literal(child) } as const]),
      ]),
    );

  const blocks = (nodes: readonly RootContent[]): Block[] =>
    nodes.map((node): Block => {
      switch (node.type) {
        case 'paragraph':
          return { t: 'p', c: inlines(node.children) };
        case 'heading': {
          // `#` is the page's own h1 (from the front matter); a body heading starts at h2.
          const c = inlines(node.children);
          return {
            t: 'h',
            level: Math.max(2, node.depth) as 2 | 3 | 4 | 5 | 6,
            id: uniqueId(plainText(c)),
            c,
          };
        }
        case 'thematicBreak':
          return { t: 'hr' };
        case 'blockquote':
          return { t: 'quote', c: blocks(node.children) };
        case 'list': {
          const items = node.children.map(item);
          return node.ordered ? { t: 'ol', start: node.start ?? 1, items } : { t: 'ul', items };
        }
        case 'code':
          return { t: 'pre', lang: node.lang ?? '', v: node.value };
        default:
          return { t: 'p', c: [literal(node)] };
      }
    });

  return { inlines, blocks };
}

function syntaxTree(source: string) {
  return fromMarkdown(source, { extensions: [AS_TEXT] });
}

/** Block structure of a Markdown body. Heading ids are unique within the document. */
export function parseMarkdown(body: string): Block[] {
  const source = body.replace(/\r\n?/g, '\n');
  return converter(source).blocks(syntaxTree(source).children);
}

/** Inline markup of one paragraph (text that is not a single paragraph stays as it is). */
export function parseInline(text: string): Inline[] {
  const source = text.replace(/\r\n?/g, '\n');
  const [first, ...rest] = syntaxTree(source).children;
  if (first?.type === 'paragraph' && rest.length === 0) return converter(source).inlines(first.children);
  return source ? [source] : [];
}
