import type { Language, NetworkId, PostTypeId, StyleId } from '@captia/shared';
import type { Block } from './markdown';

/** The front matter of a content file, plus what the build measures. */
export interface DocMeta {
  title: string;
  description: string;
  /** Articles: publication date, YYYY-MM-DD. */
  date?: string;
  author?: string;
  words: number;
  /** Reading time in minutes. */
  minutes: number;
}

/** One Markdown file of content/<language>/, compiled at build time. */
export interface ContentDoc {
  meta: DocMeta;
  blocks: Block[];
}

export interface ArticleSummary extends DocMeta {
  slug: string;
}

/** One entry of content/<language>/examples.json. */
export interface ExampleCaption {
  id: string;
  network: NetworkId;
  postType: PostTypeId;
  style: StyleId;
  language: Language;
  text: string;
}
