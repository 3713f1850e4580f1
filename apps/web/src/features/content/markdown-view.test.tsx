import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdown-parser';
import { Markdown } from './markdown-view';

function renderMarkdown(source: string) {
  const router = createMemoryRouter([{ path: '/', element: <Markdown blocks={parseMarkdown(source)} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('<Markdown>', () => {
  it('renders headings, paragraphs, lists, quotes and inline markup as elements', () => {
    const { container } = renderMarkdown(
      '## Start here\n\nRead **this** and *that*.\n\n1. one\n2. two\n\n- a\n\n> quoted\n\n### Small',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Start here' })).toHaveProperty('id', 'start-here');
    expect(screen.getByRole('heading', { level: 3, name: 'Small' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('this');
    expect(container.querySelector('em')?.textContent).toBe('that');
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    expect(container.querySelectorAll('ul > li')).toHaveLength(1);
    expect(container.querySelector('blockquote p')?.textContent).toBe('quoted');
  });

  it('renders site links as router links and other links with rel=noopener', () => {
    renderMarkdown('[plans](/plans), [mail](mailto:support@captia.app) and [site](https://example.com)');
    expect(screen.getByRole('link', { name: 'plans' }).getAttribute('href')).toBe('/plans');
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('rel')).toBeNull();
    expect(screen.getByRole('link', { name: 'site' }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders a fenced code block as <pre><code> with its text untouched', () => {
    const { container } = renderMarkdown(
      '```shell\ncurl -H "Authorization: Bearer <key>" \\\n  https://h/api\n```',
    );
    const pre = container.querySelector('pre');
    expect(pre?.getAttribute('data-lang')).toBe('shell');
    expect(pre?.querySelector('code')?.textContent).toBe(
      'curl -H "Authorization: Bearer <key>" \\\n  https://h/api',
    );
  });

  it('shows HTML in the text as text, never as markup', () => {
    const { container } = renderMarkdown(
      '<img src=x onerror=alert(1)> and <script>alert(1)</script>\n\n[x](javascript:alert(1))',
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });
});
