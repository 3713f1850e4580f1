import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { Brand } from '../api';

/**
 * Confirms a deletion in a modal dialog (native <dialog>: focus trap, Escape, inert page).
 * "Keep brand voice" comes first and has the focus: the safe choice is the default.
 */
export function DeleteBrandDialog({
  brand,
  pending,
  onConfirm,
  onClose,
}: {
  /** The brand to delete; null keeps the dialog closed. */
  brand: Brand | null;
  pending: boolean;
  onConfirm: (brand: Brand) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (brand && !dialog.open) dialog.showModal();
    if (!brand && dialog.open) dialog.close();
  }, [brand]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-border bg-card p-6 text-foreground shadow-xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="text-lg font-semibold break-words">
        {t('brands.deleteTitle', { name: brand?.name ?? '' })}
      </h2>
      <p id={textId} className="mt-2 text-sm text-muted-foreground">
        {t('brands.deleteText')}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="primary" onClick={() => dialogRef.current?.close()}>
          {t('brands.keep')}
        </Button>
        <Button
          variant="danger"
          pending={pending}
          pendingLabel={t('brands.deleting')}
          onClick={() => brand && onConfirm(brand)}
        >
          {t('brands.deleteConfirm')}
        </Button>
      </div>
    </dialog>
  );
}
