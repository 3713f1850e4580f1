import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '#web/lib/i18n.ts';
import { translator } from '#web/lib/translator.ts';
import type { ListField } from '../form';
import { ChipInput } from './chip-input';

function Harness({ field, initial = [] }: { field: ListField; initial?: string[] }) {
  const [state, setState] = useState({ items: initial, rest: '', error: null as string | null });
  return (
    <form onSubmit={() => {}}>
      <ChipInput
        id="list"
        field={field}
        label="List"
        hint="Type"
        items={state.items}
        text={state.rest}
        error={state.error ? translator.t(state.error) : undefined}
        max={15}
        onChange={setState}
      />
    </form>
  );
}

const chips = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('<ChipInput>', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });

  it('adds a hashtag on a space or Enter, with its #, and keeps typing after the separator', () => {
    render(<Harness field="hashtags" />);
    const input = screen.getByRole('textbox', { name: 'List' });
    fireEvent.change(input, { target: { value: 'coffee lat' } });
    expect(chips()).toEqual(['#coffee']);
    expect(input).toHaveProperty('value', 'lat');
    fireEvent.change(input, { target: { value: 'latte' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(chips()).toEqual(['#coffee', '#latte']);
    expect(input).toHaveProperty('value', '');
    expect(screen.getByText('2 / 15')).toBeTruthy();
  });

  it('keeps a refused item typed, with the reason tied to the field', () => {
    render(<Harness field="hashtags" initial={['#coffee']} />);
    const input = screen.getByRole('textbox', { name: 'List' });
    fireEvent.change(input, { target: { value: '#Coffee' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(chips()).toEqual(['#coffee']);
    expect(input).toHaveProperty('value', '#Coffee');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[1] ?? '');
    expect(error?.textContent).toBe('This hashtag is already in the list.');
  });

  it('adds a phrase to avoid on a comma, not on a space, and removes a chip with its button', () => {
    render(<Harness field="wordsToAvoid" />);
    const input = screen.getByRole('textbox', { name: 'List' });
    fireEvent.change(input, { target: { value: 'game changer, syn' } });
    expect(chips()).toEqual(['game changer']);
    expect(input).toHaveProperty('value', 'syn');
    fireEvent.click(screen.getByRole('button', { name: 'Remove game changer' }));
    expect(chips()).toEqual([]);
    expect(document.activeElement).toBe(input);
  });
});
