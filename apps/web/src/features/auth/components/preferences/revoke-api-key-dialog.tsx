import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import type { ApiKey } from '../../api/api-keys';

/**
 * Confirms a revocation in a modal dialog (native <dialog>: focus trap, Escape, inert page).
 * "Keep key" comes first and has the focus: the safe choice is the default.
 */
export function RevokeApiKeyDialog({
  apiKey,
  pending,
  onConfirm,
  onClose,
}: {
  /** The key to revoke; null keeps the dialog closed. */
  apiKey: ApiKey | null;
  pending: boolean;
  onConfirm: (key: ApiKey) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (apiKey && !dialog.open) dialog.showModal();
    if (!apiKey && dialog.open) dialog.close();
  }, [apiKey]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-border bg-card p-6 text-foreground shadow-xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="text-lg font-semibold break-words">
        {t('account.apiKeys.revokeTitle', { name: apiKey?.name ?? '' })}
      </h2>
      <p id={textId} className="mt-2 text-sm text-muted-foreground">
        {t('account.apiKeys.revokeText')}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="primary" onClick={() => dialogRef.current?.close()}>
          {t('account.apiKeys.keep')}
        </Button>
        <Button
          variant="danger"
          pending={pending}
          pendingLabel={t('account.apiKeys.revoking')}
          onClick={() => apiKey && onConfirm(apiKey)}
        >
          {t('account.apiKeys.revokeConfirm')}
        </Button>
      </div>
    </dialog>
  );
}
