import fs from 'node:fs';
import path from 'node:path';
import {
  BLOG_SLUGS,
  captionViolations,
  finalizeCaption,
  LANGUAGES,
  MAX_BRIEF_LENGTH,
  NETWORK_IDS,
  POST_TYPE_IDS,
  STYLE_IDS,
  screenForPath,
} from '@captia/shared';
import { CATALOGS } from '@captia/shared/i18n';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../../content-plugin';
import { type Block, type Inline, splitSections } from './markdown';
import type { ContentDoc, ExampleCaption } from './types';

const CONTENT = path.resolve(import.meta.dirname, '../../../../../content');
const DOCS = ['faq', 'seo-instructions', 'privacy-policy', 'terms-of-service', 'developers'] as const;
/** The catalog page (`pages.<id>.heading`) of each document. */
const HEADINGS = {
  faq: 'faq',
  'seo-instructions': 'seoInstructions',
  'privacy-policy': 'privacyPolicy',
  'terms-of-service': 'termsOfService',
  developers: 'developers',
} as const;

function doc(language: string, file: string): ContentDoc {
  const full = path.join(CONTENT, language, file);
  return compileMarkdown(fs.readFileSync(full, 'utf8'), full);
}

function links(blocks: readonly Block[]): string[] {
  const inline = (nodes: readonly Inline[]): string[] =>
    nodes.flatMap((node) =>
      typeof node === 'string' || node.t === 'code'
        ? []
        : [...(node.t === 'a' ? [node.href] : []), ...inline(node.c)],
    );
  return blocks.flatMap((block) => {
    if (block.t === 'h' || block.t === 'p') return inline(block.c);
    if (block.t === 'ul' || block.t === 'ol') return block.items.flatMap(inline);
    if (block.t === 'quote') return links(block.c);
    return [];
  });
}

describe.each(LANGUAGES)('content/%s', (language) => {
  it('has the same files as every other language', () => {
    const list = (dir: string) =>
      fs.readdirSync(path.join(CONTENT, dir), { recursive: true }).map(String).sort();
    expect(list(language)).toEqual(list('en-US'));
  });

  it.each(DOCS)('%s.md has a title matching the page heading, a description and real links', (name) => {
    const { meta, blocks } = doc(language, `${name}.md`);
    expect(meta.title).toBe(CATALOGS[language].pages[HEADINGS[name]].heading);
    expect(meta.description.length).toBeGreaterThan(50);
    expect(meta.description.length).toBeLessThanOrEqual(200);
    for (const href of links(blocks)) {
      if (href.startsWith('/')) expect(screenForPath(href), href).not.toBeNull();
    }
  });

  it('faq.md has at least 12 questions, each with an answer', () => {
    const { sections } = splitSections(doc(language, 'faq.md').blocks);
    expect(sections.length).toBeGreaterThanOrEqual(12);
    for (const section of sections) expect(section.blocks.length, section.heading.id).toBeGreaterThan(0);
  });

  it.each(BLOG_SLUGS)('blog/%s.md is an article of 800+ words with date, author and headings', (slug) => {
    const { meta, blocks } = doc(language, `blog/${slug}.md`);
    expect(meta.title).toBe(CATALOGS[language].pages.articles[slug].title);
    expect(meta.words).toBeGreaterThanOrEqual(800);
    expect(meta.minutes).toBeGreaterThanOrEqual(4);
    expect(meta.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(meta.author).toBeTruthy();
    expect(blocks.filter((block) => block.t === 'h').length).toBeGreaterThanOrEqual(3);
    for (const href of links(blocks)) {
      if (href.startsWith('/')) expect(screenForPath(href), href).not.toBeNull();
    }
  });
});

describe.each(LANGUAGES)('content/%s/examples.json', (language) => {
  const examples: ExampleCaption[] = JSON.parse(
    fs.readFileSync(path.join(CONTENT, language, 'examples.json'), 'utf8'),
  );

  it('has 24 or more examples covering every network, post type and style', () => {
    expect(examples.length).toBeGreaterThanOrEqual(24);
    expect(new Set(examples.map((e) => e.id)).size).toBe(examples.length);
    expect(new Set(examples.map((e) => e.network))).toEqual(new Set(NETWORK_IDS));
    expect(new Set(examples.map((e) => e.postType))).toEqual(new Set(POST_TYPE_IDS));
    expect(new Set(examples.map((e) => e.style))).toEqual(new Set(STYLE_IDS));
  });

  it('uses only option ids of the generator, in the file’s language', () => {
    for (const example of examples) {
      expect(NETWORK_IDS, example.id).toContain(example.network);
      expect(POST_TYPE_IDS, example.id).toContain(example.postType);
      expect(STYLE_IDS, example.id).toContain(example.style);
      expect(example.language, example.id).toBe(language);
      expect(example.id).toMatch(/^[a-z0-9-]+$/);
      // "Use as a starting point" puts the text in the generator's brief box.
      expect(example.text.length, example.id).toBeLessThanOrEqual(MAX_BRIEF_LENGTH);
    }
  });

  it('follows every network rule: the caption pipeline would not change a character', () => {
    for (const example of examples) {
      const rules = { emojis: true, hashtags: true };
      expect(captionViolations(example.text, example.network, rules), example.id).toEqual([]);
      expect(finalizeCaption(example.text, example.network, rules).text, example.id).toBe(example.text);
    }
  });
});
