import fs from 'node:fs';
import type { Plugin } from 'vite';
import { countWords, readingMinutes } from './src/features/content/markdown.ts';
import { parseFrontMatter, parseMarkdown } from './src/features/content/markdown-parser.ts';
import type { ContentDoc, DocMeta } from './src/features/content/types.ts';

/** Compiles one content file; a missing title or description is a build error, not a blank page. */
export function compileMarkdown(source: string, file: string): ContentDoc {
  const { data, body } = parseFrontMatter(source);
  for (const key of ['title', 'description'] as const) {
    if (!data[key]) throw new Error(`${file}: the front matter needs a "${key}:" line`);
  }
  if (/[\\/]blog[\\/]/.test(file)) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(data.date ?? '')) throw new Error(`${file}: "date:" must be YYYY-MM-DD`);
    if (!data.author) throw new Error(`${file}: the front matter needs an "author:" line`);
  }
  const blocks = parseMarkdown(body);
  const words = countWords(blocks);
  const meta: DocMeta = {
    title: data.title as string,
    description: data.description as string,
    ...(data.date && { date: data.date }),
    ...(data.author && { author: data.author }),
    words,
    minutes: readingMinutes(words),
  };
  return { meta, blocks };
}

/**
 * `import doc from '…/faq.md'` gives `{meta, blocks}` (a JSON tree, rendered by
 * features/content/markdown-view.tsx); `…/x.md?meta` gives only the front matter and
 * reading time, so an index of articles does not download their bodies.
 */
export function contentPlugin(): Plugin {
  return {
    name: 'captia-content',
    enforce: 'pre',
    load(id) {
      const [file = '', query = ''] = id.split('?');
      const params = new URLSearchParams(query);
      // `?raw` and `?url` keep Vite's meaning; `?import` is what the dev server adds.
      if (!file.endsWith('.md') || params.has('raw') || params.has('url')) return null;
      this.addWatchFile(file);
      const doc = compileMarkdown(fs.readFileSync(file, 'utf8'), file);
      const value = params.has('meta') ? doc.meta : doc;
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`, map: null };
    },
  };
}
