import { useEffect, useId, useRef } from 'react';
import { Button } from './button';

/**
 * Asks before something that cannot be undone (a removal, a cancellation), in a modal dialog on
 * the native <dialog>: focus trap, Escape and an inert page come with it. The safe choice comes
 * first and has the focus; the other is red. Open while `open` is true; `onClose` runs however it
 * closes (Escape, the safe choice, or `open` turning false).
 */
export function ConfirmDialog({
  open,
  title,
  text,
  keepLabel,
  confirmLabel,
  pendingLabel,
  pending = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  keepLabel: string;
  confirmLabel: string;
  /** Shown on the confirm button while `pending`. */
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-border bg-card p-6 text-foreground shadow-xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="text-lg font-semibold break-words">
        {title}
      </h2>
      <p id={textId} className="mt-2 text-sm text-muted-foreground">
        {text}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="primary" onClick={() => dialogRef.current?.close()}>
          {keepLabel}
        </Button>
        <Button variant="danger" pending={pending} pendingLabel={pendingLabel} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
