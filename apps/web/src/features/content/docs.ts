import type { BlogSlug, Language } from '@captia/shared';
import type { ArticleSummary, ContentDoc, DocMeta, ExampleCaption } from './types';

/*
 * The content files, one lazy chunk each: a page downloads only its own file, in the
 * active language. The globs are relative to this file (content/ is at the repo root).
 */
const DOCS = import.meta.glob<ContentDoc>('../../../../../content/*/*.md', { import: 'default' });
const ARTICLES = import.meta.glob<ContentDoc>('../../../../../content/*/blog/*.md', { import: 'default' });
const ARTICLE_METAS = import.meta.glob<DocMeta>('../../../../../content/*/blog/*.md', {
  import: 'default',
  query: '?meta',
});
const EXAMPLES = import.meta.glob<ExampleCaption[]>('../../../../../content/*/examples.json', {
  import: 'default',
});

const ROOT = '../../../../../content';

export type DocName = 'faq' | 'seo-instructions' | 'privacy-policy' | 'terms-of-service' | 'developers';

function load<T>(modules: Record<string, () => Promise<T>>, key: string): Promise<T> {
  const loader = modules[key];
  if (!loader) return Promise.reject(new Error(`Missing content file ${key.replace(ROOT, 'content')}`));
  return loader();
}

export function loadDoc(language: Language, name: DocName): Promise<ContentDoc> {
  return load(DOCS, `${ROOT}/${language}/${name}.md`);
}

export function loadArticle(language: Language, slug: BlogSlug): Promise<ContentDoc> {
  return load(ARTICLES, `${ROOT}/${language}/blog/${slug}.md`);
}

/** Every article of a language (front matter only), newest first. */
export async function loadArticleSummaries(language: Language): Promise<ArticleSummary[]> {
  const prefix = `${ROOT}/${language}/blog/`;
  const keys = Object.keys(ARTICLE_METAS).filter((key) => key.startsWith(prefix));
  const summaries = await Promise.all(
    keys.map(async (key) => ({
      ...(await load(ARTICLE_METAS, key)),
      slug: key.slice(prefix.length, -'.md'.length),
    })),
  );
  return summaries.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.slug.localeCompare(b.slug));
}

export function loadExamples(language: Language): Promise<ExampleCaption[]> {
  return load(EXAMPLES, `${ROOT}/${language}/examples.json`);
}
