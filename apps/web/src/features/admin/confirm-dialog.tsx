import { type ReactNode, useEffect, useRef } from 'react';
import { buttonClasses } from '../../components/ui/button-link';

/** A modal confirmation on the native <dialog>: focus trap, Escape and backdrop come with it. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="confirm-title"
      className="m-auto max-w-md rounded-2xl border border-border bg-card p-6 text-foreground shadow-xl backdrop:bg-black/50"
    >
      <h2 id="confirm-title" className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-2 text-sm text-muted-foreground">{children}</div>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className={buttonClasses('secondary')} onClick={onClose}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={buttonClasses('primary', 'bg-red-600 text-white')}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
