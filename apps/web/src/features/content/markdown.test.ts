import { describe, expect, it } from 'vitest';
import { blocksText, countWords, readingMinutes, splitSections } from './markdown';
import { parseFrontMatter, parseInline, parseMarkdown, safeHref, slugify } from './markdown-parser';

describe('front matter', () => {
  it('reads key: value lines and returns the body after them', () => {
    const { data, body } = parseFrontMatter(
      '---\ntitle: Tons de voz: um guia\ndescription: "Com aspas"\ndate: 2026-08-12\n---\n\nTexto.\n',
    );
    expect(data).toEqual({ title: 'Tons de voz: um guia', description: 'Com aspas', date: '2026-08-12' });
    expect(body).toBe('\nTexto.\n');
  });

  it('leaves a file without front matter untouched and accepts CRLF', () => {
    expect(parseFrontMatter('# Hi\n')).toEqual({ data: {}, body: '# Hi\n' });
    expect(parseFrontMatter('---\r\ntitle: A\r\n---\r\nB').data).toEqual({ title: 'A' });
  });
});

describe('inline markup', () => {
  it('parses strong, emphasis, code and links, nested', () => {
    expect(parseInline('Use **bold *and* more**, `code` and [the *plans*](/plans).')).toEqual([
      'Use ',
      { t: 'strong', c: ['bold ', { t: 'em', c: ['and'] }, ' more'] },
      ', ',
      { t: 'code', v: 'code' },
      ' and ',
      { t: 'a', href: '/plans', c: ['the ', { t: 'em', c: ['plans'] }] },
      '.',
    ]);
  });

  it('keeps unmatched or spaced markers and escapes as text', () => {
    expect(parseInline('5 * 3 = 15, **open and \\*literal\\*')).toEqual(['5 * 3 = 15, **open and *literal*']);
    expect(parseInline('snake_case_name')).toEqual(['snake_case_name']);
  });

  it('never links a script or data URL', () => {
    expect(parseInline('[x](javascript:alert(1))')).toEqual(['[x](javascript:alert(1))']);
    expect(parseInline('[x](data:text/html,hi)')).toEqual(['[x](data:text/html,hi)']);
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/\\evil.example')).toBeNull();
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHref('mailto:support@captia.app')).toBe('mailto:support@captia.app');
    expect(safeHref('#section')).toBe('#section');
  });

  it('keeps HTML as plain text (it is rendered escaped)', () => {
    expect(parseInline('<script>alert(1)</script>')).toEqual(['<script>alert(1)</script>']);
  });
});

describe('blocks', () => {
  const source = [
    'Intro paragraph',
    'on two lines.',
    '',
    '## First section',
    '',
    '- one',
    '- **two**',
    'continued',
    '',
    '- three',
    '',
    '### Détails & notes',
    '',
    '1. a',
    '2. b',
    '',
    '> Quoted caption 📌',
    '>',
    '> 1. step',
    '> 2. step',
    '',
    '---',
    '',
    '## First section',
    'Same title again.',
  ].join('\n');

  it('parses paragraphs, headings with unique ids, lists, quotes and rules', () => {
    expect(parseMarkdown(source)).toEqual([
      { t: 'p', c: ['Intro paragraph\non two lines.'] },
      { t: 'h', level: 2, id: 'first-section', c: ['First section'] },
      { t: 'ul', items: [['one'], [{ t: 'strong', c: ['two'] }, '\ncontinued'], ['three']] },
      { t: 'h', level: 3, id: 'details-notes', c: ['Détails & notes'] },
      { t: 'ol', start: 1, items: [['a'], ['b']] },
      {
        t: 'quote',
        c: [
          { t: 'p', c: ['Quoted caption 📌'] },
          { t: 'ol', start: 1, items: [['step'], ['step']] },
        ],
      },
      { t: 'hr' },
      { t: 'h', level: 2, id: 'first-section-2', c: ['First section'] },
      { t: 'p', c: ['Same title again.'] },
    ]);
  });

  it('keeps a fenced code block verbatim: indentation, markup characters and blank lines', () => {
    const fenced = [
      'Run this:',
      '```shell',
      'curl -N https://host/api \\',
      '  -H "Authorization: Bearer <key>"',
      '',
      '# not a heading, **not bold**, - not a list',
      '```',
      'After.',
      '',
      '````',
      '```',
      '````',
    ].join('\n');
    expect(parseMarkdown(fenced)).toEqual([
      { t: 'p', c: ['Run this:'] },
      {
        t: 'pre',
        lang: 'shell',
        v: 'curl -N https://host/api \\\n  -H "Authorization: Bearer <key>"\n\n# not a heading, **not bold**, - not a list',
      },
      { t: 'p', c: ['After.'] },
      // A longer fence can show a shorter one; the info string may be empty.
      { t: 'pre', lang: '', v: '```' },
    ]);
    expect(parseMarkdown('```json\n{"a": 1}')).toEqual([{ t: 'pre', lang: 'json', v: '{"a": 1}' }]);
  });

  it('keeps what content/README.md does not offer as the text it was written as', () => {
    expect(
      parseMarkdown(
        [
          '<div>HTML</div> &amp; ![an image](/logo.svg)',
          'Underlined',
          '---',
          '    indented',
          '',
          '[ref]: /faq',
          '',
          '- item',
          '  - nested',
          '',
          '[x](javascript:alert(1)) <https://example.com>',
        ].join('\n'),
      ),
    ).toEqual([
      {
        t: 'p',
        c: ['<div>HTML</div> &amp; !', { t: 'a', href: '/logo.svg', c: ['an image'] }, '\nUnderlined'],
      },
      { t: 'hr' },
      { t: 'p', c: ['indented'] },
      { t: 'p', c: ['[ref]: /faq'] },
      { t: 'ul', items: [['item\n- nested']] },
      {
        t: 'p',
        c: ['[x](javascript:alert(1)) ', { t: 'a', href: 'https://example.com', c: ['https://example.com'] }],
      },
    ]);
  });

  it('makes a body # heading an h2 (the page title is the h1)', () => {
    expect(parseMarkdown('# Title')).toEqual([{ t: 'h', level: 2, id: 'title', c: ['Title'] }]);
  });

  it('splits a document at its ## headings', () => {
    const { intro, sections } = splitSections(parseMarkdown(source));
    expect(intro).toEqual([{ t: 'p', c: ['Intro paragraph\non two lines.'] }]);
    expect(sections.map((s) => s.heading.id)).toEqual(['first-section', 'first-section-2']);
    expect(sections[0]?.blocks.map((b) => b.t)).toEqual(['ul', 'h', 'ol', 'quote', 'hr']);
  });

  it('gives the plain text, the word count and the reading time', () => {
    const blocks = parseMarkdown('Hello **big** world.\n\n- one item\n\n> a [link](/faq)');
    expect(blocksText(blocks)).toBe('Hello big world.\none item\na link');
    expect(countWords(blocks)).toBe(7);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(1320)).toBe(6);
  });
});

describe('slugify', () => {
  it('drops accents and punctuation', () => {
    expect(slugify('¿Qué es CaptIA?')).toBe('que-es-captia');
    expect(slugify('Posso usar o CaptIA no modo escuro?')).toBe('posso-usar-o-captia-no-modo-escuro');
  });
});
