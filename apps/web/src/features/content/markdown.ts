/**
 * The tree a content file compiles to (see content/README.md for what the files may use), and
 * what is read from it. `markdown-parser.ts` builds the tree at build time (the Vite content
 * plugin) and the browser only renders it with React (`markdown-view.tsx`), so no HTML string is
 * ever injected — and no Markdown parser is downloaded: this module is all the browser gets.
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
