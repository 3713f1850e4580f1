import { useEffect, useId, useRef } from 'react';
import { Button } from './button';

/**
 * Confirms removing something in a modal dialog (native <dialog>: focus trap, Escape, inert
 * page). The safe choice comes first and has the focus. Open while `item` is set.
 */
export function ConfirmRemovalDialog<T>({
  item,
  title,
  text,
  keepLabel,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onClose,
}: {
  /** What to remove; null keeps the dialog closed. */
  item: T | null;
  title: string;
  text: string;
  keepLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: (item: T) => void;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const open = item !== null;

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
        <Button
          variant="danger"
          pending={pending}
          pendingLabel={pendingLabel}
          onClick={() => item !== null && onConfirm(item)}
        >
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
