import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Scalar itself is a large Vue app; here it is what matters to the page: it writes its title as an <h1>.
const scalar = vi.hoisted(() => ({ element: null as HTMLElement | null, created: 0, destroyed: 0 }));
vi.mock('@scalar/api-reference', () => ({
  createApiReference: (element: HTMLElement, config: { forceDarkModeState: 'dark' | 'light' }) => {
    scalar.element = element;
    scalar.created += 1;
    // What Scalar does with the forced mode when it mounts.
    document.body.classList.add(`${config.forceDarkModeState}-mode`);
    element.innerHTML = '<section><h1 class="section-header-label">CaptIA API</h1></section>';
    return { destroy: () => (scalar.destroyed += 1) };
  },
}));

const { default: ScalarReference } = await import('./scalar-reference');

describe('<ScalarReference>', () => {
  it('keeps the page to one h1: the reference’s titles are level-2 headings, also those it renders later', async () => {
    const { unmount } = render(<ScalarReference document={{}} dark={false} />);
    const element = scalar.element as HTMLElement;
    expect(element.querySelector('h1')?.getAttribute('aria-level')).toBe('2');
    // Scalar re-renders (a tag opened, the theme read): a new title is demoted too.
    const later = document.createElement('h1');
    later.textContent = 'Captions';
    element.append(later);
    await vi.waitFor(() => expect(later.getAttribute('aria-level')).toBe('2'));
    unmount();
    expect(scalar.destroyed).toBe(1);
  });

  it('re-colours the mounted reference when the theme changes, without mounting it again', () => {
    scalar.created = 0;
    scalar.destroyed = 0;
    const openapi = { openapi: '3.1.0' };
    const { rerender, unmount } = render(<ScalarReference document={openapi} dark={false} />);
    expect(document.body.classList.contains('light-mode')).toBe(true);
    rerender(<ScalarReference document={openapi} dark={true} />);
    expect(document.body.classList.contains('dark-mode')).toBe(true);
    expect(document.body.classList.contains('light-mode')).toBe(false);
    rerender(<ScalarReference document={openapi} dark={false} />);
    expect(document.body.className).toBe('light-mode');
    expect(scalar.created).toBe(1);
    expect(scalar.destroyed).toBe(0);
    unmount();
    expect(scalar.destroyed).toBe(1);
    expect(document.body.className).toBe('');
  });
});
