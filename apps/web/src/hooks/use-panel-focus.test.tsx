import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { usePanelFocus } from './use-panel-focus';

function Harness() {
  const [shown, setShown] = useState(false);
  const focus = usePanelFocus<HTMLDivElement, HTMLButtonElement>(shown);
  return shown ? (
    <div ref={focus.panel} tabIndex={-1} data-testid="panel">
      <button
        type="button"
        onClick={() => {
          setShown(false);
          focus.returnFocus();
        }}
      >
        Done
      </button>
      <button type="button" onClick={() => setShown(false)}>
        Hide
      </button>
    </div>
  ) : (
    <button ref={focus.back} type="button" onClick={() => setShown(true)}>
      Make
    </button>
  );
}

describe('usePanelFocus', () => {
  it('moves the focus into the panel as it appears, and back after Done, which goes with it', () => {
    render(<Harness />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Make' })));
    expect(document.activeElement).toBe(screen.getByTestId('panel'));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Done' })));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Make' }));
  });

  it('a panel hidden another way leaves the focus where it was', () => {
    render(<Harness />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Make' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Hide' })));
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Make' }));
  });
});
