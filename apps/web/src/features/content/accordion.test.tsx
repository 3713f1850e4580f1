import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = ['One', 'Two', 'Three'].map((title) => ({
  id: title.toLowerCase(),
  title,
  content: <p>Answer {title}</p>,
}));

describe('<Accordion>', () => {
  it('starts closed with the answers in the page, and toggles a panel from its button', () => {
    render(<Accordion items={items} />);
    const button = screen.getByRole('button', { name: 'Two' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel.classList.contains('hidden')).toBe(true);
    expect(panel.textContent).toBe('Answer Two');
    expect(panel.getAttribute('aria-labelledby')).toBe(button.id);
    expect(screen.getByRole('heading', { level: 2, name: 'Two' })).toBeTruthy();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.classList.contains('hidden')).toBe(false);
    expect(screen.getByRole('region', { name: 'Two' })).toBe(panel);
    fireEvent.click(button);
    expect(panel.classList.contains('hidden')).toBe(true);
  });

  it('moves focus between headers with the arrow keys, Home and End', () => {
    render(<Accordion items={items} />);
    const [one, two, three] = screen.getAllByRole('button');
    one?.focus();
    fireEvent.keyDown(one as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(two);
    fireEvent.keyDown(two as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(three);
    fireEvent.keyDown(three as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(one);
    fireEvent.keyDown(one as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(three);
    fireEvent.keyDown(three as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(one);
  });

  it('opens the item named in the URL fragment', () => {
    window.location.hash = '#three';
    render(<Accordion items={items} />);
    expect(screen.getByRole('button', { name: 'Three' }).getAttribute('aria-expanded')).toBe('true');
    window.location.hash = '';
  });
});
