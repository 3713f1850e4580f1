import { describe, expect, it } from 'vitest';
import { formatPageTitle, resolveDocumentTitle } from './title';

describe('page title rule (docs/product.md, Languages, titles and theme)', () => {
  it('formats a page title with the app name after a bar', () => {
    expect(formatPageTitle('Planos e preços')).toBe('Planos e preços | CaptIA');
  });

  it('keeps an existing title that contains a vertical bar', () => {
    expect(resolveDocumentTitle('FAQ | CaptIA', 'CaptIA — AI captions')).toBe('FAQ | CaptIA');
    expect(resolveDocumentTitle('a|b', 'Default')).toBe('a|b');
  });

  it('sets the language title when the existing one has no bar', () => {
    expect(resolveDocumentTitle('CaptIA — AI captions', 'CaptIA — legendas com IA')).toBe(
      'CaptIA — legendas com IA',
    );
    expect(resolveDocumentTitle('', 'CaptIA')).toBe('CaptIA');
  });
});
