import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

// jsdom has <dialog> without its modal methods: these do what the browser's do to `open` and
// fire `close` after closing, as the browser does, so the component's own wiring is what is tested.
const { showModal, close } = HTMLDialogElement.prototype;
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});
afterAll(() => {
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
});

function Harness({ onConfirm, pending = false }: { onConfirm: (item: string) => void; pending?: boolean }) {
  const [item, setItem] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setItem('Loja Sul')}>
        Delete
      </button>
      <ConfirmDialog
        open={item !== null}
        title={`Delete “${item ?? ''}”?`}
        text="This cannot be undone."
        keepLabel="Keep"
        confirmLabel="Delete for good"
        pendingLabel="Deleting…"
        pending={pending}
        onConfirm={() => item && onConfirm(item)}
        onClose={() => setItem(null)}
      />
    </>
  );
}

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

describe('<ConfirmDialog>', () => {
  it('opens while `open` is true, named by its title and described by its text', () => {
    render(<Harness onConfirm={() => {}} />);
    expect(dialog().open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(dialog().open).toBe(true);
    const named = screen.getByRole('dialog', { name: 'Delete “Loja Sul”?' });
    expect(named).toBe(dialog());
    expect(document.getElementById(named.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This cannot be undone.',
    );
  });

  it('puts the safe choice first; it closes the dialog and tells the owner', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const buttons = Array.from(dialog().querySelectorAll('button')).map((button) => button.textContent);
    expect(buttons).toEqual(['Keep', 'Delete for good']);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Keep' })));
    expect(dialog().open).toBe(false);
    // The owner was told: its state is back to nothing to delete.
    expect(dialog().querySelector('h2')?.textContent).toBe('Delete “”?');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms what it was opened for, and shows the work under way', () => {
    const onConfirm = vi.fn();
    const { rerender } = render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(onConfirm).toHaveBeenCalledWith('Loja Sul');
    rerender(<Harness onConfirm={onConfirm} pending />);
    const busy = screen.getByRole('button', { name: 'Deleting…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
  });
});
