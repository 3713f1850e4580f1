import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import type { Brand } from '#web/lib/brands.ts';
import { useTranslation } from '#web/lib/translator.ts';

/** Confirms deleting a brand voice; "Keep brand voice" is the default. */
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
  return (
    <ConfirmDialog
      open={brand !== null}
      title={t('brands.deleteTitle', { name: brand?.name ?? '' })}
      text={t('brands.deleteText')}
      keepLabel={t('brands.keep')}
      confirmLabel={t('brands.deleteConfirm')}
      pendingLabel={t('brands.deleting')}
      pending={pending}
      onConfirm={() => brand && onConfirm(brand)}
      onClose={onClose}
    />
  );
}
